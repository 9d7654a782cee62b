import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { t } from '../../../contract/i18n.js';
import { SPONSOR_LIMITS, type Sponsor, sponsorCreateSchema, sponsorMessages } from '../../../contract/sponsors.js';
import { useSaveSponsor } from '../../sponsors/api/save-sponsor.js';
import { Button } from '../../ui/button.js';
import { Checkbox } from '../../ui/checkbox.js';
import { Dialog } from '../../ui/dialog.js';
import { ImageUploadField } from '../../ui/image-upload-field.js';
import { Field, Input } from '../../ui/input.js';
import { Textarea } from '../../ui/textarea.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';

type FormInput = z.input<typeof sponsorCreateSchema>;

function defaults(s: Sponsor | null): FormInput {
  return {
    name: s?.name ?? '',
    logoUrl: s?.logoUrl ?? null,
    bannerUrl: s?.bannerUrl ?? null,
    website: s?.website ?? '',
    redirectUrl: s?.redirectUrl ?? '',
    description: s?.description ?? '',
    discountInfo: s?.discountInfo ?? '',
    isFeatured: s?.isFeatured ?? false,
    isActive: s?.isActive ?? true,
    displayOrder: s?.displayOrder ?? 0,
  };
}

/** Create ('Novo patrocinador') or edit. Spec: name required (trimmed); only name is. */
export function SponsorFormDialog({
  open,
  sponsor,
  onClose,
}: {
  open: boolean;
  sponsor: Sponsor | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => !o && onClose()}
      title={sponsor ? t('Editar patrocinador') : t('Novo patrocinador')}
      description={t('Logo e banner aparecem na página inicial; o link abre em uma nova aba.')}
      className="sm:max-w-2xl"
    >
      {/* Keyed: opening the dialog for another sponsor starts from that sponsor's values. */}
      {open && <SponsorForm key={sponsor?.id ?? 'new'} sponsor={sponsor} onDone={onClose} />}
    </Dialog>
  );
}

function SponsorForm({ sponsor, onDone }: { sponsor: Sponsor | null; onDone: () => void }) {
  const save = useSaveSponsor();
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(sponsorCreateSchema), defaultValues: defaults(sponsor) });
  const [uploading, setUploading] = useState({ logo: false, banner: false });

  const onSubmit = handleSubmit((v) => {
    const blank = (s: string | null | undefined) => (s ? s : null);
    const input = {
      ...v,
      website: blank(v.website),
      redirectUrl: blank(v.redirectUrl),
      description: blank(v.description),
      discountInfo: blank(v.discountInfo),
    };
    save.mutate(
      { id: sponsor?.id, input },
      {
        onSuccess: () => {
          toast({
            title: sponsor ? sponsorMessages.updated : sponsorMessages.created,
            description: v.name,
            variant: 'success',
          });
          onDone();
        },
        onError: (err) => adminErrorToast(err, sponsor ? sponsorMessages.updateFailed : sponsorMessages.createFailed),
      },
    );
  });

  const a11y = (name: keyof FormInput) => ({
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `sponsor-${name}-error` : undefined,
  });
  const featured = watch('isFeatured');

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <Field id="sponsor-name" label={t('Nome *')} error={errors.name?.message}>
        <Input
          id="sponsor-name"
          maxLength={SPONSOR_LIMITS.name}
          placeholder={t('Ex.: Dublin Bike Repair')}
          {...a11y('name')}
          {...register('name')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-[auto_1fr]">
        <Controller
          control={control}
          name="logoUrl"
          render={({ field }) => (
            <ImageUploadField
              frame="square"
              label={t('Logo')}
              hint={t('Quadrada, fundo claro.')}
              value={field.value ?? null}
              onChange={field.onChange}
              onUploading={(logo) => setUploading((u) => ({ ...u, logo }))}
            />
          )}
        />
        <Controller
          control={control}
          name="bannerUrl"
          render={({ field }) => (
            <ImageUploadField
              frame="wide"
              label={t('Banner')}
              hint={
                featured
                  ? t('Exibido no destaque da página inicial (3:1).')
                  : t('Usado quando o patrocinador estiver em destaque (3:1).')
              }
              value={field.value ?? null}
              onChange={field.onChange}
              onUploading={(banner) => setUploading((u) => ({ ...u, banner }))}
            />
          )}
        />
      </div>
      <Field id="sponsor-description" label={t('Descrição')} error={errors.description?.message}>
        <Textarea
          id="sponsor-description"
          rows={3}
          maxLength={SPONSOR_LIMITS.description}
          placeholder={t('O que a empresa oferece')}
          {...a11y('description')}
          {...register('description')}
        />
      </Field>
      <Field id="sponsor-discountInfo" label={t('Desconto para membros')} error={errors.discountInfo?.message}>
        <Input
          id="sponsor-discountInfo"
          maxLength={SPONSOR_LIMITS.discountInfo}
          placeholder={t('Ex.: 15% de desconto em revisões')}
          {...a11y('discountInfo')}
          {...register('discountInfo')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          id="sponsor-redirectUrl"
          label={t('Link do anúncio')}
          error={errors.redirectUrl?.message}
          hint={t('Para onde o clique leva (ex.: página da oferta).')}
        >
          <Input
            id="sponsor-redirectUrl"
            type="url"
            inputMode="url"
            placeholder="https://"
            {...a11y('redirectUrl')}
            {...register('redirectUrl')}
          />
        </Field>
        <Field
          id="sponsor-website"
          label={t('Site')}
          error={errors.website?.message}
          hint={t('Usado quando não há link do anúncio.')}
        >
          <Input
            id="sponsor-website"
            type="url"
            inputMode="url"
            placeholder="https://"
            {...a11y('website')}
            {...register('website')}
          />
        </Field>
      </div>
      <div className="grid gap-4 sm:grid-cols-[10rem_1fr] sm:items-end">
        <Field id="sponsor-displayOrder" label={t('Ordem de exibição')} error={errors.displayOrder?.message}>
          <Input
            id="sponsor-displayOrder"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            {...a11y('displayOrder')}
            {...register('displayOrder')}
          />
        </Field>
        <div className="flex flex-wrap gap-x-6 gap-y-3 pb-2.5">
          <Controller
            control={control}
            name="isActive"
            render={({ field }) => (
              <label htmlFor="sponsor-isActive" className="flex items-center gap-2 text-sm font-medium text-slate-700">
                <Checkbox
                  id="sponsor-isActive"
                  checked={!!field.value}
                  onCheckedChange={(c) => field.onChange(c === true)}
                />{' '}
                {t('Ativo (visível no site)')}
              </label>
            )}
          />
          <Controller
            control={control}
            name="isFeatured"
            render={({ field }) => (
              <label
                htmlFor="sponsor-isFeatured"
                className="flex items-center gap-2 text-sm font-medium text-slate-700"
              >
                <Checkbox
                  id="sponsor-isFeatured"
                  checked={!!field.value}
                  onCheckedChange={(c) => field.onChange(c === true)}
                />{' '}
                {t('Em destaque')}
              </label>
            )}
          />
        </div>
      </div>
      <div className="flex flex-col-reverse gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onDone} disabled={save.isPending}>
          {t('Cancelar')}
        </Button>
        <Button type="submit" disabled={save.isPending || uploading.logo || uploading.banner}>
          {save.isPending ? t('Salvando...') : sponsor ? t('Salvar alterações') : t('Criar patrocinador')}
        </Button>
      </div>
    </form>
  );
}
