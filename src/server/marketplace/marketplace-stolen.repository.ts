import { and, eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { marketplaceItems as items } from './marketplace.tables.js';

/** Issue 32: the listings behind a serial reported stolen after they were published (decision 049). */
export function createMarketplaceStolenRepository(db: DbOrTx) {
  return {
    /**
     * Sends back to review (off the public reads) every active or pending listing carrying this
     * serial (`marketplace_frame_serial_idx`); returns them as they now are.
     */
    holdBySerial(serialKey: string) {
      return db
        .update(items)
        .set({ approvalStatus: 'pending', updatedAt: sql`now()` })
        .where(
          and(eq(items.frameSerial, serialKey), or(eq(items.status, 'active'), eq(items.approvalStatus, 'pending'))),
        )
        .returning();
    },
  };
}
