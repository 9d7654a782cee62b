import { INCIDENT_LABELS, incidentTypeOf } from '../../contract/safety-reports-labels.js';
import {
  ALERT_GROUP,
  safetyZoneMessages as msg,
  SAFETY_ZONES_MAX,
  type SafetyZone,
  type SafetyZoneInput,
  type SafetyZoneList,
  type SafetyZoneUpdate,
} from '../../contract/safety-zones.js';
import type { AppConfig } from '../config.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { badRequest, conflict, notFound, tooManyRequests } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { cellOf, cellsFor } from './safety-zones.helpers.js';
import { type AlertJob, createSafetyZonesRepository, type OwnZone } from './safety-zones.repository.js';

const HOUR_MS = 3_600_000;
/** Reports one round of the job claims. */
const JOBS_PER_ROUND = 5;
/** A claimed job is one instance's for this long (one that dies mid-way: another resumes it after). */
const LEASE_SECONDS = 120;
/** A job failing this often stays in its table (the log says why). */
const MAX_ATTEMPTS = 10;
/** Zone writes one member may make per hour ('Onde estou agora' moves at most once a minute). */
const WRITES_PER_HOUR = 120;

export interface SafetyZonesDeps {
  db: Db;
  rateLimiter: RateLimiter;
  config: Pick<AppConfig, 'map'>;
  notifications: Pick<NotificationsService, 'notifyMany'>;
  now?: () => Date;
  /** Members per fan-out batch (default SAFETY_ALERTS_BATCH; the tests make it small to see batches). */
  fanOutBatch?: number;
}

/** One fan-out batch, as the bench reads it (`onBatch`): members matched, alerts written, the matching statement's time. */
export interface FanOutBatch {
  members: number;
  alerts: number;
  matchMs: number;
  batchMs: number;
}

/** A new report, as the zones' alerts need it. */
export interface ReportForAlerts {
  id: number;
  reporterId: number;
  latitude: number;
  longitude: number;
  incidentType: string;
  severity: number;
}

const toZone = (r: OwnZone): SafetyZone => ({
  id: r.id,
  kind: r.kind === 'current' ? 'current' : 'fixed',
  name: r.name,
  latitude: r.latitude,
  longitude: r.longitude,
  radiusM: r.radiusM,
  urgentBreaksQuiet: r.urgentBreaksQuiet,
  updatedAt: r.updatedAt.toISOString(),
});

