import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MarketplaceItem } from '../../contract/marketplace.js';
import { createMember, type TestApp } from '../test/app.js';
import {
  approvedItem as approved,
  createItem,
  get,
  itemBody,
  type MarketplaceCast,
  type Member,
  marketplaceCast,
  putItem,
  uploadImages,
} from '../test/marketplace.js';

// An owner's edit of an approved listing waits for review while the approved version stays published.
let cast: MarketplaceCast;
let t: TestApp;
let admin: Member;
let seller: Member;
let buyer: Member;
beforeAll(async () => {
  cast = await marketplaceCast();
  ({ t, admin, seller, buyer } = cast);
});
afterAll(() => t.close());
const approvedItem = (overrides?: Record<string, unknown>) => approved(cast, overrides);

describe('an edit waiting for review', () => {
  it("keeps an approved item public while the owner's edit waits for review; a status switch applies at once", async () => {
    const item = await approvedItem();
    const toggled = await putItem(t, seller.cookie, item.id, { status: 'inactive' });
    expect(toggled.json()).toMatchObject({
      message: 'Item atualizado com sucesso!',
      item: { status: 'inactive', approvalStatus: 'approved', pendingEdit: null },
    });
    const back = await putItem(t, seller.cookie, item.id, { status: 'active' });
    expect(back.json().item).toMatchObject({ status: 'active', approvalStatus: 'approved' });
    // Sending the same values again is not an edit either.
    const same = await putItem(t, seller.cookie, item.id, { title: item.title, price: '450' });
    expect(same.json().item).toMatchObject({ approvalStatus: 'approved', pendingEdit: null });

    const edited = await putItem(t, seller.cookie, item.id, { title: 'Bicicleta elétrica revisada' });
    expect(edited.statusCode).toBe(200);
    expect(edited.json()).toMatchObject({
      message: 'Alteração enviada para aprovação. O anúncio continua publicado como estava até lá.',
      item: { title: item.title, approvalStatus: 'approved', pendingEdit: { title: 'Bicicleta elétrica revisada' } },
    });
    // Everyone else still sees the approved version, and nothing of the edit.
    for (const cookie of [undefined, buyer.cookie]) {
      const seen = (await get(t, `/api/marketplace/${item.id}`, cookie)).json();
      expect(seen).toMatchObject({ title: item.title, pendingEdit: null });
    }
    const listed = (await get(t, '/api/marketplace?limit=48'))
      .json()
      .items.find((i: MarketplaceItem) => i.id === item.id);
    expect(listed).toMatchObject({ title: item.title, pendingEdit: null });

    // A second edit builds on the first; undoing a change takes it out of the edit.
    const more = await putItem(t, seller.cookie, item.id, { description: 'Bateria nova.', status: 'inactive' });
    expect(more.json().item).toMatchObject({
      status: 'inactive',
      pendingEdit: { title: 'Bicicleta elétrica revisada', description: 'Bateria nova.' },
    });
    await putItem(t, seller.cookie, item.id, { status: 'active' });
    const undone = await putItem(t, seller.cookie, item.id, { title: item.title });
    expect(undone.json().item.pendingEdit).toEqual({ description: 'Bateria nova.' });

    // The queue shows it, with the edit, to admins; approving applies it.
    const queue = (await get(t, '/api/admin/marketplace/pending?limit=100', admin.cookie)).json().items;
    expect(queue.find((i: MarketplaceItem) => i.id === item.id)).toMatchObject({
      description: item.description,
      pendingEdit: { description: 'Bateria nova.' },
    });
    const ok = await t.app.inject({
      method: 'POST',
      url: `/api/admin/marketplace/${item.id}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(ok.json()).toMatchObject({
      message: 'Alteração aprovada e publicada.',
      item: { description: 'Bateria nova.', pendingEdit: null, approvalStatus: 'approved' },
    });
    expect((await get(t, `/api/marketplace/${item.id}`)).json()).toMatchObject({
      title: item.title,
      description: 'Bateria nova.',
    });
    const after = (await get(t, '/api/admin/marketplace/pending?limit=100', admin.cookie)).json().items;
    expect(after.some((i: MarketplaceItem) => i.id === item.id)).toBe(false);
    // Nothing waits any more: approving again is the spec's conflict.
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/admin/marketplace/${item.id}/approve`,
      headers: { cookie: admin.cookie },
    });
    expect(again.statusCode).toBe(409);
  });

  it("rejecting a waiting edit keeps the published version and deletes only the edit's new images", async () => {
    const owner = await createMember(t, { subscriber: true });
    const [a, b] = await uploadImages(t, owner.cookie, 2);
    const created = await createItem(t, owner.cookie, itemBody([a!]));
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/marketplace/${created.id}/approve`,
      headers: { cookie: admin.cookie },
    });
    const edit = await putItem(t, owner.cookie, created.id, { imageUrls: [b!], price: '99.90' });
    expect(edit.json().item).toMatchObject({ imageUrls: [a], pendingEdit: { imageUrls: [b], price: '99.90' } });
    expect((await get(t, a!)).statusCode).toBe(200); // still shown by the published version
    expect((await get(t, b!)).statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/admin/marketplace/${created.id}/reject`,
      headers: { cookie: admin.cookie },
    });
    expect(res.json()).toMatchObject({
      message: 'Alteração rejeitada. O anúncio continua publicado como estava.',
      item: { approvalStatus: 'approved', imageUrls: [a], pendingEdit: null },
    });
    expect((await get(t, `/api/marketplace/${created.id}`)).statusCode).toBe(200);
    expect((await get(t, b!)).statusCode).toBe(404);
    expect((await get(t, a!)).statusCode).toBe(200);
  });

  it("sends an owner's edit of a rejected item back to pending", async () => {
    const item = await approvedItem();
    await t.app.inject({
      method: 'POST',
      url: `/api/admin/marketplace/${item.id}/reject`,
      headers: { cookie: admin.cookie },
    });
    const edited = await putItem(t, seller.cookie, item.id, { title: 'Agora com nota fiscal' });
    expect(edited.json()).toMatchObject({
      message: 'Anúncio atualizado e enviado novamente para aprovação.',
      item: { title: 'Agora com nota fiscal', approvalStatus: 'pending', pendingEdit: null },
    });
  });
});
