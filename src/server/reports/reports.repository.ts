import { and, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { REPORT_WEIGHT_MIN_ACCOUNT_AGE_DAYS } from '../../contract/reports.js';
import type { ReportKind, ReportStatus } from '../../contract/reports-labels.js';
import type { DbOrTx } from '../db/client.js';
import { users } from '../db/schema.js';
import { subscriptionInForce } from '../subscriptions/subscriptions.sql.js';
import { reports } from './reports.tables.js';

export type NewReport = Pick<
  typeof reports.$inferInsert,
  'reporterId' | 'kind' | 'targetId' | 'targetOwnerId' | 'summary' | 'reason' | 'details'
>;
const thing = (kind: ReportKind, targetId: number) => and(eq(reports.kind, kind), eq(reports.targetId, targetId));
const open = sql`${reports.status} = 'open'`;
/**
 * Decision 027: whether a report weighs towards hiding, read from its reporter's row now: member
 * access (the one membership rule, `subscriptionInForce`, or staff) and an account at least
 * REPORT_WEIGHT_MIN_ACCOUNT_AGE_DAYS old. A reporter whose subscription lapses stops weighing.
 */
const weighs = sql`exists (select 1 from ${users} where ${users.id} = ${reports.reporterId}
  and (${users.isAdmin} or ${users.isSuperAdmin} or ${subscriptionInForce})
  and ${users.createdAt} <= now() - make_interval(days => ${REPORT_WEIGHT_MIN_ACCOUNT_AGE_DAYS}))`;

/** Queries only (decision 009). */
export function createReportsRepository(db: DbOrTx) {
  return {
    /** One report per member per thing: false when this member already reported it. */
    async insert(values: NewReport): Promise<boolean> {
      const rows = await db.insert(reports).values(values).onConflictDoNothing().returning({ id: reports.id });
      return rows.length > 0;
    },
    /** The thing's open reports (all, and those that weigh towards hiding), and whether they already hid it. */
    async openOf(
      kind: ReportKind,
      targetId: number,
    ): Promise<{ n: number; weighty: number; hidden: boolean; ownerId: number | null }> {
      const [row] = await db
        .select({
          n: sql<number>`count(*)::int`,
          weighty: sql<number>`(count(*) filter (where ${weighs}))::int`,
          hidden: sql<boolean>`coalesce(bool_or(${reports.targetHidden}), false)`,
          ownerId: sql<number | null>`max(${reports.targetOwnerId})`,
        })
        .from(reports)
        .where(and(thing(kind, targetId), open));
      return {
        n: Number(row?.n ?? 0),
        weighty: Number(row?.weighty ?? 0),
        hidden: !!row?.hidden,
        ownerId: row?.ownerId ?? null,
      };
    },
    async markHidden(kind: ReportKind, targetId: number) {
      await db
        .update(reports)
        .set({ targetHidden: true })
        .where(and(thing(kind, targetId), open));
    },
    /** Closes every open report of the thing with the outcome; returns those it closed and their reporters. */
    async resolve(
      kind: ReportKind,
      targetId: number,
      status: ReportStatus,
      adminId: number,
    ): Promise<{ id: number; reporterId: number | null }[]> {
      return db
        .update(reports)
        .set({ status, resolvedById: adminId, resolvedAt: sql`now()` })
        .where(and(thing(kind, targetId), open))
        .returning({ id: reports.id, reporterId: reports.reporterId });
    },
    /** The reporter's own reports, newest first. */
    mine(reporterId: number, cursor: number | undefined, limit: number) {
      return db
        .select()
        .from(reports)
        .where(and(eq(reports.reporterId, reporterId), cursor === undefined ? undefined : lt(reports.id, cursor)))
        .orderBy(desc(reports.id))
        .limit(limit);
    },
    /** The admin queue: one row per reported thing with open reports, newest report first. */
    groups(cursor: number | undefined, limit: number) {
      const lastId = sql<number>`max(${reports.id})`;
      return db
        .select({
          lastId,
          kind: reports.kind,
          targetId: reports.targetId,
          n: sql<number>`count(*)::int`,
          hidden: sql<boolean>`bool_or(${reports.targetHidden})`,
          lastAt: sql<string>`max(${reports.createdAt})`,
          summary: sql<string>`(array_agg(${reports.summary} order by ${reports.id} desc))[1]`,
          ownerId: sql<number | null>`max(${reports.targetOwnerId})`,
        })
        .from(reports)
        .where(open)
        .groupBy(reports.kind, reports.targetId)
        .having(cursor === undefined ? undefined : sql`max(${reports.id}) < ${cursor}`)
        .orderBy(desc(lastId))
        .limit(limit);
    },
    /** The open reports of these things (reasons and texts, never who sent them). */
    openReportsOf(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({
          kind: reports.kind,
          targetId: reports.targetId,
          reason: reports.reason,
          details: reports.details,
          createdAt: reports.createdAt,
        })
        .from(reports)
        .where(
          and(
            open,
            sql`(${reports.kind}, ${reports.targetId}) in (select r.kind, r.target_id from ${reports} r where r.id in ${sql`(${sql.join(
              ids.map((i) => sql`${i}`),
              sql`, `,
            )})`})`,
          ),
        )
        .orderBy(desc(reports.id));
    },
    owners(ids: number[]) {
      if (!ids.length) return Promise.resolve([]);
      return db
        .select({
          id: users.id,
          displayName: users.displayName,
          firstName: users.firstName,
          memberNumber: users.memberNumber,
        })
        .from(users)
        .where(inArray(users.id, ids));
    },
    /** Things with open reports (the tab's badge). */
    async openCount(): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(distinct (${reports.kind}, ${reports.targetId}))::int` })
        .from(reports)
        .where(open);
      return Number(row?.n ?? 0);
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
