import type { RentalEdit } from '../../contract/account-rentals.js';
import type { RentalRow } from './account-rentals.filters.js';

// Issue 16: an owner's edit of an approved rental waits for review beside the published version.

const KEYS = [
  'appName',
  'accountType',
  'region',
  'weeklyPrice',
  'rules',
  'conditions',
  'description',
  'whatsapp',
  'instagramLink',
] as const;
export type RentalContent = Required<RentalEdit>;

export const contentOf = (r: Pick<RentalRow, (typeof KEYS)[number]>): RentalContent =>
  Object.fromEntries(KEYS.map((k) => [k, r[k]])) as RentalContent;

/** The published content with the waiting edit over it: what the owner last proposed. */
export const proposedOf = (r: RentalRow): RentalContent => ({ ...contentOf(r), ...(r.pendingEdit ?? {}) });

/** `base` with the fields the input sends (undefined: not sent). */
export function withInput(
  base: RentalContent,
  input: Partial<Record<(typeof KEYS)[number], string | null | undefined>>,
): RentalContent {
  const next = { ...base } as Record<string, unknown>;
  for (const k of KEYS) if (input[k] !== undefined) next[k] = input[k];
  return next as RentalContent;
}

/** The fields of `next` that differ from `from`; null when none does. */
export function diffContent(from: RentalContent, next: RentalContent): RentalEdit | null {
  const edit: Record<string, unknown> = {};
  for (const k of KEYS) if (from[k] !== next[k]) edit[k] = next[k];
  return Object.keys(edit).length ? (edit as RentalEdit) : null;
}
