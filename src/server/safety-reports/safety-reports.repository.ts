import { and, desc, eq, sql } from 'drizzle-orm';
import { WEIGHT } from '../../contract/safety-report-votes-labels.js';
import { SAFETY } from '../../contract/safety-reports-labels.js';
import { type DbOrTx, queryRows } from '../db/client.js';
import { users } from '../db/schema.js';
import { safetyReportVotes as votes } from './safety-report-votes.tables.js';
import { safetyReports } from './safety-reports.tables.js';

export type SafetyReportRow = typeof safetyReports.$inferSelect;
export type NewSafetyReport = typeof safetyReports.$inferInsert;
export interface Box {
  south: number;
  west: number;
  north: number;
  east: number;
}

/** Public rounding: 3 decimals is about 110 m north-south and 70 m east-west in Dublin. */
const rounded = (col: unknown) => sql<number>`round((${col})::numeric, 3)::float8`;

/**
 * A time window of the map: reports created since `from`; with `orConfirmed` ('Agora', issue 31)
 * also those a member confirmed since then (the partial index on confirmations).
 */
export interface Window {
  from: Date;
  orConfirmed: boolean;
}
const inWindow = (w: Window) => {
  const from = sql`${w.from.toISOString()}::timestamptz`;
  const created = sql`${safetyReports.createdAt} >= ${from}`;
  if (!w.orConfirmed) return created;
  return sql`(${created} or ${safetyReports.id} in (select ${votes.reportId} from ${votes}
    where ${votes.answer} = 'confirm' and ${votes.answeredAt} >= ${from}))`;
};
/** Active reports of the window, inside the box. */
const visible = (w: Window, box: Box) =>
  and(
    eq(safetyReports.isActive, true),
    inWindow(w),
    sql`${safetyReports.latitude} between ${box.south} and ${box.north}`,
    sql`${safetyReports.longitude} between ${box.west} and ${box.east}`,
  );
const answersOf = (answer: 'confirm' | 'dispute') =>
  sql<number>`(select count(*)::int from ${votes} v where v.report_id = ${safetyReports.id} and v.answer = ${answer})`;
const lastSeen = sql<Date | string>`greatest(${safetyReports.createdAt}, (select max(v.answered_at) from ${votes} v
  where v.report_id = ${safetyReports.id} and v.answer = 'confirm'))`;
/** The heat weight of `reportWeight` (contract/safety-report-votes-labels.ts), in SQL, at `at`. */
const weightAt = (at: Date) => sql`severity * ${SAFETY.heat.perSeverity}::float8
  * greatest(${WEIGHT.fadeFloor}::float8, power(0.5::float8, greatest(0, extract(epoch from (${at.toISOString()}::timestamptz
      - greatest(created_at, coalesce(v.last_confirmed, created_at)))))::float8 / 3600 / ${WEIGHT.fadeHalfLifeHours}))
  * least(${WEIGHT.trustMax}::float8, greatest(${WEIGHT.trustMin}::float8,
      1 + ${WEIGHT.perConfirmation}::float8 * coalesce(v.c, 0) - ${WEIGHT.perDispute}::float8 * coalesce(v.d, 0)))`;

