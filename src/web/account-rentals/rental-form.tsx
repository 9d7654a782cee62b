import { useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import {
  adminCreateRentalSchema,
  createRentalSchema,
  rentalMessages as msg,
  type Rental,
  type RentalSaved,
  type UpdateRentalData,
  updateRentalSchema,
} from '../../contract/account-rentals.js';
import { t } from '../../contract/i18n.js';
import { PENDING_EDIT_LABEL } from '../../contract/moderation-labels.js';
import { errorMessage } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { formResolver } from '../lib/form.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/toast.js';
import { useAdminCreateRental } from './api/admin-rentals.js';
import { useCreateRental, useUpdateRental } from './api/save-rental.js';
import { RentalAdminFields, type RentalFormAdmin } from './rental-admin-fields.js';
import { RentalAttestation } from './rental-attestation.js';
import { type RentalFormValues, rentalFormDefaults } from './rental-form-values.js';
import { RentalGuideLinks } from './rental-guide-links.js';
import { RentalListingFields } from './rental-listing-fields.js';

export type { RentalFormAdmin } from './rental-admin-fields.js';

interface RentalFormProps {
  onDone: () => void;
  admin?: RentalFormAdmin;
  rental?: Rental;
}

/**
 * Spec section 5: the rental create form (page and /account-rental/create). With `admin`, the admin
 * variant: on behalf of an owner, with the approval status chosen, no attestation (the owner's).
 * With `rental`, the edit of that listing (the attestation was given when it was created).
 */
export function RentalForm(props: RentalFormProps) {
  const create = useCreateRental();
  const adminCreate = useAdminCreateRental();
  const update = useUpdateRental();
  const pending = create.isPending || adminCreate.isPending || update.isPending;
  // Each variant validates with its own schema and sends that schema's output to its own endpoint.
  const { rental, admin } = props;
  if (rental)
    return (
      <RentalFormBody
        {...props}
        pending={pending}
        resolver={formResolver(updateRentalSchema)}
        save={(input: UpdateRentalData) => update.mutateAsync({ id: rental.id, input })}
      />
    );
  if (admin)
    return (
      <RentalFormBody
        {...props}
        pending={pending}
        resolver={formResolver(adminCreateRentalSchema)}
        save={adminCreate.mutateAsync}
      />
    );
  return (
    <RentalFormBody
      {...props}
      pending={pending}
      resolver={formResolver(createRentalSchema)}
      save={create.mutateAsync}
    />
  );
}

function RentalFormBody<Output>({
  onDone,
  admin,
  rental,
  pending,
  resolver,
  save,
}: RentalFormProps & {
  pending: boolean;
  resolver: Resolver<RentalFormValues, unknown, Output>;
  save: (input: Output) => Promise<RentalSaved>;
}) {
  const { user } = useUser();
  const form = useForm<RentalFormValues, unknown, Output>({
    resolver,
    defaultValues: rentalFormDefaults({ rental, admin: !!admin, whatsapp: user?.whatsapp ?? user?.phone ?? '' }),
  });
  const [resetKey, setResetKey] = useState(0);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await save(values);
      toast({ title: saved.message, variant: 'success' });
      form.reset();
      setResetKey((k) => k + 1);
      onDone();
    } catch (err) {
      toast({
        title: t('Erro'),
        description: errorMessage(err, rental ? msg.updateFailed : msg.createFailed),
        variant: 'destructive',
      });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
      aria-label={rental ? t('Editar anúncio de aluguel') : t('Anunciar conta para aluguel')}
    >
      {rental?.pendingEdit && (
        <p
          className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="pending-edit-notice"
        >
          <strong>{PENDING_EDIT_LABEL}.</strong>{' '}
          {t(
            'O formulário mostra a alteração enviada; o anúncio continua publicado como estava até um administrador revisar.',
          )}
        </p>
      )}
      {admin && <RentalAdminFields form={form} admin={admin} resetKey={resetKey} />}
      <RentalListingFields form={form} />
      {!admin && !rental && <RentalAttestation form={form} />}
      {!admin && <RentalGuideLinks />}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
        {pending ? t('Enviando...') : rental ? t('Salvar alterações') : t('Publicar anúncio')}
      </Button>
    </form>
  );
}
