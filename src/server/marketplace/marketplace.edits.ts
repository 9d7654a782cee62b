import { type ItemEdit, marketplaceMessages as msg } from '../../contract/marketplace.js';
import { badRequest } from '../http-errors.js';
import type { ItemRow } from './marketplace.filters.js';

// Issue 16: an owner's edit of an approved listing waits for review beside the published version.
// These are the pure pieces: what the owner is editing, and what an edit changes.

/** The content an owner edits (status and approval are not content). */
export type ItemContent = Required<ItemEdit>;

const KEYS = [
  'title',
  'description',
  'price',
  'type',
  'category',
  'imageUrls',
  'coverImageIndex',
  'whatsapp',
  'frameSerial',
  'bikeClass',
] as const;

export const contentOf = (r: Pick<ItemRow, (typeof KEYS)[number]>): ItemContent => ({
  title: r.title,
  description: r.description,
  price: r.price,
  type: r.type,
  category: r.category,
  imageUrls: r.imageUrls,
  coverImageIndex: r.coverImageIndex,
  whatsapp: r.whatsapp,
  frameSerial: r.frameSerial,
  bikeClass: r.bikeClass,
});

/** The published content with the waiting edit over it: what the owner last proposed. */
export const proposedOf = (r: ItemRow): ItemContent => ({ ...contentOf(r), ...(r.pendingEdit ?? {}) });

export const sameList = (a: unknown[], b: unknown[]) => a.length === b.length && a.every((x, i) => x === b[i]);
const same = (a: unknown, b: unknown) => (Array.isArray(a) && Array.isArray(b) ? sameList(a, b) : a === b);

export function assertDistinct(paths: string[]) {
  if (new Set(paths).size !== paths.length) throw badRequest(msg.imageDuplicate);
}

/** The fields of `next` that differ from `from`; null when none does. */
export function diffContent(from: ItemContent, next: ItemContent): ItemEdit | null {
  const edit: Record<string, unknown> = {};
  for (const k of KEYS) if (!same(from[k], next[k])) edit[k] = next[k];
  return Object.keys(edit).length ? (edit as ItemEdit) : null;
}
