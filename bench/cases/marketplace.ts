import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/server/db/client.js';
import type { BenchCase } from '../lib/types.js';

const ITEMS = Number(process.env.BENCH_MARKETPLACE_ITEMS ?? 100_000);
const SELLERS = 2_000;

// Titles and the category each belongs to; about one in eight mentions a bicycle.
const TITLES: [string, string][] = [
  ['Bicicleta elétrica', 'motos'],
  ['Bicicleta aro 29', 'motos'],
  ['Bicicleta dobrável', 'motos'],
  ['Scooter elétrica Xiaomi', 'motos'],
  ['Moto Honda CG 125', 'motos'],
  ['Moto Yamaha Neo', 'motos'],
  ['Capacete fechado', 'equipamentos'],
  ['Mochila térmica Deliveroo', 'equipamentos'],
  ['Bag térmica Uber Eats', 'equipamentos'],
  ['Jaqueta impermeável', 'equipamentos'],
  ['Luvas de inverno', 'equipamentos'],
  ['Capa de chuva', 'equipamentos'],
  ['Cadeado em U', 'acessorios'],
  ['Suporte de celular para guidão', 'acessorios'],
  ['Farol de LED', 'acessorios'],
  ['Corrente antifurto', 'acessorios'],
  ['Power bank 20000 mAh', 'eletronicos'],
  ['Carregador de bateria', 'eletronicos'],
  ['Fone Bluetooth', 'eletronicos'],
  ['Celular Samsung', 'eletronicos'],
  ['Revisão de freios', 'manutencao'],
  ['Troca de pneu e câmara', 'manutencao'],
  ['Conserto de bateria', 'manutencao'],
  ['Colchão de solteiro', 'outros'],
];
const ADJECTIVES = [
  'usada',
  'seminova',
  'em ótimo estado',
  'com garantia',
  'revisada',
  'nova na caixa',
  'barata',
  'pouco uso',
  'original',
  'com nota',
];
const SENTENCES = [
  'Ótima para entregas em Dublin.',
  'Bateria dura o dia todo, uns 60 km.',
  'Aceito troca por bicicleta ou scooter.',
  'Retirada em Dublin 8, perto da Thomas Street.',
  'Doação para quem está começando nas entregas.',
  'Preço negociável, chama no WhatsApp.',
  'Manutenção em dia, freios novos.',
  'Funciona perfeitamente, só vendo porque comprei outra.',
  'Acompanha carregador e cadeado.',
  'Entrego no centro ou em Rathmines.',
  'Aluguel semanal com caução.',
  'Serve para bicicleta e scooter.',
  'Nunca caiu, sem arranhões.',
  'Impermeável de verdade, aguenta a chuva irlandesa.',
  'Comprei na Decathlon há três meses.',
  'Ideal para quem faz Deliveroo e Uber Eats à noite.',
  'Motor de 250 W, velocidade máxima 25 km/h.',
  'Tamanho M, serve em quem tem até 1,80 m.',
];

