import { and, desc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.js';
import { users } from '../db/schema.js';
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

/** Active reports created since `since`, inside the box. */
const visible = (since: Date, box: Box) =>
  and(
    eq(safetyReports.isActive, true),
    sql`${safetyReports.createdAt} >= ${since.toISOString()}::timestamptz`,
    sql`${safetyReports.latitude} between ${box.south} and ${box.north}`,
    sql`${safetyReports.longitude} between ${box.west} and ${box.east}`,
  );

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
    points: (since: Date, box: Box, limit: number) =>
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
        })
        .from(safetyReports)
        .where(visible(since, box))
        .orderBy(desc(safetyReports.createdAt), desc(safetyReports.id))
        .limit(limit),

    /** Reports in view grouped into a grid of `size` degrees: mean position, count and severity sum per cell. */
    async cells(since: Date, box: Box, size: number): Promise<[number, number, number, number][]> {
      const rows = await queryRows<{ lat: number; lng: number; n: number; sev: number }>(
        db,
        sql`select round(avg(latitude)::numeric, 3)::float8 as lat, round(avg(longitude)::numeric, 3)::float8 as lng,
                   count(*)::int as n, sum(severity)::int as sev
            from ${safetyReports}
            where ${visible(since, box)}
            group by floor(latitude / ${size}), floor(longitude / ${size})`,
      );
      return rows.map((r) => [Number(r.lat), Number(r.lng), Number(r.n), Number(r.sev)]);
    },

    async totals(since: Date) {
      const [row] = await queryRows<{ total: number; areas: number; last: string | Date | null }>(
        db,
        sql`select count(*)::int as total, count(distinct area)::int as areas, max(created_at) as last
            from ${safetyReports} where is_active and created_at >= ${since.toISOString()}::timestamptz`,
      );
      return {
        total: Number(row?.total ?? 0),
        areas: Number(row?.areas ?? 0),
        last: row?.last ? new Date(row.last) : null,
      };
    },

    /** The `limit` areas with most reports; each with its mean severity and its types, most frequent first. */
    async topAreas(since: Date, limit: number) {
      const rows = await queryRows<{ area: string; n: number; avg: number; types: string[] | string }>(
        db,
        sql`with recent as (
              select area, incident_type, severity from ${safetyReports}
              where is_active and created_at >= ${since.toISOString()}::timestamptz
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
