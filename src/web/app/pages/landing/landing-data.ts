// Values of spec section 9, repeated here on purpose: the contract modules that also hold them
// build zod schemas at import time, and zod must stay off the first load of / (JS budget).
export const FALLBACK_STATS = {
  members: '450+',
  accountRentals: '8+',
  marketplaceItems: '150+',
  events: '25',
} as const;
export const DEFAULT_PRICE = 2.99;
