import { z } from 'zod';

/** GET /api/stats (public, landing page). `events`: active events from now to a month ahead ('Eventos por mês'). */
export const statsSchema = z.object({
  members: z.number().int(),
  accountRentals: z.number().int(),
  marketplaceItems: z.number().int(),
  events: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

/** Shown when the stats call fails (spec section 9). */
export const FALLBACK_STATS = {
  members: '450+',
  accountRentals: '8+',
  marketplaceItems: '150+',
  events: '25',
} as const;

/**
 * GET /api/admin/stats (Estatísticas tab, general stats):
 * members = active accounts; marketplaceItems = every listing (any approval or status);
 * events = events with isActive true (past ones included).
 */
export const adminStatsSchema = z.object({
  members: z.number().int(),
  marketplaceItems: z.number().int(),
  events: z.number().int(),
});
export type AdminStats = z.infer<typeof adminStatsSchema>;

/**
 * GET /api/admin/stripe-stats (financial summary; the tab refetches every 5 minutes):
 * - activeSubscribers: active accounts whose subscription is in force now (any source);
 * - monthlyRecurringRevenue: euros, 2 decimals = the sum of what each paying subscription in force
 *   (source 'stripe') pays per month (decision 013); admin activations, grants and demo are not revenue;
 * - conversionRate: PERCENT 0–100 with 1 decimal = activeSubscribers / members × 100 (0 with no members).
 */
export const financialStatsSchema = z.object({
  activeSubscribers: z.number().int(),
  monthlyRecurringRevenue: z.number(),
  conversionRate: z.number(),
  /** Decision 013: paying members (source 'stripe', in force), promo and regular apart. */
  payingMembers: z.number().int(),
  promoMembers: z.number().int(),
  regularMembers: z.number().int(),
  /** Euros, 2 decimals, from the price each member actually pays. */
  promoRevenue: z.number(),
  regularRevenue: z.number(),
  /** Renewal failed, still active during PAYMENT_GRACE_DAYS. */
  inGracePeriod: z.number().int(),
  /** Paying members who cancelled at the end of their period. */
  cancellationsScheduled: z.number().int(),
});
export type FinancialStats = z.infer<typeof financialStatsSchema>;

/** Spec: stripe stats refetched every 5 minutes. */
export const FINANCIAL_STATS_REFETCH_MS = 5 * 60_000;
