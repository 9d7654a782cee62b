import { LISTING_LIFETIME_DAYS, type MarketplaceItem } from '../../contract/marketplace.js';
import { hasMemberAccess } from '../../contract/membership.js';
import type { SessionUser } from '../users/session-user.js';
import type { ItemRow } from './marketplace.repository.js';

// Who sees what of an item, and how an item is written out: the rules every marketplace answer follows.

export type Viewer = SessionUser | null;

/** Spec: the seller's WhatsApp is for active subscribers, admins and the owner only. */
export function maySeeWhatsapp(row: { sellerId: number | null }, viewer: Viewer): boolean {
  return !!viewer && (hasMemberAccess(viewer) || viewer.id === row.sellerId);
}

/** Spec: non-admins see only approved, active items; the owner still sees their own. */
export function maySee(
  row: { sellerId: number | null; approvalStatus: string; status: string },
  viewer: Viewer,
): boolean {
  if (row.approvalStatus === 'approved' && row.status === 'active') return true;
  return !!viewer && (viewer.isAdmin || viewer.id === row.sellerId);
}

/** The owner and admins: the waiting edit and the frame serial are theirs only. */
const mayManage = (r: { sellerId: number | null }, viewer: Viewer) =>
  !!viewer && (viewer.isAdmin || viewer.id === r.sellerId);
/** Issue 34: when a listing renewed at `renewedAt` leaves the public lists. */
export const expiresAt = (renewedAt: Date) => new Date(renewedAt.getTime() + LISTING_LIFETIME_DAYS * DAY_MS);
const DAY_MS = 86_400_000;

export function toItemView(r: ItemRow, viewer: Viewer): MarketplaceItem {
  // Legacy rows carry a single imageUrl instead of the list.
  const imageUrls = r.imageUrls.length ? r.imageUrls : r.imageUrl ? [r.imageUrl] : [];
  return {
    id: r.id,
    listingNumber: r.listingNumber,
    title: r.title,
    description: r.description,
    price: r.price,
    type: r.type,
    category: r.category,
    imageUrls,
    coverImageIndex: r.coverImageIndex < imageUrls.length ? r.coverImageIndex : 0,
    whatsapp: maySeeWhatsapp(r, viewer) ? r.whatsapp : null,
    // Issue 32: the serial is the owner's and the admins'; everyone sees only that there is one (the badge).
    frameSerial: mayManage(r, viewer) ? r.frameSerial : null,
    hasSerial: r.frameSerial !== null,
    bikeClass: r.bikeClass,
    sellerId: r.sellerId,
    seller:
      r.sellerId !== null && r.sellerMemberNumber !== null
        ? { id: r.sellerId, displayName: r.sellerDisplayName, memberNumber: r.sellerMemberNumber }
        : null,
    status: r.status,
    approvalStatus: r.approvalStatus,
    pendingEdit: r.pendingEdit && mayManage(r, viewer) ? r.pendingEdit : null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
    expiresAt: viewer && (viewer.isAdmin || viewer.id === r.sellerId) ? expiresAt(r.renewedAt).toISOString() : null,
  };
}