/** Alert zones and their alerts (issue 31). A member's zones are read and written by that member only. */
export function createSafetyZonesService(deps: SafetyZonesDeps) {
  const now = deps.now ?? (() => new Date());
  const repo = createSafetyZonesRepository(deps.db);
  const { bounds } = deps.config.map;
  let wake: (() => void) | null = null;
  let observe: ((b: FanOutBatch) => void) | null = null;
  const batchSize = deps.fanOutBatch ?? deps.config.map.alertsBatch;
  // Decision 052: between two batches the job lets the requests waiting for the cores and the pool go first.
  const pause = () => new Promise((r) => setTimeout(r, deps.config.map.alertsPauseMs));

  function inDublin(lat: number, lng: number) {
    if (lat < bounds.south || lat > bounds.north || lng < bounds.west || lng > bounds.east)
      throw badRequest(msg.outsideDublin);
  }
  async function countWrite(userId: number) {
    const hit = await deps.rateLimiter.hit(`safety-zones:write:${userId}`, WRITES_PER_HOUR, HOUR_MS);
    if (hit.blocked) throw tooManyRequests(msg.tooManyWrites, hit.retryAfterSeconds);
  }

  /** Every batch of one claimed job; the alerts written. */
  async function fanOut(job: AlertJob): Promise<number> {
    const type = INCIDENT_LABELS[incidentTypeOf(job.incidentType)];
    const cap = deps.config.map.alertsPerHour;
    const cell = cellOf(job.latitude, job.longitude);
    let alerts = 0;
    for (let first = true; ; first = false) {
      if (!first) await pause();
      const t0 = performance.now();
      let matchMs = 0;
      let members = 0;
      const before = alerts;
      const more = await deps.db.transaction(async (tx) => {
        const r = createSafetyZonesRepository(tx);
        const after = await r.lockJob(job.id);
        if (after === null) return false;
        const at = now();
        const m0 = performance.now();
        const batch = await r.matchBatch({
          lat: job.latitude,
          lng: job.longitude,
          cell,
          reporterId: job.reporterId,
          afterUserId: after,
          limit: batchSize,
          at,
          groupSince: new Date(at.getTime() - ALERT_GROUP.minutes * 60_000),
          groupMetres: ALERT_GROUP.metres,
        });
        matchMs = performance.now() - m0;
        members = batch.length;
        alerts += await deps.notifications.notifyMany(
          tx,
          'safety-zone-alert',
          batch
            .filter((m) => m.pushedInHour !== null)
            .map((m) => ({
              userId: m.userId,
              // The type, the zone and how far: never the description (it may describe a person).
              data: {
                incidentType: type,
                zone: m.name,
                metres: Math.round(Number(m.distanceM)),
                severity: job.severity,
              },
              targetId: job.reportId,
              dedupeKey: `safety-zone-alert:${job.reportId}`,
              push: Number(m.pushedInHour) <= cap,
              urgent: job.severity >= 4 && m.urgentBreaksQuiet,
            })),
        );
        if (batch.length < batchSize) {
          await r.finishJob(job.id);
          return false;
        }
        await r.advanceJob(job.id, Number(batch.at(-1)!.userId));
        return true;
      });
      observe?.({ members, alerts: alerts - before, matchMs, batchMs: performance.now() - t0 });
      if (!more) return alerts;
    }
  }

  return {
    async list(me: { id: number }): Promise<SafetyZoneList> {
      return { items: (await repo.mine(me.id)).map(toZone), max: SAFETY_ZONES_MAX };
    },

    async create(me: { id: number }, input: SafetyZoneInput & { kind: 'fixed' | 'current' }) {
      inDublin(input.latitude, input.longitude);
      await countWrite(me.id);
      const zone = await deps.db.transaction(async (tx) => {
        const r = createSafetyZonesRepository(tx);
        await r.lockMember(me.id);
        const n = await r.count(me.id);
        if (n.all >= SAFETY_ZONES_MAX) throw badRequest(msg.tooMany);
        if (input.kind === 'current' && n.current > 0) throw conflict(msg.oneCurrent);
        return r.insert({
          userId: me.id,
          kind: input.kind,
          name: input.name,
          latitude: input.latitude,
          longitude: input.longitude,
          radiusM: input.radiusM,
          urgentBreaksQuiet: input.urgentBreaksQuiet ?? false,
          cells: cellsFor(input.latitude, input.longitude, input.radiusM),
        });
      });
      return { message: msg.created, zone: toZone(zone) };
    },

    /** Name, radius, the quiet-hours choice, or the place (a 'current' zone following the member). */
    async update(me: { id: number }, id: number, input: SafetyZoneUpdate) {
      const before = await repo.get(me.id, id);
      if (!before) throw notFound(msg.notFound);
      const lat = input.latitude ?? before.latitude;
      const lng = input.longitude ?? before.longitude;
      const radiusM = input.radiusM ?? before.radiusM;
      inDublin(lat, lng);
      await countWrite(me.id);
      const row = await repo.update(me.id, id, {
        name: input.name ?? before.name,
        latitude: lat,
        longitude: lng,
        radiusM,
        urgentBreaksQuiet: input.urgentBreaksQuiet ?? before.urgentBreaksQuiet,
        cells: cellsFor(lat, lng, radiusM),
      });
      if (!row) throw notFound(msg.notFound);
      return { message: msg.saved, zone: toZone(row) };
    },

    async remove(me: { id: number }, id: number) {
      if (!(await repo.remove(me.id, id))) throw notFound(msg.notFound);
      return { message: msg.deleted };
    },

    /**
     * A new report's alerts, on the report's transaction (safety-reports calls it): one outbox row,
     * whatever the number of zones around it (decision 046); `fanOutDue` (the job) writes the alerts.
     */
    async enqueueAlerts(tx: DbOrTx, report: ReportForAlerts): Promise<void> {
      await createSafetyZonesRepository(tx).enqueue({
        reportId: report.id,
        reporterId: report.reporterId,
        latitude: report.latitude,
        longitude: report.longitude,
        incidentType: report.incidentType,
        severity: report.severity,
      });
    },

    /**
     * One round of the fan-out job: claims up to JOBS_PER_ROUND reports and writes each one's alerts
     * in batches of SAFETY_ALERTS_BATCH members, SAFETY_ALERTS_PAUSE_MS apart (one transaction each: the members matched and their alert
     * state in one statement, the notifications, live signals and pushes through `notifyMany`).
     * Members whose zone holds the report are alerted — not the reporter, not one who blocked them —
     * grouped with their last alert when close in place and time, pushed up to
     * SAFETY_ALERTS_MAX_PER_HOUR an hour (the rest in the bell only); severity 4–5 may break quiet
     * hours where the member chose so. A failed job is retried after its lease, from its last batch.
     */
    async fanOutDue(): Promise<{ claimed: number; alerts: number }> {
      const claimed = await repo.claim(JOBS_PER_ROUND, LEASE_SECONDS, MAX_ATTEMPTS);
      let alerts = 0;
      for (const job of claimed) alerts += await fanOut(job);
      return { claimed: claimed.length, alerts };
    },
    batchSize: JOBS_PER_ROUND,
    /** The job's start, called after a report's commit (the scheduled job sets it; tests drive rounds). */
    onQueued(run: () => void) {
      wake = run;
    },
    /** After the report's commit: this instance starts its fan-out at once (others poll). */
    wake: () => wake?.(),
    /** Each batch's figures after its commit (the bench prints them). */
    onBatch(fn: ((b: FanOutBatch) => void) | null) {
      observe = fn;
    },

    /** The data export. */
    exportFor: (userId: number) => repo.exportFor(userId),
  };
}
export type SafetyZonesService = ReturnType<typeof createSafetyZonesService>;
