import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client.js';
import { blocks, users } from '../db/schema.js';
import { safetyAlertJobs as jobs, safetyZoneAlertState as state, safetyZones as z } from './safety-zones.tables.js';

export type ZoneRow = typeof z.$inferSelect;
export type NewZone = Omit<typeof z.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** One member of a fan-out batch: their nearest zone holding the report, and how far from its centre. */
export interface ZoneMatch {
  userId: number;
  zoneId: number;
  name: string;
  distanceM: number;
  urgentBreaksQuiet: boolean;
  /** The alerts of the member's hour including this one; null: not alerted (blocked, inactive, grouped). */
  pushedInHour: number | null;
}

export type NewAlertJob = Pick<
  typeof jobs.$inferInsert,
  'reportId' | 'reporterId' | 'latitude' | 'longitude' | 'incidentType' | 'severity'
>;
/** A claimed fan-out job: the report as the alerts need it. */
export type AlertJob = Required<NewAlertJob> & { id: number };

/** Haversine in SQL, metres (safety-zones.helpers.ts distanceM is the same formula). */
const metres = (lat1: unknown, lng1: unknown, lat2: unknown, lng2: unknown) =>
  sql`(2 * 6371000 * asin(sqrt(power(sin(radians(${lat2} - ${lat1}) / 2), 2)
    + cos(radians(${lat1})) * cos(radians(${lat2})) * power(sin(radians(${lng2} - ${lng1}) / 2), 2))))`;

const columns = {
  id: z.id,
  kind: z.kind,
  name: z.name,
  latitude: z.latitude,
  longitude: z.longitude,
  radiusM: z.radiusM,
  urgentBreaksQuiet: z.urgentBreaksQuiet,
  updatedAt: z.updatedAt,
};
export type OwnZone = Pick<ZoneRow, keyof typeof columns>;

