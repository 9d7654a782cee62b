import type { Rental } from '../../../contract/account-rentals.js';
import { t } from '../../../contract/i18n.js';
import { accountTypeLabel, weeklyPriceText } from '../../account-rentals/rental-format.js';
import { type EditChange, orDash } from '../shared/edit-diff.js';

type Field = keyof NonNullable<Rental['pendingEdit']>;
const FIELDS: [Field, string, (v: string | null | undefined) => string][] = [
  ['appName', t('Aplicativo'), orDash],
  ['accountType', t('Tipo de conta'), (v) => accountTypeLabel(v ?? '')],
  ['region', t('Região'), orDash],
  ['weeklyPrice', t('Preço por semana'), (v) => weeklyPriceText(v ?? '')],
  ['description', t('Descrição'), orDash],
  ['rules', t('Regras'), orDash],
  ['conditions', t('Condições'), orDash],
  ['whatsapp', t('WhatsApp'), orDash],
  ['instagramLink', t('Instagram'), orDash],
];

/** What an owner's waiting edit of a rental changes, field by field (published → proposed). */
export function rentalEditChanges(rental: Rental): EditChange[] {
  const e = rental.pendingEdit;
  if (!e) return [];
  return FIELDS.filter(([key]) => e[key] !== undefined).map(([key, label, show]) => ({
    label,
    before: show(rental[key]),
    after: show(e[key]),
  }));
}
