import Construction from 'lucide-react/icons/construction';
import type { ReactNode } from 'react';
import { t } from '../../contract/i18n.js';
import { Card } from '../ui/card.js';
import { EmptyState } from '../ui/empty-state.js';

/** A tab's heading and body. */
export function AdminSection({
  title,
  description,
  children,
}: {
  title: string;
  description: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className="space-y-4">
      <div>
        <h2 className="text-xl font-bold text-slate-900">{title}</h2>
        <p className="text-sm text-slate-600">{description}</p>
      </div>
      {children}
    </section>
  );
}

/** The body of a tab whose tools have not shipped yet. */
export function ComingSoonPanel({ text = t('Esta seção chega em breve.') }: { text?: string }) {
  return (
    <Card className="p-4">
      <EmptyState icon={<Construction />} title={text} className="border-0 py-12">
        {t('As ferramentas desta área estão sendo preparadas.')}
      </EmptyState>
    </Card>
  );
}
