import Plus from 'lucide-react/icons/plus';
import { useState } from 'react';
import { t } from '../../../contract/i18n.js';
import { RentalForm } from '../../account-rentals/rental-form.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { MemberPicker } from '../shared/member-picker.js';

/** Spec section 5, admin variant: a rental created on behalf of an owner, approval status chosen. */
export function AdminCreateRental() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} className="w-full sm:w-auto">
        <Plus className="h-4 w-4" aria-hidden="true" /> {t('Criar anúncio para um membro')}
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={t('Criar anúncio de aluguel')}
        description={t('Em nome de um membro: escolha o dono e o status de aprovação.')}
        className="sm:max-w-3xl"
      >
        <RentalForm
          onDone={() => setOpen(false)}
          admin={{
            renderOwnerPicker: (p) => (
              <MemberPicker id={p.id} picked={p.picked} onPick={p.onPick} invalid={p.invalid} resetKey={p.resetKey} />
            ),
          }}
        />
      </Dialog>
    </>
  );
}
