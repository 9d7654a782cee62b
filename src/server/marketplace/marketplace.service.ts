import type { AuditService } from '../audit/audit.service.js';
import type { BlacklistService } from '../blacklist/blacklist.service.js';
import type { Db } from '../db/client.js';
import type { NotificationsService } from '../notifications/notifications.service.js';
import type { UploadsService } from '../uploads/uploads.service.js';
import { marketplaceByReports } from './marketplace.by-reports.js';
import { marketplaceModeration } from './marketplace.moderation.js';
import { marketplaceReads } from './marketplace.reads.js';
import { createMarketplaceRepository } from './marketplace.repository.js';
import { marketplaceWrites } from './marketplace.writes.js';

export type { PageInput } from './marketplace.reads.js';

export interface MarketplaceDeps {
  db: Db;
  uploads: UploadsService;
  audit: AuditService;
  /** Community alerts: the warning beside a WhatsApp the viewer may see (decision 022). */
  blacklist: Pick<BlacklistService, 'warningFor'>;
  /** Issue 29: the owner hears of a moderation decision, in that decision's transaction. */
  notifications: Pick<NotificationsService, 'notify'>;
}

/**
 * The marketplace, one service of parts by responsibility over one repository: what anyone may read
 * (marketplace.reads.ts), a member's own writes (marketplace.writes.ts), the admins' moderation
 * (marketplace.moderation.ts) and what the reports domain asks (marketplace.by-reports.ts).
 */
export function createMarketplaceService(deps: MarketplaceDeps) {
  const { db, uploads, audit, notifications } = deps;
  const repo = createMarketplaceRepository(db);

  /** Deletes the objects behind `paths` that no item shows any more (also after a user's removal). */
  async function dropImages(paths: string[]) {
    if (!paths.length) return;
    const still = await repo.referenced(paths);
    await uploads.remove(paths.filter((p) => !still.has(p)));
  }

  const { mustSee, forgetSearches, ...reads } = marketplaceReads(repo, deps.blacklist);
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
  return {
    ...forgetting(marketplaceByReports(repo)),
    ...reads,
    dropImages,
    ...forgetting(marketplaceWrites({ db, uploads, audit, repo, mustSee, dropImages })),
    ...forgetting(marketplaceModeration({ db, audit, notifications, repo, dropImages })),
  };
}
export type MarketplaceService = ReturnType<typeof createMarketplaceService>;
