import { describe, expect, it } from 'vitest';
import { galleryOrder } from './gallery.js';
import { priceText } from './item-price.js';

const nb = (s: string) => s.replace(/\s/g, ' ');

describe("a listing's price", () => {
  it('is its price in euros when it has one, whatever the type', () => {
    expect(nb(priceText({ price: '120.00', type: 'venda' }))).toBe('€ 120');
    expect(nb(priceText({ price: '35.5', type: 'aluguel' }))).toBe('€ 35,50');
    expect(nb(priceText({ price: '10', type: 'doacao' }))).toBe('€ 10');
  });

  it("without a price: 'Grátis' for a donation, 'A combinar' for anything else", () => {
    expect(priceText({ price: null, type: 'doacao' })).toBe('Grátis');
    expect(priceText({ price: null, type: 'troca' })).toBe('A combinar');
    expect(priceText({ price: null, type: 'venda' })).toBe('A combinar');
    expect(priceText({ price: '', type: 'venda' })).toBe('A combinar');
  });
});

describe("a listing's photos", () => {
  const photos = ['/objects/a.webp', '/objects/b.webp', '/objects/c.webp'];

  it('start with the cover the seller chose, the others in their order', () => {
    expect(galleryOrder(photos, 2)).toEqual(['/objects/c.webp', '/objects/a.webp', '/objects/b.webp']);
    expect(galleryOrder(photos, 0)).toEqual(photos);
  });

  it('fall back to the first photo for a cover that is not there, and to nothing without photos', () => {
    expect(galleryOrder(photos, 7)).toEqual(photos);
    expect(galleryOrder(photos, -1)).toEqual(photos);
    expect(galleryOrder([], 0)).toEqual([]);
  });
});
