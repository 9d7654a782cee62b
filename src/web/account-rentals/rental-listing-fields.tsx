import {
  ACCOUNT_TYPE_LABELS,
  appLabel,
  RENTAL_ACCOUNT_TYPES,
  RENTAL_APPS,
  RENTAL_LIMITS,
} from '../../contract/account-rentals.js';
import { t } from '../../contract/i18n.js';
import { Field, Input } from '../ui/input.js';
import { Textarea, textareaClass } from '../ui/textarea.js';
import type { RentalFormApi } from './rental-form-values.js';

const select = `${textareaClass} h-11 py-0`;

/** The listing itself (spec section 5): app, account type, price, region, contacts and the texts. */
export function RentalListingFields({ form }: { form: RentalFormApi }) {
  const { errors } = form.formState;
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="appName" label={t('Aplicativo *')} error={errors.appName?.message}>
          <select id="appName" className={select} aria-invalid={!!errors.appName} {...form.register('appName')}>
            <option value="">{t('Selecione')}</option>
            {RENTAL_APPS.map((a) => (
              <option key={a} value={a}>
                {appLabel(a)}
              </option>
            ))}
          </select>
        </Field>
        <Field id="accountType" label={t('Tipo de conta *')} error={errors.accountType?.message}>
          <select
            id="accountType"
            className={select}
            aria-invalid={!!errors.accountType}
            {...form.register('accountType')}
          >
            <option value="">{t('Selecione')}</option>
            {RENTAL_ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {ACCOUNT_TYPE_LABELS[type]}
              </option>
            ))}
          </select>
        </Field>
        <Field id="weeklyPrice" label={t('Preço por semana (€) *')} error={errors.weeklyPrice?.message}>
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
        <Field id="region" label={t('Região *')} error={errors.region?.message}>
          <Input
            id="region"
            maxLength={RENTAL_LIMITS.region}
            aria-invalid={!!errors.region}
            {...form.register('region')}
          />
        </Field>
        <Field id="whatsapp" label={t('WhatsApp (contato) *')} error={errors.whatsapp?.message}>
          <Input
            id="whatsapp"
            type="tel"
            inputMode="tel"
            maxLength={RENTAL_LIMITS.whatsappMax}
            placeholder={t('+353 83 123 4567')}
            aria-invalid={!!errors.whatsapp}
            {...form.register('whatsapp')}
          />
        </Field>
        <Field
          id="instagramLink"
          label={t('Link do Instagram')}
          error={errors.instagramLink?.message}
          hint={t('Usado pela administração para verificar sua identidade antes de aprovar o anúncio.')}
        >
          <Input
            id="instagramLink"
            type="url"
            inputMode="url"
            placeholder={t('https://instagram.com/seu.perfil')}
            aria-invalid={!!errors.instagramLink}
            {...form.register('instagramLink')}
          />
        </Field>
      </div>
      <Field id="description" label={t('Descrição')}>
        <Textarea
          id="description"
          rows={3}
          maxLength={RENTAL_LIMITS.text}
          placeholder={t('Avaliação da conta, região de trabalho, horários...')}
          {...form.register('description')}
        />
      </Field>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id="rules" label={t('Regras')}>
          <Textarea id="rules" rows={3} maxLength={RENTAL_LIMITS.text} {...form.register('rules')} />
        </Field>
        <Field id="conditions" label={t('Condições')}>
          <Textarea id="conditions" rows={3} maxLength={RENTAL_LIMITS.text} {...form.register('conditions')} />
        </Field>
      </div>
    </>
  );
}
