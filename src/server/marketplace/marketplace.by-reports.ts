import type { MarketplaceRepository } from './marketplace.repository.js';
import { maySee, type Viewer } from './marketplace.views.js';

/**
 * What the reports domain asks of listings (issue 15, decision 021). A listing hidden by reports goes
 * back to review (approval 'pending'): out of every public list, page and counter at once, on the
 * same indexes, and its owner sees it as under review.
 */
export function marketplaceByReports(repo: MarketplaceRepository) {
  return {
    /** The listing as the reporter sees it: its author and the text reported; null when they cannot see it. */
    async reportTarget(id: number, viewer: Viewer) {
      const row = await repo.get(id);
      if (!row || !maySee(row, viewer)) return null;
      return { ownerId: row.sellerId, summary: `${row.listingNumber} · ${row.title}\n${row.description}` };
    },
    setHiddenByReports: (id: number) => repo.setApproval(id, 'pending', { only: 'approved' }),
    restoreFromReports: (id: number) => repo.setApproval(id, 'approved', { only: 'pending' }),
  };
}
