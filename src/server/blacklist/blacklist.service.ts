import {
  type AdminAlert,
  type AdminAlertListQuery,
  type AlertWarning,
  BLACKLIST_LIMITS,
  type BlacklistStatus,
  type CreateAlertData,
  type MyAlert,
  blacklistMessages as msg,
} from '../../contract/blacklist.js';
import { hasMemberAccess } from '../../contract/membership.js';
import type { AuditService } from '../audit/audit.service.js';
import type { Database, Db, DbOrTx } from '../db/client.js';
import type { RateLimiter } from '../db/rate-limit.js';
import { badRequest, conflict, forbidden, HttpError, notFound, tooManyRequests } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import type { SessionUser } from '../users/session-user.js';
import { createAlertMatches, type KeyAlert, keyName } from './blacklist.kept.js';
import { emailKey, keysIn, phoneKey, type TextKeys } from './blacklist.keys.js';
import { type AlertRow, type BlacklistRepository, createBlacklistRepository } from './blacklist.repository.js';

const DAY_MS = 86_400_000;

/** Where a warning may apply: raw contacts as shown (a WhatsApp, free text) and members whose own phone, WhatsApp and email count. */
export interface ContactSources {
  texts?: (string | null | undefined)[];
  userIds?: (number | null | undefined)[];
}

const newer = (a: KeyAlert | null, b: KeyAlert | null | undefined) => (b && (!a || b.id > a.id) ? b : a);

function toMine(r: AlertRow): MyAlert {
  return {
    id: r.id,
    name: r.name,
    description: r.description,
    phoneNumber: r.phoneNumber,
    email: r.email,
    otherInfo: r.otherInfo,
    imageUrls: r.imageUrls,
    approvalStatus: r.approvalStatus as BlacklistStatus,
    isActive: r.isActive,
    createdAt: r.createdAt.toISOString(),
  };
}
function toAdmin(r: AlertRow): AdminAlert {
  const reportedBy =
    r.reportedById !== null && r.reporterMemberNumber !== null
      ? { id: r.reportedById, displayName: r.reporterDisplayName, memberNumber: r.reporterMemberNumber }
      : null;
  return { ...toMine(r), reportedBy };
}

