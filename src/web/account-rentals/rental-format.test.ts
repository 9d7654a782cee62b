import { describe, expect, it } from 'vitest';
import { RENTAL_ACCOUNT_TYPES } from '../../contract/account-rentals-labels.js';
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
});
