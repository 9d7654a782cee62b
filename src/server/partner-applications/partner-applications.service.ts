import {
  PARTNER_LIMITS,
  type PartnerApplication,
  type PartnerStatus,
  partnerMessages,
} from '../../contract/partner-applications.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Db } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { conflict, notFound, tooManyRequests } from '../http-errors.js';
import type { SessionUser } from '../users/session-user.js';
import {
  createPartnerApplicationsRepository,
  type PartnerApplicationRow,
  type PartnerApplicationValues,
} from './partner-applications.repository.js';

const HOUR_MS = 3_600_000;

function toView(r: PartnerApplicationRow): PartnerApplication {
  return {
    ...r,
    status: r.status as PartnerStatus,
    createdAt: r.createdAt.toISOString(),
    reviewedAt: r.reviewedAt?.toISOString() ?? null,
  };
}

export function createPartnerApplicationsService(deps: { db: Db; rateLimiter: RateLimiter; audit: AuditService }) {
  const { db, rateLimiter: limiter, audit } = deps;
  const repo = createPartnerApplicationsRepository(db);

  return {
    /** Demo applications of a first start (seeding): no visitor, so no rate limit. */
    seedDemo: (rows: PartnerApplicationValues[]) => repo.insertMany(rows),

    /** Public form. Spam guard: PARTNER_LIMITS.perIpPerHour accepted applications per IP per hour. */
    async submit(
      input: { companyName: string; contactName: string; email: string; phone: string; message: string },
      ip: string,
    ) {
      const hit = await limiter.hit(`partner-application:${ip}`, PARTNER_LIMITS.perIpPerHour, HOUR_MS);
      if (hit.blocked) throw tooManyRequests(partnerMessages.tooMany, hit.retryAfterSeconds);
      const { id } = await repo.insert({ ...input, email: input.email.toLowerCase() });
      return { id, message: partnerMessages.sent };
    },

    async page(q: { status?: PartnerStatus; cursor?: number; limit: number }) {
      const { rows, total } = await repo.page({ ...q, limit: q.limit + 1 });
      const page = rows.slice(0, q.limit);
      return { items: page.map(toView), nextCursor: rows.length > q.limit ? page.at(-1)!.id : null, total };
    },

    pendingCount: async () => ({ count: await repo.pendingCount() }),

    /** Spec: approve/reject only while pending (409 afterwards). */
    async review(admin: SessionUser, id: number, status: 'approved' | 'rejected') {
      const done = await db.transaction(async (tx) => {
        const row = await createPartnerApplicationsRepository(tx).review(id, status, admin.id);
        if (row)
          await audit.record(tx, {
            actorId: admin.id,
            action: `partner-application.${status === 'approved' ? 'approve' : 'reject'}`,
            targetType: 'partner_application',
            targetId: id,
          });
        return row;
      });
      if (!done) {
        if (!(await repo.exists(id))) throw notFound(partnerMessages.notFound);
        throw conflict(partnerMessages.notPending);
      }
      return toView((await repo.get(id))!);
    },

    async remove(admin: SessionUser, id: number) {
      const done = await db.transaction(async (tx) => {
        const row = await createPartnerApplicationsRepository(tx).delete(id);
        if (row) {
          await audit.record(tx, {
            actorId: admin.id,
            action: 'partner-application.delete',
            targetType: 'partner_application',
            targetId: id,
            details: { companyName: row.companyName },
          });
        }
        return row;
      });
      if (!done) throw notFound(partnerMessages.notFound);
      return { message: partnerMessages.deleted };
    },
  };
}
export type PartnerApplicationsService = ReturnType<typeof createPartnerApplicationsService>;
