import {
  type AdminReport,
  type AdminReportPage,
  type CreateSafetyReportInput,
  type MapAnswer,
  type MapConfig,
  type ModerateDescriptionInput,
  MY_REPORTS_LIMIT,
  type MyReport,
  type MyReportList,
  safetyMessages as msg,
  type PublicReport,
  riskLabel,
  SAFETY,
  type SafetySummary,
  TIME_WINDOWS,
  type TimeWindow,
} from '../../contract/safety-reports.js';
import type { AuditService } from '../audit/audit.service.js';
import type { AppConfig } from '../config.js';
import type { Database, Db } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { badRequest, notFound, tooManyRequests } from '../http-errors.js';
import type { SafetyZonesService } from '../safety-zones/safety-zones.service.js';
import { areaFor } from './neighbourhoods.js';
import { moderateDescription } from './safety-reports.moderation.js';
import {
  type Box,
  createSafetyReportsRepository,
  type NewSafetyReport,
  type Window,
} from './safety-reports.repository.js';
import { toMapReport, toMyReport, toPublicReport } from './safety-reports.views.js';
import { createTtlCache } from './ttl-cache.js';

const HOUR_MS = 3_600_000;
const DAY_MS = 86_400_000;
/** Above this many reports in view the answer is a grid of cells instead (bounded size). */
export const MAX_POINTS = 300;
/** Map and summary answers are shared by every visitor for this long (a new report clears them at once here). */
const CACHE_MS = 15_000;
export const ARCHIVE_LOCK_KEY = 724_613;

export interface SafetyReportsDeps {
  db: Db;
  dbKind: Database['kind'];
  rateLimiter: RateLimiter;
  config: Pick<AppConfig, 'map'>;
  audit: AuditService;
  /** Issue 31: a new report's alerts (an outbox row on the report's transaction; a job fans it out, decision 046). */
  alerts?: Pick<SafetyZonesService, 'enqueueAlerts' | 'wake'>;
  /** The clock (tests move it). */
  now?: () => Date;
}

/** Cell edge in degrees: about a quarter of a map tile at that zoom (so ~64 px on screen). */
export const cellSizeFor = (zoom: number) => 360 / 2 ** (zoom + 2);

function dublinTime(d: Date): string {
  return new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/Dublin',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(d);
}

