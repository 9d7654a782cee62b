import History from 'lucide-react/icons/rotate-ccw-clock';
import { AUDIT_ACTION_LABELS, type AuditEntry } from '../../../contract/admin-users.js';
import { t } from '../../../contract/i18n.js';
import { formatDate, formatDateTime } from '../../lib/dates.js';

/** A readable line for the details an action recorded (subscription ends, what a delete removed). */
function detailText(e: AuditEntry): string | null {
  const newEnd = e.details?.newEnd;
  if (typeof newEnd === 'string') return t('Válida até {date}', { date: formatDate(newEnd) });
  return null;
}

/** Spec (issue 6): who did what to this user, and when; newest first, last 50. */
export function AuditLog({ entries }: { entries: AuditEntry[] }) {
  return (
    <section aria-labelledby="audit-title" className="border-t border-slate-200 pt-4">
      <h3 id="audit-title" className="mb-2 flex items-center gap-2 text-sm font-bold text-slate-900">
        <History className="h-4 w-4 text-slate-500" aria-hidden="true" /> {t('Registro de auditoria')}
      </h3>
      {entries.length === 0 ? (
        <p className="text-sm text-slate-500">{t('Nenhuma ação administrativa registrada para este usuário.')}</p>
      ) : (
        <ol className="space-y-2" data-testid="audit-log">
          {entries.map((e) => {
            const extra = detailText(e);
            return (
              <li key={e.id} className="rounded-lg bg-slate-50 px-3 py-2 text-sm">
                <p className="font-medium text-slate-900">
                  {AUDIT_ACTION_LABELS[e.action] ?? e.action}
                  {extra && <span className="font-normal text-slate-600"> · {extra}</span>}
                </p>
                <p className="text-xs text-slate-500">
                  {formatDateTime(e.createdAt)} ·{' '}
                  {t('por {actor}', { actor: e.actorMemberNumber ?? t('administrador removido') })}
                </p>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}
