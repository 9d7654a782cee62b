import type { LucideIcon } from 'lucide-react';
import Megaphone from 'lucide-react/icons/megaphone';
import Percent from 'lucide-react/icons/percent';
import Users from 'lucide-react/icons/users';
import { useState } from 'react';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { PageHeader } from '../ui/page-header.js';
import { PartnerForm } from './partner-form.js';
import { PartnerSent } from './partner-sent.js';

const REASONS: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: Users,
    title: t('Público certo'),
    text: t('Mais de 1000 entregadores ativos em Dublin, todos os dias na rua.'),
  },
  { icon: Megaphone, title: t('Visibilidade'), text: t('Sua marca na página inicial e na área de patrocinadores.') },
  {
    icon: Percent,
    title: t('Descontos para membros'),
    text: t('Ofereça vantagens exclusivas e ganhe clientes fiéis.'),
  },
];

/** /be-partner (every login state): why partner with us, and the application form. */
export default function BePartnerPage() {
  useDocumentTitle(PAGE_TITLES.bePartner);
  const [sent, setSent] = useState(false);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageHeader
        title={t('Seja Parceiro')}
        subtitle={t('Bicicletarias, oficinas, lojas de equipamentos, seguros, escolas e serviços para entregadores')}
      />
      <div className="grid gap-6 lg:grid-cols-[1fr_1.4fr] lg:items-start">
        <section aria-label={t('Por que ser parceiro')} className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
          {REASONS.map(({ icon: Icon, title, text }) => (
            <div
              key={title}
              className="flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:block lg:flex"
            >
              <Icon className="h-6 w-6 shrink-0 text-brand-700" aria-hidden="true" />
              <div className="sm:mt-3 lg:mt-0">
                <p className="font-bold text-slate-900">{title}</p>
                <p className="mt-0.5 text-sm text-slate-600">{text}</p>
              </div>
            </div>
          ))}
        </section>
        {sent ? <PartnerSent onAgain={() => setSent(false)} /> : <PartnerForm onSent={() => setSent(true)} />}
      </div>
    </div>
  );
}
