import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { APP_LANG, t } from '../../contract/i18n.js';

// Only the subscribe and payment-result chunks import this module: Stripe.js (js.stripe.com) is
// never part of the first load of /.
const loaded = new Map<string, Promise<Stripe | null>>();

export function getStripe(publishableKey: string): Promise<Stripe | null> {
  let p = loaded.get(publishableKey);
  if (!p) {
    p = loadStripe(publishableKey, { locale: APP_LANG } as never).catch((err) => {
      loaded.delete(publishableKey);
      throw err;
    });
    loaded.set(publishableKey, p);
  }
  return p;
}

/** Spec section 8: the provider's message, or the wallet hint when it is about navigation. */
export function paymentErrorToast(error: { type?: string; message?: string }) {
  const message = error.message ?? '';
  if (error.type === 'card_error' || error.type === 'validation_error') {
    return {
      title: t('Erro no pagamento'),
      description: message || t('Houve um problema com o método de pagamento. Tente novamente.'),
    };
  }
  if (/navigat|navega/i.test(message)) {
    return {
      title: t('Erro no Pagamento'),
      description: t(
        'O pagamento pela carteira digital (Apple Pay / Google Pay) não está disponível neste navegador. Tente pagar com cartão.',
      ),
    };
  }
  return {
    title: t('Erro no Pagamento'),
    description: message || t('Não foi possível concluir o pagamento. Tente novamente.'),
  };
}