export function createSafetyReportsRepository(db: DbOrTx) {
  return {
    async insertMany(values: NewSafetyReport[]): Promise<void> {
      if (values.length) await db.insert(safetyReports).values(values);
    },
    async insert(values: typeof safetyReports.$inferInsert): Promise<SafetyReportRow> {
      const [row] = await db.insert(safetyReports).values(values).returning();
      return row!;
    },

    /** Up to `limit` reports in view, newest first, positions rounded (never the reporter). */
    points: (w: Window, box: Box, limit: number) =>
      db
        .select({
          id: safetyReports.id,
          latitude: rounded(safetyReports.latitude),
          longitude: rounded(safetyReports.longitude),
          area: safetyReports.area,
          description: safetyReports.description,
          incidentType: safetyReports.incidentType,
          severity: safetyReports.severity,
          incidentTime: safetyReports.incidentTime,
          createdAt: safetyReports.createdAt,
          confirmations: answersOf('confirm'),
          disputes: answersOf('dispute'),
          lastSeenAt: lastSeen,
        })
        .from(safetyReports)
        .where(visible(w, box))
        .orderBy(desc(safetyReports.createdAt), desc(safetyReports.id))
        .limit(limit),

    /**
     * Reports in view grouped into a grid of `size` degrees: mean position, count, severity sum and
     * heat weight (freshness at `at` and answers, issue 31) per cell.
     */
    async cells(w: Window, box: Box, size: number, at: Date): Promise<[number, number, number, number, number][]> {
      const rows = await queryRows<{ lat: number; lng: number; n: number; sev: number; weight: number }>(
        db,
        sql`select round(avg(latitude)::numeric, 3)::float8 as lat, round(avg(longitude)::numeric, 3)::float8 as lng,
                   count(*)::int as n, sum(severity)::int as sev, round(sum(${weightAt(at)})::numeric, 2)::float8 as weight
            from ${safetyReports}
            left join (select report_id, count(*) filter (where answer = 'confirm') as c,
                              count(*) filter (where answer = 'dispute') as d,
                              max(answered_at) filter (where answer = 'confirm') as last_confirmed
                       from ${votes} group by report_id) v on v.report_id = ${safetyReports.id}
            where ${visible(w, box)}
            group by floor(latitude / ${size}), floor(longitude / ${size})`,
      );
      return rows.map((r) => [Number(r.lat), Number(r.lng), Number(r.n), Number(r.sev), Number(r.weight)]);
    },

    async totals(w: Window) {
      const [row] = await queryRows<{ total: number; areas: number; last: string | Date | null }>(
        db,
        sql`select count(*)::int as total, count(distinct area)::int as areas, max(created_at) as last
            from ${safetyReports} where is_active and ${inWindow(w)}`,
      );
      return {
        total: Number(row?.total ?? 0),
        areas: Number(row?.areas ?? 0),
        last: row?.last ? new Date(row.last) : null,
      };
    },

    /** The `limit` areas with most reports; each with its mean severity and its types, most frequent first. */
    async topAreas(w: Window, limit: number) {
      const rows = await queryRows<{ area: string; n: number; avg: number; types: string[] | string }>(
        db,
        sql`with recent as (
              select area, incident_type, severity from ${safetyReports}
              where is_active and ${inWindow(w)}
            ), top as (
              select area, count(*)::int as n, avg(severity)::float8 as avg from recent
              group by area order by n desc, area limit ${limit}
            )
            select top.area, top.n, top.avg,
                   (select array_agg(t.incident_type order by t.c desc, t.incident_type)
                      from (select incident_type, count(*) as c from recent r where r.area = top.area group by incident_type) t) as types
            from top order by top.n desc, top.area`,
      );
      return rows.map((r) => ({
        area: r.area,
        count: Number(r.n),
        avgSeverity: Number(r.avg),
        types: Array.isArray(r.types) ? r.types : parsePgArray(r.types),
      }));
    },

    /** Admin list, newest first (archived too); with the reporter's public identity. */
    adminList: (cursor: number | undefined, limit: number) =>
      db
        .select({
          row: safetyReports,
          reporterName: users.displayName,
          reporterFirst: users.firstName,
          reporterLast: users.lastName,
          memberNumber: users.memberNumber,
        })
        .from(safetyReports)
        .leftJoin(users, eq(users.id, safetyReports.reportedById))
        // Keyset on (created_at, id): the cursor is the last id seen.
        .where(
          cursor
            ? sql`(${safetyReports.createdAt}, ${safetyReports.id}) < (select created_at, id from ${safetyReports} where id = ${cursor})`
            : undefined,
        )
        .orderBy(desc(safetyReports.createdAt), desc(safetyReports.id))
        .limit(limit),

    /** Issue 35: a member's own reports, newest first (archived ones too: they are still the member's). */
    mine: (userId: number, limit: number) =>
      db
        .select()
        .from(safetyReports)
        .where(eq(safetyReports.reportedById, userId))
        .orderBy(desc(safetyReports.createdAt), desc(safetyReports.id))
        .limit(limit),
    async ownById(id: number, userId: number): Promise<SafetyReportRow | null> {
      const [row] = await db
        .select()
        .from(safetyReports)
        .where(and(eq(safetyReports.id, id), eq(safetyReports.reportedById, userId)))
        .limit(1);
      return row ?? null;
    },

    async get(id: number): Promise<SafetyReportRow | null> {
      const [row] = await db.select().from(safetyReports).where(eq(safetyReports.id, id)).limit(1);
      return row ?? null;
    },
    /** Issue 15: off the map while reports wait for an admin (or for good), back on a dismissal. */
    async setActive(id: number, active: boolean): Promise<boolean> {
      const rows = await db
        .update(safetyReports)
        .set({ isActive: active })
        .where(eq(safetyReports.id, id))
        .returning({ id: safetyReports.id });
      return rows.length > 0;
    },

    async remove(id: number): Promise<SafetyReportRow | null> {
      const [row] = await db.delete(safetyReports).where(eq(safetyReports.id, id)).returning();
      return row ?? null;
    },

    /** Moderation: the report's description replaced (the old one returned for its length only). */
    async setDescription(id: number, description: string): Promise<{ before: string; area: string } | null> {
      const [row] = await queryRows<{ before: string; area: string }>(
        db,
        sql`update ${safetyReports} s set description = ${description}
            from (select id, description from ${safetyReports} where id = ${id} for update) old
            where s.id = old.id returning old.description as before, s.area`,
      );
      return row ?? null;
    },

    async removeAll(): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`with d as (delete from ${safetyReports} returning 1) select count(*)::int as n from d`,
      );
      return Number(row?.n ?? 0);
    },

    /** Spec: reports older than 30 days leave the map and the figures (kept for admins). */
    async archiveBefore(cutoff: Date): Promise<number> {
      const [row] = await queryRows<{ n: number }>(
        db,
        sql`with a as (update ${safetyReports} set is_active = false
                       where is_active and created_at < ${cutoff.toISOString()}::timestamptz returning 1)
            select count(*)::int as n from a`,
      );
      return Number(row?.n ?? 0);
    },

    /** Whether this transaction got the archive job's lock (PostgreSQL; released at commit). */
    async tryJobLock(key: number): Promise<boolean> {
      const [row] = await queryRows<{ ok: boolean }>(db, sql`select pg_try_advisory_xact_lock(${key}) as ok`);
      return row?.ok === true;
    },
  };
}
export type SafetyReportsRepository = ReturnType<typeof createSafetyReportsRepository>;

/** node-postgres returns text[] from array_agg over varchar as '{a,b}' in some paths. */
function parsePgArray(v: string | null): string[] {
  if (!v) return [];
  return v
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean)
    .map((s) => s.replace(/^"|"$/g, ''));
}
