// The import rules of docs/decisions/009-building-a-feature.md, checked on every file of src/.
// A failure names the file, the import and the rule it breaks.
import { describe, expect, it } from 'vitest';
import { type Edge, files, importsOf, isTest, texts } from './source-graph.js';

/**
 * Web features that may import another feature, each with its reason. `app/` and `admin/` compose
 * features and need no entry.
 */
const WEB_FEATURE_ALLOW: { from: string; to: string; why: string }[] = [
  {
    from: 'marketplace',
    to: 'messages/message-dialog',
    why: "the item page's contact button opens the messages dialog with the item's template (spec: marketplace contact)",
  },
  // Issue 15: 'Denunciar' and 'Bloquear membro' sit on the content they are about; each is a button
  // that loads its dialog lazily, and the blocked-ids hook hides contact buttons.
  ...['marketplace', 'messages', 'account-rentals', 'safety-reports', 'bikes', 'reviews'].map((from) => ({
    from,
    to: 'reports/report-button',
    why: "'Denunciar' on the thing reported (issue 15; a published review, issue 33)",
  })),
  ...['marketplace', 'messages'].flatMap((from) => [
    { from, to: 'blocks/block-button', why: "'Bloquear membro' from a message or a seller's card (issue 15)" },
    { from, to: 'blocks/api/get-blocks', why: 'no contact button for a member one blocked (issue 15)' },
  ]),
  { from: 'users', to: 'blocks/blocked-members-card', why: "/settings lists 'Membros bloqueados' (issue 15)" },
  ...['marketplace', 'reviews'].map((from) => ({
    from,
    to: 'follows/follow-button',
    why: "'Seguir' a seller from their listing or their profile (issue 34)",
  })),
  ...['marketplace', 'account-rentals'].map((from) => ({
    from,
    to: 'favourites/favourite-button',
    why: 'the heart on an item or a rental, kept on the server for members (issue 34)',
  })),
  ...['marketplace', 'account-rentals'].map((from) => ({
    from,
    to: 'saved-searches/save-search-button',
    why: "'Salvar busca' on the lists' filters; its dialog loads at the first tap (issue 34)",
  })),
  {
    from: 'users',
    to: 'reports/my-reports-card',
    why: "/settings lists 'Minhas denúncias' and their outcomes (issue 15)",
  },
  {
    from: 'users',
    to: 'notifications/push-card',
    why: "/settings has 'Notificações': push on this device, the kinds pushed, quiet hours (issue 29)",
  },
  {
    from: 'users',
    to: 'two-factor/two-factor-card',
    why: "/settings has 'Verificação em duas etapas' (issue 30)",
  },
  ...['safety-reports/map-view-leaflet', 'safety-reports/api/get-map-config'].map((to) => ({
    from: 'bikes',
    to,
    why: "the owner's sightings on a small map: the safety map's Leaflet chunk and its tiles config, in a lazy chunk (issue 32)",
  })),
  { from: 'users', to: 'auth/sessions-card', why: "/settings lists the member's 'Sessões' (issue 30)" },
  { from: 'users', to: 'mail/email-card', why: "/settings' 'Email': confirmed or not, and its change (issue 30)" },
  {
    from: 'mail',
    to: 'auth/auth-card',
    why: 'the account pages (reset, confirmation links) share the sign-in frame (issue 30)',
  },
  {
    from: 'mail',
    to: 'auth/forgot-password-button',
    why: "'Esqueci minha senha' keeps WhatsApp to the administrator as the second way (issue 30)",
  },
  {
    from: 'safety-reports',
    to: 'safety-zones/zones-panel',
    why: "/dangerous-areas makes and draws the member's alert zones (issue 31), a lazy panel",
  },
  { from: 'users', to: 'safety-zones/zones-card', why: "/settings lists and edits 'Zonas de alerta' (issue 31)" },
  {
    from: 'safety-reports',
    to: 'bikes/stolen-bikes-layer',
    why: "the safety map's switchable 'Bicicletas roubadas' layer, a lazy chunk (issue 32)",
  },
];

/** Server folders that are not domains: their own rules below. */
const SERVER_INFRA = new Set(['db', 'test', 'plugins', 'storage', 'pages', 'seed']);
/** Web folders that are not features. */
const WEB_SHELL = new Set(['app', 'ui', 'lib', 'admin']);

const parts = (path: string) => path.split('/');