const textArray = (values: string[]) =>
  sql.raw(`array[${values.map((v) => `'${v.replaceAll("'", "''")}'`).join(',')}]::text[]`);

export interface MarketplaceCtx {
  itemId: number;
  /** A subscriber's session id (the list then shows WhatsApp numbers). */
  sessionId: string;
}

/** Spec issue 3: 100,000 listings (mixed statuses, ~2,000 sellers, 1 % orphans); list, search and item page. */
export const marketplaceCase: BenchCase<MarketplaceCtx> = {
  name: 'marketplace',
  description: `${ITEMS.toLocaleString('en')} listings, ${SELLERS.toLocaleString('en')} sellers: first page, search q=bicicleta, item page`,

  async seed({ db }, log, rows = ITEMS) {
    await db.execute(sql`
      insert into users (email, password, first_name, last_name, display_name, member_number, whatsapp, subscription_status)
      select 'vendedor' || n || '@bench.local', 'x',
        (array['Ana','Bruno','Carla','Diego','Érica','Fábio','Gisele','Hugo','Íris','João'])[1 + n % 10],
        (array['Souza','Lima','Ferreira','Conceição','Araújo','Gonçalves'])[1 + n % 6],
        'Vendedor ' || n, 'BN' || lpad(n::text, 5, '0'), '+353 83 ' || lpad(n::text, 7, '0'),
        case when n % 3 = 0 then 'active' else 'inactive' end
      from generate_series(1, ${SELLERS}) n`);
    // The trigram index is built once after the bulk insert, and the public counters are summed
    // once instead of 100,000 single-row updates (which would also leave that table bloated).
    await db.execute(sql`drop index if exists marketplace_search_trgm_idx`);
    await db.execute(sql`alter table marketplace_items disable trigger marketplace_public_counts_sync`);
    const t0 = Date.now();
    await db.execute(sql`
      insert into marketplace_items (listing_number, title, description, price, type, category, image_urls,
        cover_image_index, whatsapp, seller_id, status, approval_status, created_at, updated_at)
      select 'MP' || lpad(i::text, 6, '0'),
        k.titles[1 + (i * 7) % cardinality(k.titles)] || ' ' || k.adjs[1 + (i * 13) % cardinality(k.adjs)],
        k.sentences[1 + (i * 5) % cardinality(k.sentences)] || ' ' || k.sentences[1 + (i * 7 + 3) % cardinality(k.sentences)]
          || ' ' || k.sentences[1 + (i * 11 + 7) % cardinality(k.sentences)] || ' Anúncio ' || i || '.',
        case k.types[1 + (i * 11) % 4] when 'venda' then (20 + (i * 37) % 2000)::numeric when 'aluguel' then (10 + i % 90)::numeric end,
        k.types[1 + (i * 11) % 4],
        k.cats[1 + (i * 7) % cardinality(k.titles)],
        array(select '/objects/uploads/' || substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-4' || substr(h, 14, 3) || '-8'
                || substr(h, 18, 3) || '-' || substr(h, 21, 12) || '-full.webp'
              from (select md5(i || '-' || g) as h from generate_series(1, 1 + i % 4) g) x),
        0,
        '+353 87 ' || lpad((i % 10000000)::text, 7, '0'),
        case when i % 100 = 0 then null else u.ids[1 + (i * 7919) % cardinality(u.ids)] end,
        case when i % 10 = 3 then 'inactive' else 'active' end,
        case when i % 20 < 14 then 'approved' when i % 20 < 17 then 'pending' when i % 20 < 19 then 'rejected' else 'approved' end,
        now() - (${rows} - i) * interval '3 minutes',
        now() - (${rows} - i) * interval '3 minutes'
      from generate_series(1, ${rows}) i
      cross join (select
        ${textArray(TITLES.map(([t]) => t))} as titles,
        ${textArray(TITLES.map(([, c]) => c))} as cats,
        ${textArray(ADJECTIVES)} as adjs,
        ${textArray(SENTENCES)} as sentences,
        array['venda','troca','doacao','aluguel'] as types) k
      cross join (select array_agg(id order by id) as ids from users where email like '%@bench.local') u`);
    log(`inserted ${rows.toLocaleString('en')} items in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const t1 = Date.now();
    await db.execute(sql`alter table marketplace_items enable trigger marketplace_public_counts_sync`);
    await db.execute(sql`
      insert into marketplace_public_counts (category, type, n)
      select category, type, count(*)::int from marketplace_items
      where approval_status = 'approved' and status = 'active' group by category, type
      on conflict (category, type) do update set n = excluded.n`);
    await db.execute(
      sql`create index marketplace_search_trgm_idx on marketplace_items using gin (search_text gin_trgm_ops)`,
    );
    await db.execute(sql`select setval('marketplace_listing_seq', ${rows})`);
    await db.execute(sql`vacuum analyze`);
    log(`trigram index + vacuum analyze in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`select max(id) - 500 as id from marketplace_items where approval_status = 'approved' and status = 'active'`,
    );
    const [item] = await queryRows<{ id: number }>(
      db,
      sql`select id from marketplace_items where approval_status = 'approved' and status = 'active' and id <= ${row!.id} order by id desc limit 1`,
    );
    const sessionId = 'bench-subscriber-session-0000000000000000';
    await db.execute(sql`
      insert into sessions (sid, sess, expire)
      select ${sessionId}, jsonb_build_object('userId', id), now() + interval '1 day'
      from users where email = 'vendedor3@bench.local'`);
    return { itemId: item!.id, sessionId };
  },

  endpoints: (ctx, app) => [
    { name: 'list, first page', path: '/api/marketplace', p99BarMs: 50, limit: true },
    { name: 'search q=bicicleta', path: '/api/marketplace?q=bicicleta', p99BarMs: 100, limit: true },
    { name: 'item page', path: `/api/marketplace/${ctx.itemId}`, p99BarMs: 50, limit: true },
    // --extra: the other shapes a visitor meets, and the worst case of a search (no match at all).
    { name: 'list, category filter', path: '/api/marketplace?category=eletronicos', extra: true },
    { name: 'list, page 2 (cursor)', path: `/api/marketplace?cursor=${ctx.itemId}`, extra: true },
    { name: 'search, no match', path: '/api/marketplace?q=trotinete', extra: true },
    {
      name: 'search, two words, no accent',
      path: `/api/marketplace?q=${encodeURIComponent('bicicleta eletrica')}`,
      extra: true,
    },
    {
      name: 'list as subscriber',
      path: '/api/marketplace',
      cookie: `sid=${app.signCookie(ctx.sessionId)}`,
      extra: true,
    },
    // Issue 38: a member who blocked nobody shares a visitor's kept first page of a search.
    {
      name: 'search as subscriber',
      path: '/api/marketplace?q=bicicleta',
      cookie: `sid=${app.signCookie(ctx.sessionId)}`,
      p99BarMs: 100,
      extra: true,
    },
  ],
};
