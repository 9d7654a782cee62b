import {
  rentalMessages as msg,
  RENTAL_LIMITS,
  RENTER_CHECKLIST_DAYS,
  type RentalChecklist,
  type RentalListQuery,
  type RentalPage,
  type RentalSort,
} from '../../contract/account-rentals.js';
import { hasMemberAccess } from '../../contract/membership.js';
import type { BlacklistService } from '../blacklist/blacklist.service.js';
import type { Db } from '../db/client.js';
import { searchWords } from '../db/search-words.js';
import { forbidden, notFound, tooManyRequests, unauthorized } from '../http-errors.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import {
  type AccountRentalsRepository,
  createAccountRentalsRepository,
  type RentalFilter,
  type RentalRow,
} from './account-rentals.repository.js';
import { isPrivileged, rentalTitle, toRentalView, type Viewer } from './account-rentals.views.js';
import { dublinDay, secondsToDublinMidnight } from './dublin-day.js';

export interface RentalsReadsDeps {
  db: Db;
  repo: AccountRentalsRepository;
  now: () => Date;
  config: { contactRevealsPerDay: number };
  blacklist: Pick<BlacklistService, 'warningFor'>;
  notifications: Pick<NotificationsService, 'notify'>;
}

/** What a viewer may read of the rentals: the list, a rental, its contact (limited per day). */
export function rentalsReads(deps: RentalsReadsDeps) {
  const { db, repo, now } = deps;

  const cutoff = () => new Date(now().getTime() - RENTAL_LIMITS.hiddenAfterMs);

  /** Spec: non-admins see approved rentals (not those inactive for 24 h) and all of their own. */
  function maySee(r: RentalRow, viewer: Viewer | null): boolean {
    if (isPrivileged(r, viewer)) return true;
    // Issue 34: an expired rental is its owner's (and admins') only.
    return (
      r.approvalStatus === 'approved' && r.expiredAt === null && (r.status === 'active' || r.statusUpdatedAt > cutoff())
    );
  }

  async function mustSee(id: number, viewer: Viewer | null): Promise<RentalRow> {
    const row = await repo.get(id);
    if (!row || !maySee(row, viewer)) throw notFound(msg.notFound);
    return row;
  }

  async function page(
    filter: RentalFilter,
    p: { cursor?: number; limit: number; sort?: RentalSort },
    viewer: Viewer | null,
  ): Promise<RentalPage> {
    const rows = await repo.list(filter, { before: p.cursor, limit: p.limit + 1, sort: p.sort });
    const items = rows.slice(0, p.limit);
    return {
      items: items.map((r) => toRentalView(r, viewer)),
      nextCursor: rows.length > p.limit ? items.at(-1)!.id : null,
    };
  }

  const DAY_MS = 86_400_000;
  /** Issue 33: the renter's checklist, valid RENTER_CHECKLIST_DAYS after it was ticked. */
  async function checklist(userId: number, r: AccountRentalsRepository = repo): Promise<RentalChecklist> {
    const at = await r.checklistAcceptedAt(userId);
    if (!at) return { acceptedAt: null, validUntil: null, valid: false };
    const until = new Date(at.getTime() + RENTER_CHECKLIST_DAYS * DAY_MS);
    return { acceptedAt: at.toISOString(), validUntil: until.toISOString(), valid: until > now() };
  }

  return {
    maySee,
    mustSee,
    page,
    checklist: (viewer: Viewer) => checklist(viewer.id),

    /** The member ticks every item (the body's schema refuses a missing one); renewed from now. */
    async acceptChecklist(viewer: Viewer) {
      await repo.acceptChecklist(viewer.id, now());
      return { message: msg.checklistAccepted, ...(await checklist(viewer.id)) };
    },

    list(viewer: Viewer | null, q: RentalListQuery) {
      const filter: RentalFilter = {
        visible: { cutoff: cutoff(), ownerId: viewer?.id, allApprovals: !!viewer?.isAdmin },
        appName: q.appName,
        accountType: q.accountType,
        region: q.region || undefined,
        minPrice: q.minPrice,
        maxPrice: q.maxPrice,
        words: searchWords(q.q),
        notBlockedBy: viewer && !viewer.isAdmin ? viewer.id : undefined,
      };
      return page(filter, q, viewer);
    },

    /** Issue 33: a member's approved, active rentals for their profile, newest first. */
    byOwner: (ownerId: number, viewer: Viewer, p: { cursor?: number; limit: number }) =>
      page({ activeOf: ownerId, notBlockedBy: viewer.isAdmin ? undefined : viewer.id }, p, viewer),

    get: async (id: number, viewer: Viewer | null) => toRentalView(await mustSee(id, viewer), viewer),

    /**
     * Spec section 6: login, then an active subscription, admin, super admin or ownership. Demo
     * listings have no contact. Every reveal by another member is recorded; each member reveals at
     * most CONTACT_REVEALS_PER_DAY different listings a day (a listing already revealed today is free).
     * The owner is told in the reveal's transaction (issue 29), once per member and listing whatever
     * the day (a member coming back is no news), never who it was; an admin's reveal is moderation.
     */
    async contact(id: number, viewer: Viewer | null) {
      if (!viewer) throw unauthorized(msg.contactLogin);
      const row = await mustSee(id, viewer);
      if (row.isFake) throw notFound(msg.notFound);
      const isOwner = row.ownerId === viewer.id;
      if (!isOwner && !hasMemberAccess(viewer)) throw forbidden(msg.contactMembership);
      if (isOwner) return { whatsapp: row.whatsapp, revealCount: await repo.revealCount(id) };
      // Issue 33: the renter's checklist first, ticked within the year (admins moderate: exempt).
      if (!viewer.isAdmin && !viewer.isSuperAdmin && !(await checklist(viewer.id)).valid)
        throw forbidden(msg.checklistRequired);

      const max = deps.config.contactRevealsPerDay;
      const day = dublinDay(now());
      await db.transaction(async (tx) => {
        const r = createAccountRentalsRepository(tx);
        if (!(await r.recordReveal(id, viewer.id, day))) return;
        // Admins moderate: their reveals are recorded but not limited.
        if (viewer.isAdmin || viewer.isSuperAdmin) return;
        // Over the limit: roll the reveal back too.
        if (!(max >= 1 && (await r.bumpRevealCount(viewer.id, day, max))))
          throw tooManyRequests(msg.contactLimit(max), secondsToDublinMidnight(now()));
        if (row.ownerId !== null)
          await deps.notifications.notify(tx, row.ownerId, 'rental-contact-revealed', {
            data: { title: rentalTitle(row) },
            targetId: row.id,
            dedupeKey: `reveal:${row.id}:${viewer.id}`,
          });
      });
      // Decision 022: the number or the owner's own contacts named in an approved community alert.
      const alert = await deps.blacklist.warningFor({ texts: [row.whatsapp], userIds: [row.ownerId] });
      const shown = viewer.isAdmin
        ? { whatsapp: row.whatsapp, revealCount: await repo.revealCount(id) }
        : { whatsapp: row.whatsapp };
      return alert ? { ...shown, alert } : shown;
    },

    /** For the temperature suggestion: the last `days` of real listings. */
    weekFigures: (days: number) => repo.weekFigures(new Date(now().getTime() - days * 86_400_000)),
  };
}
