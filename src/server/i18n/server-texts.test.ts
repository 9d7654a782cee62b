// Issue 36 (decision 058): every text the server says to a member reaches them in their language.
// The server writes pt-BR and translates at its edge (translate.ts); this reads the server's code
// like the compiler does and fails naming the file, the line and the text when a catalogue (en or
// es) lacks a text given to badRequest / unauthorized / forbidden / notFound / conflict /
// tooManyRequests / new HttpError, or a text of the contract's message tables the server uses.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../project-root.js';
import { TRANSLATED } from './catalogues.js';
import { hasText } from './translate.js';

const ROOT = projectRoot(import.meta.url);
const SERVER = join(ROOT, 'src', 'server');
const CONTRACT = join(ROOT, 'src', 'contract');
const ERRORS = new Set(['badRequest', 'unauthorized', 'forbidden', 'notFound', 'conflict', 'tooManyRequests']);

/** Non-test source files under `dir` (test helpers in src/server/test are test code too). */
function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return path === join(SERVER, 'test') ? [] : sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) && !e.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** A written text as the catalogue holds it: a template's `${…}`s become `{x}`s (a `{name}` template matches them). */
function written(node: ts.Expression): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isTemplateExpression(node))
    return node.head.text + node.templateSpans.map((s, i) => `{x${i}}${s.literal.text}`).join('');
  return null;
}

interface Said {
  where: string;
  text: string;
}

/** The written first message of every error the server's code throws. */
function errorTexts(): Said[] {
  const out: Said[] = [];
  for (const file of sources(SERVER)) {
    const source = readFileSync(file, 'utf8');
    if (!/\b(badRequest|unauthorized|forbidden|notFound|conflict|tooManyRequests|HttpError)\b/.test(source)) continue;
    const sf = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true);
    const visit = (node: ts.Node) => {
      let message: ts.Expression | undefined;
      if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ERRORS.has(node.expression.text))
        message = node.arguments[0];
      else if (ts.isNewExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'HttpError')
        message = node.arguments?.[1];
      const text = message && written(message);
      if (text !== null && text !== undefined)
        out.push({
          where: `${relative(ROOT, file)}:${sf.getLineAndCharacterOfPosition(node.getStart()).line + 1}`,
          text,
        });
      ts.forEachChild(node, visit);
    };
    visit(sf);
  }
  return out;
}

/** The contract modules the server imports (by file name), from every server file's imports. */
function contractModulesUsed(): string[] {
  const used = new Set<string>();
  for (const file of sources(SERVER)) {
    for (const m of readFileSync(file, 'utf8').matchAll(/from '((?:\.\.\/)+contract\/([\w-]+))\.js'/g)) used.add(m[2]!);
  }
  return [...used].sort();
}

/** Every text of the contract's `messages` / `*Messages` tables (a function's, with a number filled in). */
async function messageTexts(): Promise<Said[]> {
  const out: Said[] = [];
  for (const name of contractModulesUsed()) {
    const mod = (await import(join(CONTRACT, `${name}.ts`))) as Record<string, unknown>;
    for (const [exported, table] of Object.entries(mod)) {
      if (!/^(\w*Messages|messages)$/.test(exported) || !table || typeof table !== 'object') continue;
      const add = (key: string, v: unknown) => {
        const where = `src/contract/${name}.ts ${exported}.${key}`;
        if (typeof v === 'string') out.push({ where, text: v });
        else if (typeof v === 'function') out.push({ where, text: String((v as (n: number) => unknown)(7)) });
        else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) add(`${key}.${k}`, x);
      };
      for (const [key, v] of Object.entries(table)) add(key, v);
    }
  }
  return out;
}

const missing = (said: Said[]) =>
  said.flatMap(({ where, text }) =>
    TRANSLATED.filter((lang) => !hasText(lang, text)).map((lang) => `${where} (${lang}): '${text}'`),
  );

describe('the server’s texts are in both catalogues (issue 36)', () => {
  it('finds the errors the server throws with a written text', () => {
    const texts = errorTexts();
    expect(texts.length).toBeGreaterThan(5);
    expect(texts.map((t) => t.text)).toContain('Usuário não encontrado');
  });

  it('has every written error text in English and Spanish (a template for one with values)', () => {
    expect(missing(errorTexts())).toEqual([]);
  });

  it('has every text of the message tables the server uses in English and Spanish', async () => {
    const texts = await messageTexts();
    expect(texts.length).toBeGreaterThan(100);
    expect(missing(texts)).toEqual([]);
  });
});
