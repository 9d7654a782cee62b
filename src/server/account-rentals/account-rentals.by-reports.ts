import type { AccountRentalsRepository, RentalRow } from './account-rentals.repository.js';
import type { Viewer } from './account-rentals.views.js';

/**
 * What the reports domain asks of rentals (issue 15, decision 021): a rental hidden by reports goes
 * back to review (approval 'pending'), out of the public list on the same indexes; its owner sees it
 * as under review.
 */
export function rentalsByReports(
  repo: AccountRentalsRepository,
  maySee: (r: RentalRow, viewer: Viewer | null) => boolean,
) {
  return {
    async reportTarget(id: number, viewer: Viewer) {
      const row = await repo.get(id);
      if (!row || !maySee(row, viewer) || row.isFake) return null;
      return {
        ownerId: row.ownerId,
        summary: `${row.appName} · ${row.accountType} · ${row.region}\n${row.description ?? ''}`.trim(),
      };
    },
    setHiddenByReports: async (id: number) => (await repo.setApproval(id, 'pending', { only: 'approved' })) !== null,
    restoreFromReports: async (id: number) => (await repo.setApproval(id, 'approved', { only: 'pending' })) !== null,
  };
}
