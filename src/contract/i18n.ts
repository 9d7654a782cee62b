// Issue 36, decision 058: Português (the default and the source), English, Español. Every text a
// member reads is written in pt-BR inside `t('…')`; the pt-BR text is its own key. The web is built
// once per language (scripts/build.mjs): the build's i18n plugin (vite-i18n.ts) puts each language's
// text from its catalogue (contract/i18n/<lang>/<domain>.json) in place of the pt-BR one, so a page
// carries no catalogue and no i18n runtime beyond `format` below. The server translates what it says
// at its edge (server/i18n): errors, mails, push and notifications, in the reader's language.

export const LANGS = ['pt-BR', 'en', 'es'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'pt-BR';
/** Each language in its own name: the switch shows them so. */
export const LANG_NAMES: Record<Lang, string> = { 'pt-BR': 'Português', en: 'English', es: 'Español' };
/** The switch's short labels. */
export const LANG_SHORT: Record<Lang, string> = { 'pt-BR': 'PT', en: 'EN', es: 'ES' };
/** The cookie a visitor's choice lives in (a member's is also on the account). */
export const LANG_COOKIE = 'lang';

export const isLang = (v: unknown): v is Lang => typeof v === 'string' && (LANGS as readonly string[]).includes(v);

/** One of the three from a language tag ('pt-PT' and 'pt' read as pt-BR, 'es-419' as es), else null. */
export function langOfTag(tag: string): Lang | null {
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return base === 'pt' ? 'pt-BR' : base === 'en' ? 'en' : base === 'es' ? 'es' : null;
}

/** The first of the three an Accept-Language header asks for, by its q-values; null when none. */
export function langFromAcceptLanguage(header: string | undefined | null): Lang | null {
  if (!header) return null;
  const asked = header
    .split(',')
    .slice(0, 20)
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { lang: langOfTag(tag), weight: Number.isFinite(weight) ? weight : 0, i };
    })
    .filter((a) => a.lang && a.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.i - b.i);
  return asked[0]?.lang ?? null;
}

/** The language this web build speaks (set per build by vite.config.ts); pt-BR on the server and in tests. */
export const APP_LANG: Lang = (import.meta.env?.VITE_APP_LANG as Lang | undefined) ?? DEFAULT_LANG;

export type Values = Record<string, string | number>;

/**
 * A text a member reads, written in pt-BR. In the web build the plugin has already put the
 * language's text in place of `message`; `values` fill its `{name}`s and its plural and select
 * forms: `t('{n, plural, one {# anúncio} other {# anúncios}}', { n })`.
 */
export function t(message: string, values?: Values): string {
  return values ? format(message, values, APP_LANG) : message;
}

/** The closing brace of the `{` at `open`, nested braces counted. */
function closing(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '{') depth++;
    else if (text[i] === '}' && --depth === 0) return i;
  }
  return -1;
}

const plurals: Partial<Record<Lang, Intl.PluralRules>> = {};

/** The choice of a `{n, plural, …}` or `{x, select, …}`: `=0`, then the plural category or the value, then `other`. */
function choose(kind: string, forms: string, value: string | number | undefined, lang: Lang): string {
  const options: Record<string, string> = {};
  for (let i = 0; i < forms.length; ) {
    const open = forms.indexOf('{', i);
    if (open < 0) break;
    const end = closing(forms, open);
    if (end < 0) break;
    options[forms.slice(i, open).trim()] = forms.slice(open + 1, end);
    i = end + 1;
  }
  if (kind === 'plural') {
    const n = Number(value);
    plurals[lang] ??= new Intl.PluralRules(lang);
    const picked = options[`=${n}`] ?? options[plurals[lang].select(n)] ?? options.other ?? '';
    return picked.replaceAll('#', String(value));
  }
  return options[String(value)] ?? options.other ?? '';
}

/** `message` with its `{name}`s, plurals and selects filled from `values`. */
export function format(message: string, values: Values, lang: Lang): string {
  let out = '';
  let i = 0;
  while (i < message.length) {
    const open = message.indexOf('{', i);
    if (open < 0) break;
    const end = closing(message, open);
    if (end < 0) break;
    out += message.slice(i, open);
    const inner = message.slice(open + 1, end);
    const comma = inner.indexOf(',');
    if (comma < 0) out += String(values[inner.trim()] ?? '');
    else {
      const name = inner.slice(0, comma).trim();
      const rest = inner.slice(comma + 1);
      const second = rest.indexOf(',');
      const kind = rest.slice(0, second).trim();
      out += format(choose(kind, rest.slice(second + 1), values[name], lang), values, lang);
    }
    i = end + 1;
  }
  return out + message.slice(i);
}
