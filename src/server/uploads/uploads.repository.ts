import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { uploads } from './uploads.tables.js';

export function createUploadsRepository(db: DbOrTx) {
  return {
    async insert(id: string, ownerId: number, status: 'pending' | 'stored', expiresAt: Date) {
      await db.insert(uploads).values({ id, ownerId, status, expiresAt });
    },
    /** Single use: only one PUT can move a live pending upload to stored. */
    async claimPending(id: string): Promise<boolean> {
      const rows = await db
        .update(uploads)
        .set({ status: 'storing' })
        .where(and(eq(uploads.id, id), eq(uploads.status, 'pending'), gt(uploads.expiresAt, sql`now()`)))
        .returning({ id: uploads.id });
      return rows.length === 1;
    },
    async setStatus(id: string, status: 'stored' | 'failed') {
      await db.update(uploads).set({ status }).where(eq(uploads.id, id));
    },
    /** The ids among `ids` that `ownerId` uploaded and that were stored. */
    async storedOwnedBy(ownerId: number, ids: string[]): Promise<Set<string>> {
      if (!ids.length) return new Set();
      const rows = await db
        .select({ id: uploads.id })
        .from(uploads)
        .where(and(eq(uploads.ownerId, ownerId), eq(uploads.status, 'stored'), inArray(uploads.id, ids)));
      return new Set(rows.map((r) => r.id));
    },
    async delete(ids: string[]) {
      if (ids.length) await db.delete(uploads).where(inArray(uploads.id, ids));
    },
  };
}
export type UploadsRepository = ReturnType<typeof createUploadsRepository>;