export function createSafetyZonesRepository(db: DbOrTx) {
  const own = (userId: number, id: number) => and(eq(z.id, id), eq(z.userId, userId));
  return {
    /** The member's zones, oldest first (three at most: no paging needed). */
    mine: (userId: number): Promise<OwnZone[]> =>
      db.select(columns).from(z).where(eq(z.userId, userId)).orderBy(z.id).limit(10),

    /** Serialises a member's zone writes (the cap of three under a burst). */
    async lockMember(userId: number): Promise<void> {
      await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    },
    async count(userId: number): Promise<{ all: number; current: number }> {
      const [row] = await db
        .select({
          all: sql<number>`count(*)::int`,
          current: sql<number>`(count(*) filter (where ${z.kind} = 'current'))::int`,
        })
        .from(z)
        .where(eq(z.userId, userId));
      return { all: row?.all ?? 0, current: row?.current ?? 0 };
    },
    async insert(row: NewZone): Promise<OwnZone> {
      const [made] = await db.insert(z).values(row).returning(columns);
      return made!;
    },
    /** Only the member's own; null when it is not theirs (or does not exist). */
    async update(userId: number, id: number, set: Partial<NewZone>): Promise<OwnZone | null> {
      const [row] = await db
        .update(z)
        .set({ ...set, updatedAt: sql`now()` })
        .where(own(userId, id))
        .returning(columns);
      return row ?? null;
    },
    async get(userId: number, id: number): Promise<OwnZone | null> {
      const [row] = await db.select(columns).from(z).where(own(userId, id));
      return row ?? null;
    },
    async remove(userId: number, id: number): Promise<boolean> {
      return (await db.delete(z).where(own(userId, id)).returning({ id: z.id })).length > 0;
    },

    /**
     * One batch of a report's fan-out, in one statement: the members whose zone holds the report at
     * (lat, lng) in `cell` (zones found through the cells index, then the exact distance), one row per
     * member (their nearest zone), members after `afterUserId` in id order, at most `limit`. Of these,
     * the ones to alert — not the reporter, not a member who blocked them, an active account, and no
     * alert of theirs within `group` of this place and time (else grouped into it) — get their alert
     * state written (the place and time that group the next ones, the hour's count) in the same
     * statement. Returns every member of the batch (`pushedInHour` null: not alerted), so the caller
     * knows where the next batch starts.
     */
    matchBatch(q: {
      lat: number;
      lng: number;
      cell: number;
      reporterId: number;
      afterUserId: number;
      limit: number;
      at: Date;
      groupSince: Date;
      groupMetres: number;
    }): Promise<ZoneMatch[]> {
      const d = metres(z.latitude, z.longitude, q.lat, q.lng);
      const now = q.at.toISOString();
      return queryRows<ZoneMatch>(
        db,
        sql`with m as (
              select distinct on (c.user_id) c.user_id, c.id, c.name, c.urgent, c.dist
              from (select ${z.userId} as user_id, ${z.id} as id, ${z.name} as name,
                      ${z.urgentBreaksQuiet} as urgent, ${z.radiusM} as radius, ${d} as dist
                    from ${z} where ${z.cells} @> array[${q.cell}::int] and ${z.userId} > ${q.afterUserId}) c
              where c.dist <= c.radius and c.user_id <> ${q.reporterId}
              order by c.user_id, c.dist
              limit ${q.limit}
            ), alerted as (
              insert into ${state} (user_id, last_at, last_latitude, last_longitude, hour_start, pushed_in_hour)
              select m.user_id, ${now}::timestamptz, ${q.lat}, ${q.lng}, ${now}::timestamptz, 1
              from m join ${users} u on u.id = m.user_id and u.is_active
              where not exists (select 1 from ${blocks} b where b.blocker_id = m.user_id and b.blocked_id = ${q.reporterId})
                and not exists (select 1 from ${state} s where s.user_id = m.user_id
                  and s.last_at > ${q.groupSince.toISOString()}::timestamptz
                  and ${metres(sql`s.last_latitude`, sql`s.last_longitude`, q.lat, q.lng)} <= ${q.groupMetres})
              on conflict (user_id) do update set
                last_at = excluded.last_at, last_latitude = excluded.last_latitude,
                last_longitude = excluded.last_longitude,
                hour_start = case when ${state.hourStart} <= excluded.hour_start - interval '1 hour'
                  then excluded.hour_start else ${state.hourStart} end,
                pushed_in_hour = case when ${state.hourStart} <= excluded.hour_start - interval '1 hour'
                  then 1 else ${state.pushedInHour} + 1 end
              returning user_id, pushed_in_hour
            )
            select m.user_id as "userId", m.id as "zoneId", m.name, m.dist as "distanceM",
              m.urgent as "urgentBreaksQuiet", a.pushed_in_hour as "pushedInHour"
            from m left join alerted a on a.user_id = m.user_id
            order by m.user_id`,
      );
    },

    /** The report's fan-out job, on the report's transaction: one row, whatever the zones. */
    async enqueue(job: NewAlertJob): Promise<void> {
      await db.insert(jobs).values(job).onConflictDoNothing();
    },

    /**
     * Claims up to `limit` fan-out jobs: FOR UPDATE SKIP LOCKED, so instances each get other rows,
     * and a lease of `leaseSeconds` in the same statement (an instance that dies mid-way: another
     * resumes after it, from the job's `after_user_id`). A job that failed `maxAttempts` times stays
     * for a look (the log has why).
     */
    claim: (limit: number, leaseSeconds: number, maxAttempts: number): Promise<AlertJob[]> =>
      queryRows<AlertJob>(
        db,
        sql`with due as (
              select id from ${jobs}
              where (locked_until is null or locked_until <= now()) and attempts < ${maxAttempts}
              order by id limit ${limit}
              for update skip locked
            )
            update ${jobs} set locked_until = now() + make_interval(secs => ${leaseSeconds}), attempts = ${jobs}.attempts + 1
            from due where ${jobs}.id = due.id
            returning ${jobs}.id, ${jobs}.report_id as "reportId", ${jobs}.reporter_id as "reporterId",
              ${jobs}.latitude, ${jobs}.longitude, ${jobs}.incident_type as "incidentType", ${jobs}.severity`,
      ),

    /** Locks a claimed job for one batch; where its next batch starts (null: done or gone). */
    async lockJob(id: number): Promise<number | null> {
      const [row] = await db.select({ after: jobs.afterUserId }).from(jobs).where(eq(jobs.id, id)).for('update');
      return row?.after ?? null;
    },
    async advanceJob(id: number, afterUserId: number): Promise<void> {
      await db.update(jobs).set({ afterUserId }).where(eq(jobs.id, id));
    },
    async finishJob(id: number): Promise<void> {
      await db.delete(jobs).where(eq(jobs.id, id));
    },
    /** Jobs not yet done (the bench waits for none). */
    async pendingJobs(): Promise<number> {
      const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(jobs);
      return Number(row?.n ?? 0);
    },

    /** The data export: the member's zones as stored (the grid cells left out). */
    exportFor: (userId: number) =>
      db
        .select({ ...columns, createdAt: z.createdAt })
        .from(z)
        .where(eq(z.userId, userId))
        .orderBy(z.id),
  };
}
