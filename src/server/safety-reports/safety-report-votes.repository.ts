import { and, asc, eq, sql } from 'drizzle-orm';
import { REPORT_WEIGHT_MIN_ACCOUNT_AGE_DAYS } from '../../contract/reports.js';
import type { VoteAnswer } from '../../contract/safety-report-votes-labels.js';
import { type DbOrTx, queryRows } from '../db/client.js';
import { users } from '../db/schema.js';
import { subscriptionInForce } from '../subscriptions/subscriptions.sql.js';
import { safetyReportVotes as votes } from './safety-report-votes.tables.js';
import { safetyReports } from './safety-reports.tables.js';

/**
 * Decision 027's rule, for disputes: an answer weighs towards taking a report off the map when its
 * member has member access (a subscription in force, or staff) and an account old enough, read now.
 */
const weighs = sql`exists (select 1 from ${users} where ${users.id} = ${votes.userId}
  and (${users.isAdmin} or ${users.isSuperAdmin} or ${subscriptionInForce})
  and ${users.createdAt} <= now() - make_interval(days => ${REPORT_WEIGHT_MIN_ACCOUNT_AGE_DAYS}))`;

/** Issue 31: the answers to 'Ainda está acontecendo?'. Queries only (decision 009). */
export function createSafetyReportVotesRepository(db: DbOrTx) {
  return {
    /** The report if it is on the map, its row locked: the answers of one report are counted one at a time. */
    async lockShown(reportId: number) {
      const [row] = await db
        .select({
          id: safetyReports.id,
          reportedById: safetyReports.reportedById,
          area: safetyReports.area,
          incidentType: safetyReports.incidentType,
          description: safetyReports.description,
        })
        .from(safetyReports)
        .where(and(eq(safetyReports.id, reportId), eq(safetyReports.isActive, true)))
        .for('update');
      return row ?? null;
    },
    async isShown(reportId: number): Promise<boolean> {
      const rows = await db
        .select({ id: safetyReports.id })
        .from(safetyReports)
        .where(and(eq(safetyReports.id, reportId), eq(safetyReports.isActive, true)));
      return rows.length > 0;
    },

    /** One answer per member per report: a new one replaces the old (one statement); returns the old one. */
    async upsert(reportId: number, userId: number, answer: VoteAnswer, at: Date): Promise<VoteAnswer | null> {
      const [row] = await queryRows<{ previous: VoteAnswer | null }>(
        db,
        sql`with old as (select answer from ${votes} where report_id = ${reportId} and user_id = ${userId}),
                 up as (insert into ${votes} (report_id, user_id, answer, created_at, answered_at)
                        values (${reportId}, ${userId}, ${answer}, ${at.toISOString()}::timestamptz, ${at.toISOString()}::timestamptz)
                        on conflict (report_id, user_id)
                        do update set answer = excluded.answer, answered_at = excluded.answered_at
                        returning 1)
            select (select answer from old) as previous from up`,
      );
      return row?.previous ?? null;
    },

    /** The counts, and `userId`'s own answer. */
    async tally(reportId: number, userId: number | null) {
      const [row] = await db
        .select({
          confirmations: sql<number>`(count(*) filter (where ${votes.answer} = 'confirm'))::int`,
          disputes: sql<number>`(count(*) filter (where ${votes.answer} = 'dispute'))::int`,
          mine: sql<VoteAnswer | null>`max(${votes.answer}) filter (where ${votes.userId} = ${userId ?? 0})`,
        })
        .from(votes)
        .where(eq(votes.reportId, reportId));
      return {
        confirmations: Number(row?.confirmations ?? 0),
        disputes: Number(row?.disputes ?? 0),
        mine: row?.mine ?? null,
      };
    },

    /** The members who dispute the report and whose answer weighs (decision 027). */
    async weightyDisputers(reportId: number): Promise<number[]> {
      const rows = await db
        .select({ userId: votes.userId })
        .from(votes)
        .where(and(eq(votes.reportId, reportId), eq(votes.answer, 'dispute'), weighs))
        .orderBy(asc(votes.answeredAt));
      return rows.map((r) => r.userId);
    },

    /** Off the map, as reports hide it (decision 021): kept for the admins' queue. */
    async takeOff(reportId: number) {
      await db.update(safetyReports).set({ isActive: false }).where(eq(safetyReports.id, reportId));
    },
  };
}
