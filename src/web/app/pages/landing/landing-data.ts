import { useSiteConfig } from '../../../lib/site-config.js';
import { useStats } from '../../../stats/api/get-stats.js';

// Values of spec section 9, repeated here on purpose: the contract modules that also hold them
// build zod schemas at import time, and zod must stay off the first load of / (JS budget).
export const FALLBACK_STATS = { members: '450+', accountRentals: '8+', marketplaceItems: '150+', events: '25' } as const;
export const DEFAULT_PRICE = 2.99;
export const REGULAR_PRICE = 9.99;
const DEFAULT_PROMOTION_LIMIT = 50;

/** subscription_price from the site settings, 2.99 when absent or not a number. */
export function useSubscriptionPrice(): number {
  const price = Number.parseFloat(useSiteConfig().get('subscription_price') ?? '');
  return Number.isFinite(price) && price > 0 ? price : DEFAULT_PRICE;
}

/**
 * The launch promotion: active flag and spots left (limit − members). Spec defaults when a
 * setting is missing: active, 50. `remaining` is null while either call is pending, and when the
 * member count is unknown (stats failed): no spot count is claimed that we cannot back.
 */
export function useLaunchPromotion(): { active: boolean; remaining: number | null } {
  const config = useSiteConfig();
  const stats = useStats();
  if (config.isPending || !stats.data) return { active: false, remaining: null };
  const active = (config.get('launch_promotion_active') ?? 'true') === 'true';
  const limit = Number.parseInt(config.get('launch_promotion_limit') ?? '', 10);
  return { active, remaining: (Number.isFinite(limit) ? limit : DEFAULT_PROMOTION_LIMIT) - stats.data.members };
}
