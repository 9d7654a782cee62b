import type { BikeType } from '../../contract/bikes-labels.js';
import type { ItemCategory, ItemType, MarketplaceItem } from '../../contract/marketplace.js';
import type { CurrentUser } from '../../contract/users.js';

/** What the listing form's inputs hold; the contract's schemas check them on submit. */
export interface ItemFormValues {
  title: string;
  description: string;
  type: ItemType;
  category: ItemCategory | '';
  price: string;
  whatsapp: string;
  imageUrls: string[];
  coverImageIndex: number;
  /** Issue 32, bikes category only. */
  frameSerial?: string;
  bikeClass?: BikeType | '';
}

/**
 * The form's first values: empty (a sale, the member's own WhatsApp), or the item being edited. An
 * edit waiting for review is what the owner last sent: the form starts from it.
 */
export function itemFormDefaults(
  item: MarketplaceItem | undefined,
  user: Pick<CurrentUser, 'whatsapp' | 'phone'> | null,
): ItemFormValues {
  const shown = item && { ...item, ...item.pendingEdit };
  return {
    title: shown?.title ?? '',
    description: shown?.description ?? '',
    type: (shown?.type as ItemType) ?? 'venda',
    category: (shown?.category as ItemCategory) ?? '',
    price: shown?.price ? String(Number(shown.price)) : '',
    whatsapp: shown?.whatsapp ?? user?.whatsapp ?? user?.phone ?? '',
    imageUrls: shown?.imageUrls ?? [],
    coverImageIndex: shown?.coverImageIndex ?? 0,
    frameSerial: shown?.frameSerial ?? '',
    bikeClass: shown?.bikeClass ?? '',
  };
}
