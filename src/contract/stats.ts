import { z } from 'zod';

export const statsSchema = z.object({
  members: z.number().int(),
  accountRentals: z.number().int(),
  marketplaceItems: z.number().int(),
  events: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

/** Shown when the stats call fails (spec section 9). */
export const FALLBACK_STATS = { members: '450+', accountRentals: '8+', marketplaceItems: '150+', events: '25' } as const;
