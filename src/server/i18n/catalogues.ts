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
  /** pt-BR text → this language's text, all files merged (`*.server.json` first, then by name). */
  messages: Map<string, string>;
  /** Each file's own (its name without `.json`: the domain): a short text can read otherwise in a domain ('Ativa'). */
  domains: Map<string, Map<string, string>>;
  /** Where each text of `messages` was found (file), for error messages. */
  from: Map<string, string>;
}

/**
 * One language's files. A text two domains translate differently is allowed (gettext's context: the
 * build looks in the module's own domain first, catalogueLookup); every entry must be a non-empty
 * string, else this throws naming the file.
 */
export function loadCatalogue(lang: Translated, root = CATALOGUE_ROOT): Catalogue {
  const messages = new Map<string, string>();
  const domains = new Map<string, Map<string, string>>();
  const from = new Map<string, string>();
  const dir = join(root, lang);
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort((a, b) => Number(b.endsWith('.server.json')) - Number(a.endsWith('.server.json')) || a.localeCompare(b));
  for (const file of files) {
    const entries = JSON.parse(readFileSync(join(dir, file), 'utf8')) as unknown;
    if (!entries || typeof entries !== 'object' || Array.isArray(entries))
      throw new Error(`i18n: ${lang}/${file} is not an object of texts`);
    const own = new Map<string, string>();
    for (const [pt, text] of Object.entries(entries)) {
      if (typeof text !== 'string' || !text.trim()) throw new Error(`i18n: ${lang}/${file}: '${pt}' has no text`);
      own.set(pt, text);
      if (!messages.has(pt)) {
        messages.set(pt, text);
        from.set(pt, file);
      }
    }
    domains.set(file.replace(/\.json$/, ''), own);
  }
  return { messages, domains, from };
}

/**
 * The catalogue domain of a source file: src/web/<domain>/…, or the contract file's name
 * (src/contract/marketplace-labels.ts → the longest catalogue name it starts with: marketplace).
 */
export function domainOf(file: string, domains: Iterable<string>): string | null {
  const path = file.replaceAll('\\', '/');
  const web = /\/src\/web\/([\w-]+)\//.exec(path)?.[1];
  if (web) return web;
  const contract = /\/src\/contract\/([\w-]+)\.tsx?$/.exec(path)?.[1];
  if (!contract) return null;
  let best: string | null = null;
  for (const d of domains) if (contract.startsWith(d) && (!best || d.length > best.length)) best = d;
  return best;
}

/** The lookup for one module: its domain's text first, then any file's. */
export function catalogueLookup(catalogue: Catalogue, file: string): (pt: string) => string | undefined {
  const own = catalogue.domains.get(domainOf(file, catalogue.domains.keys()) ?? '');
  return (pt) => own?.get(pt) ?? catalogue.messages.get(pt);
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
