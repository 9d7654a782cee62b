// The data rules of docs/decisions/025-server-folders-and-data-rules.md and the file suffixes of
// docs/decisions/009-building-a-feature.md, checked on every server file. A failure names the file and the rule.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MEMBERSHIP_COLUMNS } from './server/users/users.tables.js';
import { type Edge, files, importsOf, isTest, ROOT, texts } from './source-graph.js';
import { tables, type Write, writesOf } from './table-writes.js';

const serverFiles = files.filter((f) => f.startsWith('src/server/') && !isTest(f));
const folderOf = (f: string) => f.split('/').slice(0, -1).join('/');

// ── (a) Queries only in the data layer ─────────────────────────────────────────────────────────────

/** The files that build queries: repositories, their SQL pieces, the tables, and db/ (decision 025). */
const isDataLayer = (f: string) => /\.(repository|filters|sql|tables)\.ts$/.test(f) || f.startsWith('src/server/db/');

/** Every runtime import that builds or names a query: drizzle-orm (sql, eq, the builders), the schema, a table. */
function queryImportViolations(e: Edge): string[] {
  if (e.typeOnly || isDataLayer(e.from) || isTest(e.from) || !e.from.startsWith('src/server/')) return [];
  const query =
    e.spec === 'drizzle-orm' ||
    e.spec.startsWith('drizzle-orm/') ||
    e.to === 'src/server/db/schema.ts' ||
    !!e.to?.endsWith('.tables.ts');
  return query
    ? [
        `${e.from}: import '${e.spec}' — queries only in repositories and the data layer (.repository, .filters, .sql, .tables, db/); call a repository (\`import type\` is fine)`,
      ]
    : [];
}

// ── (b) A table written only by its own domain's repository ────────────────────────────────────────

/**
 * Writes to another domain's table, each agreed by the owner with its reason (decision 025).
 * `columns`: the only columns the writer may set (an update only; no insert or delete); absent: any write.
 */
const SHARED_WRITES: { writer: string; table: string; columns?: readonly string[]; why: string }[] = [
  {
    writer: 'src/server/subscriptions/subscriptions.repository.ts',
    table: 'users',
    columns: [...MEMBERSHIP_COLUMNS, 'updatedAt'],
    why: 'users owns the table and declares MEMBERSHIP_COLUMNS (users.tables.ts); subscriptions keeps them',
  },
  ...tables.map((t) => ({
    writer: 'src/server/admin-users/admin-users.repository.ts',
    table: t.sqlName,
    why: 'deleting a member is one transaction over every table of theirs (spec; decisions 009, 023), and the admin user actions set roles, activity and passwords',
  })),
];

function writeViolations(w: Write): string[] {
  const own = folderOf(w.file) === folderOf(w.table.file);
  const ownRepository = own && (w.file.endsWith('.repository.ts') || w.file.startsWith('src/server/db/'));
  if (ownRepository) return [];
  const say = (rule: string) => [`${w.file}: ${w.kind} on ${w.table.sqlName} (${w.table.file}) — ${rule}`];
  const shared = SHARED_WRITES.find((s) => s.writer === w.file && s.table === w.table.sqlName);
  if (!shared)
    return say(
      own
        ? "a table is written by its domain's repository only"
        : "a table is written only by its own domain's repository: call that domain's service",
    );
  if (!shared.columns) return [];
  if (w.kind !== 'update' || !w.keys) return say(`only updates of ${shared.columns.join(', ')} are agreed`);
  const bad = w.keys.filter((k) => !shared.columns!.includes(k));
  return bad.length ? say(`sets ${bad.join(', ')}; only ${shared.columns.join(', ')} are agreed (no spreads)`) : [];
}

// ── (c) File suffixes, named in decision 009 ───────────────────────────────────────────────────────

