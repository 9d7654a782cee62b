import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { RENTAL_APPROVALS } from '../../contract/account-rentals.js';
import { t } from '../../contract/i18n.js';
import { Field } from '../ui/input.js';
import { textareaClass } from '../ui/textarea.js';
import type { RentalFormApi } from './rental-form-values.js';

const APPROVAL_LABELS: Record<(typeof RENTAL_APPROVALS)[number], string> = {
  pending: t('Pendente'),
  approved: t('Aprovado'),
  rejected: t('Rejeitado'),
};

/** The admin variant (spec section 5): an owner chosen by the admin and the approval status. */
export interface RentalFormAdmin {
  renderOwnerPicker: (p: {
    id: string;
    picked: number | null;
    onPick: (id: number | null) => void;
    invalid: boolean;
    resetKey: number;
  }) => ReactNode;
}

/** The admin variant's fields: the owner (the admin panel's picker) and the approval status. */
export function RentalAdminFields({
  form,
  admin,
  resetKey,
}: {
  form: RentalFormApi;
  admin: RentalFormAdmin;
  resetKey: number;
}) {
  const { errors } = form.formState;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field id="ownerId" label={t('Dono do anúncio *')} error={errors.ownerId?.message}>
        <Controller
          control={form.control}
          name="ownerId"
          render={({ field }) => (
            <>
              {admin.renderOwnerPicker({
                id: 'ownerId',
                picked: field.value,
                onPick: field.onChange,
                invalid: !!errors.ownerId,
                resetKey,
              })}
            </>
          )}
        />
      </Field>
      <Field id="approvalStatus" label={t('Status de aprovação *')} error={errors.approvalStatus?.message}>
        <select id="approvalStatus" className={`${textareaClass} h-11 py-0`} {...form.register('approvalStatus')}>
          {RENTAL_APPROVALS.map((a) => (
            <option key={a} value={a}>
              {APPROVAL_LABELS[a]}
            </option>
          ))}
        </select>
      </Field>
    </div>
  );
}
