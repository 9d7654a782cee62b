import { useQuery } from '@tanstack/react-query';
import CircleAlert from 'lucide-react/icons/circle-exclamation-point';
import CircleX from 'lucide-react/icons/circle-x';
import { useEffect, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { userQueryOptions } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { buttonClass } from '../ui/button.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/toast.js';
import { useOffer } from './api/get-offer.js';
import { SuccessDialog } from './success-dialog.js';

type Outcome = { kind: 'loading' } | { kind: 'succeeded' } | { kind: 'error'; title: string; text: string };

const PROCESSING_RECHECK_MS = 3000;
/** After this long without the webhook, the dialog shows anyway (the dashboard will catch up). */
const ACTIVATION_WAIT_MS = 20_000;

const failed = (text: string, title = t('Erro no Pagamento')): Outcome => ({ kind: 'error', title, text });

/**
 * Spec section 4: Stripe's payment-intent status (or the demo's) decides the state; success waits
 * until the membership is active (the webhook), polling the member's own status.
 */
export default function PaymentSuccessPage() {
  useDocumentTitle(PAGE_TITLES.paymentSuccess);
  const params = new URLSearchParams(useSearch());
  const secret = params.get('payment_intent_client_secret');
  const demoStatus = params.get('demo_status');
  const offer = useOffer();
  const publishableKey = offer.data?.publishableKey;
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'loading' });
  const [, navigate] = useLocation();

  useEffect(() => {
    if (demoStatus) return setOutcome(outcomeOf(demoStatus));
    if (!secret) {
      toast({
        title: t('Erro nos dados de pagamento'),
        description: t('Recarregue a página ou fale com o suporte.'),
        variant: 'destructive',
      });
      return setOutcome(
        failed(
          t('Não encontramos os dados deste pagamento. Recarregue a página ou fale com o suporte.'),
          t('Erro nos dados de pagamento'),
        ),
      );
    }
    if (!publishableKey) {
      if (offer.isError || (offer.data && !publishableKey))
        setOutcome(failed(t('Erro ao verificar o status do pagamento.')));
      return;
    }
    let stop = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = async () => {
      try {
        const { getStripe } = await import('./stripe-loader.js');
        const stripe = await getStripe(publishableKey);
        const result = await stripe!.retrievePaymentIntent(secret);
        if (stop) return;
        if (result.error || !result.paymentIntent) throw result.error ?? new Error('no payment intent');
        const status = result.paymentIntent.status;
        if (status === 'processing') {
          toast({
            title: t('Processando pagamento'),
            description: t('Seu pagamento está sendo processado. Aguarde alguns instantes.'),
          });
          timer = setTimeout(check, PROCESSING_RECHECK_MS);
        }
        setOutcome(outcomeOf(status));
      } catch {
        if (stop) return;
        toast({ title: t('Erro'), description: t('Erro ao verificar o status do pagamento.'), variant: 'destructive' });
        setOutcome(failed(t('Erro ao verificar o status do pagamento.')));
      }
    };
    void check();
    return () => {
      stop = true;
      clearTimeout(timer);
    };
  }, [demoStatus, secret, publishableKey, offer.isError, offer.data]);

  // Poll the member's own status until the webhook has made the membership active.
  const [waitedEnough, setWaitedEnough] = useState(false);
  const succeeded = outcome.kind === 'succeeded';
  const me = useQuery({
    ...userQueryOptions,
    refetchInterval: (q) => (succeeded && q.state.data?.subscriptionStatus !== 'active' ? 1000 : false),
  });
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setWaitedEnough(true), ACTIVATION_WAIT_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);
  const active = me.data?.subscriptionStatus === 'active';

  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <h1 className="mb-6 text-center text-2xl font-extrabold text-slate-900">{t('Status do Pagamento')}</h1>
      {outcome.kind === 'error' ? (
        <div
          className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-6 text-center shadow-sm sm:p-8"
          data-testid="payment-error"
        >
          {outcome.title === t('Status desconhecido') ? (
            <CircleAlert className="h-14 w-14 text-amber-500" aria-hidden="true" />
          ) : (
            <CircleX className="h-14 w-14 text-red-500" aria-hidden="true" />
          )}
          <h2 className="mt-3 text-xl font-bold text-slate-900">{outcome.title}</h2>
          <p className="mt-2 text-sm text-slate-600">{outcome.text}</p>
          <div className="mt-6 flex w-full flex-col gap-2 sm:flex-row sm:justify-center">
            <Link href={paths.subscribe()} className={buttonClass('primary', 'md')}>
              {t('Tentar Novamente')}
            </Link>
            <Link href={paths.home()} className={buttonClass('outline', 'md')}>
              {t('Voltar à Página Inicial')}
            </Link>
          </div>
        </div>
      ) : (
        <div
          className="flex flex-col items-center rounded-2xl border border-slate-200 bg-white p-8 text-center shadow-sm"
          data-testid="payment-processing"
        >
          <Spinner />
          <h2 className="mt-4 text-xl font-bold text-slate-900">{t('Processando Pagamento')}</h2>
          <p className="mt-2 text-sm text-slate-600">
            {succeeded
              ? t('Pagamento aprovado! Ativando sua assinatura...')
              : t('Estamos confirmando seu pagamento. Não feche esta página.')}
          </p>
        </div>
      )}
      {succeeded && me.data && (active || waitedEnough) && (
        <SuccessDialog user={me.data} onClose={() => navigate(paths.dashboard())} />
      )}
    </div>
  );
}

function outcomeOf(status: string): Outcome {
  if (status === 'succeeded') return { kind: 'succeeded' };
  if (status === 'processing') return { kind: 'loading' };
  if (status === 'requires_payment_method') {
    return failed(t('Houve um problema com o método de pagamento. Tente novamente com outro cartão ou método.'));
  }
  return failed(
    t('Não foi possível confirmar o pagamento. Tente novamente ou fale com o suporte.'),
    t('Status desconhecido'),
  );
}
