import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { marketplacePageSchema } from '../contract/marketplace.js';
import { messagePageSchema } from '../contract/messages.js';
import { profileSchema, reviewPageSchema } from '../contract/reviews.js';
import { fastSerializerCompiler } from './fast-serializer.js';

const item = {
  id: 7,
  listingNumber: 'MP000007',
  title: 'Capacete "fechado" </script>',
  description: 'Linha 1\nLinha 2 — ção',
  price: null,
  type: 'venda',
  category: 'equipamentos',
  imageUrls: ['/objects/uploads/a-full.webp'],
  coverImageIndex: 0,
  whatsapp: null,
  frameSerial: null,
  hasSerial: false,
  bikeClass: null,
  sellerId: null,
  seller: null,
  status: 'active',
  approvalStatus: 'approved',
  pendingEdit: null as null | { title?: string; price?: string | null; imageUrls?: string[] },
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:00.000Z',
  expiresAt: null,
};

describe('compiled response serializer', () => {
  const page = fastSerializerCompiler({ schema: marketplacePageSchema });

  it('writes exactly what the zod serializer writes, nulls and escapes included', () => {
    const withSeller = {
      ...item,
      id: 8,
      price: '45.00',
      sellerId: 3,
      seller: { id: 3, displayName: null, memberNumber: 'CL0003' },
      pendingEdit: { title: 'Novo "título"', price: null, imageUrls: ['/objects/uploads/a'] },
    };
    const data = { items: [item, withSeller], nextCursor: null, total: 2, totalCapped: false };
    expect(page(data)).toBe(JSON.stringify(z.encode(marketplacePageSchema, data)));
    expect(JSON.parse(page(data))).toEqual(data);
  });

  it('never writes a property the schema does not declare', () => {
    const leaky = {
      ...item,
      sellerId: 3,
      seller: { id: 3, displayName: 'Ana', memberNumber: 'CL0003', email: 'ana@x.ie' },
      password: 'hash',
    };
    const out = page({ items: [leaky], nextCursor: 7, total: 1, totalCapped: false });
    expect(out).not.toContain('ana@x.ie');
    expect(out).not.toContain('password');
    expect(JSON.parse(out).items[0].seller).toEqual({ id: 3, displayName: 'Ana', memberNumber: 'CL0003' });
  });

  it('refuses an answer without a required property', () => {
    const { title: _title, ...untitled } = item;
    expect(() => page({ items: [untitled], nextCursor: null, total: 1, totalCapped: false })).toThrow(/title/);
  });

  it('serialises a message page with its parties', () => {
    const messages = fastSerializerCompiler({ schema: messagePageSchema });
    const party = (id: number) => ({ id, displayName: null, memberNumber: `CL000${id}` });
    const data = {
      items: [
        {
          id: 1,
          senderId: 1,
          receiverId: 2,
          sender: party(1),
          receiver: party(2),
          itemId: null,
          itemTitle: null,
          content: '<b>oi</b>',
          read: false,
          isRead: false,
          createdAt: '2026-11-23T10:00:00.000Z',
        },
      ],
      nextCursor: null,
    };
    expect(messages(data)).toBe(JSON.stringify(z.encode(messagePageSchema, data)));
  });

  it("serialises a profile and its page of reviews (a removed member's review included) as zod does", () => {
    const profile = fastSerializerCompiler({ schema: profileSchema });
    const data = {
      firstName: 'Ana',
      memberNumber: 'CL0001',
      isAdmin: false,
      subscriptionStatus: 'active' as const,
      memberSince: '2026-01',
      rating: { count: 3, average: 4.666666666666667 },
    };
    expect(profile(data)).toBe(JSON.stringify(z.encode(profileSchema, data)));
    const noRating = { ...data, rating: { count: 2, average: null } };
    expect(profile(noRating)).toBe(JSON.stringify(z.encode(profileSchema, noRating)));

    const page = fastSerializerCompiler({ schema: reviewPageSchema });
    const review = {
      id: 9,
      dealId: 4,
      kind: 'listing' as const,
      side: 'counterpart' as const,
      author: { id: null, firstName: 'Membro removido', memberNumber: null },
      stars: 5,
      text: 'Tudo certo, "recomendo" </script>',
      tags: ['pontual'],
      itemTitle: 'Baú térmico',
      createdAt: '2026-11-23T10:00:00.000Z',
      publishedAt: '2026-11-24T10:00:00.000Z',
      reply: null,
      repliedAt: null,
    };
    const reviews = { items: [review], nextCursor: 9 };
    expect(page(reviews)).toBe(JSON.stringify(z.encode(reviewPageSchema, reviews)));
  });

  it('refuses, at startup, a schema it cannot compile without a validator', () => {
    expect(() => fastSerializerCompiler({ schema: z.object({ v: z.union([z.string(), z.number()]) }) })).toThrow(
      /zod serializer/,
    );
  });
});
