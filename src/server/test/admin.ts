import { randomBytes } from 'node:crypto';
import { and, desc, eq } from 'drizzle-orm';
import { auditLog, users } from '../db/schema.js';
import type { TestApp } from './app.js';

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** One request as `cookie` (none: a visitor). */
export const call = (t: TestApp, method: Method, url: string, cookie?: string, payload?: object) =>
  t.app.inject({ method, url, payload, headers: cookie ? { cookie } : {} });

/** A word of letters only, unique per call: finds one test's rows among the file's. */
export const word = () => `zq${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;

/** Audit rows about one target, oldest first. */
export const auditOf = (t: TestApp, targetType: string, targetId: number | string) =>
  t.db
    .select({
      action: auditLog.action,
      actorId: auditLog.actorId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .where(and(eq(auditLog.targetType, targetType), eq(auditLog.targetId, String(targetId))))
    .orderBy(auditLog.id);

export const lastAudit = async (t: TestApp) =>
  (await t.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

export const userRow = async (t: TestApp, id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];

export const setUser = (t: TestApp, id: number, values: Partial<typeof users.$inferInsert>) =>
  t.db.update(users).set(values).where(eq(users.id, id));
