// The list filters read from the address (a shared link shows the same list): unknown values are
// dropped instead of being sent to the API, which would answer 400.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { useRentalFilters } from '../account-rentals/use-rental-filters.js';
import { useListFilters } from './use-list-filters.js';

/** Runs a filters hook inside a router at `?search` and hands its result out. */
function Probe({ hook, out }: { hook: () => unknown; out: (value: unknown) => void }) {
  out(hook());
  return null;
}
function read<T>(search: string, hook: () => T): T {
  let got: unknown;
  renderToStaticMarkup(
    <Router ssrPath="/" ssrSearch={search}>
      <Probe hook={hook} out={(v) => (got = v)} />
    </Router>,
  );
  return got as T;
}
const market = (search: string) => {
  const { q, type, category, chip } = read(search, useListFilters);
  return { q, type, category, chip };
};
const rentals = (search: string) => {
  const { filter, active } = read(search, useRentalFilters);
  return { ...filter, active };
};

describe('the marketplace filters in the address', () => {
  it('nothing set: every listing, the Todos chip', () => {
    expect(market('')).toEqual({ q: '', type: undefined, category: undefined, chip: 'all' });
  });

  it('a known type selects its chip; an unknown one is ignored', () => {
    expect(market('type=troca')).toMatchObject({ type: 'troca', chip: 'troca' });
    expect(market('type=leilao')).toMatchObject({ type: undefined, chip: 'all' });
  });

  it('the motos category wins the chip over a type; other categories are ignored', () => {
    expect(market('category=motos&type=venda')).toMatchObject({ category: 'motos', type: 'venda', chip: 'motos' });
    expect(market('category=carros')).toMatchObject({ category: undefined, chip: 'all' });
  });

  it('the search text is trimmed and kept to 100 characters', () => {
    expect(market('q=%20%20capacete%20').q).toBe('capacete');
    expect(market(`q=${'a'.repeat(150)}`).q).toHaveLength(100);
  });
});

describe('the rental filters in the address', () => {
  it('nothing set: no filter active', () => {
    expect(rentals('')).toEqual({
      q: '',
      appName: '',
      accountType: '',
      region: '',
      minPrice: '',
      maxPrice: '',
      sort: '',
      active: false,
    });
  });

  it('keeps known apps and account types only', () => {
    expect(rentals('appName=Deliveroo&accountType=moto')).toMatchObject({
      appName: 'Deliveroo',
      accountType: 'moto',
      active: true,
    });
    expect(rentals('appName=Glovo2&accountType=patinete')).toMatchObject({
      appName: '',
      accountType: '',
      active: false,
    });
  });

  it('reads prices with a dot or a comma and up to two decimals, and drops anything else', () => {
    expect(rentals('minPrice=100&maxPrice=150,5')).toMatchObject({ minPrice: '100', maxPrice: '150.5' });
    expect(rentals('minPrice=99.99')).toMatchObject({ minPrice: '99.99' });
    for (const bad of ['-5', '10.999', 'cem', '1e3', '']) expect(rentals(`minPrice=${bad}`).minPrice).toBe('');
  });

  it('trims the text and the region and keeps them to 100 characters', () => {
    expect(rentals(`q=%20uber%20&region=${'D'.repeat(120)}`)).toMatchObject({ q: 'uber', active: true });
    expect(rentals(`region=${'D'.repeat(120)}`).region).toHaveLength(100);
  });
});
