import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import {
  ACCOUNT_TYPE_LABELS,
  ATTESTATION_TEXT,
  adminCreateRentalSchema,
  createRentalSchema,
  DEFAULT_REGION,
  rentalMessages as msg,
  RENTAL_ACCOUNT_TYPES,
  RENTAL_APPROVALS,
  RENTAL_APPS,
  RENTAL_LIMITS,
  type Rental,
  updateRentalSchema,
} from '../../contract/account-rentals.js';
import { PENDING_EDIT_LABEL } from '../../contract/moderation-labels.js';
import { errorMessage } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { Button } from '../ui/button.js';
import { Checkbox } from '../ui/checkbox.js';
import { Field, Input } from '../ui/input.js';
import { Textarea, textareaClass } from '../ui/textarea.js';
import { toast } from '../ui/toast.js';
import { useAdminCreateRental } from './api/admin-rentals.js';
import { useCreateRental, useUpdateRental } from './api/save-rental.js';

interface FormValues {
  appName: string;
  accountType: string;
  region: string;
  weeklyPrice: string;
  rules: string;
  conditions: string;
  description: string;
  whatsapp: string;
  instagramLink: string;
  attestation: boolean;
  /** Admin variant only. */
  ownerId: number | null;
  approvalStatus: string;
}

