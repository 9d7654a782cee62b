import { LISTING_EXPIRY_NOTICE_DAYS, LISTING_LIFETIME_DAYS } from '../../contract/marketplace-labels.js';
import type { AuditService } from '../audit/audit.service.js';
import type { BlacklistService } from '../blacklist/blacklist.service.js';
import type { Db, DbOrTx } from '../db/client.js';
import type { FavouritesService } from '../favourites/favourites.service.js';
import type { FollowsService } from '../follows/follows.service.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { SavedSearchesService } from '../saved-searches/saved-searches.service.js';
import { rentalsByReports } from './account-rentals.by-reports.js';
import { rentalsModeration } from './account-rentals.moderation.js';
import { rentalsReads } from './account-rentals.reads.js';
import { createAccountRentalsRepository } from './account-rentals.repository.js';
import { rentalTitle } from './account-rentals.views.js';
import { rentalAudit, rentalsWrites } from './account-rentals.writes.js';

const DAY_MS = 86_400_000;
const EXPIRY_BATCH = 200;

export interface AccountRentalsDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  config: { contactRevealsPerDay: number };
  blacklist: Pick<BlacklistService, 'warningFor'>;
  /** Issue 29: the owner hears of a moderation decision and of a contact revealed, in that write's transaction. */
  notifications: Pick<NotificationsService, 'notify'>;
  /** Issue 34: a lower weekly price made public notifies the members who saved the rental. */
  favourites: Pick<FavouritesService, 'priceChanged'>;
  savedSearches: Pick<SavedSearchesService, 'listingApproved' | 'wake'>;
  /** Issue 34: an approval that publishes a rental tells its owner's followers, in that transaction. */
  follows: Pick<FollowsService, 'listingPublished'>;
  /** The clock: tests move it to check the 24-hour rule and the daily reveal limit. */
  now?: () => Date;
}

/**
 * Account rentals, one service of parts by responsibility over one repository: what a viewer may
 * read, contact included (account-rentals.reads.ts), an owner's writes (account-rentals.writes.ts),
 * the admins' moderation (account-rentals.moderation.ts) and what the reports domain asks
 * (account-rentals.by-reports.ts).
 */
export function createAccountRentalsService(deps: AccountRentalsDeps) {
  const { db, config, blacklist, notifications, favourites, follows } = deps;
  const now = deps.now ?? (() => new Date(Date.now()));
  const repo = createAccountRentalsRepository(db);
  const audit = rentalAudit(deps.audit);

  const { maySee, mustSee, page, ...reads } = rentalsReads({ db, repo, now, config, blacklist, notifications });

  /**
   * Issue 34 (decision 045), the expiry job's round: owners of rentals 3 days from the end are told
   * once (claimed in the notice's transaction), then rentals past their 60 days expire.
   */
  async function expireListings(at = now()): Promise<number> {
    const end = new Date(at.getTime() - LISTING_LIFETIME_DAYS * DAY_MS);
    const soon = new Date(end.getTime() + LISTING_EXPIRY_NOTICE_DAYS * DAY_MS);
    let made = 0;
    for (;;) {
      const told = await db.transaction(async (tx) => {
        const rows = await createAccountRentalsRepository(tx).claimExpiring(end, soon, EXPIRY_BATCH);
        for (const r of rows) {
          if (r.ownerId === null) continue;
          const until = new Date(new Date(r.renewedAt).getTime() + LISTING_LIFETIME_DAYS * DAY_MS);
          await notifications.notify(tx, r.ownerId, 'rental-expiring', {
            data: { title: rentalTitle(r), until: until.toISOString() },
            targetId: r.id,
          });
        }
        return rows.length;
      });
      made += told;
      if (told < EXPIRY_BATCH) break;
    }
    return made + (await repo.expire(end));
  }

  return {
    expireListings,
    ...rentalsByReports(repo, maySee),
    ...reads,
    ...rentalsWrites({ db, repo, now, audit, mustSee, favourites }),
    ...rentalsModeration({
      db,
      repo,
      now,
      audit,
      notifications,
      favourites,
      savedSearches: deps.savedSearches,
      follows,
      page,
    }),
    /**
     * Issue 33 (decision 047): reviews about these owners were published or hidden; their rentals'
     * copy of the rating follows, on the reviews' transaction.
     */
    ownerRatingsChanged: (tx: DbOrTx, ownerIds: number[]) =>
      createAccountRentalsRepository(tx).refreshOwnerRatings([...new Set(ownerIds)]),
  };
}
export type AccountRentalsService = ReturnType<typeof createAccountRentalsService>;
