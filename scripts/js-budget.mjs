#!/usr/bin/env node
// JS budget: gzip size of every JavaScript file the first load of `/` fetches.
// That is the module entries and modulepreloads of dist/web/index.html plus, recursively, the
// chunks they import statically. Dynamic import() chunks load later (lazy routes): not counted.
// Run after `vite build`. Exits 1 above the budget or when the build is missing.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse } from 'es-module-lexer';

const BUDGET = 120 * 1024; // bytes of gzip (level 9)
const root = resolve(process.argv[2] ?? 'dist/web');
const indexFile = join(root, 'index.html');

if (!existsSync(indexFile)) {
  console.error(`js-budget: ${relative(process.cwd(), indexFile)} not found; run \`npm run build\` first.`);
  process.exit(1);
}

const html = readFileSync(indexFile, 'utf8');
const attr = (tag, name) => tag.match(new RegExp(`\\b${name}\\s*=\\s*["']([^"']+)["']`, 'i'))?.[1];

/** Where index.html points: `/assets/x.js` is under the web root, `./x.js` beside index.html. */
function fromHtml(url) {
  if (/^(https?:)?\/\//i.test(url)) return null; // another origin: not part of our bundle
  const path = url.split(/[?#]/)[0];
  return path.startsWith('/') ? join(root, path) : resolve(root, path);
}

const entries = [];
for (const [tag] of html.matchAll(/<script\b[^>]*>/gi)) {
  const src = attr(tag, 'src');
  if (src && attr(tag, 'type') === 'module') entries.push(src);
}
for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
  const href = attr(tag, 'href');
  if (href && attr(tag, 'rel') === 'modulepreload') entries.push(href);
}

await init;
const seen = new Set();
const missing = [];
const queue = entries.map(fromHtml).filter(Boolean);
while (queue.length) {
  const file = queue.shift();
  if (seen.has(file)) continue;
  if (!existsSync(file)) {
    missing.push(file);
    continue;
  }
  seen.add(file);
  const [imports] = parse(readFileSync(file, 'utf8'), file);
  for (const imp of imports) {
    // d === -1: a static import or export-from; d > -1 is import(), d === -2 import.meta.
    if (imp.d !== -1 || !imp.n) continue;
    if (imp.n.startsWith('./') || imp.n.startsWith('../')) queue.push(resolve(dirname(file), imp.n));
    else if (imp.n.startsWith('/')) queue.push(join(root, imp.n));
  }
}

const rows = [...seen].map((file) => {
  const source = readFileSync(file);
  return { file: relative(root, file), raw: source.length, gzip: gzipSync(source, { level: 9 }).length };
});
rows.sort((a, b) => b.gzip - a.gzip);
const total = rows.reduce((sum, r) => sum + r.gzip, 0);
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const width = Math.max(20, ...rows.map((r) => r.file.length));
console.log(`${'file'.padEnd(width)}  ${'raw'.padStart(10)}  ${'gzip'.padStart(10)}`);
for (const r of rows) console.log(`${r.file.padEnd(width)}  ${kb(r.raw).padStart(10)}  ${kb(r.gzip).padStart(10)}`);
console.log(`${'total (first load of /)'.padEnd(width)}  ${''.padStart(10)}  ${kb(total).padStart(10)}`);
console.log(`budget ${kb(BUDGET)} gzip: ${total <= BUDGET ? 'within' : 'OVER'} (${total} of ${BUDGET} bytes)`);

if (missing.length) {
  for (const m of missing) console.error(`js-budget: referenced but missing: ${relative(process.cwd(), m)}`);
  process.exit(1);
}
if (rows.length === 0) {
  console.error('js-budget: index.html loads no module script; is this a Vite build?');
  process.exit(1);
}
if (total > BUDGET) process.exit(1);
