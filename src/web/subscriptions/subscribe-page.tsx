import CircleCheck from 'lucide-react/icons/circle-check';
import Clock from 'lucide-react/icons/clock';
import CreditCard from 'lucide-react/icons/credit-card';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { ApiError, errorMessage } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { EmptyState } from '../ui/empty-state.js';
import { PageHeader } from '../ui/page-header.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/toast.js';
import { useCreateSubscription } from './api/create-subscription.js';
import { useMySubscription } from './api/get-my-subscription.js';
import { useOffer } from './api/get-offer.js';
import { DemoCheckout } from './demo-checkout.js';
import { OfferCard } from './offer-card.js';
import { ALREADY_ACTIVE_REDIRECT_MS, LOAD_HINT_MS, LOGIN_REDIRECT_MS } from './subscribe-delays.js';

// Stripe.js and its React bindings load with this chunk only (never in the first load of /).
const StripeCheckout = lazy(() => import('./stripe-checkout.js'));
// Only a member whose membership is in force sees it: its dates and icon stay out of the form pages' shared chunk.
const MemberAlready = lazy(() => import('./member-already.js').then((m) => ({ default: m.MemberAlready })));

type Checkout = { clientSecret: string; mode: 'stripe' | 'demo'; priceCents: number };

/** /subscribe: the offer and the checkout (Stripe's Payment Element, or the demo checkout). */
export default function SubscribePage() {
  useDocumentTitle(PAGE_TITLES.subscribe);
  const { user, isAuthenticated, isSubscribed } = useUser();
  // Issue 28: a member in force is told so before any payment form; paying is their choice (renew early).
  const [renew, setRenew] = useState(false);
  const waitForChoice = isSubscribed && !renew;
  const mine = useMySubscription(isAuthenticated && isSubscribed);
  const [, navigate] = useLocation();
  const offer = useOffer();
  const create = useCreateSubscription();
  const [checkout, setCheckout] = useState<Checkout | null>(null);
  const [alreadyActive, setAlreadyActive] = useState(false);
  const [ready, setReady] = useState(false);
  const [slow, setSlow] = useState(false);
  const started = useRef(false);
  const mode = offer.data?.mode;

  useEffect(() => {
    if (isAuthenticated) return;
    toast({ title: t('Você precisa estar logado para assinar'), variant: 'destructive' });
    const timer = setTimeout(() => navigate(paths.login()), LOGIN_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isAuthenticated, navigate]);

  // One call per page view; the server answers the same pending subscription to a repeat anyway.
  useEffect(() => {
    if (!isAuthenticated || !mode || mode === 'unavailable' || waitForChoice || started.current) return;
    started.current = true;
    create.mutate(renew ? { renew: true } : undefined, {
      onSuccess: (answer) => {
        if ('status' in answer) setAlreadyActive(true);
        else if ('clientSecret' in answer) setCheckout(answer);
      },
      onError: (err) => {
        if (err instanceof ApiError && err.status === 401) {
          toast({ title: t('Você precisa estar logado para assinar'), variant: 'destructive' });
          setTimeout(() => navigate(paths.login()), LOGIN_REDIRECT_MS);
        } else
          toast({
            title: t('Erro'),
            description: errorMessage(err, t('Não foi possível iniciar o pagamento. Tente novamente.')),
            variant: 'destructive',
          });
      },
    });
  }, [isAuthenticated, mode, waitForChoice, renew, create, navigate]);

  useEffect(() => {
    if (!alreadyActive) return;
    const timer = setTimeout(() => navigate(paths.dashboard()), ALREADY_ACTIVE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [alreadyActive, navigate]);

  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), LOAD_HINT_MS);
    return () => clearTimeout(timer);
  }, []);

  let body: React.ReactNode;
  if (!isAuthenticated) body = <Loading text={t('Redirecionando para o login...')} />;
  else if (mode === 'unavailable')
    body = (
      <EmptyState icon={<CreditCard />} title={t('Pagamentos ainda não disponíveis')} className="bg-white">
        <p>
          {t(
            'Os pagamentos ainda não estão disponíveis. Assim que forem liberados, você assina por aqui mesmo. Nenhuma cobrança é feita antes disso.',
          )}
        </p>
      </EmptyState>
    );
  else if (waitForChoice)
    body = (
      <Suspense fallback={<Spinner />}>
        <MemberAlready
          end={user?.subscriptionEnd ?? null}
          source={mine.isPending ? undefined : (mine.data?.source ?? null)}
          mode={mode}
          onRenew={() => setRenew(true)}
        />
      </Suspense>
    );
  else if (alreadyActive)
    body = (
      <EmptyState
        icon={<CircleCheck className="text-brand-600" />}
        title={t('Sua assinatura já está ativa')}
        className="bg-white"
      >
        <p>{t('Redirecionando para o seu painel...')}</p>
      </EmptyState>
    );
  else if (create.isError)
    body = (
      <EmptyState icon={<CreditCard />} title={t('Não foi possível iniciar o pagamento')} className="bg-white">
        <p>{errorMessage(create.error, t('Tente novamente em instantes.'))}</p>
      </EmptyState>
    );
  else if (!checkout) body = <Loading text={t('Preparando o pagamento seguro...')} />;
  else if (checkout.mode === 'demo')
    body = (
      <DemoCheckout
        clientSecret={checkout.clientSecret}
        priceCents={checkout.priceCents}
        onReady={() => setReady(true)}
      />
    );
  else
    body = (
      <Suspense fallback={<Loading text={t('Carregando o formulário de pagamento...')} />}>
        <StripeCheckout
          publishableKey={offer.data?.publishableKey ?? ''}
          clientSecret={checkout.clientSecret}
          priceCents={checkout.priceCents}
          onReady={() => setReady(true)}
        />
      </Suspense>
    );

  return (
    <div className="mx-auto max-w-5xl px-4 py-6 sm:py-10">
      <PageHeader
        title={t('Assinar a Comunidade')}
        subtitle={t('Membro ativo tem acesso a tudo: marketplace, eventos, mensagens e aluguel de contas')}
      />
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="order-2 lg:order-1">
          <OfferCard offer={offer.data} />
        </div>
        <div className="order-1 flex flex-col gap-3 lg:order-2" data-testid="checkout">
          {body}
          {slow && !ready && isAuthenticated && mode !== 'unavailable' && !alreadyActive && !waitForChoice && (
            <p
              role="status"
              className="flex items-start gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="load-hint"
            >
              <Clock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t(
                'O formulário de pagamento está demorando para carregar. Verifique sua conexão ou recarregue a página.',
              )}
            </p>
          )}
        </div>
      </div>
    </div>
  );
}

function Loading({ text }: { text: string }) {
  return (
    <div className="flex min-h-48 flex-col items-center justify-center gap-3 rounded-2xl border border-slate-200 bg-white p-6 text-center">
      <Spinner />
      <p className="text-sm text-slate-600">{text}</p>
    </div>
  );
}
