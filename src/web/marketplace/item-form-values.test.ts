import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import {
  type CreateItemData,
  createItemSchema,
  itemEditFormSchema,
  type MarketplaceItem,
  marketplaceMessages as msg,
  saleHasPrice,
  type UpdateItemData,
} from '../../contract/marketplace.js';
import { formResolver } from '../lib/form.js';
import { type ItemFormValues, itemFormDefaults } from './item-form-values.js';

const resolve = <V extends FieldValues, O>(resolver: Resolver<V, unknown, O>, values: NoInfer<V>) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

// The item form's two resolvers, as item-form.tsx builds them.
const create: Resolver<ItemFormValues, unknown, CreateItemData> = formResolver(createItemSchema);
const edit: Resolver<ItemFormValues, unknown, UpdateItemData> = formResolver(itemEditFormSchema);

const filled: ItemFormValues = {
  title: ' Baú térmico 45L ',
  description: 'Pouco usado',
  type: 'venda',
  category: 'equipamentos',
  price: '80',
  whatsapp: '+353 83 123 4567',
  imageUrls: ['marketplace/1/a.webp'],
  coverImageIndex: 0,
};

describe('item form: a sale needs a price', () => {
  const resolvers: [string, Resolver<ItemFormValues, unknown, CreateItemData | UpdateItemData>][] = [
    ['create', create],
    ['edit', edit],
  ];
  for (const [name, resolver] of resolvers) {
    it(`${name}: a sale without a price is refused on the price field`, async () => {
      const { errors } = await resolve(resolver, { ...filled, price: ' ' });
      expect(errors.price?.message).toBe(msg.priceRequiredForSale);
    });

    it(`${name}: other types may go without a price (sent as null)`, async () => {
      for (const type of ['troca', 'doacao', 'aluguel'] as const) {
        const { values, errors } = await resolve(resolver, { ...filled, type, price: '' });
        expect(errors).toEqual({});
        expect(values).toMatchObject({ type, price: null });
      }
    });

    it(`${name}: the price as typed on a phone becomes two decimals`, async () => {
      expect((await resolve(resolver, { ...filled, price: '12,5' })).values).toMatchObject({ price: '12.50' });
      expect((await resolve(resolver, { ...filled, price: 'abc' })).errors.price?.message).toBe(msg.priceInvalid);
    });
  }

  it('the server checks the same rule on the listing as an edit leaves it', () => {
    expect(saleHasPrice({ type: 'venda', price: null })).toBe(false);
    expect(saleHasPrice({ type: 'venda', price: '10.00' })).toBe(true);
    expect(saleHasPrice({ type: 'troca', price: null })).toBe(true);
  });
});

describe('item form: the other rules', () => {
  it('sends trimmed texts and needs a category and an image', async () => {
    expect((await resolve(create, filled)).values).toMatchObject({ title: 'Baú térmico 45L', price: '80.00' });
    const { errors } = await resolve(create, { ...filled, category: '', imageUrls: [] });
    expect(errors.category?.message).toBe(msg.categoryInvalid);
    expect(errors.imageUrls?.message).toBe(msg.imagesMin);
  });
});

describe('item form: first values', () => {
  const item: MarketplaceItem = {
    id: 7,
    listingNumber: 'MK-0007',
    title: 'E-bike',
    description: 'Bateria nova',
    price: '35.50',
    type: 'troca',
    category: 'motos',
    imageUrls: ['marketplace/7/a.webp', 'marketplace/7/b.webp'],
    coverImageIndex: 1,
    whatsapp: '0831234567',
    frameSerial: null,
    hasSerial: false,
    bikeClass: null,
    sellerId: 3,
    seller: null,
    status: 'active',
    approvalStatus: 'approved',
    pendingEdit: null,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    expiresAt: null,
  };

  it('a new listing: a sale, no category yet, the member’s WhatsApp or else phone', () => {
    expect(itemFormDefaults(undefined, { whatsapp: '0830000001', phone: '0830000002' })).toEqual({
      title: '',
      description: '',
      type: 'venda',
      category: '',
      price: '',
      whatsapp: '0830000001',
      imageUrls: [],
      coverImageIndex: 0,
      frameSerial: '',
      bikeClass: '',
    });
    expect(itemFormDefaults(undefined, { whatsapp: null, phone: '0830000002' }).whatsapp).toBe('0830000002');
  });

  it('an edit starts from the owner’s waiting edit over the published version, the price as typed', () => {
    const values = itemFormDefaults({ ...item, pendingEdit: { title: 'E-bike 48V', price: '80.00' } }, null);
    expect(values).toMatchObject({ title: 'E-bike 48V', description: 'Bateria nova', price: '80', type: 'troca' });
    // Issue 32: a bikes listing's serial and class, the waiting edit's first.
    const bike = itemFormDefaults(
      { ...item, frameSerial: 'WTU123', bikeClass: 'ebike', pendingEdit: { frameSerial: 'WTU999' } },
      null,
    );
    expect(bike).toMatchObject({ frameSerial: 'WTU999', bikeClass: 'ebike' });
    expect(itemFormDefaults(item, null)).toMatchObject({ price: '35.5', coverImageIndex: 1, whatsapp: '0831234567' });
  });
});
