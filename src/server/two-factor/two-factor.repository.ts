import { and, count, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.js';
import { twoFactor, twoFactorRecoveryCodes } from './two-factor.tables.js';

export function createTwoFactorRepository(db: DbOrTx) {
  return {
    async find(userId: number) {
      const rows = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId)).limit(1);
      return rows[0] ?? null;
    },
    async isEnabled(userId: number) {
      const rows = await db
        .select({ userId: twoFactor.userId })
        .from(twoFactor)
        .where(and(eq(twoFactor.userId, userId), isNotNull(twoFactor.enabledAt)))
        .limit(1);
      return rows.length > 0;
    },
    /** A new secret waiting for its first code; never replaces the secret of a confirmed one. */
    async savePending(userId: number, secret: string) {
      const rows = await db
        .insert(twoFactor)
        .values({ userId, secret })
        .onConflictDoUpdate({
          target: twoFactor.userId,
          set: { secret, lastStep: null, createdAt: sql`now()` },
          setWhere: isNull(twoFactor.enabledAt),
        })
        .returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },
    /** Turns it on with the first code's step, once (a parallel confirmation finds it done). */
    async enable(userId: number, step: number) {
      const rows = await db
        .update(twoFactor)
        .set({ enabledAt: sql`now()`, lastStep: step })
        .where(and(eq(twoFactor.userId, userId), isNull(twoFactor.enabledAt)))
        .returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },
    /** Accepts a code's step once: an older or the same step again (a replayed code) is refused. */
    async claimStep(userId: number, step: number) {
      const rows = await db
        .update(twoFactor)
        .set({ lastStep: step })
        .where(
          and(
            eq(twoFactor.userId, userId),
            isNotNull(twoFactor.enabledAt),
            or(isNull(twoFactor.lastStep), lt(twoFactor.lastStep, step)),
          ),
        )
        .returning({ userId: twoFactor.userId });
      return rows.length > 0;
    },
    async replaceRecoveryCodes(userId: number, hashes: string[]) {
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      await db.insert(twoFactorRecoveryCodes).values(hashes.map((codeHash) => ({ userId, codeHash })));
    },
    /** Spends a recovery code: one statement, so two parallel uses of one code cannot both pass. */
    async spendRecoveryCode(userId: number, codeHash: string) {
      const rows = await db
        .update(twoFactorRecoveryCodes)
        .set({ usedAt: sql`now()` })
        .where(
          and(
            eq(twoFactorRecoveryCodes.userId, userId),
            eq(twoFactorRecoveryCodes.codeHash, codeHash),
            isNull(twoFactorRecoveryCodes.usedAt),
          ),
        )
        .returning({ id: twoFactorRecoveryCodes.id });
      return rows.length > 0;
    },
    async recoveryCodesLeft(userId: number) {
      const [row] = await db
        .select({ n: count() })
        .from(twoFactorRecoveryCodes)
        .where(and(eq(twoFactorRecoveryCodes.userId, userId), isNull(twoFactorRecoveryCodes.usedAt)));
      return Number(row?.n ?? 0);
    },
    async remove(userId: number) {
      await db.delete(twoFactorRecoveryCodes).where(eq(twoFactorRecoveryCodes.userId, userId));
      const rows = await db.delete(twoFactor).where(eq(twoFactor.userId, userId)).returning({ id: twoFactor.userId });
      return rows.length > 0;
    },
  };
}
