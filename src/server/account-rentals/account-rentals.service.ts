import type { AuditService } from '../audit/audit.service.js';
import type { BlacklistService } from '../blacklist/blacklist.service.js';
import type { Db } from '../db/client.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import { rentalsByReports } from './account-rentals.by-reports.js';
import { rentalsModeration } from './account-rentals.moderation.js';
import { rentalsReads } from './account-rentals.reads.js';
import { createAccountRentalsRepository } from './account-rentals.repository.js';
import { rentalAudit, rentalsWrites } from './account-rentals.writes.js';

export interface AccountRentalsDeps {
  db: Db;
  audit: Pick<AuditService, 'record'>;
  config: { contactRevealsPerDay: number };
  blacklist: Pick<BlacklistService, 'warningFor'>;
  /** Issue 29: the owner hears of a moderation decision and of a contact revealed, in that write's transaction. */
  notifications: Pick<NotificationsService, 'notify'>;
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
  const { db, config, blacklist, notifications } = deps;
  const now = deps.now ?? (() => new Date(Date.now()));
  const repo = createAccountRentalsRepository(db);
  const audit = rentalAudit(deps.audit);

  const { maySee, mustSee, page, ...reads } = rentalsReads({ db, repo, now, config, blacklist, notifications });
  return {
    ...rentalsByReports(repo, maySee),
    ...reads,
    ...rentalsWrites({ db, repo, now, audit, mustSee }),
    ...rentalsModeration({ db, repo, now, audit, notifications, page }),
  };
}
export type AccountRentalsService = ReturnType<typeof createAccountRentalsService>;
