import type { UseFormReturn } from 'react-hook-form';
import { DEFAULT_REGION, type Rental } from '../../contract/account-rentals.js';

/** What the rental form's inputs hold; the contract's schemas check them on submit. */
export interface RentalFormValues {
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

/** The form as its field sections see it (whichever schema's output the submit gets). */
export type RentalFormApi = UseFormReturn<RentalFormValues, unknown, unknown>;

/** An edited rental's form starts from what the owner last sent: the waiting edit over the published version. */
function editValues(rental: Rental): Partial<RentalFormValues> {
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
 * The form's first values: empty with the default region and the member's own WhatsApp (an admin
 * creates for someone else: none), or the rental being edited.
 */
export function rentalFormDefaults(p: { rental?: Rental; admin: boolean; whatsapp: string }): RentalFormValues {
  return {
    appName: '',
    accountType: '',
    region: DEFAULT_REGION,
    weeklyPrice: '',
    rules: '',
    conditions: '',
    description: '',
    whatsapp: p.admin ? '' : p.whatsapp,
    instagramLink: '',
    attestation: false,
    ownerId: null,
    approvalStatus: 'approved',
    ...(p.rental && editValues(p.rental)),
  };
}
