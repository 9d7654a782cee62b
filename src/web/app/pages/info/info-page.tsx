import type { ReactNode } from 'react';
import { APP_LANG, t } from '../../../../contract/i18n.js';
import { useDocumentTitle } from '../../../lib/use-document-title.js';
import { BackLink } from '../../../ui/back-link.js';

/** The frame of the text pages (contact, help, terms, privacy): one readable column at every width. */
export function InfoPage({
  title,
  intro,
  updated,
  binding,
  children,
}: {
  title: string;
  intro?: ReactNode;
  updated?: string;
  /** A legal text (terms, privacy): its English and Spanish say the Portuguese one is the one that binds (issue 36). */
  binding?: boolean;
  children: ReactNode;
}) {
  useDocumentTitle(title);
  return (
    <article className="mx-auto max-w-3xl px-4 py-6 sm:py-10">
      <BackLink />
      <h1 className="mt-2 text-2xl font-extrabold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
      {updated && (
        <p className="mt-1 text-sm text-slate-500">
          {t('Última atualização:')} {updated}
        </p>
      )}
      {binding && APP_LANG !== 'pt-BR' && (
        <p role="note" className="mt-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          {t('Esta é uma tradução. O texto em português é o que vale; em caso de diferença, ele prevalece.')}
        </p>
      )}
      {intro && <div className="mt-3 text-base text-slate-700">{intro}</div>}
      <div className="mt-6 space-y-6">{children}</div>
    </article>
  );
}

/** One titled part of a text page. */
export function InfoSection({ id, title, children }: { id?: string; title: string; children: ReactNode }) {
  return (
    <section
      id={id}
      aria-labelledby={id ? `${id}-title` : undefined}
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id={id ? `${id}-title` : undefined} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-2 space-y-3 text-[15px] leading-relaxed text-slate-700 [&_:is(p,li,dd)_a]:font-semibold [&_:is(p,li,dd)_a]:text-brand-700 [&_:is(p,li,dd)_a]:underline [&_li]:ml-5 [&_li]:list-disc [&_strong]:text-slate-900">
        {children}
      </div>
    </section>
  );
}
