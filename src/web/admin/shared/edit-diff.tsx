import type { ReactNode } from 'react';
import { t } from '../../../contract/i18n.js';
import { PENDING_EDIT_LABEL } from '../../../contract/moderation-labels.js';

export interface EditChange {
  label: string;
  before: ReactNode;
  after: ReactNode;
}

/**
 * Issue 16: an owner's edit of a published listing or rental waiting in the queue, shown as what
 * changed — each field before (published now) and after (if approved).
 */
export function EditDiff({ changes }: { changes: EditChange[] }) {
  if (changes.length === 0) return null;
  return (
    <section
      className="mt-3 rounded-xl border border-amber-200 bg-amber-50 p-3"
      data-testid="edit-diff"
      aria-label={PENDING_EDIT_LABEL}
    >
      <p className="text-sm font-semibold text-amber-900">{PENDING_EDIT_LABEL}</p>
      <dl className="mt-2 space-y-2 text-sm">
        {changes.map((c) => (
          <div key={c.label} data-testid="edit-diff-row">
            <dt className="font-medium text-slate-800">{c.label}</dt>
            <dd className="mt-1 grid gap-1.5 sm:grid-cols-2">
              <div className="min-w-0 rounded-lg bg-white px-2 py-1.5 text-slate-600">
                <span className="block text-xs font-semibold tracking-wide text-red-700 uppercase">{t('Antes')}</span>
                <span className="break-words whitespace-pre-line">{c.before}</span>
              </div>
              <div className="min-w-0 rounded-lg bg-white px-2 py-1.5 text-slate-900">
                <span className="block text-xs font-semibold tracking-wide text-brand-700 uppercase">
                  {t('Depois')}
                </span>
                <span className="break-words whitespace-pre-line">{c.after}</span>
              </div>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** An empty text shown as a dash, so 'removed' reads as such. */
export const orDash = (v: string | null | undefined) => (v?.trim() ? v : '—');