export function createSafetyReportsService(deps: SafetyReportsDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createSafetyReportsRepository(deps.db);
  const { bounds } = deps.config.map;
  const mapCache = createTtlCache<MapAnswer>(CACHE_MS, 500);
  const summaryCache = createTtlCache<SafetySummary>(CACHE_MS, 10);
  const forget = () => {
    mapCache.clear();
    summaryCache.clear();
  };
  // 'Agora' (2h) also holds the reports a member confirmed in the window (issue 31).
  const since = (w: TimeWindow): Window => ({
    from: new Date(now().getTime() - TIME_WINDOWS[w]),
    orConfirmed: w === '2h',
  });

  /** The view clamped to the accepted area and snapped to the grid, so nearby views share one answer. */
  function viewBox(bbox: string | undefined, size: number): Box {
    let [south, west, north, east] = bbox
      ? bbox.split(',').map(Number)
      : [bounds.south, bounds.west, bounds.north, bounds.east];
    south = Math.max(south!, bounds.south);
    west = Math.max(west!, bounds.west);
    north = Math.min(north!, bounds.north);
    east = Math.min(east!, bounds.east);
    if (!(south < north && west < east)) return { south: 0, west: 0, north: 0, east: 0 };
    const snap = (v: number, f: (x: number) => number) => Number((f(v / size) * size).toFixed(6));
    return {
      south: snap(south, Math.floor),
      west: snap(west, Math.floor),
      north: snap(north, Math.ceil),
      east: snap(east, Math.ceil),
    };
  }

  return {
    /** After reports were written outside this service (other tools): answer from the database again. */
    invalidate: forget,
    /**
     * Demo reports of a first start (seeding), spread over the last 30 days: `submit` only writes a report
     * made now, and at most a few an hour per member. The shared answers must not predate these rows.
     */
    async seedDemo(rows: NewSafetyReport[]): Promise<void> {
      await repo.insertMany(rows);
      forget();
    },

    /** Issue 15: an incident on the map as a member reports it; null when it is not shown. */
    /** One report on the map, as the public sees it (an alert's link opens it); archived or hidden: 404. */
    async one(id: number): Promise<PublicReport> {
      const row = await repo.get(id);
      if (!row?.isActive) throw notFound(msg.notFound);
      return toPublicReport(row);
    },
    async reportTarget(id: number) {
      const row = await repo.get(id);
      if (!row?.isActive) return null;
      return { ownerId: row.reportedById, summary: `${row.area} · ${row.incidentType}\n${row.description}` };
    },
    /** Hidden by reports (or by an admin) is off the map, like an archived report; a dismissal shows it again. */
    async setHiddenByReports(id: number, hidden = true) {
      const done = await repo.setActive(id, !hidden);
      forget();
      return done;
    },

    mapConfig: (): MapConfig => ({
      tileUrl: deps.config.map.tileUrl,
      attribution: deps.config.map.tileAttribution,
      bounds,
    }),

    /** Spec: active reports of the window; bounded however many there are (see MAX_POINTS). */
    map(q: { window: TimeWindow; zoom: number; bbox?: string }): Promise<MapAnswer> {
      const size = cellSizeFor(q.zoom);
      const box = viewBox(q.bbox, size);
      const key = `${q.window}|${q.zoom}|${box.south},${box.west},${box.north},${box.east}`;
      return mapCache.get(key, async () => {
        const from = since(q.window);
        const points = await repo.points(from, box, MAX_POINTS + 1);
        if (points.length <= MAX_POINTS) {
          return { mode: 'points', points: points.map(toMapReport), cells: [], cellSize: size };
        }
        return { mode: 'cells', points: [], cells: await repo.cells(from, box, size, now()), cellSize: size };
      });
    },

    /** The figures of the page, computed in SQL for the window. */
    summary(window: TimeWindow): Promise<SafetySummary> {
      return summaryCache.get(window, async () => {
        const from = since(window);
        const [totals, top] = await Promise.all([repo.totals(from), repo.topAreas(from, SAFETY.topAreas)]);
        return {
          total: totals.total,
          areas: totals.areas,
          lastIncidentAt: totals.last?.toISOString() ?? null,
          topAreas: top.map((a) => ({
            ...a,
            avgSeverity: Math.round(a.avgSeverity * 10) / 10,
            risk: riskLabel(a.avgSeverity),
          })),
        };
      });
    },

    /** Spec: logged-in members; inside the Dublin area; at most N an hour (counted atomically before the insert). */
    async create(user: { id: number }, input: CreateSafetyReportInput & { severity: number }): Promise<PublicReport> {
      const { latitude: lat, longitude: lng } = input;
      if (lat < bounds.south || lat > bounds.north || lng < bounds.west || lng > bounds.east)
        throw badRequest(msg.outsideDublin);
      const limit = deps.config.map.reportsPerHour;
      const hit = await deps.rateLimiter.hit(`safety-reports:hour:${user.id}`, limit, HOUR_MS);
      if (hit.blocked) throw tooManyRequests(msg.tooMany(limit), hit.retryAfterSeconds);
      const at = now();
      const row = await deps.db.transaction(async (tx) => {
        const made = await createSafetyReportsRepository(tx).insert({
          reportedById: user.id,
          latitude: lat,
          longitude: lng,
          // Worked out here: the spec's client always sends 'Dublin'.
          area: areaFor(lat, lng),
          description: input.description,
          incidentType: input.incidentType,
          severity: input.severity,
          incidentTime: input.incidentTime ?? dublinTime(at),
          createdAt: at,
        });
        await deps.alerts?.enqueueAlerts(tx, { ...made, reporterId: user.id });
        return made;
      });
      deps.alerts?.wake();
      forget();
      return toPublicReport(row);
    },

    /** Issue 35: the member's own reports with their exact position ('Levar à Garda' starts from one). */
    async mine(user: { id: number }): Promise<MyReportList> {
      const rows = await repo.mine(user.id, MY_REPORTS_LIMIT);
      return { items: rows.map(toMyReport) };
    },
    /** One of the member's own reports; anyone else's (or none) is 404, never a hint that it exists. */
    async mineOne(user: { id: number }, id: number): Promise<MyReport> {
      const row = await repo.ownById(id, user.id);
      if (!row) throw notFound(msg.notFound);
      return toMyReport(row);
    },

    async adminList(q: { cursor?: number; limit: number }): Promise<AdminReportPage> {
      const rows = await repo.adminList(q.cursor, q.limit + 1);
      const page = rows.slice(0, q.limit);
      const items: AdminReport[] = page.map(({ row, ...who }) => ({
        ...toPublicReport(row),
        // Admins see the exact position.
        latitude: row.latitude,
        longitude: row.longitude,
        isActive: row.isActive,
        reporter:
          row.reportedById === null
            ? null
            : {
                id: row.reportedById,
                displayName:
                  who.reporterName || [who.reporterFirst, who.reporterLast].filter(Boolean).join(' ') || null,
                memberNumber: who.memberNumber,
              },
      }));
      return { items, nextCursor: rows.length > q.limit ? (page.at(-1)?.row.id ?? null) : null };
    },

    /** A false or abusive report, removed by an admin. */
    async remove(admin: { id: number }, id: number): Promise<void> {
      await deps.db.transaction(async (tx) => {
        const row = await createSafetyReportsRepository(tx).remove(id);
        if (!row) throw notFound(msg.notFound);
        await deps.audit.record(tx, {
          actorId: admin.id,
          action: 'safety-reports.delete',
          targetType: 'safety-report',
          targetId: id,
          details: { area: row.area, incidentType: row.incidentType, reportedById: row.reportedById },
        });
      });
      forget();
    },

    /** Moderation (issue 31): an admin edits or removes a report's description (a person described), audited. */
    moderateDescription: (admin: { id: number }, id: number, input: ModerateDescriptionInput) =>
      moderateDescription(deps, admin, id, input).finally(forget),

    /** DELETE /api/safety-reports/reset: every report, archived ones too. */
    async reset(admin: { id: number }): Promise<{ deleted: number }> {
      const deleted = await deps.db.transaction(async (tx) => {
        const n = await createSafetyReportsRepository(tx).removeAll();
        await deps.audit.record(tx, {
          actorId: admin.id,
          action: 'safety-reports.reset',
          targetType: 'safety-report',
          targetId: 'all',
          details: { deleted: n },
        });
        return n;
      });
      forget();
      return { deleted };
    },

    /**
     * The archive job: reports older than 30 days become inactive. Once across instances: on
     * PostgreSQL under a transaction-scoped advisory lock (another instance running it skips);
     * PGlite is one process, so no lock. Returns null when skipped.
     */
    async archive(at: Date = now()): Promise<number | null> {
      const cutoff = new Date(at.getTime() - SAFETY.archiveDays * DAY_MS);
      const archived =
        deps.dbKind === 'postgres'
          ? await deps.db.transaction(async (tx) => {
              const r = createSafetyReportsRepository(tx);
              return (await r.tryJobLock(ARCHIVE_LOCK_KEY)) ? r.archiveBefore(cutoff) : null;
            })
          : await repo.archiveBefore(cutoff);
      if (archived) forget();
      return archived;
    },
  };
}
export type SafetyReportsService = ReturnType<typeof createSafetyReportsService>;
