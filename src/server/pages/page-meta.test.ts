// Share previews: the HTML the server sends, fetched without running any JavaScript (as WhatsApp's
// crawler does), carries each page's own <title> and Open Graph / Twitter tags.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, marketplaceItems } from '../db/schema.js';
import { call } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';

let t: TestApp;
let admin: { cookie: string };
let seq = 0;

beforeAll(async () => {
  t = await createTestApp({ web: {} });
  admin = await createMember(t, { admin: true });
});
afterAll(() => t.close());

const html = async (url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers: { host: 'comunidade.test' } });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/html/);
  return res.body;
};
/** Every value of `<meta property|name="key" content="…">` in the page. */
const meta = (page: string, key: string) =>
  [...page.matchAll(new RegExp(`<meta (?:property|name)="${key.replace('.', '\\.')}" content="([^"]*)" />`, 'g'))].map(
    (m) => m[1],
  );
const titleOf = (page: string) => /<title>([^<]*)<\/title>/.exec(page)?.[1];

async function item(values: Partial<typeof marketplaceItems.$inferInsert>) {
  const [row] = await t.db
    .insert(marketplaceItems)
    .values({
      listingNumber: `PM${++seq}${Date.now() % 100000}`,
      title: 'Bicicleta elétrica',
      description: 'Bateria nova.',
      type: 'venda',
      category: 'motos',
      whatsapp: '+353831234567',
      imageUrls: ['/objects/uploads/capa-full.webp', '/objects/uploads/outra-full.webp'],
      approvalStatus: 'approved',
      ...values,
    })
    .returning();
  return row!;
}

