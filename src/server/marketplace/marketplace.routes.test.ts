import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MARKETPLACE_LIMITS, type MarketplaceItem } from '../../contract/marketplace.js';
import { users } from '../db/schema.js';
import { createMember, type TestApp } from '../test/app.js';
import {
  approvedItem as approved,
  createItem,
  get,
  idsOf,
  itemBody,
  type MarketplaceCast,
  type Member,
  marketplaceCast,
  postItem,
  putItem,
  token,
  uploadImages,
} from '../test/marketplace.js';
import { marketplaceItems } from './marketplace.tables.js';

let cast: MarketplaceCast;
let t: TestApp;
let admin: Member;
let seller: Member;
let buyer: Member;
let member: Member;
let sellerImages: string[];
let adminImages: string[];
beforeAll(async () => {
  cast = await marketplaceCast();
  ({ t, admin, seller, buyer, member, sellerImages, adminImages } = cast);
});
afterAll(() => t.close());
const approvedItem = (overrides?: Record<string, unknown>) => approved(cast, overrides);

describe('creating a listing', () => {
  it('needs a login (401) and an active subscription (403 with the spec message); admins are exempt', async () => {
    const body = itemBody(sellerImages.slice(0, 1));
    expect((await postItem(t, undefined, body)).statusCode).toBe(401);
    const res = await postItem(t, member.cookie, body);
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Você precisa de uma assinatura ativa para criar anúncios.');
    // Refused before the body is read: even an empty body gets the 403, not a 400.
    expect((await postItem(t, member.cookie, {})).statusCode).toBe(403);
    const asAdmin = await postItem(t, admin.cookie, itemBody(adminImages.slice(0, 1)));
    expect(asAdmin.statusCode, asAdmin.body).toBe(201);
  });

  it('starts a member item pending and an admin item approved, each with its message', async () => {
    const mine = await postItem(t, seller.cookie, itemBody(sellerImages.slice(0, 2), { coverImageIndex: 1 }));
    expect(mine.statusCode, mine.body).toBe(201);
    expect(mine.json().message).toBe(
      'Anúncio enviado para aprovação! Ele aparecerá no marketplace assim que um administrador aprovar.',
    );
    expect(mine.json().item).toMatchObject({
      approvalStatus: 'pending',
      status: 'active',
      sellerId: seller.user.id,
      coverImageIndex: 1,
      price: '450.00',
    });
    const theirs = await postItem(t, admin.cookie, itemBody(adminImages.slice(0, 1)));
    expect(theirs.json().message).toBe('Item publicado no marketplace!');
    expect(theirs.json().item.approvalStatus).toBe('approved');
  });

  it('takes seller, approval, status and listing number from the server, never from the body', async () => {
    const item = await createItem(t, seller.cookie, {
      ...itemBody(sellerImages.slice(0, 1)),
      sellerId: buyer.user.id,
      approvalStatus: 'approved',
      status: 'inactive',
      listingNumber: 'HACK',
    });
    expect(item).toMatchObject({ sellerId: seller.user.id, approvalStatus: 'pending', status: 'active' });
    // Issue 28: no display name, so the first name (the item page showed 'Membro CL0006' beside the badge).
    expect(seller.user.displayName).toBeNull();
    expect(item.seller).toEqual({
      id: seller.user.id,
      displayName: seller.user.firstName,
      memberNumber: seller.user.memberNumber,
    });
    expect(item.listingNumber).toMatch(/^MP\d{6,8}$/);
    expect(item.listingNumber.length).toBeLessThanOrEqual(MARKETPLACE_LIMITS.listingNumber);
    const other = await createItem(t, seller.cookie, itemBody(sellerImages.slice(0, 1)));
    expect(other.listingNumber).not.toBe(item.listingNumber);
  });

  it('stores an empty price as none when the type is not venda', async () => {
    const item = await createItem(t, seller.cookie, itemBody(sellerImages.slice(0, 1), { type: 'doacao', price: '' }));
    expect(item.price).toBeNull();
  });

  const foreign = '/objects/uploads/00000000-0000-4000-8000-000000000000-full.webp';
  it.each([
    ['a wrong type', { type: 'leilao' }, 'Tipo de anúncio inválido'],
    ['an unknown category', { category: 'carros' }, 'Categoria inválida'],
    ['price abc', { price: 'abc' }, 'Preço inválido'],
    ['a sale without price', { type: 'venda', price: '' }, 'Informe o preço para anúncios de venda'],
    ['5 images', { imageUrls: ['a', 'b', 'c', 'd', 'e'].map((x) => `/objects/uploads/${x}`) }, 'Máximo 4 imagens'],
    ['no image', { imageUrls: [] }, 'Adicione pelo menos uma imagem'],
    ['an empty image path', { imageUrls: [' '] }, 'Caminho da imagem inválido'],
    ['a cover index out of range', { coverImageIndex: 1 }, 'Imagem de capa inválida'],
    ['a negative cover index', { coverImageIndex: -1 }, 'Imagem de capa inválida'],
    ['a short whatsapp', { whatsapp: '12345' }, 'WhatsApp deve ter pelo menos 10 dígitos'],
    ['an empty title', { title: '  ' }, 'Título é obrigatório'],
    ['a missing description', { description: undefined }, 'Descrição é obrigatória'],
    ['an image of nobody', { imageUrls: [foreign] }, 'Imagem inválida: envie as imagens novamente.'],
    [
      'a path that is no upload',
      { imageUrls: ['https://example.com/x.jpg'] },
      'Imagem inválida: envie as imagens novamente.',
    ],
  ])('refuses %s with its message and writes nothing', async (_name, overrides, message) => {
    const before = await t.db.$count(marketplaceItems);
    const res = await postItem(t, seller.cookie, itemBody(sellerImages.slice(0, 1), overrides));
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await t.db.$count(marketplaceItems)).toBe(before);
  });

  it("refuses someone else's upload and the same image twice", async () => {
    const before = await t.db.$count(marketplaceItems);
    const stolen = await postItem(t, buyer.cookie, itemBody([sellerImages[0]!]));
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().message).toBe('Imagem inválida: envie as imagens novamente.');
    const twice = await postItem(t, seller.cookie, itemBody([sellerImages[0]!, sellerImages[0]!]));
    expect(twice.statusCode).toBe(400);
    expect(twice.json().message).toBe('A mesma imagem foi enviada duas vezes');
    expect(await t.db.$count(marketplaceItems)).toBe(before);
  });
});

