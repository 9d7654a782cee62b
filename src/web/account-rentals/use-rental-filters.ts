import { useSearchParams } from 'wouter';
import { RENTAL_ACCOUNT_TYPES, RENTAL_APPS } from '../../contract/account-rentals-labels.js';
import type { RentalFilter } from './api/get-rentals.js';

export type FilterKey = 'q' | 'appName' | 'accountType' | 'region' | 'minPrice' | 'maxPrice' | 'sort';
// The order ('sort') is not a filter: it stays when the filters are cleared.
const KEYS: FilterKey[] = ['q', 'appName', 'accountType', 'region', 'minPrice', 'maxPrice'];

const price = (v: string | null) => (v && /^\d+([.,]\d{1,2})?$/.test(v) ? v.replace(',', '.') : '');

/**
 * The filters live in the URL, so a shared link shows the same list; unknown values are dropped
 * rather than sent to the API (which would answer 400).
 */
export function useRentalFilters() {
  const [params, setParams] = useSearchParams();
  const app = params.get('appName') ?? '';
  const type = params.get('accountType') ?? '';
  const filter: Required<Omit<RentalFilter, 'limit'>> = {
    q: (params.get('q') ?? '').trim().slice(0, 100),
    appName: (RENTAL_APPS as readonly string[]).includes(app) ? app : '',
    accountType: (RENTAL_ACCOUNT_TYPES as readonly string[]).includes(type) ? type : '',
    region: (params.get('region') ?? '').trim().slice(0, 100),
    minPrice: price(params.get('minPrice')),
    maxPrice: price(params.get('maxPrice')),
    sort: params.get('sort') === 'rating' ? 'rating' : '',
  };

  const set = (key: FilterKey, value: string) =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        if (value.trim() && value !== 'all') p.set(key, value.trim());
        else p.delete(key);
        return p;
      },
      { replace: true },
    );
  const clear = () =>
    setParams(
      (prev) => {
        const p = new URLSearchParams(prev);
        for (const k of KEYS) p.delete(k);
        return p;
      },
      { replace: true },
    );

  return { filter, active: KEYS.some((k) => filter[k]), set, clear };
}
