import ArrowDown from 'lucide-react/icons/arrow-down';
import Plus from 'lucide-react/icons/plus';
import ShieldCheck from 'lucide-react/icons/shield-check';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { t } from '../../contract/i18n.js';
import { useUser } from '../lib/auth.js';
import { featurePaths, paths } from '../lib/paths.js';
import { SaveSearchButton } from '../saved-searches/save-search-button.js';
import { SubscriptionPrompt } from '../ui/auth-prompt.js';
import { Button, buttonClass } from '../ui/button.js';
import { Skeleton } from '../ui/skeleton.js';
import { RentalFilters } from './rental-filters.js';
import { RentalGrid } from './rental-grid.js';
import { Protections, RentalWarningWithGuides, VerificationSteps } from './rental-safety.js';
import { useRentalFilters } from './use-rental-filters.js';

// The form brings zod and react-hook-form: fetched on "Novo anúncio", not in the list's first load.
const RentalForm = lazy(() => import('./rental-form.js').then((m) => ({ default: m.RentalForm })));
// A notification's link to one rental (?aluguel=<id>): its dialog, fetched only for such an address.
const LinkedRental = lazy(() => import('./linked-rental.js'));

const FAQ = [
  {
    q: t('Como sei que a conta é verdadeira?'),
    a: t('Toda conta passa pela verificação de documentos da administração antes de aparecer na lista.'),
  },
  {
    q: t('E se der algum problema durante o aluguel?'),
    a: t('Fale com o suporte: disputas são analisadas por um perito neutro e resolvidas em até 48 horas úteis.'),
  },
  {
    q: t('Posso combinar o aluguel fora do site?'),
    a: t('Pode, mas sem nenhuma proteção: fora do site não há verificação, histórico nem mediação.'),
  },
];

/** Spec section 2: /account-rental. `temperature` is the market-temperature card (app/ composes it). */
export default function AccountRentalPage({ temperature }: { temperature?: ReactNode }) {
  const scrollToListings = () => document.getElementById('rental-listings')?.scrollIntoView({ behavior: 'smooth' });
  const filters = useRentalFilters();
  const [, navigate] = useLocation();
  const linked = /^[1-9]\d{0,9}$/.exec(new URLSearchParams(useSearch()).get('aluguel') ?? '')?.[0];

  return (
    <div className="mx-auto max-w-7xl space-y-8 px-4 py-6 sm:space-y-10 sm:py-10">
      <header className="max-w-3xl">
        <p className="inline-flex items-center gap-1.5 rounded-full bg-brand-100 px-3 py-1 text-xs font-semibold text-brand-800">
          <ShieldCheck className="h-4 w-4" aria-hidden="true" /> {t('Aluguel verificado e seguro')}
        </p>
        <h1 className="mt-3 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl">
          {t('Aluguel de Contas')}
        </h1>
        <p className="mt-2 text-slate-600">
          {t(
            'Alugue ou anuncie contas de Deliveroo, Uber Eats, Just Eat e outros apps com documentos verificados, suporte 24/7 e mediação em caso de disputa. Preço por semana, em euros.',
          )}{' '}
          <Link href={featurePaths.agreement()} className="font-semibold text-brand-700 underline">
            {t('Modelo de acordo')}
          </Link>{' '}
          {t('para combinar por escrito.')}
        </p>
        <div className="mt-5 flex flex-col gap-2 sm:flex-row">
          <button type="button" onClick={scrollToListings} className={buttonClass('primary', 'lg')}>
            <ArrowDown className="h-5 w-5" aria-hidden="true" /> {t('Ver contas disponíveis')}
          </button>
          <Link href={paths.accountRentalCreate()} className={buttonClass('outline', 'lg')}>
            <Plus className="h-5 w-5" aria-hidden="true" /> {t('Anunciar minha conta')}
          </Link>
        </div>
      </header>

      {linked && (
        <Suspense fallback={null}>
          <LinkedRental id={Number(linked)} onClose={() => navigate(paths.accountRental(), { replace: true })} />
        </Suspense>
      )}
      <RentalWarningWithGuides />
      {temperature}
      <Protections />
      <VerificationSteps />
      <CreateSection />

      <section id="rental-listings" aria-labelledby="listings-title" className="scroll-mt-20 space-y-4">
        <h2 id="listings-title" className="text-xl font-extrabold text-slate-900 sm:text-2xl">
          {t('Contas disponíveis')}
        </h2>
        <RentalFilters filters={filters} />
        {filters.active && (
          <SaveSearchButton
            kind="rental"
            filters={filters.filter}
            suggestedName={
              [filters.filter.q, filters.filter.appName, filters.filter.region].filter(Boolean).join(' · ') ||
              t('Aluguel')
            }
          />
        )}
        <RentalGrid filter={filters.filter} filtered={filters.active} onClear={filters.clear} />
      </section>

      <section aria-labelledby="faq-title">
        <h2 id="faq-title" className="mb-4 text-xl font-extrabold text-slate-900 sm:text-2xl">
          {t('Perguntas sobre proteção')}
        </h2>
        <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
          {FAQ.map((f) => (
            <details key={f.q} className="group p-4">
              <summary className="cursor-pointer list-none font-semibold text-slate-900 marker:hidden">
                <span className="mr-2 inline-block text-brand-700 transition-transform group-open:rotate-90">›</span>
                {f.q}
              </summary>
              <p className="mt-2 pl-5 text-sm text-slate-600">{f.a}</p>
            </details>
          ))}
        </div>
      </section>
    </div>
  );
}

/** Spec: the create form for authenticated users; a subscription is needed (admins exempt). */
function CreateSection() {
  const { isAuthenticated, hasMemberAccess } = useUser();
  const [open, setOpen] = useState(false);
  if (!isAuthenticated) return null;
  return (
    <section aria-labelledby="create-title" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="create-title" className="text-xl font-extrabold text-slate-900 sm:text-2xl">
          {t('Anunciar minha conta')}
        </h2>
        {hasMemberAccess && !open && (
          <Button onClick={() => setOpen(true)}>
            <Plus className="h-4 w-4" aria-hidden="true" /> {t('Novo anúncio')}
          </Button>
        )}
      </div>
      {!hasMemberAccess ? (
        <SubscriptionPrompt text={t('Para anunciar contas para aluguel você precisa de uma assinatura ativa.')} />
      ) : (
        open && (
          <Suspense fallback={<Skeleton className="h-96 w-full rounded-2xl" />}>
            <RentalForm onDone={() => setOpen(false)} />
          </Suspense>
        )
      )}
    </section>
  );
}
