import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Lang } from '../../contract/i18n.js';
import { projectRoot } from '../project-root.js';

/**
 * The message catalogues (decision 058): src/contract/i18n/<lang>/<domain>.json, each an object from
 * the pt-BR text (as written in `t('…')` or said by the server) to the language's text. One file per
 * domain so that domains are translated apart; a text two domains share must read the same in both.
 * Read by the web build's plugin (vite-i18n.ts), the server (translate.ts) and the catalogue test.
 */
export type Translated = Exclude<Lang, 'pt-BR'>;
export const TRANSLATED: readonly Translated[] = ['en', 'es'];

export const CATALOGUE_ROOT = join(projectRoot(import.meta.url), 'src', 'contract', 'i18n');

export interface Catalogue {
  /** pt-BR text → this language's text. */
  messages: Map<string, string>;
  /** Where each text was found (file), for error messages. */
  from: Map<string, string>;
}

/** One language's files merged; throws when one text is translated two ways, or a file is not an object of strings. */
export function loadCatalogue(lang: Translated, root = CATALOGUE_ROOT): Catalogue {
  const messages = new Map<string, string>();
  const from = new Map<string, string>();
  const dir = join(root, lang);
  for (const file of readdirSync(dir).filter((f) => f.endsWith('.json')).sort()) {
    const entries = JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
    if (!entries || typeof entries !== 'object' || Array.isArray(entries))
      throw new Error(`i18n: ${lang}/${file} is not an object of texts`);
    for (const [pt, text] of Object.entries(entries)) {
      if (typeof text !== 'string' || !text.trim()) throw new Error(`i18n: ${lang}/${file}: '${pt}' has no text`);
      const before = messages.get(pt);
      if (before !== undefined && before !== text)
        throw new Error(`i18n: '${pt}' reads '${before}' in ${lang}/${from.get(pt)} and '${text}' in ${lang}/${file}`);
      messages.set(pt, text);
      from.set(pt, file);
    }
  }
  return { messages, from };
}

/** The names of a message's `{name}`s, plurals and selects, sorted: a translation must use the same. */
export function placeholders(message: string): string[] {
  const names = new Set<string>();
  let depth = 0;
  let start = -1;
  for (let i = 0; i < message.length; i++) {
    if (message[i] === '{') {
      if (depth === 0) start = i + 1;
      depth++;
    } else if (message[i] === '}' && depth > 0 && --depth === 0) {
      const name = message.slice(start, i).split(',')[0]!.trim();
      if (name) names.add(name);
    }
  }
  return [...names].sort();
}