describe('visibility', () => {
  it('shows a pending item only to its owner and admins (404 for everyone else), in lists too', async () => {
    const tok = token();
    const pending = await createItem(
      t,
      seller.cookie,
      itemBody(sellerImages.slice(0, 1), { title: `Capacete ${tok}` }),
    );
    for (const cookie of [undefined, member.cookie, buyer.cookie]) {
      const res = await get(t, `/api/marketplace/${pending.id}`, cookie);
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Item não encontrado');
      expect(await idsOf(t, `/api/marketplace?q=${tok}`, cookie)).toEqual([]);
    }
    expect((await get(t, `/api/marketplace/${pending.id}`, seller.cookie)).statusCode).toBe(200);
    expect((await get(t, `/api/marketplace/${pending.id}`, admin.cookie)).statusCode).toBe(200);
    // Admins see every item in the list; the owner finds it under my-items, not in the public list.
    expect(await idsOf(t, `/api/marketplace?q=${tok}`, admin.cookie)).toEqual([pending.id]);
    expect(await idsOf(t, `/api/marketplace?q=${tok}`, seller.cookie)).toEqual([]);
    expect((await get(t, '/api/marketplace/99999999')).statusCode).toBe(404);
  });

  it('hides rejected and inactive items the same way', async () => {
    const tok = token();
    const rejected = await createItem(t, seller.cookie, itemBody(sellerImages.slice(0, 1), { title: `Baú ${tok}` }));
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/marketplace/${rejected.id}/reject`,
      headers: { cookie: admin.cookie },
    });
    const inactive = await approvedItem({ title: `Baú ${tok}` });
    expect((await putItem(t, seller.cookie, inactive.id, { status: 'inactive' })).statusCode).toBe(200);
    for (const id of [rejected.id, inactive.id]) {
      expect((await get(t, `/api/marketplace/${id}`, buyer.cookie)).statusCode).toBe(404);
      expect((await get(t, `/api/marketplace/${id}`, seller.cookie)).statusCode).toBe(200);
    }
    expect(await idsOf(t, `/api/marketplace?q=${tok}`, buyer.cookie)).toEqual([]);
    expect((await idsOf(t, `/api/marketplace?q=${tok}`, admin.cookie)).sort()).toEqual(
      [rejected.id, inactive.id].sort(),
    );
  });

  it('returns the WhatsApp number only to active subscribers, admins and the owner', async () => {
    const item = await approvedItem();
    const whatsappFor = async (cookie?: string) =>
      (await get(t, `/api/marketplace/${item.id}`, cookie)).json().whatsapp;
    const inList = async (cookie?: string) =>
      (await get(t, `/api/marketplace?limit=48`, cookie)).json().items.find((i: MarketplaceItem) => i.id === item.id)
        ?.whatsapp;
    expect(await whatsappFor()).toBeNull();
    expect(await whatsappFor(member.cookie)).toBeNull();
    expect(await inList()).toBeNull();
    expect(await inList(member.cookie)).toBeNull();
    expect(await whatsappFor(buyer.cookie)).toBe('+353 83 123 4567');
    expect(await inList(buyer.cookie)).toBe('+353 83 123 4567');
    expect(await whatsappFor(admin.cookie)).toBe('+353 83 123 4567');
    // The owner keeps seeing it after their subscription lapses; an expired subscription is no subscription.
    await t.db
      .update(users)
      .set({ subscriptionEnd: new Date(Date.now() - 1000) })
      .where(eq(users.id, seller.user.id));
    try {
      expect(await whatsappFor(seller.cookie)).toBe('+353 83 123 4567');
      const other = await get(t, `/api/marketplace/${item.id}`);
      expect(other.json().seller).toEqual({
        id: seller.user.id,
        displayName: seller.user.firstName,
        memberNumber: seller.user.memberNumber,
      });
      expect(Object.keys(other.json().seller)).toEqual(['id', 'displayName', 'memberNumber']);
    } finally {
      await t.db
        .update(users)
        .set({ subscriptionEnd: new Date(Date.now() + 86_400_000) })
        .where(eq(users.id, seller.user.id));
    }
  });
});

describe('editing', () => {
  it('is for the owner or an admin: 401 visitors, 403 other members, 404 missing', async () => {
    const item = await approvedItem();
    expect((await putItem(t, undefined, item.id, { title: 'X' })).statusCode).toBe(401);
    const other = await putItem(t, buyer.cookie, item.id, { title: 'Roubado' });
    expect(other.statusCode).toBe(403);
    expect(other.json().message).toBe('Você só pode editar seus próprios itens');
    expect((await putItem(t, buyer.cookie, 99999999, { title: 'X' })).statusCode).toBe(404);
    expect((await get(t, `/api/marketplace/${item.id}`)).json().title).toBe(item.title);
  });

  it("keeps an admin's edit approved", async () => {
    const item = await approvedItem();
    const res = await putItem(t, admin.cookie, item.id, { description: 'Revisado pela moderação.' });
    expect(res.json()).toMatchObject({
      message: 'Item atualizado com sucesso!',
      item: { approvalStatus: 'approved', sellerId: seller.user.id },
    });
  });

  it.each([
    [{ price: 'abc' }, 'Preço inválido'],
    [{ price: '' }, 'Informe o preço para anúncios de venda'],
    [{ coverImageIndex: 2 }, 'Imagem de capa inválida'],
    [{ imageUrls: [] }, 'Adicione pelo menos uma imagem'],
    [{ category: 'carros' }, 'Categoria inválida'],
    [{ type: 'leilao' }, 'Tipo de anúncio inválido'],
    [{ status: 'sold' }, 'Dados inválidos.'],
  ])('refuses %j and changes nothing', async (body, message) => {
    const item = await approvedItem();
    const res = await putItem(t, seller.cookie, item.id, body);
    expect(res.statusCode, res.body).toBe(400);
    if (message !== 'Dados inválidos.') expect(res.json().message).toBe(message);
    const now = (await get(t, `/api/marketplace/${item.id}`, seller.cookie)).json();
    expect(now).toEqual(item);
  });

  it('deletes removed images, accepts only new images of the editor, and keeps the old ones of an item an admin edits', async () => {
    const owner = await createMember(t, { subscriber: true });
    const [a, b, c] = await uploadImages(t, owner.cookie, 3);
    const item = await createItem(t, owner.cookie, itemBody([a!, b!], { coverImageIndex: 1 }));
    const objectStatus = async (path: string) => (await get(t, path)).statusCode;
    expect(await objectStatus(a!)).toBe(200);

    // Someone else's upload: refused, nothing changed, nothing deleted.
    const [buyerImage] = await uploadImages(t, buyer.cookie);
    const refused = await putItem(t, owner.cookie, item.id, { imageUrls: [b!, buyerImage!] });
    expect(refused.statusCode).toBe(400);
    expect((await get(t, `/api/marketplace/${item.id}`, owner.cookie)).json().imageUrls).toEqual([a, b]);
    expect(await objectStatus(a!)).toBe(200);

    const res = await putItem(t, owner.cookie, item.id, { imageUrls: [b!, c!] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().item).toMatchObject({ imageUrls: [b, c], coverImageIndex: 0 });
    expect(await objectStatus(a!)).toBe(404);
    expect(await objectStatus(a!.replace('-full.webp', '-thumb.webp'))).toBe(404);
    expect(await objectStatus(b!)).toBe(200);

    // An admin may keep the owner's images and add their own, not another member's.
    const [adminImage] = await uploadImages(t, admin.cookie);
    const [ownerSpare] = await uploadImages(t, owner.cookie);
    expect((await putItem(t, admin.cookie, item.id, { imageUrls: [b!, c!, ownerSpare!] })).statusCode).toBe(400);
    const byAdmin = await putItem(t, admin.cookie, item.id, { imageUrls: [c!, b!, adminImage!], coverImageIndex: 2 });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
    expect(byAdmin.json().item).toMatchObject({ imageUrls: [c, b, adminImage], coverImageIndex: 2 });
  });

  it('keeps an image another item still shows', async () => {
    const owner = await createMember(t, { subscriber: true });
    const [shared, other] = await uploadImages(t, owner.cookie, 2);
    const one = await createItem(t, owner.cookie, itemBody([shared!]));
    await createItem(t, owner.cookie, itemBody([shared!]));
    expect((await putItem(t, owner.cookie, one.id, { imageUrls: [other!] })).statusCode).toBe(200);
    expect((await get(t, shared!)).statusCode).toBe(200);
  });
});
