// Issue 36, decision 058: every text a member or an administrator reads in the web app is written
// inside t(), and each t() text has its English and Spanish in the catalogues with the same {names};
// each domain's English and Spanish files hold the same texts. Fails naming file, line and text.
import { describe, expect, it } from 'vitest';
import { translateModule } from '../scripts/vite-i18n.js';
import { catalogueLookup, loadCatalogue, placeholders, TRANSLATED } from './server/i18n/catalogues.js';
import { files, isTest, ROOT, texts } from './source-graph.js';
import { textsOf } from './visible-texts.js';

/** Texts that read as words but are the same in every language: names, and the spec's fixed texts that are not words of the page. */
const SAME_IN_EVERY_LANGUAGE = new Set<string>([
  // The spec's fixed English errors (members-and-public §8): thrown for the query's error state, never shown as they are.
  'Failed to fetch site config',
  'Failed to fetch marketplace items',
  'no payment intent', // a developer's error, caught by the payment page's own message
]);

// zod-pt-br.ts is the server's (zod's own messages): it says them in pt-BR and translates them at its
// edge, checked by server/i18n/translate.test.ts. render-as.tsx is a test helper.
const scanned = files.filter(
  (f) =>
    /^src\/(web|contract)\/.*\.tsx?$/.test(f) &&
    !isTest(f) &&
    !f.endsWith('render-as.tsx') &&
    f !== 'src/contract/i18n.ts' &&
    f !== 'src/contract/zod-pt-br.ts',
);
const catalogues = Object.fromEntries(TRANSLATED.map((lang) => [lang, loadCatalogue(lang)])) as Record<
  (typeof TRANSLATED)[number],
  ReturnType<typeof loadCatalogue>
>;

/** `file:line 'text'` for each visible text outside t(). */
function unwrapped(file: string, source: string): string[] {
  return textsOf(file, source)
    .filter((x) => !x.wrapped && !SAME_IN_EVERY_LANGUAGE.has(x.text))
    .map((x) => `${file}:${x.line} '${x.text}'`);
}

describe('every text of the web app is translated', () => {
  it(`no visible text outside t() (${scanned.length} files)`, () => {
    expect(scanned.flatMap((f) => unwrapped(f, texts.get(f)!))).toEqual([]);
  });

  for (const lang of TRANSLATED) {
    it(`every t() text has its ${lang} text, with the same {names}`, () => {
      const missing = scanned.flatMap(
        (f) =>
          translateModule(f, texts.get(f)!, lang, catalogueLookup(catalogues[lang], `${ROOT}/${f}`))?.missing ?? [],
      );
      expect(missing).toEqual([]);
    });
  }

  it("each domain's English and Spanish files hold the same texts, with the same {names} as the pt-BR", () => {
    const problems: string[] = [];
    const [en, es] = [catalogues.en, catalogues.es];
    for (const domain of new Set([...en.domains.keys(), ...es.domains.keys()])) {
      const a = en.domains.get(domain) ?? new Map<string, string>();
      const b = es.domains.get(domain) ?? new Map<string, string>();
      for (const pt of a.keys()) if (!b.has(pt)) problems.push(`es/${domain}.json lacks '${pt}'`);
      for (const pt of b.keys()) if (!a.has(pt)) problems.push(`en/${domain}.json lacks '${pt}'`);
      for (const [lang, map] of [
        ['en', a],
        ['es', b],
      ] as const)
        for (const [pt, text] of map)
          if (placeholders(pt).join() !== placeholders(text).join())
            problems.push(`${lang}/${domain}.json: '${text}' fills other {names} than '${pt}'`);
    }
    expect(problems).toEqual([]);
  });

  it("the build's plugin: texts in place, {name}s joined, plurals left to format(), and an import nothing uses gone", () => {
    const cat = new Map([
      ['Salvar', 'Save'],
      ['Olá, {name}!', 'Hi, {name}!'],
      ['{n, plural, one {# anúncio} other {# anúncios}}', '{n, plural, one {# listing} other {# listings}}'],
    ]);
    const only = translateModule(
      'a.tsx',
      `import { APP_LANG, t } from './i18n.js';\nexport const a = [t('Salvar'), t('Olá, {name}!', { name: t('Salvar') }), APP_LANG];`,
      'en',
      (pt) => cat.get(pt),
    );
    expect(only?.code).toBe(
      `\nexport const a = ["Save", ((v) => "Hi, " + (v.name ?? "") + "!")({ name: "Save" }), "en"];`,
    );
    const plural = translateModule(
      'b.tsx',
      `import { t } from './i18n.js';\nexport const b = (n: number) => t('{n, plural, one {# anúncio} other {# anúncios}}', { n });`,
      'en',
      (pt) => cat.get(pt),
    );
    expect(plural?.code).toContain(`import { t } from './i18n.js';`);
    expect(plural?.code).toContain(`t("{n, plural, one {# listing} other {# listings}}", { n })`);
  });

  it('the check finds a text outside t(), and a t() text a catalogue lacks', () => {
    const sample = `import { t } from '../../contract/i18n.js';
      export function A() { return <><p>Olá, entregador</p><p>{t('Texto que nenhum catálogo tem')}</p></>; }`;
    expect(unwrapped('sample.tsx', sample)).toEqual(["sample.tsx:2 'Olá, entregador'"]);
    const out = translateModule('sample.tsx', sample, 'en', () => undefined);
    expect(out?.missing).toEqual(["sample.tsx:2 'Texto que nenhum catálogo tem' has no en text"]);
  });
});
