import { z } from 'zod';
import { t } from './i18n.js';

// Issue 33: the renter's checklist before a rental's contact (re-exported by account-rentals.ts).

/** rentalMessages.checklistItemRequired (account-rentals.ts re-exports this module, so it is not imported from there). */
export const CHECKLIST_ITEM_REQUIRED = t('Marque todos os itens da lista para continuar.');
const ticked = z.literal(true, { message: CHECKLIST_ITEM_REQUIRED });
/** PUT /api/account-rentals/checklist: every item of RENTER_CHECKLIST ticked. */
export const rentalChecklistInput = z.object({ substitute: ticked, selfEmployed: ticked, notStamp2: ticked });
export type RentalChecklistInput = z.infer<typeof rentalChecklistInput>;

/** GET /api/account-rentals/checklist: the member's last acceptance and until when it holds. */
export const rentalChecklistSchema = z.object({
  acceptedAt: z.string().nullable(),
  validUntil: z.string().nullable(),
  valid: z.boolean(),
});
export type RentalChecklist = z.infer<typeof rentalChecklistSchema>;
export const rentalChecklistSavedSchema = rentalChecklistSchema.extend({ message: z.string() });
