import Pencil from 'lucide-react/icons/pencil';
import Trash2 from 'lucide-react/icons/trash';
import { t } from '../../../contract/i18n.js';
import type { AdminReport } from '../../../contract/safety-reports.js';
import { cn } from '../../lib/cn.js';
import { formatDateTime } from '../../lib/dates.js';
import { incidentMeta } from '../../safety-reports/incident-types.js';
import { Button } from '../../ui/button.js';

/** Spec (rentals-and-admin section 9): severity red at 4 and above, grey at 3. */
export function SeverityBadge({ severity }: { severity: number }) {
  const tone =
    severity >= 4
      ? 'bg-red-600 text-white'
      : severity === 3
        ? 'bg-slate-500 text-white'
        : 'border border-slate-300 bg-white text-slate-700';
  return <span className={cn('inline-flex rounded-full px-2 py-0.5 text-xs font-bold', tone)}>{severity}/5</span>;
}

export function TypeCell({ type }: { type: string }) {
  const m = incidentMeta(type);
  return (
    <span className="inline-flex items-center gap-1.5 font-medium text-slate-900">
      <span
        className="flex h-6 w-6 items-center justify-center rounded-full text-white"
        style={{ background: m.color }}
      >
        <m.icon className="h-3.5 w-3.5" aria-hidden="true" />
      </span>
      {m.label}
    </span>
  );
}

export const position = (r: AdminReport) => `${r.latitude.toFixed(6)}, ${r.longitude.toFixed(6)}`;
export const reporterOf = (r: AdminReport) =>
  r.reporter ? `${r.reporter.displayName ?? t('Membro')} (${r.reporter.memberNumber ?? '—'})` : t('Conta removida');

export function StatusBadge({ active }: { active: boolean }) {
  return (
    <span
      className={cn(
        'rounded-full px-2 py-0.5 text-xs font-semibold',
        active ? 'bg-emerald-100 text-emerald-800' : 'bg-slate-200 text-slate-700',
      )}
    >
      {active ? t('Ativo') : t('Arquivado')}
    </span>
  );
}

interface RowProps {
  report: AdminReport;
  onDelete: () => void;
  /** Issue 31: moderation edits or removes the description. */
  onEdit: () => void;
}

/** One report as a card (phones). */
export function ReportCard({ report: r, onDelete, onEdit }: RowProps) {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-3 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <TypeCell type={r.incidentType} />
        <div className="flex items-center gap-1.5">
          <SeverityBadge severity={r.severity} />
          <StatusBadge active={r.isActive} />
        </div>
      </div>
      <p className="mt-2 text-sm text-slate-800">{r.description}</p>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5 text-xs text-slate-600">
        <dt>{t('Área')}</dt>
        <dd className="text-slate-900">{r.area}</dd>
        <dt>{t('Posição')}</dt>
        <dd className="font-mono text-slate-900">{position(r)}</dd>
        <dt>{t('Relator')}</dt>
        <dd className="text-slate-900">{reporterOf(r)}</dd>
        <dt>{t('Data')}</dt>
        <dd className="text-slate-900">
          {formatDateTime(r.createdAt)}
          {r.incidentTime ? ` · ${r.incidentTime}` : ''}
        </dd>
      </dl>
      <div className="mt-3 grid grid-cols-2 gap-2">
        <Button variant="outline" size="sm" onClick={onEdit}>
          <Pencil className="h-4 w-4" aria-hidden="true" /> {t('Editar descrição')}
        </Button>
        <Button variant="outline" size="sm" className="text-red-700" onClick={onDelete}>
          <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('Excluir relatório')}
        </Button>
      </div>
    </li>
  );
}

/** One report as a table row (larger screens). */
export function ReportRow({ report: r, onDelete, onEdit }: RowProps) {
  return (
    <tr className="border-t border-slate-100 align-top">
      <td className="px-3 py-2">
        <TypeCell type={r.incidentType} />
        <p className="mt-1 max-w-xs text-xs text-slate-600">{r.description}</p>
      </td>
      <td className="px-3 py-2">
        <SeverityBadge severity={r.severity} />
      </td>
      <td className="px-3 py-2">{r.area}</td>
      <td className="px-3 py-2 font-mono text-xs">{position(r)}</td>
      <td className="px-3 py-2">{reporterOf(r)}</td>
      <td className="px-3 py-2 whitespace-nowrap">
        {formatDateTime(r.createdAt)}
        {r.incidentTime ? (
          <span className="block text-xs text-slate-500">{t('Horário: {time}', { time: r.incidentTime })}</span>
        ) : null}
      </td>
      <td className="px-3 py-2">
        <StatusBadge active={r.isActive} />
      </td>
      <td className="px-3 py-2 text-right whitespace-nowrap">
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('Editar descrição do relatório {id}', { id: r.id })}
          onClick={onEdit}
        >
          <Pencil className="h-4 w-4" aria-hidden="true" />
        </Button>
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('Excluir relatório {id}', { id: r.id })}
          onClick={onDelete}
          className="text-red-700"
        >
          <Trash2 className="h-4 w-4" aria-hidden="true" />
        </Button>
      </td>
    </tr>
  );
}
