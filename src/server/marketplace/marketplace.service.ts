import { LISTING_EXPIRY_NOTICE_DAYS, LISTING_LIFETIME_DAYS } from '../../contract/marketplace-labels.js';
import type { AuditService } from '../audit/audit.service.js';
import type { BikesService } from '../bikes/bikes.service.js';
import type { BlacklistService } from '../blacklist/blacklist.service.js';
import type { BlocksService } from '../blocks/blocks.service.js';
import type { Db } from '../db/client.js';
import type { FavouritesService } from '../favourites/favourites.service.js';
import type { FollowsService } from '../follows/follows.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { SavedSearchesService } from '../saved-searches/saved-searches.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { marketplaceStolen, type QueueStolenListing } from './marketplace.by-bikes.js';
import { marketplaceByReports } from './marketplace.by-reports.js';
import { marketplaceModeration } from './marketplace.moderation.js';
import { marketplaceReads } from './marketplace.reads.js';
import { createMarketplaceRepository } from './marketplace.repository.js';
import { expiresAt } from './marketplace.views.js';
import { marketplaceWrites } from './marketplace.writes.js';

export type { PageInput } from './marketplace.reads.js';

const DAY_MS = 86_400_000;
const EXPIRY_BATCH = 200;

export interface MarketplaceDeps {
  db: Db;
  uploads: UploadsService;
  audit: AuditService;
  /** Community alerts: the warning beside a WhatsApp the viewer may see (decision 022). */
  blacklist: Pick<BlacklistService, 'warningFor'>;
  /** Issue 29: the owner hears of a moderation decision, in that decision's transaction. */
  notifications: Pick<NotificationsService, 'notify'>;
  /** Issue 34: a lower price made public notifies the members who saved the listing, in that write. */
  favourites: Pick<FavouritesService, 'priceChanged'>;
  /** Issue 32: a bikes listing's serial is checked against the stolen register, and stored in its normal form. */
  bikes: Pick<BikesService, 'normaliseSerial' | 'stolenBySerial' | 'notifyListingMatch'>;
  /** Issue 32: a listing refused for a stolen serial joins the administrators' queue (reports), on its transaction. */
  queueStolenListing: QueueStolenListing;
  savedSearches: Pick<SavedSearchesService, 'listingApproved' | 'wake'>;
  /** Issue 34: an approval that publishes a listing tells its seller's followers, in that transaction. */
  follows: Pick<FollowsService, 'listingPublished'>;
  /** Issue 38: whether a member blocked anyone (a member who did not may read a kept search). */
  blocks: Pick<BlocksService, 'blocksAnyone'>;
}

/**
 * The marketplace, one service of parts by responsibility over one repository: what anyone may read
 * (marketplace.reads.ts), a member's own writes (marketplace.writes.ts), the admins' moderation
 * (marketplace.moderation.ts) and what the reports domain asks (marketplace.by-reports.ts).
 */
export function createMarketplaceService(deps: MarketplaceDeps) {
  const { db, uploads, audit, notifications, favourites, follows, bikes, queueStolenListing } = deps;
  const repo = createMarketplaceRepository(db);

  /** Deletes the objects behind `paths` that no item shows any more (also after a user's removal). */
  async function dropImages(paths: string[]) {
    if (!paths.length) return;
    const still = await repo.referenced(paths);
    await uploads.remove(paths.filter((p) => !still.has(p)));
  }

  const { mustSee, forgetSearches, ...reads } = marketplaceReads(repo, deps.blacklist, deps.blocks);
  /** Issue 38: every write of the service forgets the visitors' kept searches once it is done. */
  function forgetting<T extends Record<string, unknown>>(part: T): T {
    const out: Record<string, unknown> = {};
    for (const [name, fn] of Object.entries(part))
      out[name] =
        typeof fn === 'function'
          ? async (...args: unknown[]) => {
              try {
                return await fn(...args);
              } finally {
                forgetSearches();
              }
            }
          : fn;
    return out as T;
  }
  /**
   * Issue 34 (decision 045), the expiry job's round: owners of listings 3 days from the end are
   * told once (claimed in the notice's transaction), then listings past their 60 days expire.
   */
  async function expireListings(now = new Date()): Promise<number> {
    const end = new Date(now.getTime() - LISTING_LIFETIME_DAYS * DAY_MS);
    const soon = new Date(end.getTime() + LISTING_EXPIRY_NOTICE_DAYS * DAY_MS);
    let made = 0;
    for (;;) {
      const told = await db.transaction(async (tx) => {
        const rows = await createMarketplaceRepository(tx).claimExpiring(end, soon, EXPIRY_BATCH);
        for (const r of rows)
          if (r.sellerId !== null)
            await notifications.notify(tx, r.sellerId, 'item-expiring', {
              data: { title: r.title, until: expiresAt(new Date(r.renewedAt)).toISOString() },
              // The notice's own 'Renovar' renews this listing; its link opens it (the owner sees it expired too).
              targetId: r.id,
            });
        return rows.length;
      });
      made += told;
      if (told < EXPIRY_BATCH) break;
    }
    const expired = await repo.expire(end);
    if (expired) forgetSearches();
    return made + expired;
  }

  return {
    expireListings,
    ...forgetting(marketplaceByReports(repo)),
    ...reads,
    dropImages,
    // Issue 32: a bike reported stolen after its listing was published (decision 049).
    ...forgetting(marketplaceStolen({ audit, bikes, queueStolenListing })),
    ...forgetting(
      marketplaceWrites({
        db,
        uploads,
        audit,
        favourites,
        repo,
        mustSee,
        dropImages,
        bikes,
        queueStolenListing,
      }),
    ),
    ...forgetting(
      marketplaceModeration({
        db,
        audit,
        notifications,
        favourites,
        savedSearches: deps.savedSearches,
        follows,
        repo,
        dropImages,
      }),
    ),
  };
}
export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