/** Every broken rule for one import, as `file: import 'x' — rule`. Empty when the import is allowed. */
function violations(e: Edge): string[] {
  const out: string[] = [];
  const say = (rule: string) => out.push(`${e.from}: import '${e.spec}' — ${rule}`);
  const from = parts(e.from);
  const [, side] = from;
  // A file directly in src/server or src/web (app.ts, main.tsx) is the shell: it wires everything.
  const area = from.length > 3 ? from[2] : undefined;
  const to = e.to ? parts(e.to) : null;
  const toSide = to?.[0] === 'src' ? to[1] : null;
  const toArea = to && to.length > 3 ? to[2] : undefined;

  if (side === 'contract') {
    // zod/mini is zod's own lighter entry (the public form schemas, decision 010): still only zod.
    // A contract file's own test (membership.test.ts) may import the test runner: no bundle carries it.
    if (isTest(e.from)) return out;
    if (e.to ? toSide !== 'contract' : e.spec !== 'zod' && e.spec !== 'zod/mini')
      say('contract imports only zod (and other contract files)');
    return out;
  }
  if (side === 'web' && toSide === 'server') say('web never imports server');
  // The build groups a first page's modules by following static imports (vite.config.ts, decision
  // 010): through lucide's barrel every page would seem to use every icon of the app.
  if (side === 'web' && e.spec === 'lucide-react' && !e.typeOnly)
    say("web imports each lucide icon by path ('lucide-react/icons/<name>'), never from the barrel");
  if (side === 'server' && toSide === 'web') say('server never imports web');
  if (!to || toSide !== side) return out;

  if (side === 'server' && area && toArea && area !== toArea) {
    const file = to.at(-1)!;
    const privateFile = /\.(repository|tables)\.ts$/.test(file);
    // The schema barrel and test code may touch any table; tables reference each other (foreign keys).
    const exempt = area === 'db' || isTest(e.from) || (e.from.endsWith('.tables.ts') && file.endsWith('.tables.ts'));
    if (privateFile && !exempt)
      say(
        `a server domain never imports another domain's ${file} (call its service; join its table through db/schema.js)`,
      );
    if (!SERVER_INFRA.has(area) && toArea === 'admin' && !isTest(e.from))
      say('domains never import admin/ (admin routes call domains, not the reverse)');
  }

  if (side === 'web' && area && toArea && area !== toArea && !isTest(e.from)) {
    const fromFeature = !WEB_SHELL.has(area);
    const toFeature = !WEB_SHELL.has(toArea);
    if ((area === 'ui' || area === 'lib') && (toFeature || toArea === 'app' || toArea === 'admin')) {
      say(`web ${area}/ holds shared pieces and never imports features, app/ or admin/`);
    }
    if (fromFeature && (toArea === 'app' || toArea === 'admin'))
      say(`a web feature never imports ${toArea}/ (it composes features)`);
    if (fromFeature && toFeature) {
      const target = to
        .slice(2)
        .join('/')
        .replace(/\.tsx?$/, '');
      const allowed = WEB_FEATURE_ALLOW.some((a) => a.from === area && a.to === target);
      if (!allowed)
        say(
          `web feature ${area} never imports feature ${toArea} (compose them in app/, or add an allow-list entry with its reason)`,
        );
    }
  }
  return out;
}

describe('import boundaries', () => {
  it('hold for every import in src/', () => {
    const broken = files.flatMap((f) => importsOf(f, texts.get(f)!).flatMap(violations));
    expect(broken, broken.join('\n')).toEqual([]);
  });

  it('every allow-list entry is still used (remove it when the import goes)', () => {
    const edges = files.flatMap((f) => importsOf(f, texts.get(f)!));
    const unused = WEB_FEATURE_ALLOW.filter(
      (a) =>
        !edges.some(
          (e) => e.from.startsWith(`src/web/${a.from}/`) && e.to?.replace(/\.tsx?$/, '') === `src/web/${a.to}`,
        ),
    );
    expect(unused).toEqual([]);
  });

  // The checker itself: each rule catches the import it is about (so the test above can fail).
  it.each([
    ['src/web/marketplace/x.tsx', '../../server/marketplace/marketplace.service.js', 'web never imports server'],
    ['src/server/events/x.ts', '../../web/events/events-page.js', 'server never imports web'],
    ['src/contract/events.ts', 'drizzle-orm', 'contract imports only zod'],
    [
      'src/server/admin/x.routes.ts',
      '../marketplace/marketplace.repository.js',
      "another domain's marketplace.repository.ts",
    ],
    ['src/server/auth/auth.service.ts', '../users/users.tables.js', "another domain's users.tables.ts"],
    ['src/server/seed/seed.ts', '../sponsors/sponsors.tables.js', "another domain's sponsors.tables.ts"],
    ['src/server/events/events.service.ts', '../admin/audit.js', 'domains never import admin/'],
    ['src/web/events/x.tsx', '../marketplace/item-card.js', 'web feature events never imports feature marketplace'],
    ['src/web/ui/x.tsx', '../events/event-card.js', 'never imports features'],
    ['src/web/ui/x.tsx', 'lucide-react', 'each lucide icon by path'],
  ])('%s importing %s is refused', (from, spec, rule) => {
    const [edge] = importsOf(from, `import { x } from '${spec}';`);
    expect(violations(edge!).join('\n')).toContain(rule);
  });

  it.each([
    ['src/server/db/schema.ts', '../marketplace/marketplace.tables.js'],
    ['src/server/uploads/uploads.tables.ts', '../users/users.tables.js'],
    ['src/server/marketplace/marketplace.repository.ts', '../db/schema.js'],
    ['src/web/admin/tabs/x.tsx', '../../events/api/get-events.js'],
    ['src/web/marketplace/contact-button.tsx', '../messages/message-dialog.js'],
  ])('%s importing %s is allowed', (from, spec) => {
    const [edge] = importsOf(from, `import { x } from '${spec}';`);
    expect(violations(edge!)).toEqual([]);
  });

  it('lucide icons by path, and its types from the barrel (erased from the build)', () => {
    for (const text of [
      "import Crown from 'lucide-react/icons/crown';",
      "import type { LucideIcon } from 'lucide-react';",
    ]) {
      expect(importsOf('src/web/ui/x.tsx', text).flatMap(violations)).toEqual([]);
    }
  });
});

describe('file sizes', () => {
  it('no source file in src/ is over 300 lines (split it)', () => {
    const lineCount = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
    const long = files.map((f) => [f, lineCount(texts.get(f)!)] as const).filter(([, n]) => n > 300);
    expect(long.map(([f, n]) => `${f}: ${n} lines`)).toEqual([]);
  });
});