const APPROVAL_LABELS: Record<(typeof RENTAL_APPROVALS)[number], string> = {
  pending: 'Pendente',
  approved: 'Aprovado',
  rejected: 'Rejeitado',
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

const select = `${textareaClass} h-11 py-0`;

// The apps' published rules for substitutes (external pages, not in-app routes).
const SUBSTITUTION_RULES = [
  { name: 'Deliveroo', href: 'https://riders.deliveroo.ie/en/support/substitution' },
  { name: 'Uber Eats', href: 'https://www.uber.com/ie/en/deliver/' },
  { name: 'Just Eat', href: 'https://couriers.just-eat.ie/' },
];

/** An edited rental's form starts from what the owner last sent: the waiting edit over the published version. */
function editValues(rental: Rental): Partial<FormValues> {
  const shown = { ...rental, ...rental.pendingEdit };
  return {
    appName: shown.appName,
    accountType: shown.accountType,
    region: shown.region,
    weeklyPrice: String(Number(shown.weeklyPrice)),
    rules: shown.rules ?? '',
    conditions: shown.conditions ?? '',
    description: shown.description ?? '',
    whatsapp: shown.whatsapp ?? '',
    instagramLink: shown.instagramLink ?? '',
  };
}

/**
 * Spec section 5: the rental create form (page and /account-rental/create). With `admin`, the admin
 * variant: on behalf of an owner, with the approval status chosen, no attestation (the owner's).
 * With `rental`, the edit of that listing (the attestation was given when it was created).
 */
export function RentalForm({
  onDone,
  admin,
  rental,
}: {
  onDone: () => void;
  admin?: RentalFormAdmin;
  rental?: Rental;
}) {
  const { user } = useUser();
  const create = useCreateRental();
  const adminCreate = useAdminCreateRental();
  const update = useUpdateRental();
  const pending = create.isPending || adminCreate.isPending || update.isPending;
  const form = useForm<FormValues>({
    resolver: zodResolver(
      rental ? updateRentalSchema : admin ? adminCreateRentalSchema : createRentalSchema,
    ) as unknown as Resolver<FormValues>,
    defaultValues: {
      appName: '',
      accountType: '',
      region: DEFAULT_REGION,
      weeklyPrice: '',
      rules: '',
      conditions: '',
      description: '',
      whatsapp: admin ? '' : (user?.whatsapp ?? user?.phone ?? ''),
      instagramLink: '',
      attestation: false,
      ownerId: null,
      approvalStatus: 'approved',
      ...(rental && editValues(rental)),
    },
  });
  const { errors } = form.formState;
  const [resetKey, setResetKey] = useState(0);

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = rental
        ? await update.mutateAsync({
            id: rental.id,
            input: values as unknown as Parameters<typeof update.mutateAsync>[0]['input'],
          })
        : admin
          ? await adminCreate.mutateAsync(values as unknown as Parameters<typeof adminCreate.mutateAsync>[0])
          : await create.mutateAsync(values as unknown as Parameters<typeof create.mutateAsync>[0]);
      toast({ title: saved.message, variant: 'success' });
      form.reset();
      setResetKey((k) => k + 1);
      onDone();
    } catch (err) {
      toast({
        title: 'Erro',
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
      aria-label={rental ? 'Editar anúncio de aluguel' : 'Anunciar conta para aluguel'}
    >
      {rental?.pendingEdit && (
        <p
          className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
          data-testid="pending-edit-notice"
        >
          <strong>{PENDING_EDIT_LABEL}.</strong> O formulário mostra a alteração enviada; o anúncio continua publicado
          como estava até um administrador revisar.
        </p>
      )}
      {admin && (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="ownerId" label="Dono do anúncio *" error={errors.ownerId?.message}>
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
          <Field id="approvalStatus" label="Status de aprovação *" error={errors.approvalStatus?.message}>
            <select id="approvalStatus" className={select} {...form.register('approvalStatus')}>
              {RENTAL_APPROVALS.map((a) => (
                <option key={a} value={a}>
                  {APPROVAL_LABELS[a]}
                </option>
              ))}
            </select>
          </Field>
        </div>
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="appName" label="Aplicativo *" error={errors.appName?.message}>
          <select id="appName" className={select} aria-invalid={!!errors.appName} {...form.register('appName')}>
            <option value="">Selecione</option>
            {RENTAL_APPS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        </Field>
        <Field id="accountType" label="Tipo de conta *" error={errors.accountType?.message}>
          <select
            id="accountType"
            className={select}
            aria-invalid={!!errors.accountType}
            {...form.register('accountType')}
          >
            <option value="">Selecione</option>
            {RENTAL_ACCOUNT_TYPES.map((t) => (
              <option key={t} value={t}>
                {ACCOUNT_TYPE_LABELS[t]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="weeklyPrice" label="Preço por semana (€) *" error={errors.weeklyPrice?.message}>
          <Input
            id="weeklyPrice"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0"
            placeholder="0"
            aria-invalid={!!errors.weeklyPrice}
            {...form.register('weeklyPrice')}
          />
        </Field>
        <Field id="region" label="Região *" error={errors.region?.message}>
          <Input
            id="region"
            maxLength={RENTAL_LIMITS.region}
            aria-invalid={!!errors.region}
            {...form.register('region')}
          />
        </Field>
        <Field id="whatsapp" label="WhatsApp (contato) *" error={errors.whatsapp?.message}>
          <Input
            id="whatsapp"
            type="tel"
            inputMode="tel"
            maxLength={RENTAL_LIMITS.whatsappMax}
            placeholder="+353 83 123 4567"
            aria-invalid={!!errors.whatsapp}
            {...form.register('whatsapp')}
          />
        </Field>
        <Field
          id="instagramLink"
          label="Link do Instagram"
          error={errors.instagramLink?.message}
          hint="Usado pela administração para verificar sua identidade antes de aprovar o anúncio."
        >
          <Input
            id="instagramLink"
            type="url"
            inputMode="url"
            placeholder="https://instagram.com/seu.perfil"
            aria-invalid={!!errors.instagramLink}
            {...form.register('instagramLink')}
          />
        </Field>
      </div>
      <Field id="description" label="Descrição">
        <Textarea
          id="description"
          rows={3}
          maxLength={RENTAL_LIMITS.text}
          placeholder="Avaliação da conta, região de trabalho, horários..."
          {...form.register('description')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="rules" label="Regras">
          <Textarea id="rules" rows={3} maxLength={RENTAL_LIMITS.text} {...form.register('rules')} />
        </Field>
        <Field id="conditions" label="Condições">
          <Textarea id="conditions" rows={3} maxLength={RENTAL_LIMITS.text} {...form.register('conditions')} />
        </Field>
      </div>
      {!admin && !rental && (
        <div className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900">
          <p>
            Os aplicativos permitem substitutos apenas com direito de trabalhar na Irlanda e, em alguns, registrados na
            conta. Leia as regras de substituição:{' '}
            {SUBSTITUTION_RULES.map((r, i) => (
              <span key={r.name}>
                {i > 0 && ', '}
                <a href={r.href} target="_blank" rel="noopener noreferrer" className="font-semibold underline">
                  {r.name}
                </a>
              </span>
            ))}
            .
          </p>
          <div className="mt-3 flex items-start gap-2">
            <Controller
              control={form.control}
              name="attestation"
              render={({ field }) => (
                <Checkbox
                  id="attestation"
                  className="mt-0.5"
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  aria-invalid={!!errors.attestation}
                />
              )}
            />
            <label htmlFor="attestation" className="font-medium">
              {ATTESTATION_TEXT}
            </label>
          </div>
          {errors.attestation && (
            <p role="alert" className="mt-1 text-sm text-red-600">
              {errors.attestation.message}
            </p>
          )}
        </div>
      )}
      <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={pending}>
        {pending ? 'Enviando...' : rental ? 'Salvar alterações' : 'Publicar anúncio'}
      </Button>
    </form>
  );
}
