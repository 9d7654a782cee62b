// Which tables each server file writes, read from its text: the tables (from the *.tables.ts files),
// and each Drizzle insert/update/delete on one and each raw insert/update/delete. Test code only
// (src/data-boundaries.test.ts); nothing imports it at run time.
import { files, importsOf, texts } from './source-graph.js';

export interface Table {
  /** The exported name in its .tables.ts file. */
  name: string;
  /** The SQL name. */
  sqlName: string;
  /** The .tables.ts file that declares it: its folder is the owner. */
  file: string;
}
export const tables: Table[] = files
  .filter((f) => f.endsWith('.tables.ts'))
  .flatMap((file) =>
    [...texts.get(file)!.matchAll(/export const (\w+) = pgTable\(\s*'(\w+)'/g)].map(([, name, sqlName]) => ({
      name: name!,
      sqlName: sqlName!,
      file,
    })),
  );

export interface Write {
  file: string;
  table: Table;
  kind: 'insert' | 'update' | 'delete';
  /** For a Drizzle update: the keys of its `.set({…})`, `...x` for a spread; null when not readable. */
  keys: string[] | null;
}

/** The top-level keys of the object literal that starts at `text[open]` ('{'); `...x` for a spread. */
function objectKeys(text: string, open: number): string[] | null {
  if (text[open] !== '{') return null;
  const parts: string[] = [];
  let depth = 0;
  let part = '';
  for (let i = open + 1; i < text.length; i++) {
    const c = text[i]!;
    if (c === '`' || c === "'" || c === '"') {
      i = skipString(text, i);
      if (depth === 0) part += '""';
    } else if ('{(['.includes(c)) depth++;
    else if ('})]'.includes(c)) {
      if (depth-- === 0) break;
    } else if (depth === 0 && c === ',') {
      parts.push(part);
      part = '';
    } else if (depth === 0) part += c;
  }
  parts.push(part);
  return parts
    .map((k) => k.trim())
    .filter(Boolean)
    .map((k) => (k.startsWith('...') ? k.replace(/\s+/g, '') : (k.match(/^(\w+)/)?.[1] ?? k)));
}

/** The index of the quote that closes the string or template opened at `text[start]` (templates may nest). */
function skipString(text: string, start: number): number {
  const q = text[start]!;
  for (let i = start + 1; i < text.length; i++) {
    if (text[i] === '\\') i++;
    else if (text[i] === q) return i;
    else if (q === '`' && text[i] === '$' && text[i + 1] === '{') {
      let depth = 0;
      for (i += 1; i < text.length; i++) {
        if (text[i] === '`' || text[i] === "'" || text[i] === '"') i = skipString(text, i);
        else if (text[i] === '{') depth++;
        else if (text[i] === '}' && --depth === 0) break;
      }
    }
  }
  return text.length;
}

/** Every table write in a file: Drizzle's insert/update/delete on an imported table, and raw SQL. */
export function writesOf(file: string, text: string): Write[] {
  // Local names bound to tables: imports from a .tables.ts or db/schema.ts, and the file's own tables.
  const bound = new Map<string, Table>();
  for (const t of tables) if (t.file === file) bound.set(t.name, t);
  for (const e of importsOf(file, text)) {
    if (!(e.to === 'src/server/db/schema.ts' || e.to?.endsWith('.tables.ts'))) continue;
    for (const n of e.names) {
      const [name, local = name] = n.replace(/^type\s+/, '').split(/\s+as\s+/);
      const table = tables.find((t) => t.name === name);
      if (table) bound.set(local!, table);
    }
  }
  const out: Write[] = [];
  for (const m of text.matchAll(/\.(insert|update|delete)\(\s*(\w+)\s*\)/g)) {
    const table = bound.get(m[2]!);
    if (!table) continue;
    const kind = m[1] as Write['kind'];
    let keys: string[] | null = null;
    if (kind === 'update') {
      const set = text.indexOf('.set(', m.index);
      keys = set < 0 ? null : objectKeys(text, text.slice(set + 5).search(/\S/) + set + 5);
    }
    out.push({ file, table, kind, keys });
  }
  const RAW = /\b(insert\s+into|update|delete\s+from)\s+(?:\$\{(\w+)\}|(\w+))/gi;
  for (const m of text.matchAll(RAW)) {
    const table = m[2] ? bound.get(m[2]) : tables.find((t) => t.sqlName === m[3]);
    if (!table) continue;
    const kind = m[1]!.toLowerCase().split(/\s+/)[0] as Write['kind'];
    out.push({ file, table, kind, keys: null });
  }
  return out;
}
