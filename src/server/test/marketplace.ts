import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { expect } from 'vitest';
import type { MarketplaceItem } from '../../contract/marketplace.js';
import { createMember, createTestApp, type TestApp, type TestAppOptions } from './app.js';
import { multipartBody } from './multipart.js';

/** A small real image; `color` makes each one different. */
export function pngBytes(color = '#0a0', width = 40, height = 30): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** Uploads through POST /api/upload as `cookie`; returns the stored paths. */
export async function uploadImages(t: TestApp, cookie: string, count = 1): Promise<string[]> {
  const files = await Promise.all(
    Array.from({ length: count }, async (_, i) => ({
      name: 'images',
      filename: `foto-${i}.png`,
      contentType: 'image/png',
      data: await pngBytes(`#${randomBytes(3).toString('hex')}`),
    })),
  );
  const form = await multipartBody(files);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/upload',
    headers: { cookie, ...form.headers },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().paths;
}

/** A unique word (letters only) to find the items of one test among all the file's. */
export function token(): string {
  return `zq${[...randomBytes(6)].map((b) => String.fromCharCode(97 + (b % 26))).join('')}`;
}

export function itemBody(imageUrls: string[], overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Bicicleta elétrica usada',
    description: 'Bateria nova, ótima para entregas em Dublin.',
    type: 'venda',
    category: 'motos',
    price: '450',
    whatsapp: '+353 83 123 4567',
    imageUrls,
    coverImageIndex: 0,
    ...overrides,
  };
}

export function postItem(t: TestApp, cookie: string | undefined, body: Record<string, unknown>) {
  return t.app.inject({ method: 'POST', url: '/api/marketplace', headers: cookie ? { cookie } : {}, payload: body });
}

export async function createItem(t: TestApp, cookie: string, body: Record<string, unknown>): Promise<MarketplaceItem> {
  const res = await postItem(t, cookie, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().item;
}

export function putItem(t: TestApp, cookie: string | undefined, id: number, body: Record<string, unknown>) {
  return t.app.inject({
    method: 'PUT',
    url: `/api/marketplace/${id}`,
    headers: cookie ? { cookie } : {},
    payload: body,
  });
}

export function get(t: TestApp, url: string, cookie?: string) {
  return t.app.inject({ url, headers: cookie ? { cookie } : {} });
}

/** Ids of GET `url` (a page answer). */
export async function idsOf(t: TestApp, url: string, cookie?: string): Promise<number[]> {
  const res = await get(t, url, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().items.map((i: MarketplaceItem) => i.id);
}

export type Member = Awaited<ReturnType<typeof createMember>>;

/** The cast of the marketplace tests: one app, an admin, two subscribers, a member without one, and their uploads. */
export interface MarketplaceCast {
  t: TestApp;
  admin: Member;
  seller: Member;
  buyer: Member;
  member: Member;
  sellerImages: string[];
  adminImages: string[];
}

export async function marketplaceCast(options?: TestAppOptions): Promise<MarketplaceCast> {
  const t = await createTestApp(options);
  const [admin, seller, buyer, member] = await Promise.all([
    createMember(t, { admin: true }),
    createMember(t, { subscriber: true }),
    createMember(t, { subscriber: true }),
    createMember(t),
  ]);
  const [sellerImages, adminImages] = await Promise.all([
    uploadImages(t, seller.cookie, 4),
    uploadImages(t, admin.cookie, 2),
  ]);
  return { t, admin, seller, buyer, member, sellerImages, adminImages };
}

/** An approved, active item of the seller (created by the member, approved by the admin). */
export async function approvedItem(
  c: MarketplaceCast,
  overrides: Record<string, unknown> = {},
): Promise<MarketplaceItem> {
  const item = await createItem(c.t, c.seller.cookie, itemBody([c.sellerImages[0]!], overrides));
  const res = await c.t.app.inject({
    method: 'POST',
    url: `/api/admin/marketplace/${item.id}/approve`,
    headers: { cookie: c.admin.cookie },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().item;
}
