import { Check, CircleCheck, CreditCard, Rocket } from 'lucide-react';
import { Link } from 'wouter';
import { useUser } from '../lib/auth.js';
import { formatEuroCents } from '../lib/format.js';
import { useSiteConfig } from '../lib/site-config.js';
import { AuthPrompt } from '../ui/auth-prompt.js';
import { buttonClass } from '../ui/button.js';
import { EmptyState } from '../ui/empty-state.js';
import { PageHeader } from '../ui/page-header.js';

const DEFAULT_PRICE = 2.99; // spec section 9, when subscription_price is absent
const REGULAR_PRICE = 9.99;
const BENEFITS = [
  'Acesso completo ao marketplace',
  'Participação em todos os eventos',
  'Número de membro exclusivo',
  'Mensagens privadas com outros membros',
  'Descontos com parceiros',
  'Acesso ao aluguel de contas',
];

// The card payment form (payment provider) ships with the subscriptions issue; until then the page
// shows the offer and says plainly that payment is not open yet.
export default function SubscribePage() {
  const { isAuthenticated, isSubscribed } = useUser();
  const parsed = Number.parseFloat(useSiteConfig().get('subscription_price') ?? '');
  const price = Number.isFinite(parsed) && parsed > 0 ? parsed : DEFAULT_PRICE;

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageHeader title="Assinar a Comunidade" subtitle="Membro ativo tem acesso a tudo: marketplace, eventos, mensagens e aluguel de contas" />
      <div className="grid gap-6 lg:grid-cols-2">
        <section aria-label="Oferta de lançamento" className="rounded-3xl bg-navy-900 p-6 text-white sm:p-8" data-testid="promo-price-card">
          <p className="flex items-center gap-1.5 text-xs font-bold tracking-wider text-accent-400 uppercase">
            <Rocket className="h-4 w-4" aria-hidden="true" /> Oferta de lançamento
          </p>
          <p className="mt-3 flex flex-wrap items-baseline gap-x-3 gap-y-1">
            <span className="text-5xl font-extrabold">{formatEuroCents(price)}</span>
            <span className="text-slate-300">/mês</span>
            <span className="sr-only">Preço normal:</span>
            <s className="text-lg text-slate-400">{formatEuroCents(REGULAR_PRICE)}</s>
            <span className="rounded-full bg-accent-400 px-2.5 py-0.5 text-xs font-extrabold text-navy-900">70% OFF</span>
          </p>
          <p className="mt-2 text-sm text-slate-300">Para os primeiros 50 membros · válido até 31/12/2025</p>
          <ul className="mt-6 space-y-2.5">
            {BENEFITS.map((b) => (
              <li key={b} className="flex items-start gap-2 text-sm">
                <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-500" aria-hidden="true" /> {b}
              </li>
            ))}
          </ul>
          <p className="mt-6 flex gap-2 border-t border-white/10 pt-4 text-xs text-slate-300">
            <CreditCard className="h-4 w-4 shrink-0" aria-hidden="true" />
            Pagamento processado por um provedor de cartões. Cancele a qualquer momento.
          </p>
        </section>

        <div className="flex flex-col justify-center">
          {!isAuthenticated ? (
            <AuthPrompt title="Entre para assinar" text="Faça login ou crie sua conta gratuita para assinar a comunidade." />
          ) : isSubscribed ? (
            <EmptyState icon={<CircleCheck className="text-brand-600" />} title="Sua assinatura está ativa" className="bg-white">
              <p>Você já tem acesso a todos os benefícios de membro.</p>
              <Link href="/dashboard" className={buttonClass('primary', 'md', 'mt-4')}>
                Ir para meu Dashboard
              </Link>
            </EmptyState>
          ) : (
            <EmptyState icon={<CreditCard />} title="Pagamento com cartão em ativação" className="bg-white">
              <p>
                Estamos ativando o pagamento seguro com cartão. Assim que for liberado, você assina por aqui mesmo, sem fidelidade.
                Nenhuma cobrança é feita antes disso.
              </p>
            </EmptyState>
          )}
        </div>
      </div>
    </div>
  );
}
