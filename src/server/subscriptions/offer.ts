import { DEFAULT_SUBSCRIPTION_PRICE, REGULAR_SUBSCRIPTION_PRICE } from '../../contract/site-config.js';

type ConfigValue = (
  key:
    | 'subscription_price'
    | 'subscription_regular_price'
    | 'launch_promotion_active'
    | 'launch_promotion_limit'
    | 'launch_promotion_until',
) => Promise<string | undefined>;

const DEFAULT_LIMIT = 50;

/**
 * How long a launch-promotion place is held for a payment in progress (issue 28): long enough to
 * type a card and pass a bank's check, short enough that curious visitors never drain the places.
 */
export const PROMO_HOLD_SECONDS = 10 * 60;

const cents = (value: string | undefined, fallback: number) => {
  const n = Number(value);
  return Math.round((Number.isFinite(n) && n > 0 ? n : fallback) * 100);
};

/** The prices and the launch promotion's rules as site config sets them (decision 013). */
export async function readPromotionSettings(get: ConfigValue, now = new Date()) {
  const [promo, regular, flag, limitText, untilText] = await Promise.all([
    get('subscription_price'),
    get('subscription_regular_price'),
    get('launch_promotion_active'),
    get('launch_promotion_limit'),
    get('launch_promotion_until'),
  ]);
  const limit = Number.parseInt(limitText ?? '', 10);
  const until = untilText && /^\d{4}-\d{2}-\d{2}$/.test(untilText) ? untilText : null;
  // The promotion runs through the whole of its last day (Dublin is UTC+0/+1: a day's grace at most one hour).
  const open = until === null || now.getTime() < Date.parse(`${until}T00:00:00Z`) + 86_400_000;
  return {
    promoPriceCents: cents(promo, DEFAULT_SUBSCRIPTION_PRICE),
    regularPriceCents: cents(regular, REGULAR_SUBSCRIPTION_PRICE),
    limit: Number.isFinite(limit) && limit >= 0 ? limit : DEFAULT_LIMIT,
    until,
    /** Flag on and the end date not passed; places are counted apart. */
    running: (flag ?? 'true') === 'true' && open,
  };
}
export type PromotionSettings = Awaited<ReturnType<typeof readPromotionSettings>>;

export const discountPercent = (promo: number, regular: number) =>
  regular > promo ? Math.round((1 - promo / regular) * 100) : 0;
