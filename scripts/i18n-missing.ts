// What is left to translate in some files (issue 36, decision 058): `npx tsx scripts/i18n-missing.ts
// src/web/marketplace src/contract/marketplace-labels.ts`. For each file: the texts that read as words
// and are not inside t() (src/visible-texts.ts decides what reads as words), and each t() text that an
// English or Spanish catalogue lacks. Exits 1 when anything is listed.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { catalogueLookup, loadCatalogue, TRANSLATED } from '../src/server/i18n/catalogues.js';
import { textsOf } from '../src/visible-texts.js';
import { translateModule } from './vite-i18n.js';

const ROOT = join(import.meta.dirname, '..');
const isSource = (f: string) => /\.tsx?$/.test(f) && !/\.test\.tsx?$/.test(f);
function walk(path: string): string[] {
  if (!statSync(path).isDirectory()) return isSource(path) ? [path] : [];
  return readdirSync(path).flatMap((e) => walk(join(path, e)));
}

const catalogues = Object.fromEntries(TRANSLATED.map((lang) => [lang, loadCatalogue(lang)]));
let problems = 0;
for (const file of process.argv.slice(2).flatMap((p) => walk(join(process.cwd(), p)))) {
  const rel = relative(ROOT, file);
  const source = readFileSync(file, 'utf8');
  const lines: string[] = [];
  for (const { text, line, wrapped } of textsOf(rel, source))
    if (!wrapped) lines.push(`  ${line}: not in t(): '${text}'`);
  for (const lang of TRANSLATED) {
    const out = translateModule(rel, source, lang, catalogueLookup(catalogues[lang]!, file));
    for (const m of out?.missing ?? []) lines.push(`  ${m.slice(rel.length + 1)}`);
  }
  if (lines.length) console.log(`${rel}\n${lines.join('\n')}`);
  problems += lines.length;
}
console.log(problems ? `${problems} to do` : 'nothing left to translate here');
process.exit(problems ? 1 : 0);
