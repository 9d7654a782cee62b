import { describe, expect, it } from 'vitest';
import { RENTAL_ACCOUNT_TYPES, whatsappLink, whatsappMessage } from '../../contract/account-rentals-labels.js';
import { accountTypeLabel, weeklyPriceText } from './rental-format.js';

describe("a rental's card texts", () => {
  it('the weekly price: euros per week, nothing when there is no price', () => {
    expect(weeklyPriceText(150).replace(/\s/g, ' ')).toBe('€ 150/semana');
    expect(weeklyPriceText('')).toBe('');
    expect(weeklyPriceText('a combinar')).toBe('');
  });

  it('the account type in pt-BR for every type, the raw value for an unknown one', () => {
    expect(RENTAL_ACCOUNT_TYPES.map(accountTypeLabel)).toEqual(['Bicicleta', 'Bicicleta elétrica', 'Moto', 'Carro']);
    expect(accountTypeLabel('patinete')).toBe('patinete');
  });

  // Issue 28: the message read 'por € 120/semana/semana'. A rental has one price period (spec: the
  // weekly price); each price shape the card shows goes into the message exactly as shown, once.
  it.each([
    [120, '€ 120/semana'],
    ['187.35', '€ 187,35/semana'],
    [1500, '€ 1.500/semana'],
    ['35.5', '€ 35,50/semana'],
  ])('the WhatsApp message for a weekly price of %s names it once, as the card shows it', (price, shown) => {
    const text = whatsappMessage('Uber Eats', weeklyPriceText(price)).replace(/\u00a0/g, ' ');
    expect(text).toBe(
      `Olá! Vi seu anúncio de aluguel da conta Uber Eats por ${shown} na Comunidade dos Entregadores. Ainda está disponível?`,
    );
    expect(text.match(/semana/g)).toHaveLength(1);
    const link = whatsappLink('+353 (83) 111-2233', 'Uber Eats', weeklyPriceText(price));
    expect(decodeURIComponent(link.split('text=')[1]!).replace(/\u00a0/g, ' ')).toBe(text);
  });
});