export function createBlacklistService(deps: {
  db: Db;
  uploads: Pick<UploadsService, 'assertOwned' | 'remove'>;
  audit: Pick<AuditService, 'record'>;
  rateLimiter: RateLimiter;
  config: { contactChecksPerDay: number };
  /** Issue 29: the author hears of the review, in its transaction. */
  notifications: Pick<NotificationsService, 'notify'>;
  /** Decision 061: the channel on which alert changes are heard (none: matches are not kept). */
  listen?: Database['listen'];
  onError?(err: unknown): void;
}) {
  const { db, rateLimiter: limiter } = deps;
  const repo = createBlacklistRepository(db);
  const matches = createAlertMatches({
    lookup: (phones, emails) => repo.bestPerKey(phones, emails),
    listen: deps.listen,
    onError: deps.onError,
  });

  function gate(user: SessionUser) {
    if (!hasMemberAccess(user)) throw forbidden(msg.subscriptionRequired);
  }

  /**
   * Many sources at once: each gets the newest approved, active alert matching any of its keys. The
   * keys' alerts come from memory (decision 061); only keys not kept are looked up, in one query.
   */
  async function warningsFor(sources: ContactSources[]): Promise<(AlertWarning | null)[]> {
    const ids = [
      ...new Set(sources.flatMap((s) => s.userIds ?? []).filter((id): id is number => typeof id === 'number')),
    ];
    const people = ids.length ? new Map((await repo.contactsOf(ids)).map((u) => [u.id, u])) : null;
    // Issue 38: the keys of each source's texts (kept per text by keysIn); most sources have none,
    // and a page where no source has a key asks the database nothing.
    const allPhones = new Set<string>();
    const allEmails = new Set<string>();
    const keyed = sources.map((s) => {
      const texts: (string | null | undefined)[] = s.texts ?? [];
      const found: TextKeys[] = [];
      const add = (t: string | null | undefined) => {
        if (!t) return;
        const k = keysIn(t);
        if (k.phones.length === 0 && k.emails.length === 0) return;
        found.push(k);
        for (const p of k.phones) allPhones.add(p);
        for (const e of k.emails) allEmails.add(e);
      };
      for (const t of texts) add(t);
      for (const id of s.userIds ?? []) {
        const u = id == null ? undefined : people?.get(id);
        if (u) {
          add(u.phone);
          add(u.whatsapp);
          add(u.email);
        }
      }
      return found;
    });
    if (!allPhones.size && !allEmails.size) return sources.map(() => null);
    // Decision 061: each key's newest live alert, kept in memory until an alert changes.
    const best = await matches.best([...allPhones], [...allEmails]);
    return keyed.map((found) => {
      let newest: KeyAlert | null = null;
      for (const k of found) {
        for (const p of k.phones) newest = newer(newest, best.get(keyName('phone', p)));
        for (const e of k.emails) newest = newer(newest, best.get(keyName('email', e)));
      }
      return newest ? { description: newest.description } : null;
    });
  }

  /** An admin write and its audit row in one transaction; `then` runs on the same `tx` after the audit. */
  async function audited<T>(
    admin: SessionUser,
    action: string,
    id: number,
    write: (r: BlacklistRepository) => Promise<T | null | false>,
    then?: (tx: DbOrTx, row: T) => Promise<unknown>,
  ) {
    const done = await db.transaction(async (tx: DbOrTx) => {
      const r = createBlacklistRepository(tx);
      const row = await write(r);
      if (row === null || row === false) return false;
      // Every instance drops its kept matches at commit (decision 061).
      await r.announceChange(action);
      await deps.audit.record(tx, {
        actorId: admin.id,
        action: `blacklist.${action}`,
        targetType: 'blacklist',
        targetId: id,
      });
      await then?.(tx, row);
      return true;
    });
    if (done) matches.changed();
    return done;
  }

  async function adminView(id: number) {
    const row = await repo.get(id);
    if (!row) throw notFound(msg.notFound);
    return toAdmin(row);
  }

  return {
    warningsFor,
    /** Stops hearing alert changes (the app's close). */
    stopMatches: () => matches.close(),
    warningFor: async (source: ContactSources) => (await warningsFor([source]))[0] ?? null,

    /** Spec section 4: created pending. Images: the member's own uploads only, at most 5. */
    async submit(user: SessionUser, input: CreateAlertData) {
      gate(user);
      if (new Set(input.imageUrls).size !== input.imageUrls.length) throw badRequest(msg.imageInvalid);
      try {
        await deps.uploads.assertOwned(user.id, input.imageUrls);
      } catch (err) {
        if (err instanceof HttpError && err.statusCode === 400) throw badRequest(msg.imageInvalid);
        throw err;
      }
      const hit = await limiter.hit(`blacklist:submit:${user.id}`, BLACKLIST_LIMITS.submitsPerDay, DAY_MS);
      if (hit.blocked) throw tooManyRequests(msg.tooManySubmits, hit.retryAfterSeconds);
      const id = await repo.insert({
        ...input,
        // Never from the body: the reporter is the caller.
        reportedById: user.id,
        phoneKey: phoneKey(input.phoneNumber),
        emailKey: emailKey(input.email),
      });
      return { item: toMine((await repo.get(id))!), message: msg.submitted };
    },

    async mine(user: SessionUser, q: { cursor?: number; limit: number }) {
      const rows = await repo.page({ reporterId: user.id, cursor: q.cursor, limit: q.limit + 1 });
      const page = rows.slice(0, q.limit);
      return { items: page.map(toMine), nextCursor: rows.length > q.limit ? page.at(-1)!.id : null };
    },

    /**
     * /verificar-contato: one phone or email against approved alerts. Each member checks at most
     * CONTACT_CHECKS_PER_DAY contacts a day (one atomic counter), so the alerts cannot be enumerated.
     */
    async check(user: SessionUser, contact: string) {
      gate(user);
      const email = contact.includes('@') ? emailKey(contact) : null;
      const phone = email ? null : /^[0-9\s\-+().]+$/.test(contact) ? phoneKey(contact) : null;
      if (!email && !phone) throw badRequest(msg.checkInvalid);
      const max = deps.config.contactChecksPerDay;
      const hit = await limiter.hit(`blacklist:check:${user.id}`, max, DAY_MS);
      if (hit.blocked) throw tooManyRequests(msg.tooManyChecks(max), hit.retryAfterSeconds);
      const [match] = await repo.matching(phone ? [phone] : [], email ? [email] : []);
      return { alert: match ? { description: match.description } : null, remaining: Math.max(0, max - hit.count) };
    },

    async page(q: AdminAlertListQuery) {
      const rows = await repo.page({ status: q.status, cursor: q.cursor, limit: q.limit + 1 });
      const page = rows.slice(0, q.limit);
      return {
        items: page.map(toAdmin),
        nextCursor: rows.length > q.limit ? page.at(-1)!.id : null,
        total: await repo.total(q.status),
      };
    },

    pendingCount: async () => ({ count: await repo.pendingCount() }),

    /** Spec section 4: approve or reject while pending (409 afterwards). */
    async review(admin: SessionUser, id: number, status: 'approved' | 'rejected') {
      // The author (unless the reviewing admin, or an account deleted since) is told in the review's transaction.
      const tellAuthor = (tx: DbOrTx, row: { id: number; reportedById: number | null }) =>
        row.reportedById === null || row.reportedById === admin.id
          ? Promise.resolve(null)
          : deps.notifications.notify(
              tx,
              row.reportedById,
              status === 'approved' ? 'scam-alert-approved' : 'scam-alert-rejected',
              { targetId: row.id },
            );
      const action = status === 'approved' ? 'approve' : 'reject';
      if (!(await audited(admin, action, id, (r) => r.review(id, status), tellAuthor))) {
        if (!(await repo.exists(id))) throw notFound(msg.notFound);
        throw conflict(msg.notPending);
      }
      return { item: await adminView(id), message: status === 'approved' ? msg.approved : msg.rejected };
    },

    /** Admins deactivate an approved alert at any time (and may reactivate it). */
    async setActive(admin: SessionUser, id: number, isActive: boolean) {
      if (!(await audited(admin, isActive ? 'activate' : 'deactivate', id, (r) => r.setActive(id, isActive)))) {
        if (!(await repo.exists(id))) throw notFound(msg.notFound);
        throw conflict(msg.notApproved);
      }
      return { item: await adminView(id), message: isActive ? msg.activated : msg.deactivated };
    },

    async remove(admin: SessionUser, id: number) {
      const gone = await db.transaction(async (tx) => {
        const r = createBlacklistRepository(tx);
        const row = await r.delete(id);
        if (row) {
          await r.announceChange('delete');
          await deps.audit.record(tx, {
            actorId: admin.id,
            action: 'blacklist.delete',
            targetType: 'blacklist',
            targetId: id,
            details: { name: row.name },
          });
        }
        return row;
      });
      if (gone) matches.changed();
      if (!gone) throw notFound(msg.notFound);
      await deps.uploads.remove(gone.imageUrls);
      return { message: msg.deleted };
    },
  };
}
export type BlacklistService = ReturnType<typeof createBlacklistService>;
