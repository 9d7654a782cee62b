import type { Db, DbOrTx } from '../db/client.js';
import { type AuditEntry, createAuditRepository } from './audit.repository.js';

export type { AuditEntry } from './audit.repository.js';

/** The audit trail of admin writes: other domains record into it, the admin user detail reads it. */
export function createAuditService(deps: { db: Db }) {
  const repo = createAuditRepository(deps.db);
  return {
    /**
     * Records one admin write. Pass the transaction handle of the write itself, so the entry and the
     * change commit (or roll back) together.
     */
    record: (tx: DbOrTx, entry: AuditEntry) => createAuditRepository(tx).insert(entry),

    /** The newest `limit` entries about one target, oldest last. */
    async about(targetType: string, targetId: string | number, limit: number) {
      const rows = await repo.about(targetType, targetId, limit);
      return rows.map((a) => ({
        ...a,
        details: (a.details as Record<string, unknown> | null) ?? null,
        createdAt: a.createdAt.toISOString(),
      }));
    },
  };
}
export type AuditService = ReturnType<typeof createAuditService>;
