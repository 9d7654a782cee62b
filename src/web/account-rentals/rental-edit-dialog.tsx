import type { Rental } from '../../contract/account-rentals.js';
import { t } from '../../contract/i18n.js';
import { Dialog } from '../ui/dialog.js';
import { RentalForm } from './rental-form.js';

/** The owner's edit of a rental (fetched on the first tap on 'Editar', with the form and Radix's dialog). */
export function RentalEditDialog({
  rental,
  open,
  onOpenChange,
}: {
  rental: Rental;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('Editar anúncio de aluguel')}
      description={
        rental.approvalStatus === 'approved'
          ? t('O anúncio continua publicado como está até um administrador aprovar a alteração.')
          : undefined
      }
      className="sm:max-w-3xl"
    >
      <RentalForm rental={rental} onDone={() => onOpenChange(false)} />
    </Dialog>
  );
}