describe('share previews in the served HTML', () => {
  it('/ has the site title, description and og:image from site config, as absolute URLs', async () => {
    const page = await html('/');
    expect(titleOf(page)).toBe('Comunidade Entregadores Dublin');
    expect(meta(page, 'og:title')).toEqual(['Comunidade Entregadores Dublin']);
    expect(meta(page, 'twitter:title')).toEqual(['Comunidade Entregadores Dublin']);
    expect(meta(page, 'og:description')[0]).toContain('entregadores brasileiros em Dublin');
    expect(meta(page, 'description')).toEqual(meta(page, 'og:description'));
    expect(meta(page, 'twitter:description')).toEqual(meta(page, 'og:description'));
    expect(meta(page, 'og:image')).toEqual(['http://comunidade.test/og-image.png']);
    expect(meta(page, 'twitter:image')).toEqual(['http://comunidade.test/og-image.png']);
    expect(meta(page, 'twitter:card')).toEqual(['summary_large_image']);
    expect(meta(page, 'og:type')).toEqual(['website']);
    expect(meta(page, 'apple-mobile-web-app-title')).toEqual(['Comunidade Entregadores Dublin']);
    // The placeholders are replaced, and only one title is sent.
    expect(page).not.toContain('page-meta');
    expect(page).not.toContain('%SITE_TITLE%');
    expect(page.match(/<title>/g)).toHaveLength(1);
  });

  it('an approved item: its title, description and chosen cover (phone size)', async () => {
    const row = await item({
      title: 'Moto Honda 125 <barata> & "revisada" $& $\'',
      description: 'Revisada em outubro.\n\nPneus novos.',
      coverImageIndex: 1,
    });
    const page = await html(`/marketplace/${row.id}`);
    const title =
      'Moto Honda 125 &lt;barata&gt; &amp; &quot;revisada&quot; $&amp; $&#39; · Comunidade Entregadores Dublin';
    expect(titleOf(page)).toBe(title);
    expect(meta(page, 'og:title')).toEqual([title]);
    expect(meta(page, 'og:description')).toEqual(['Revisada em outubro. Pneus novos.']);
    expect(meta(page, 'og:image')).toEqual(['http://comunidade.test/objects/uploads/outra-md.webp']);
    expect(meta(page, 'twitter:image')).toEqual(['http://comunidade.test/objects/uploads/outra-md.webp']);
    expect(meta(page, 'og:type')).toEqual(['article']);
    expect(page).not.toContain('<barata>');
  });

  it('a pending, rejected or inactive item shows nothing of itself: the site card instead', async () => {
    for (const values of [
      { title: 'Pendente secreto', approvalStatus: 'pending' },
      { title: 'Rejeitado secreto', approvalStatus: 'rejected' },
      { title: 'Inativo secreto', status: 'inactive' },
    ]) {
      const row = await item(values);
      const page = await html(`/marketplace/${row.id}`);
      expect(page).not.toContain('secreto');
      expect(page).not.toContain('capa-md');
      expect(titleOf(page)).toBe('Comunidade Entregadores Dublin');
    }
    expect(titleOf(await html('/marketplace/999999999'))).toBe('Comunidade Entregadores Dublin');
  });

  it('an event: its title, description and image; an inactive one is not shown', async () => {
    const [ev] = await t.db
      .insert(events)
      .values({
        title: 'Churrasco no Phoenix Park',
        description: 'Traga sua bike.',
        location: 'Phoenix Park',
        date: new Date(Date.now() + 86_400_000),
        imageUrl: '/objects/uploads/churras-full.webp',
      })
      .returning();
    const page = await html(`/events/${ev!.id}`);
    expect(titleOf(page)).toBe('Churrasco no Phoenix Park · Comunidade Entregadores Dublin');
    expect(meta(page, 'og:description')).toEqual(['Traga sua bike.']);
    expect(meta(page, 'og:image')).toEqual(['http://comunidade.test/objects/uploads/churras-md.webp']);

    const [off] = await t.db
      .insert(events)
      .values({ title: 'Evento desativado', location: 'X', date: new Date(), isActive: false })
      .returning();
    const hidden = await html(`/events/${off!.id}`);
    expect(hidden).not.toContain('Evento desativado');
    expect(titleOf(hidden)).toBe('Comunidade Entregadores Dublin');
  });

  it('/account-rental and the other pages have their own title (and the rentals their own description)', async () => {
    const page = await html('/account-rental');
    expect(titleOf(page)).toBe('Aluguel de Contas · Comunidade Entregadores Dublin');
    expect(meta(page, 'og:title')).toEqual(['Aluguel de Contas · Comunidade Entregadores Dublin']);
    expect(meta(page, 'og:description')[0]).toContain('Deliveroo');
    expect(meta(page, 'og:image')).toEqual(['http://comunidade.test/og-image.png']);
    expect(titleOf(await html('/marketplace'))).toBe('Marketplace · Comunidade Entregadores Dublin');
    expect(titleOf(await html('/events/'))).toBe('Eventos · Comunidade Entregadores Dublin');
    expect(titleOf(await html('/privacidade'))).toBe('Política de Privacidade · Comunidade Entregadores Dublin');
    expect(titleOf(await html('/termos'))).toBe('Termos de Uso · Comunidade Entregadores Dublin');
    expect(titleOf(await html('/ajuda'))).toBe('Central de Ajuda · Comunidade Entregadores Dublin');
    expect(titleOf(await html('/contact'))).toBe('Contato · Comunidade Entregadores Dublin');
    // Issue 28: the community scam check had no title of its own.
    const check = await html('/verificar-contato');
    expect(titleOf(check)).toBe('Verificar Contato · Comunidade Entregadores Dublin');
    expect(meta(check, 'og:description')[0]).toContain('alerta da comunidade');
  });

  it('follows site config at once: title and og:image', async () => {
    expect(
      (await call(t, 'PUT', '/api/admin/site-config/site_title', admin.cookie, { value: 'Entregadores <BR>' }))
        .statusCode,
    ).toBe(200);
    const page = await html('/marketplace');
    expect(titleOf(page)).toBe('Marketplace · Entregadores &lt;BR&gt;');
    expect(meta(page, 'apple-mobile-web-app-title')).toEqual(['Entregadores &lt;BR&gt;']);
    expect(
      (
        await call(t, 'PUT', '/api/admin/site-config/og_image', admin.cookie, {
          value: 'https://cdn.example.com/og.png',
        })
      ).statusCode,
    ).toBe(200);
    expect(meta(await html('/'), 'og:image')).toEqual(['https://cdn.example.com/og.png']);
    await call(t, 'PUT', '/api/admin/site-config/site_title', admin.cookie, {
      value: 'Comunidade Entregadores Dublin',
    });
    await call(t, 'PUT', '/api/admin/site-config/og_image', admin.cookie, { value: '/og-image.png' });
  });

  it('keeps the HTML revalidated with an ETag (304) and compressed', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/account-rental', headers: { 'accept-encoding': 'br' } });
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers['content-encoding']).toBe('br');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await t.app.inject({ method: 'GET', url: '/account-rental', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    // Another page is another document: another validator.
    const other = await t.app.inject({ method: 'GET', url: '/marketplace' });
    expect(other.headers.etag).not.toBe(etag);
  });

  it('/terms, /privacy and /help move permanently to the pt-BR pages, keeping the query', async () => {
    for (const [from, to] of [
      ['/terms', '/termos'],
      ['/privacy?x=1', '/privacidade?x=1'],
      ['/help/', '/ajuda'],
    ]) {
      const res = await t.app.inject({ method: 'GET', url: from });
      expect(res.statusCode, from).toBe(301);
      expect(res.headers.location).toBe(to);
    }
  });
});
