import { t } from '../../../contract/i18n.js';
import type { ReportGroup } from '../../../contract/reports.js';
import {
  REPORT_ACTION_LABELS,
  REPORT_ACTIONS_BY_KIND,
  REPORT_KIND_LABELS,
  REPORT_REASON_LABELS,
  type ReportAction,
  reportMessages,
} from '../../../contract/reports-labels.js';
import { formatDateTime } from '../../lib/dates.js';
import { paths } from '../../lib/paths.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Card } from '../../ui/card.js';

/** Where the admin opens the reported thing itself, when it has a page. */
function linkOf(g: ReportGroup): string | null {
  if (g.kind === 'listing') return paths.marketplaceItem(g.targetId);
  return null;
}

/** One reported thing: the content as reported, the reasons given, the actions. */
export function ReportGroupCard({
  group: g,
  onAction,
  onEditDescription,
  busy,
}: {
  group: ReportGroup;
  onAction: (a: ReportAction) => void;
  /** A safety report's description (issue 31: moderation takes descriptions of people out). */
  onEditDescription?: (text: string) => void;
  busy: boolean;
}) {
  const [first, ...rest] = g.summary.split('\n');
  const link = linkOf(g);
  return (
    <Card className="space-y-3 p-4" data-testid="report-group">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone="navy">{REPORT_KIND_LABELS[g.kind]}</Badge>
        <Badge tone="red">
          {g.count === 1 ? t('{n} denúncia', { n: g.count }) : t('{n} denúncias', { n: g.count })}
        </Badge>
        {g.hidden && <Badge tone="amber">{t('{status}: oculto', { status: reportMessages.underReview })}</Badge>}
        <span className="text-xs text-slate-500">{t('última em {date}', { date: formatDateTime(g.lastAt) })}</span>
      </div>
      <blockquote className="rounded-lg border-l-4 border-slate-300 bg-slate-50 px-3 py-2 text-sm">
        <p className="font-semibold break-words text-slate-900">
          {link ? (
            <a href={link} target="_blank" rel="noopener noreferrer" className="text-brand-700 hover:underline">
              {first}
            </a>
          ) : (
            first
          )}
        </p>
        {rest.length > 0 && (
          <p className="mt-1 line-clamp-4 break-words whitespace-pre-line text-slate-700">{rest.join('\n')}</p>
        )}
      </blockquote>
      {g.owner && (
        <p className="text-sm text-slate-600">
          {t('Autor:')} <span className="font-medium text-slate-900">{g.owner.displayName || t('Membro')}</span>{' '}
          {g.owner.memberNumber && <Badge tone="slate">{g.owner.memberNumber}</Badge>}
        </p>
      )}
      <ul className="space-y-1 text-sm">
        {g.reports.map((r, i) => (
          <li key={i} className="text-slate-700">
            <span className="font-semibold">{REPORT_REASON_LABELS[r.reason]}</span>
            {r.details && <span className="break-words"> — {r.details}</span>}
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {REPORT_ACTIONS_BY_KIND[g.kind].map((a) => (
          <Button
            key={a}
            size="sm"
            variant={a === 'dismiss' ? 'outline' : 'destructive'}
            disabled={busy}
            onClick={() => onAction(a)}
          >
            {REPORT_ACTION_LABELS[a]}
          </Button>
        ))}
        {g.kind === 'safety_report' && onEditDescription && (
          <Button size="sm" variant="outline" disabled={busy} onClick={() => onEditDescription(rest.join('\n'))}>
            {t('Editar descrição')}
          </Button>
        )}
      </div>
    </Card>
  );
}
