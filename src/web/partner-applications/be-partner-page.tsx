import type { LucideIcon } from 'lucide-react';
import { Building2, Megaphone, MessageCircle, Percent, Users } from 'lucide-react';
import { useSiteConfig } from '../lib/site-config.js';
import { PageHeader } from '../ui/page-header.js';

const REASONS: { icon: LucideIcon; title: string; text: string }[] = [
  { icon: Users, title: 'Público certo', text: 'Mais de 1000 entregadores ativos em Dublin, todos os dias na rua.' },
  { icon: Megaphone, title: 'Visibilidade', text: 'Sua marca na página inicial e na área de patrocinadores.' },
  { icon: Percent, title: 'Descontos para membros', text: 'Ofereça vantagens exclusivas e ganhe clientes fiéis.' },
];

// The application form (companyName, contactName, email, phone, message) ships with the
// administration issue, where the admins read the requests; until then contact goes to WhatsApp.
export default function BePartnerPage() {
  const digits = (useSiteConfig().get('admin_whatsapp') ?? '').replace(/\D/g, '');
  const text = encodeURIComponent('Olá! Tenho uma empresa e quero ser parceiro da comunidade de entregadores.');
  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageHeader title="Seja Parceiro" subtitle="Bicicletarias, oficinas, lojas de equipamentos, seguros, escolas e serviços para entregadores" />
      <section aria-label="Por que ser parceiro" className="grid gap-3 sm:grid-cols-3">
        {REASONS.map(({ icon: Icon, title, text: t }) => (
          <div key={title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <Icon className="h-6 w-6 text-brand-700" aria-hidden="true" />
            <p className="mt-3 font-bold text-slate-900">{title}</p>
            <p className="mt-1 text-sm text-slate-600">{t}</p>
          </div>
        ))}
      </section>

      <section aria-labelledby="apply-title" className="mt-6 rounded-2xl bg-navy-900 p-6 text-white sm:p-8">
        <h2 id="apply-title" className="flex items-center gap-2 text-xl font-extrabold">
          <Building2 className="h-6 w-6 text-accent-400" aria-hidden="true" /> Solicitação de parceria
        </h2>
        <p className="mt-2 text-sm text-slate-300">
          O formulário de solicitação está sendo publicado. Enquanto isso, fale direto com a administração: conte o nome da empresa,
          quem é o contato e o que você quer oferecer aos entregadores.
        </p>
        {digits && (
          <a
            href={`https://wa.me/${digits}?text=${text}`}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-5 inline-flex h-11 items-center justify-center gap-2 rounded-lg bg-brand-600 px-5 text-sm font-semibold text-white hover:bg-brand-700"
          >
            <MessageCircle className="h-4 w-4" aria-hidden="true" /> Falar com a administração
          </a>
        )}
      </section>
    </div>
  );
}
