import { describe, expect, it } from 'vitest';
import { emailKey, keysIn, phoneKey } from './blacklist.keys.js';

describe('alert match keys', () => {
  it.each([
    ['+353 87 123 4567'],
    ['00353871234567'],
    ['087 123 4567'],
    ['(087) 123-4567'],
    ['87 123 4567'],
    ['353 87 123 4567'],
  ])('reads the Irish mobile %s as 353871234567', (raw) => {
    expect(phoneKey(raw)).toBe('353871234567');
  });

  it.each([['+55 11 91234-5678'], ['0055 11 91234 5678'], ['(11) 91234-5678'], ['55 11 912345678']])(
    'reads the Brazilian mobile %s as 5511912345678',
    (raw) => {
      expect(phoneKey(raw)).toBe('5511912345678');
    },
  );

  it('keeps different numbers apart and refuses what is too short to be a phone', () => {
    expect(phoneKey('087 123 4568')).not.toBe(phoneKey('087 123 4567'));
    expect(phoneKey('1234')).toBeNull();
    expect(phoneKey('')).toBeNull();
  });

  it('lower-cases and trims emails', () => {
    expect(emailKey('  Golpe@Example.IE ')).toBe('golpe@example.ie');
    expect(emailKey('sem-arroba')).toBeNull();
  });

  it('finds phones and emails inside a message', () => {
    const found = keysIn('Oi! Me chama no 087 123 4567 ou escreve para Golpe@Example.ie, valeu');
    expect(found.phones).toEqual(['353871234567']);
    expect(found.emails).toEqual(['golpe@example.ie']);
    expect(keysIn('Custa 450 euros, retiro dia 12/11').phones).toEqual([]);
  });
});
