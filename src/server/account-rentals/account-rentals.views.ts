import type { Rental, RentalStatus } from '../../contract/account-rentals.js';
import { ACCOUNT_TYPE_LABELS } from '../../contract/account-rentals-card.js';
import type { RentalAccountType } from '../../contract/account-rentals-labels.js';
import { LISTING_LIFETIME_DAYS } from '../../contract/marketplace-labels.js';
import type { SessionUser } from '../users/session-user.js';
import type { RentalRow } from './account-rentals.repository.js';

// Who sees what of a rental, and how a rental is written out: the rules every rentals answer follows.

/** The fields of request.user this domain reads. */
export type Viewer = Pick<SessionUser, 'id' | 'isAdmin' | 'isSuperAdmin' | 'subscriptionStatus' | 'subscriptionEnd'>;

export const isPrivileged = (row: { ownerId: number | null }, viewer: Viewer | null) =>
  !!viewer && (viewer.isAdmin || viewer.id === row.ownerId);

export function toRentalView(r: RentalRow, viewer: Viewer | null): Rental {
  const privileged = isPrivileged(r, viewer);
  return {
    id: r.id,
    appName: r.appName,
    accountType: r.accountType,
    region: r.region,
    weeklyPrice: r.weeklyPrice,
    rules: r.rules,
    conditions: r.conditions,
    description: r.description,
    // Spec: the number only through the gated contact call; admins and the owner see it in place.
    whatsapp: privileged ? r.whatsapp : null,
    instagramLink: privileged ? r.instagramLink : null,
    ownerId: r.ownerId,
    approvalStatus: privileged ? (r.approvalStatus as Rental['approvalStatus']) : null,
    pendingEdit: privileged ? r.pendingEdit : null,
    status: r.status as RentalStatus,
    statusUpdatedAt: r.statusUpdatedAt.toISOString(),
    expiresAt: privileged ? new Date(r.renewedAt.getTime() + LISTING_LIFETIME_DAYS * 86_400_000).toISOString() : null,
    expired: privileged ? r.expiredAt !== null : null,
    isFake: r.isFake,
    isOwner: !!viewer && viewer.id === r.ownerId,
    createdAt: r.createdAt.toISOString(),
    ownerName: r.ownerName,
    ownerLastName: r.ownerLastName,
    ownerMemberNumber: r.ownerMemberNumber,
    ownerIsAdmin: r.ownerIsAdmin,
    ownerSubscriptionStatus: r.ownerSubscriptionActive ? 'active' : 'inactive',
    ownerMemberSince: r.ownerMemberSince ? joinMonth(r.ownerMemberSince) : null,
    // Decision 047: 0 is 'no average shown' (fewer than REVIEWS_FOR_AVERAGE reviews).
    ownerRating: { count: r.ownerReviewCount, average: Number(r.ownerRating) > 0 ? Number(r.ownerRating) : null },
  };
}

const dublinMonth = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin', year: 'numeric', month: '2-digit' });
/**
 * '2026-11': the month a member joined, in Dublin; the day stays on the server. Issue 38: remembered
 * per instant (an owner's join date does not change, and formatting through Intl took ~5 µs a row,
 * a tenth of a rentals page's CPU); the memory is emptied past 20,000 dates.
 */
const months = new Map<number, string>();
export function joinMonth(d: Date): string {
  const at = d.getTime();
  let month = months.get(at);
  if (month === undefined) {
    if (months.size >= 20_000) months.clear();
    month = dublinMonth.format(d);
    months.set(at, month);
  }
  return month;
}

/** How a rental is named in its owner's notifications: 'Deliveroo · Bicicleta'. */
export function rentalTitle(r: { appName: string; accountType: string }): string {
  const type = ACCOUNT_TYPE_LABELS[r.accountType as RentalAccountType];
  return type ? `${r.appName} · ${type}` : r.appName;
}
