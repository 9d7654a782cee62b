import type { DbOrTx } from '../db/client.js';
import { auditLog } from './admin.tables.js';

export interface AuditEntry {
  actorId: number;
  /** Verb of the admin write, e.g. 'marketplace.approve'. */
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
}

/**
 * Records one admin write. Pass the transaction handle of the write itself, so the entry and the
 * change commit (or roll back) together.
 */
export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: String(entry.targetId),
    details: entry.details ?? null,
  });
}
