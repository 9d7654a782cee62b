import { format, type Lang, type Values } from '../../contract/i18n.js';
import { type Catalogue, loadCatalogue, TRANSLATED, type Translated } from './catalogues.js';

/**
 * The server speaks pt-BR inside (services throw `badRequest('Máximo de 255 caracteres.')`, mails and
 * notifications are written in pt-BR) and translates at its edge, for the one who reads (decision
 * 058): the error handler with the request's language, the mail and push senders with the
 * recipient's. A text is found in the catalogue as it is, or as a template: 'Máximo de {max}
 * caracteres.' matches 'Máximo de 255 caracteres.' and gives 'Maximum of 255 characters.'.
 */
interface Template {
  pattern: RegExp;
  names: string[];
  text: string;
}
interface Compiled extends Catalogue {
  templates: Template[];
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(catalogue: Catalogue): Compiled {
  const templates: Template[] = [];
  for (const [pt, text] of catalogue.messages) {
    // Simple `{name}`s only: a plural's forms are written as texts of their own on the server.
    if (!/\{\w+\}/.test(pt) || /\{\w+,/.test(pt)) continue;
    // Too little fixed text to be a template ('{min} a {max}', 'por {actor}'): it would match
    // sentences it is not ('Entregas a domicílio').
    if ((pt.replace(/\{\w+\}/g, '').match(/\p{L}/gu) ?? []).length < MIN_TEMPLATE_LETTERS) continue;
    const names: string[] = [];
    const source = pt
      .split(/(\{\w+\})/)
      .map((part) => {
        const name = /^\{(\w+)\}$/.exec(part)?.[1];
        if (!name) return escapeRegExp(part);
        names.push(name);
        return '(.+?)';
      })
      .join('');
    templates.push({ pattern: new RegExp(`^${source}$`, 's'), names, text });
  }
  // The most specific first: more fixed text before less.
  templates.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
  return { ...catalogue, templates };
}

/** Letters a template's fixed text needs ('Sobre “{title}”.' has 5; 'por {actor}' is no template). */
const MIN_TEMPLATE_LETTERS = 5;

let compiled: Record<Translated, Compiled> | null = null;
function catalogues(): Record<Translated, Compiled> {
  compiled ??= Object.fromEntries(TRANSLATED.map((lang) => [lang, compile(loadCatalogue(lang))])) as Record<
    Translated,
    Compiled
  >;
  return compiled;
}

/** A number as pt-BR writes it ('1.234,5') in the language's way. */
function localNumber(value: string, lang: Lang): string {
  if (lang !== 'en' || !/^-?\d{1,3}(\.\d{3})*(,\d+)?$/.test(value)) return value;
  return value.replaceAll('.', ',').replace(/,(\d+)$/, (_m, d: string) => (value.includes(',') ? `.${d}` : `,${d}`));
}

/**
 * `text` (pt-BR, as the server wrote it) in `lang`; `values` fill a `{name}` text. A text the
 * catalogue does not have stays pt-BR (the catalogue test keeps that from reaching a member).
 */
export function translate(lang: Lang, text: string, values?: Values): string {
  if (lang === 'pt-BR') return values ? format(text, values, lang) : text;
  const catalogue = catalogues()[lang];
  const exact = catalogue.messages.get(text);
  if (exact !== undefined) return values ? format(exact, values, lang) : exact;
  for (const template of catalogue.templates) {
    const m = template.pattern.exec(text);
    if (!m) continue;
    const found: Values = {};
    template.names.forEach((name, i) => {
      found[name] = localNumber(m[i + 1]!, lang);
    });
    return format(template.text, found, lang);
  }
  return values ? format(text, values, lang) : text;
}

/**
 * `text` in `lang` only when the catalogue has it as it is: for what an administrator may have
 * written (site settings), which a template must never rewrite.
 */
export function translateExact(lang: Lang, text: string): string {
  if (lang === 'pt-BR') return text;
  return catalogues()[lang].messages.get(text) ?? text;
}

/** Whether the catalogue of `lang` has `text`, as it is or as a template (tests). */
export function hasText(lang: Translated, text: string): boolean {
  const catalogue = catalogues()[lang];
  return catalogue.messages.has(text) || catalogue.templates.some((tpl) => tpl.pattern.test(text));
}
