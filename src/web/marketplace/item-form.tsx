import { useCallback, useMemo, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { BIKE_TYPE_LABELS, BIKE_TYPES, EMOPED_RULE, EMOPED_RULES_URL } from '../../contract/bikes-labels.js';
import { t } from '../../contract/i18n.js';
import {
  BIKES_CATEGORY,
  type CreateItemData,
  createItemSchema,
  ITEM_CATEGORIES,
  ITEM_CATEGORY_LABELS,
  ITEM_TYPE_LABELS,
  ITEM_TYPES,
  itemEditFormSchema,
  MARKETPLACE_LIMITS,
  type MarketplaceItem,
  marketplaceMessages as msg,
  type UpdateItemData,
} from '../../contract/marketplace.js';
import { PENDING_EDIT_LABEL } from '../../contract/moderation-labels.js';
import { ApiError, errorMessage } from '../lib/api.js';
import { useUser } from '../lib/auth.js';
import { cn } from '../lib/cn.js';
import { formResolver } from '../lib/form.js';
import { paths } from '../lib/paths.js';
import { hardRedirect } from '../lib/redirect.js';
import { Button } from '../ui/button.js';
import { Field, Input } from '../ui/input.js';
import { Textarea, textareaClass } from '../ui/textarea.js';
import { toast } from '../ui/toast.js';
import { useSaveItem } from './api/save-item.js';
import { tempListingNumber } from './api/upload-item-image.js';
import { type ItemFormValues, itemFormDefaults } from './item-form-values.js';
import { ItemImagesField } from './item-images-field.js';

/** Create and edit form of spec section 2 (reuses the contract's create/update schemas). */
export function ItemForm({ item }: { item?: MarketplaceItem }) {
  const { user, isAdmin } = useUser();
  const [, navigate] = useLocation();
  const save = useSaveItem();
  const [uploading, setUploading] = useState(false);
  const listingNumber = useMemo(() => item?.listingNumber ?? tempListingNumber(), [item]);

  // handleSubmit hands over the schema's output: price is '12.00' or null, texts trimmed.
  const form = useForm<ItemFormValues, unknown, CreateItemData | UpdateItemData>({
    resolver: formResolver(item ? itemEditFormSchema : createItemSchema),
    defaultValues: itemFormDefaults(item, user),
  });
  const { errors } = form.formState;
  const type = form.watch('type');
  const category = form.watch('category');
  const onBusyChange = useCallback((busy: boolean) => setUploading(busy), []);

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await save.mutateAsync({ id: item?.id, input });
      toast({ title: saved.message, variant: 'success' });
      // A member's new listing waits for approval: /my-items shows it as 'Pendente'.
      navigate(item || isAdmin ? paths.marketplaceItem(saved.item.id) : paths.myItems());
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        toast({ title: t('Não autorizado'), description: t('Fazendo login novamente...'), variant: 'destructive' });
        setTimeout(() => hardRedirect('/api/login'), 500);
        return;
      }
      if (item && err instanceof ApiError && err.status === 403) {
        toast({ title: msg.editForbidden, variant: 'destructive' });
        navigate(paths.marketplaceItem(item.id), { replace: true });
        return;
      }
      // Issue 32: refused for review (a stolen bike's serial); the server's neutral sentence is the whole story.
      if (err instanceof ApiError && err.status === 422) {
        toast({ title: errorMessage(err, msg.refusedForReview), variant: 'destructive' });
        return;
      }
      if (item) toast({ title: t('Erro'), description: errorMessage(err, msg.updateFailed), variant: 'destructive' });
      else toast({ title: msg.createFailed, description: errorMessage(err, '') || undefined, variant: 'destructive' });
    }
  });

  const categoryError =
    errors.category && (form.getValues('category') ? errors.category.message : t('Selecione uma categoria'));
  const backToPending = item && !isAdmin && item.approvalStatus !== 'pending';

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      {item?.pendingEdit && (
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
      <Field id="title" label={t('Título')} error={errors.title?.message}>
        <Input
          id="title"
          aria-invalid={!!errors.title}
          maxLength={MARKETPLACE_LIMITS.title}
          placeholder={t('Ex.: Baú térmico 45L')}
          {...form.register('title')}
        />
      </Field>

      <Field id="description" label={t('Descrição')} error={errors.description?.message}>
        <Textarea
          id="description"
          rows={5}
          maxLength={MARKETPLACE_LIMITS.description}
          aria-invalid={!!errors.description}
          placeholder={t('Estado, tempo de uso, o que acompanha, onde retirar...')}
          {...form.register('description')}
        />
      </Field>

      <fieldset className="space-y-1.5">
        <legend className="mb-1.5 text-sm font-medium text-slate-700">{t('Tipo de anúncio')}</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
          {ITEM_TYPES.map((it) => (
            <label
              key={it}
              className={cn(
                'flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-brand-500',
                type === it
                  ? 'border-brand-700 bg-brand-700 text-white'
                  : 'border-slate-300 bg-white text-slate-700 hover:border-brand-600',
              )}
            >
              <input type="radio" value={it} className="sr-only" {...form.register('type')} />
              {ITEM_TYPE_LABELS[it]}
            </label>
          ))}
        </div>
        {errors.type && (
          <p role="alert" className="text-sm text-red-600">
            {errors.type.message}
          </p>
        )}
      </fieldset>

      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="category" label={t('Categoria')} error={categoryError}>
          <select
            id="category"
            aria-invalid={!!errors.category}
            className={cn(textareaClass, 'h-11 py-0')}
            {...form.register('category')}
          >
            <option value="" disabled>
              {t('Selecione...')}
            </option>
            {ITEM_CATEGORIES.map((c) => (
              <option key={c} value={c}>
                {ITEM_CATEGORY_LABELS[c]}
              </option>
            ))}
          </select>
        </Field>
        <Field
          id="price"
          label={type === 'venda' ? t('Preço (€)') : t('Preço (€, opcional)')}
          error={errors.price?.message}
          hint={type === 'venda' ? t('Obrigatório para venda.') : t('Deixe em branco se não houver valor.')}
        >
          {/* Text with a decimal keyboard: phones in pt-BR type commas, which number inputs drop. */}
          <Input
            id="price"
            inputMode="decimal"
            autoComplete="off"
            aria-invalid={!!errors.price}
            placeholder={t('Ex.: 80')}
            {...form.register('price')}
          />
        </Field>
      </div>

      {category === BIKES_CATEGORY && (
        <div className="grid gap-5 sm:grid-cols-2">
          <Field
            id="bikeClass"
            label={t('Tipo de bicicleta')}
            error={errors.bikeClass?.message}
            hint={
              <>
                {EMOPED_RULE}{' '}
                <a
                  href={EMOPED_RULES_URL}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-brand-700 underline"
                >
                  {t('Ver as regras')}
                </a>
              </>
            }
          >
            <select id="bikeClass" className={cn(textareaClass, 'h-11 py-0')} {...form.register('bikeClass')}>
              <option value="">{t('Não é bicicleta (moto)')}</option>
              {BIKE_TYPES.map((bt) => (
                <option key={bt} value={bt}>
                  {BIKE_TYPE_LABELS[bt]}
                </option>
              ))}
            </select>
          </Field>
          <Field
            id="frameSerial"
            label={t('Número de série do quadro (opcional)')}
            error={errors.frameSerial?.message}
            hint={t('Não aparece no anúncio: ele mostra só o selo “Número de série informado”.')}
          >
            <Input id="frameSerial" autoComplete="off" maxLength={40} {...form.register('frameSerial')} />
          </Field>
        </div>
      )}

      <Field
        id="whatsapp"
        label={t('WhatsApp para contato')}
        error={errors.whatsapp?.message}
        hint={t('Mostrado só para membros com assinatura ativa. Ex.: +353 83 123 4567')}
      >
        <Input
          id="whatsapp"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          aria-invalid={!!errors.whatsapp}
          maxLength={MARKETPLACE_LIMITS.whatsappMax}
          {...form.register('whatsapp')}
        />
      </Field>

      <Controller
        control={form.control}
        name="imageUrls"
        render={({ field }) => (
          <ItemImagesField
            value={field.value}
            cover={form.watch('coverImageIndex')}
            onChange={(paths, cover) => {
              field.onChange(paths);
              form.setValue('coverImageIndex', cover, { shouldDirty: true });
            }}
            listingNumber={listingNumber}
            error={errors.imageUrls?.message ?? errors.imageUrls?.root?.message ?? errors.coverImageIndex?.message}
            onBusyChange={onBusyChange}
          />
        )}
      />

      {!isAdmin && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {backToPending
            ? t('Ao salvar alterações, o anúncio volta para a aprovação da administração.')
            : !item
              ? t('Seu anúncio será revisado pela administração antes de aparecer no marketplace.')
              : t('Seu anúncio aguarda a aprovação da administração.')}
        </p>
      )}

      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => navigate(item ? paths.marketplaceItem(item.id) : paths.marketplace())}>
          {t('Cancelar')}
        </Button>
        <Button type="submit" disabled={save.isPending || uploading}>
          {uploading
            ? t('Enviando fotos...')
            : save.isPending
              ? t('Salvando...')
              : item
                ? t('Salvar alterações')
                : t('Publicar Anúncio')}
        </Button>
      </div>
    </form>
  );
}
