import { RENTAL_GONE } from '../../contract/account-rentals-labels.js';
import { useRental } from './api/get-rental.js';
import { RentalDetailDialog } from './rental-detail-dialog.js';

/**
 * /account-rental?aluguel=<id> (a notification's link, issue 29): that rental's detail dialog, the
 * owner's own pending or rejected one included. A rental no longer there says so in place.
 * Loaded by the page only when the address names a rental.
 */
export default function LinkedRental({ id, onClose }: { id: number; onClose: () => void }) {
  const q = useRental(id);
  if (q.isError)
    return (
      <p role="status" className="rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
        {RENTAL_GONE}
      </p>
    );
  if (!q.data) return null;
  return <RentalDetailDialog rental={q.data} open onOpenChange={(open) => !open && onClose()} />;
}
