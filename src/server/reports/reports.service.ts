import {
  type MyReportPage,
  reportMessages as msg,
  REPORT_ACTIONS_BY_KIND,
  type ReportGroupPage,
  type ReportInput,
  type ReportKind,
  type ReportReason,
  type ReportStatus,
  type ResolveInput,
} from '../../contract/reports.js';
import type { AdminUsersService } from '../admin-users/admin-users.service.js';
import type { AuditService } from '../audit/audit.service.js';
import { type Db, type DbOrTx, retryOnConflict } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { badRequest, conflict, HttpError, notFound, tooManyRequests } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { SessionUser } from '../users/session-user.js';
import { createReportsRepository } from './reports.repository.js';
import { type ReportTargets, targetsOf } from './reports.targets.js';

const DAY_MS = 86_400_000;
const SUMMARY_MAX = 600;
const OUTCOME: Record<ResolveInput['action'], ReportStatus> = {
  dismiss: 'dismissed',
  hide: 'hidden',
  delete: 'deleted',
  deactivate: 'deactivated',
};

export interface ReportsDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  rateLimiter: RateLimiter;
  config: { toHide: number; maxPerDay: number };
  targets: ReportTargets;
  adminUsers: Pick<AdminUsersService, 'setStatus'>;
  /** Issue 29: each reporter hears of the outcome, in the resolution's transaction. */
  notifications: Pick<NotificationsService, 'notify'>;
}

