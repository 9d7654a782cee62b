import { describe, expect, it } from 'vitest';
import { paymentErrorToast } from './stripe-loader.js';

describe('a failed payment, in the words the member reads (spec section 8)', () => {
  it("a card or form problem: the provider's own message, or a pt-BR one", () => {
    expect(paymentErrorToast({ type: 'card_error', message: 'Seu cartão foi recusado.' })).toEqual({
      title: 'Erro no pagamento',
      description: 'Seu cartão foi recusado.',
    });
    expect(paymentErrorToast({ type: 'validation_error' })).toEqual({
      title: 'Erro no pagamento',
      description: 'Houve um problema com o método de pagamento. Tente novamente.',
    });
  });

  it('a wallet that cannot open in this browser: the hint to pay by card, in either language', () => {
    const hint = {
      title: 'Erro no Pagamento',
      description:
        'O pagamento pela carteira digital (Apple Pay / Google Pay) não está disponível neste navegador. Tente pagar com cartão.',
    };
    expect(paymentErrorToast({ type: 'api_error', message: 'Navigation to the wallet was blocked' })).toEqual(hint);
    expect(paymentErrorToast({ message: 'Falha ao navegar para a carteira' })).toEqual(hint);
  });

  it("anything else: the provider's message, or a pt-BR one", () => {
    expect(paymentErrorToast({ type: 'api_error', message: 'Tente mais tarde.' })).toEqual({
      title: 'Erro no Pagamento',
      description: 'Tente mais tarde.',
    });
    expect(paymentErrorToast({})).toEqual({
      title: 'Erro no Pagamento',
      description: 'Não foi possível concluir o pagamento. Tente novamente.',
    });
  });
});
