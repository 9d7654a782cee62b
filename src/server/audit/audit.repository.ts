import { and, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema.js';
import { auditLog } from './audit.tables.js';

export interface AuditEntry {
  /** null: nobody left to name (a member deleting their own account, decision 023). */
  actorId: number | null;
  /** Verb of the admin write, e.g. 'marketplace.approve'. */
  action: string;
  targetType: string;
  targetId: string | number;
  details?: Record<string, unknown>;
}

export function createAuditRepository(db: DbOrTx) {
  return {
    async insert(entry: AuditEntry): Promise<void> {
      await db.insert(auditLog).values({
        actorId: entry.actorId,
        action: entry.action,
        targetType: entry.targetType,
        targetId: String(entry.targetId),
        details: entry.details ?? null,
      });
    },

    /** The newest entries about one target, with the actor's member number. */
    about: (targetType: string, targetId: string | number, limit: number) =>
      db
        .select({
          id: auditLog.id,
          action: auditLog.action,
          actorId: auditLog.actorId,
          actorMemberNumber: users.memberNumber,
          targetType: auditLog.targetType,
          targetId: auditLog.targetId,
          details: auditLog.details,
          createdAt: auditLog.createdAt,
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
        .orderBy(desc(auditLog.id))
        .limit(limit),
  };
}
export type AuditRepository = ReturnType<typeof createAuditRepository>;