const DECISION_009 = readFileSync(join(ROOT, 'docs/decisions/009-building-a-feature.md'), 'utf8');
/** The rows of decision 009's "File suffixes" table: `| \`.routes\` | meaning |`. */
const NAMED_SUFFIXES = new Map(
  [
    ...(DECISION_009.split(/^## File suffixes$/m)[1]?.split(/^## /m)[0] ?? '').matchAll(
      /^\| `\.([\w.-]+)` \| (.+) \|$/gm,
    ),
  ].map(([, suffix, meaning]) => [suffix!, meaning!]),
);
/** The test runner's configuration: its globs name the kinds of tests (`*.pg.test.ts`, `*.db.test.ts`). */
const VITEST_CONFIG = readFileSync(join(ROOT, 'vitest.config.ts'), 'utf8');
/** `name.suffix.ts` → ['suffix']; a test's own `.test` / `.pg.test` / `.db.test` comes first: `x.routes.test.ts` → ['test', 'routes']. */
function suffixesOf(path: string): string[] {
  const dots = path
    .split('/')
    .at(-1)!
    .replace(/\.tsx?$/, '')
    .split('.')
    .slice(1);
  const out: string[] = [];
  if (dots.at(-1) === 'test') {
    const kind = dots.at(-2) === 'pg' || dots.at(-2) === 'db' ? dots.at(-2) : null;
    out.push(kind ? `${kind}.test` : 'test');
    dots.splice(kind ? -2 : -1);
  }
  if (dots.length) out.push(dots.join('.'));
  return out;
}

describe('data boundaries', () => {
  const edges = serverFiles.flatMap((f) => importsOf(f, texts.get(f)!));

  it('queries (drizzle-orm, db/schema.js, *.tables.js at run time) only in the data layer', () => {
    const broken = edges.flatMap(queryImportViolations);
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it("a table is written only by its own domain's repository, or as its owner agreed", () => {
    const broken = serverFiles.flatMap((f) => writesOf(f, texts.get(f)!)).flatMap(writeViolations);
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it('every server file suffix is named, with its meaning, in decision 009; every named suffix is in use', () => {
    expect(NAMED_SUFFIXES.size).toBeGreaterThan(10);
    const used = files.filter((f) => f.startsWith('src/server/')).flatMap((f) => suffixesOf(f).map((s) => [f, s]));
    const unnamed = used.filter(([, s]) => !NAMED_SUFFIXES.has(s!)).map(([f, s]) => `${f}: .${s}`);
    expect(unnamed, 'add a row to the "File suffixes" table of decision 009').toEqual([]);
    // A kind of test is in use when the test runner's globs name it, even before its first file.
    const unused = [...NAMED_SUFFIXES.keys()].filter(
      (s) => !used.some(([, u]) => u === s) && !VITEST_CONFIG.includes(`*.${s}.ts`),
    );
    expect(unused, 'remove the row from decision 009').toEqual([]);
  });

  it('reads the writes in the code: every table is written somewhere', () => {
    const written = new Set(serverFiles.flatMap((f) => writesOf(f, texts.get(f)!)).map((w) => w.table.sqlName));
    // Kept by a database trigger on marketplace_items (migration 0005), never by the app.
    written.add('marketplace_public_counts');
    // Kept by a database trigger on reviews (migration 0036, decision 050), never by the app.
    written.add('reviews_ratings');
    expect(tables.filter((t) => !written.has(t.sqlName)).map((t) => t.sqlName)).toEqual([]);
  });

  // The checker itself: each rule catches what it is about (so the tests above can fail).
  it.each([
    ["import { sql } from 'drizzle-orm';", 'src/server/events/events.service.ts'],
    ["import { events } from '../db/schema.js';", 'src/server/events/events.routes.ts'],
    ["import { users } from './users.tables.js';", 'src/server/users/session-user.ts'],
  ])('%s in %s is refused', (text, file) => {
    expect(importsOf(file, text).flatMap(queryImportViolations).join('\n')).toContain('queries only in repositories');
  });

  it.each([
    ["import type { SQL } from 'drizzle-orm';", 'src/server/events/events.service.ts'],
    ["import { type SQL } from 'drizzle-orm';", 'src/server/events/events.service.ts'],
    ["import { eq, sql } from 'drizzle-orm';", 'src/server/events/events.repository.ts'],
    ["import { users } from '../db/schema.js';", 'src/server/subscriptions/subscriptions.sql.ts'],
  ])('%s in %s is allowed', (text, file) => {
    expect(importsOf(file, text).flatMap(queryImportViolations)).toEqual([]);
  });

  it.each([
    [
      'src/server/messages/messages.repository.ts',
      "import { users } from '../db/schema.js';\ndb.delete(users);",
      'users',
    ],
    [
      'src/server/events/events.service.ts',
      'db.execute(sql`update events set title = 1`);',
      "its domain's repository only",
    ],
    [
      'src/server/subscriptions/subscriptions.repository.ts',
      "import { users } from '../db/schema.js';\ndb.update(users).set({ subscriptionEnd: null, isAdmin: true });",
      'sets isAdmin',
    ],
    [
      'src/server/subscriptions/subscriptions.repository.ts',
      "import { users } from '../db/schema.js';\ndb.update(users).set({ ...values, updatedAt: sql`now()` });",
      'sets ...values',
    ],
  ])('a write in %s is refused', (file, text, rule) => {
    expect(writesOf(file, text).flatMap(writeViolations).join('\n')).toContain(rule);
  });

  it('an agreed write of membership columns is allowed, and template literals do not hide keys', () => {
    const text =
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a query, read by the checker
      "import { users as u } from '../db/schema.js';\ndb.update(u).set({ subscriptionEnd: sql`(${a} + ${b})`, launchPromoPlace: false, updatedAt: sql`now()` });";
    const writes = writesOf('src/server/subscriptions/subscriptions.repository.ts', text);
    expect(writes.map((w) => w.keys)).toEqual([['subscriptionEnd', 'launchPromoPlace', 'updatedAt']]);
    expect(writes.flatMap(writeViolations)).toEqual([]);
  });

  it('reads suffixes as decision 009 names them', () => {
    expect(suffixesOf('src/server/events/events.routes.test.ts')).toEqual(['test', 'routes']);
    expect(suffixesOf('src/server/suites/two-instances.pg.test.ts')).toEqual(['pg.test']);
    expect(suffixesOf('src/server/db/list-query.db.test.ts')).toEqual(['db.test']);
    expect(suffixesOf('src/server/users/session-user.sql.ts')).toEqual(['sql']);
    expect(suffixesOf('src/server/app.ts')).toEqual([]);
  });
});
