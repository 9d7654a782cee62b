import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import Lock from 'lucide-react/icons/lock';
import { type FormEvent, useMemo, useState } from 'react';
import { APP_LANG, t } from '../../contract/i18n.js';
import { paths } from '../lib/paths.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/toast.js';
import { euros } from './api/get-offer.js';
import { getStripe, paymentErrorToast } from './stripe-loader.js';

interface Props {
  publishableKey: string;
  clientSecret: string;
  priceCents: number;
  onReady: () => void;
}

/**
 * Stripe's Payment Element: card, Apple/Google Pay where the browser offers them, and whatever
 * else the Stripe account enables (SEPA Direct Debit…). Stripe returns to /payment-success.
 */
export default function StripeCheckout({ publishableKey, clientSecret, priceCents, onReady }: Props) {
  const stripe = useMemo(() => getStripe(publishableKey), [publishableKey]);
  return (
    <Elements
      stripe={stripe}
      options={{
        clientSecret,
        locale: APP_LANG,
        appearance: { theme: 'stripe', variables: { colorPrimary: '#15803d', borderRadius: '8px' } },
      }}
    >
      <PaymentForm priceCents={priceCents} onReady={onReady} />
    </Elements>
  );
}

function PaymentForm({ priceCents, onReady }: { priceCents: number; onReady: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [mounted, setMounted] = useState(false);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}${paths.paymentSuccess()}` },
    });
    // Only reached when the confirmation failed: success leaves for the return URL.
    setBusy(false);
    if (error) toast({ ...paymentErrorToast(error), variant: 'destructive' });
  }

  return (
    <form
      onSubmit={submit}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="stripe-checkout"
    >
      <PaymentElement
        options={{ layout: 'tabs' }}
        onReady={() => {
          setMounted(true);
          onReady();
        }}
        onLoadError={(ev) => toast({ ...paymentErrorToast(ev.error), variant: 'destructive' })}
      />
      <Button type="submit" size="lg" className="mt-5 w-full" disabled={!stripe || !mounted || busy}>
        <Lock className="h-4 w-4" aria-hidden="true" />{' '}
        {busy ? t('Processando...') : t('Assinar por {price}/mês', { price: euros(priceCents) })}
      </Button>
      <p className="mt-3 text-center text-xs text-slate-500">
        {t('Pagamento seguro processado pela Stripe. Cancele quando quiser.')}
      </p>
    </form>
  );
}
