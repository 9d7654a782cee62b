import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminGuide, AdminGuideList, Guide, GuideList } from '../../contract/guides.js';
import { GUIDE_SLUGS, guideMessages } from '../../contract/guides.js';
import { auditOf, call, word } from '../test/admin.js';
import { createMember, createTestApp, type TestApp } from '../test/app.js';
import { guides } from './guides.tables.js';

type Member = Awaited<ReturnType<typeof createMember>>;
let t: TestApp;
let admin: Member;
let member: Member;

beforeAll(async () => {
  // The web fixture too: the share previews are read from the served HTML.
  t = await createTestApp({ web: {} });
  [admin, member] = await Promise.all([createMember(t, { admin: true }), createMember(t, { subscriber: true })]);
});
afterAll(() => t.close());

const slugOf = () => `guia-${word()}`;
const create = async (body: Record<string, unknown>, cookie = admin.cookie) => {
  const res = await call(t, 'POST', '/api/admin/guides', cookie, {
    slug: slugOf(),
    title: 'Título',
    summary: 'Resumo',
    body: 'Texto',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminGuide>();
};
const update = (id: number, body: object) => call(t, 'PUT', `/api/admin/guides/${id}`, admin.cookie, body);
const read = (slug: string, cookie?: string) => call(t, 'GET', `/api/guides/${slug}`, cookie);
const list = async (q?: string, cookie?: string) => {
  const res = await call(t, 'GET', `/api/guides${q === undefined ? '' : `?q=${encodeURIComponent(q)}`}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<GuideList>().items;
};

describe('the first guides (seeded through the service)', () => {
  it('are published, reviewed, each with official https sources, and every link other pages use exists', async () => {
    const items = await list();
    for (const slug of Object.values(GUIDE_SLUGS)) expect(items.map((g) => g.slug)).toContain(slug);
    for (const slug of Object.values(GUIDE_SLUGS)) {
      const g = (await read(slug)).json<Guide>();
      expect(g.reviewedAt).toBe('2026-11-26T09:00:00.000Z');
      expect(g.sources.length).toBeGreaterThan(0);
      for (const s of g.sources) expect(s.url).toMatch(/^https:\/\//);
    }
    expect((await read(GUIDE_SLUGS.emergency)).json<Guide>().html).toContain('112');
  });
});

describe('admin guides', () => {
  it('creates (unpublished, at the end), edits, publishes, unpublishes; each step audited', async () => {
    const g = await create({ title: 'Guia novo', sources: [{ label: 'Revenue', url: 'https://www.revenue.ie/' }] });
    expect(g).toMatchObject({ isPublished: false, reviewedAt: null, needsReview: true });
    const all = (await call(t, 'GET', '/api/admin/guides', admin.cookie)).json<AdminGuideList>().items;
    expect(all.at(-1)?.id).toBe(g.id);

    // Unpublished: 404 to visitors and members alike, and out of the public list.
    expect((await read(g.slug)).statusCode).toBe(404);
    expect((await read(g.slug, member.cookie)).statusCode).toBe(404);
    expect((await list()).map((x) => x.slug)).not.toContain(g.slug);

    expect((await update(g.id, { isPublished: true })).statusCode).toBe(200);
    expect((await read(g.slug)).json<Guide>()).toMatchObject({ title: 'Guia novo', html: '<p>Texto</p>\n' });
    const edit = await update(g.id, { body: 'Texto **novo**', title: 'Guia editado' });
    expect(edit.statusCode, edit.body).toBe(200);
    expect((await read(g.slug)).json<Guide>()).toMatchObject({
      title: 'Guia editado',
      html: '<p>Texto <strong>novo</strong></p>\n',
    });
    expect((await update(g.id, { isPublished: false })).statusCode).toBe(200);
    expect((await read(g.slug, member.cookie)).statusCode).toBe(404);

    expect((await auditOf(t, 'guide', g.id)).map((a) => [a.action, a.actorId])).toEqual([
      ['guide.create', admin.user.id],
      ['guide.publish', admin.user.id],
      ['guide.update', admin.user.id],
      ['guide.unpublish', admin.user.id],
    ]);
  });

  it("'revisado' sets 'Última revisão' to now and clears the notice; audited", async () => {
    const g = await create({ isPublished: true });
    const before = Date.now();
    const res = await call(t, 'POST', `/api/admin/guides/${g.id}/reviewed`, admin.cookie);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<AdminGuide>();
    expect(after.needsReview).toBe(false);
    expect(Date.parse(after.reviewedAt!)).toBeGreaterThanOrEqual(before - 1000);
    expect((await read(g.slug)).json<Guide>().reviewedAt).toBe(after.reviewedAt);
    expect((await auditOf(t, 'guide', g.id)).map((a) => a.action)).toEqual(['guide.create', 'guide.review']);
  });

  it('orders the whole shelf at once; the public list follows; a partial order is refused', async () => {
    const before = (await call(t, 'GET', '/api/admin/guides', admin.cookie)).json<AdminGuideList>().items;
    const ids = before.map((g) => g.id).reverse();
    const res = await call(t, 'PUT', '/api/admin/guides/order', admin.cookie, { ids });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminGuideList>().items.map((g) => g.id)).toEqual(ids);
    const published = before
      .filter((g) => g.isPublished)
      .map((g) => g.slug)
      .reverse();
    expect((await list()).map((g) => g.slug)).toEqual(published);
    const partial = await call(t, 'PUT', '/api/admin/guides/order', admin.cookie, { ids: ids.slice(1) });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toMatchObject({ message: guideMessages.orderMismatch });
    const twice = await call(t, 'PUT', '/api/admin/guides/order', admin.cookie, { ids: [ids[0], ids[0]] });
    expect(twice.statusCode).toBe(400);
    expect((await auditOf(t, 'guide', 'order')).map((a) => a.action)).toEqual(['guide.reorder']);
  });

  it.each([
    ['a slug with spaces', { slug: 'com espaço' }, guideMessages.slugInvalid],
    ['an empty title', { title: ' ' }, guideMessages.titleRequired],
    ['a javascript: source', { sources: [{ label: 'X', url: 'javascript:alert(1)' }] }, guideMessages.sourceUrlInvalid],
    ['a data: source', { sources: [{ label: 'X', url: 'data:text/html,x' }] }, guideMessages.sourceUrlInvalid],
  ])('refuses %s with its pt-BR message', async (_c, body, message) => {
    const res = await call(t, 'POST', '/api/admin/guides', admin.cookie, {
      slug: slugOf(),
      title: 'T',
      summary: 'R',
      body: 'B',
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('refuses a slug already taken (409), on create and on edit; unknown ids are 404', async () => {
    const a = await create({});
    const b = await create({});
    const dup = await call(t, 'POST', '/api/admin/guides', admin.cookie, {
      slug: a.slug,
      title: 'T',
      summary: 'R',
      body: 'B',
    });
    expect(dup.statusCode).toBe(409);
    expect(dup.json()).toMatchObject({ message: guideMessages.slugTaken });
    expect((await update(b.id, { slug: a.slug })).statusCode).toBe(409);
    expect((await update(999_999, { title: 'X' })).statusCode).toBe(404);
    expect((await call(t, 'POST', '/api/admin/guides/999999/reviewed', admin.cookie)).statusCode).toBe(404);
  });

  it('is for administrators only', async () => {
    expect((await call(t, 'GET', '/api/admin/guides')).statusCode).toBe(401);
    expect((await call(t, 'GET', '/api/admin/guides', member.cookie)).statusCode).toBe(403);
    const res = await call(t, 'POST', '/api/admin/guides', member.cookie, {
      slug: slugOf(),
      title: 'T',
      summary: 'R',
      body: 'B',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('Markdown comes out inert', () => {
  const nasty = [
    '# Título',
    '<script>alert(1)</script>',
    '<img src=x onerror="alert(2)">',
    '<a href="javascript:alert(3)">html</a>',
    '[js](javascript:alert(4)) [js2](JAVASCRIPT:alert(5)) [data](data:text/html;base64,PHNjcmlwdD4=) [vb](vbscript:x)',
    '[oficial](https://www.garda.ie/) [interno](/guias)',
    '![img](https://evil.example/track.png)',
  ].join('\n\n');

  it('no raw HTML, no script, no javascript:/data: link; external links open in a new tab with noopener', async () => {
    const g = await create({ body: nasty, isPublished: true });
    const { html } = (await read(g.slug)).json<Guide>();
    expect(html).not.toMatch(/<script|<img|<[^>]*onerror|href="javascript|href="data:|href="vbscript/i);
    expect(html).not.toMatch(/href="[^"]*javascript:/i);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('<a href="https://www.garda.ie/" target="_blank" rel="noopener noreferrer">oficial</a>');
    expect(html).toContain('<a href="/guias">interno</a>');
    // The preview shows exactly what the page will.
    const preview = await call(t, 'POST', '/api/admin/guides/preview', admin.cookie, { body: nasty });
    expect(preview.json()).toEqual({ html });
  });
});

describe('search', () => {
  it('ignores accents and case, every word must match, published guides only', async () => {
    const w = word();
    const g = await create({ title: `Ocorrência ${w}`, summary: 'Polícia e segurança', isPublished: true });
    await create({ title: `Ocorrência ${w} rascunho`, isPublished: false });
    expect((await list(`OCORRENCIA ${w}`)).map((x) => x.slug)).toEqual([g.slug]);
    expect((await list(`policia ${w}`)).map((x) => x.slug)).toEqual([g.slug]);
    expect(await list(`${w} inexistente`)).toEqual([]);
    expect((await list('100%_')).length).toBe(0);
  });
});

describe('share previews', () => {
  it('a published guide: its title and summary; an unpublished one: the not-found card', async () => {
    const g = await create({ title: 'Guia compartilhado', summary: 'Resumo para o WhatsApp', isPublished: true });
    const page = await call(t, 'GET', `/guias/${g.slug}`);
    expect(page.body).toContain('<meta property="og:title" content="Guia compartilhado · ');
    expect(page.body).toContain('<meta property="og:description" content="Resumo para o WhatsApp" />');
    await update(g.id, { isPublished: false });
    const hidden = await call(t, 'GET', `/guias/${g.slug}`);
    expect(hidden.body).not.toContain('Guia compartilhado');
    expect(hidden.body).toContain('Página não encontrada');
    expect((await call(t, 'GET', '/guias')).body).toContain('<title>Guias do Entregador · ');
  });
});

it('the guides table is the seeded shelf plus this file’s guides (no stray writes)', async () => {
  const rows = await t.db.select({ id: guides.id }).from(guides);
  expect(rows.length).toBeGreaterThanOrEqual(Object.keys(GUIDE_SLUGS).length);
});
