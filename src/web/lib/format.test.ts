import { describe, expect, it } from 'vitest';
import { weeklyPriceText } from '../account-rentals/rental-format.js';
import { euros } from '../subscriptions/api/get-offer.js';
import { formatEuro } from './format.js';

// Issue 16: '35.50' showed as '€ 36'. Whole euros without decimals, anything else with two.
const nb = (s: string) => s.replace(/\s/g, ' ');

describe('prices', () => {
  it('whole euros without decimals, other amounts with two, never rounded', () => {
    expect(nb(formatEuro('36'))).toBe('€ 36');
    expect(nb(formatEuro('36.00'))).toBe('€ 36');
    expect(nb(formatEuro('35.50'))).toBe('€ 35,50');
    expect(nb(formatEuro('35.5'))).toBe('€ 35,50');
    expect(nb(formatEuro(0.99))).toBe('€ 0,99');
    expect(nb(formatEuro('1250'))).toBe('€ 1.250');
    expect(formatEuro(null)).toBe('');
    expect(formatEuro('abc')).toBe('');
  });

  it('the same rule for rentals and the membership', () => {
    expect(nb(weeklyPriceText('150.00'))).toBe('€ 150/semana');
    expect(nb(weeklyPriceText('187.35'))).toBe('€ 187,35/semana');
    expect(nb(weeklyPriceText('99.5'))).toBe('€ 99,50/semana');
    expect(nb(euros(299))).toBe('€ 2,99');
    expect(nb(euros(500))).toBe('€ 5');
  });
});