/** 'Denunciar' and the admin tab Denúncias (issue 15, decision 021). */
export function createReportsService(deps: ReportsDeps) {
  const { db, config } = deps;
  const repo = createReportsRepository(db);
  const targets = targetsOf(deps.targets);

  /** Runs an action on content that may be gone already (its owner deleted it): a 404 is no failure then. */
  async function unlessGone(work: () => Promise<unknown>) {
    try {
      await work();
    } catch (err) {
      if (!(err instanceof HttpError && err.statusCode === 404)) throw err;
    }
  }

  return {
    /**
     * One report per member per thing. Only stored reports count against REPORTS_MAX_PER_DAY (a
     * repeat answers 409 uncounted). REPORTS_TO_HIDE open reports that weigh (decision 027: member
     * access and an account old enough) hide a listing, rental or incident; the others only queue.
     */
    async create(reporter: SessionUser, input: ReportInput) {
      const target = await targets.find(input.kind, input.targetId, reporter);
      if (!target) throw notFound(msg.targetNotFound);
      if (target.ownerId === reporter.id) throw badRequest(msg.self);
      // The report and its count in one transaction: a repeat (409) or a refusal (429) stores and
      // counts nothing; parallel copies wait on the unique index and find the first one stored.
      await retryOnConflict(() =>
        db.transaction(async (tx) => {
          const inserted = await createReportsRepository(tx).insert({
            reporterId: reporter.id,
            kind: input.kind,
            targetId: input.targetId,
            targetOwnerId: target.ownerId,
            summary: target.summary.slice(0, SUMMARY_MAX),
            reason: input.reason,
            details: input.details ?? null,
          });
          if (!inserted) throw conflict(msg.already);
          const perDay = await deps.rateLimiter.hitIn(tx, `reports:day:${reporter.id}`, config.maxPerDay, DAY_MS);
          if (perDay.blocked) throw tooManyRequests(msg.tooMany(config.maxPerDay), perDay.retryAfterSeconds);
        }),
      );
      const open = await repo.openOf(input.kind, input.targetId);
      let hidden = open.hidden;
      if (!hidden && open.weighty >= config.toHide && targets.canHide(input.kind)) {
        await targets.hide(input.kind, input.targetId);
        await repo.markHidden(input.kind, input.targetId);
        hidden = true;
      }
      return { message: msg.sent, hidden };
    },

    async mine(me: SessionUser, q: { cursor?: number; limit: number }): Promise<MyReportPage> {
      const rows = await repo.mine(me.id, q.cursor, q.limit + 1);
      const page = rows.slice(0, q.limit);
      return {
        items: page.map((r) => ({
          id: r.id,
          kind: r.kind as ReportKind,
          targetId: r.targetId,
          summary: r.summary,
          reason: r.reason as ReportReason,
          status: r.status as ReportStatus,
          createdAt: r.createdAt.toISOString(),
          resolvedAt: r.resolvedAt?.toISOString() ?? null,
        })),
        nextCursor: rows.length > q.limit ? page.at(-1)!.id : null,
      };
    },

    async queue(q: { cursor?: number; limit: number }): Promise<ReportGroupPage> {
      const groups = await repo.groups(q.cursor, q.limit + 1);
      const page = groups.slice(0, q.limit);
      const [details, owners] = await Promise.all([
        repo.openReportsOf(page.map((g) => g.lastId)),
        repo.owners([...new Set(page.flatMap((g) => (g.ownerId === null ? [] : [g.ownerId])))]),
      ]);
      return {
        items: page.map((g) => {
          const o = owners.find((u) => u.id === g.ownerId);
          return {
            id: g.lastId,
            kind: g.kind as ReportKind,
            targetId: g.targetId,
            summary: g.summary,
            owner: o ? { id: o.id, displayName: o.displayName ?? o.firstName, memberNumber: o.memberNumber } : null,
            count: Number(g.n),
            hidden: !!g.hidden,
            lastAt: new Date(g.lastAt).toISOString(),
            reports: details
              .filter((d) => d.kind === g.kind && d.targetId === g.targetId)
              .map((d) => ({
                reason: d.reason as ReportReason,
                details: d.details,
                createdAt: d.createdAt.toISOString(),
              })),
          };
        }),
        nextCursor: groups.length > q.limit ? page.at(-1)!.lastId : null,
      };
    },

    openCount: async () => ({ count: await repo.openCount() }),

    /**
     * Issue 31: an incident the community disputed ('Não vi nada' from SAFETY_REPORT_DISPUTES_TO_HIDE
     * members whose answer weighs) left the map in the caller's transaction; it joins the queue as a
     * hidden thing, one report 'Informação falsa' per disputing member (kept out of their daily limit:
     * they did not press 'Denunciar'), so the admin acts on it like on any other and each hears the outcome.
     */
    async queueDisputed(
      tx: DbOrTx,
      q: {
        kind: ReportKind;
        targetId: number;
        ownerId: number | null;
        summary: string;
        details: string;
        reporterIds: number[];
      },
    ) {
      const r = createReportsRepository(tx);
      for (const reporterId of q.reporterIds) {
        await r.insert({
          reporterId,
          kind: q.kind,
          targetId: q.targetId,
          targetOwnerId: q.ownerId,
          summary: q.summary.slice(0, SUMMARY_MAX),
          reason: 'falso',
          details: q.details,
        });
      }
      await r.markHidden(q.kind, q.targetId);
    },

    /**
     * Issue 32: a listing (or an edit) refused because its frame serial matches a bike registered as
     * stolen joins the queue under that bike, on the refusal's transaction: filed by the app (no
     * reporter, so no member reads it in 'Minhas denúncias'), its author the lister, the listing as
     * typed in `summary` and the matched bike in `details`. Every attempt is a row of its own.
     */
    async queueListingMatch(tx: DbOrTx, q: { bikeId: number; listerId: number; summary: string; details: string }) {
      await createReportsRepository(tx).insert({
        reporterId: null,
        kind: 'bike_listing',
        targetId: q.bikeId,
        targetOwnerId: q.listerId,
        summary: q.summary.slice(0, SUMMARY_MAX),
        reason: 'ilegal',
        details: q.details,
      });
    },

    /** Dismiss, hide, delete the content or deactivate its author; every open report of the thing gets the outcome. */
    async resolve(admin: SessionUser, input: ResolveInput) {
      const { kind, targetId, action } = input;
      if (!REPORT_ACTIONS_BY_KIND[kind].includes(action)) throw badRequest(msg.actionNotAllowed);
      const open = await repo.openOf(kind, targetId);
      if (!open.n) throw notFound(msg.notOpen);
      if (action === 'dismiss' && open.hidden) await unlessGone(() => targets.restore(kind, targetId));
      if (action === 'hide') await unlessGone(() => targets.hideForGood(kind, targetId, admin));
      if (action === 'delete') await unlessGone(() => targets.remove(kind, targetId, admin));
      if (action === 'deactivate') {
        const ownerId = kind === 'member' ? targetId : open.ownerId;
        if (ownerId === null) throw badRequest(msg.noOwner);
        await deps.adminUsers.setStatus(admin, ownerId, false);
      }
      const resolved = await db.transaction(async (tx) => {
        const closed = await createReportsRepository(tx).resolve(kind, targetId, OUTCOME[action], admin.id);
        if (!closed.length) return 0;
        await deps.audit.record(tx, {
          actorId: admin.id,
          action: `reports.${action}`,
          targetType: kind,
          targetId,
          details: { reports: closed.length },
        });
        // Every reporter of the thing, each about their own report; what was done in detail stays in
        // 'Minhas denúncias' (a lock screen reads only whether something was done).
        for (const r of closed) {
          if (r.reporterId === null || r.reporterId === admin.id) continue;
          await deps.notifications.notify(tx, r.reporterId, 'report-resolved', {
            data: { outcome: action === 'dismiss' ? 'dismissed' : 'actioned', kind },
            targetId: r.id,
          });
        }
        return closed.length;
      });
      return { message: msg.resolved, resolved };
    },
  };
}
export type ReportsService = ReturnType<typeof createReportsService>;
