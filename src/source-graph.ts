// The source files of src/ and their imports, read as text: what the boundary tests
// (boundaries.test.ts, data-boundaries.test.ts) check. Test code only; nothing imports it at run time.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '..');
export const SRC = join(ROOT, 'src');

export interface Edge {
  /** Importing file, relative to the repository (src/…). */
  from: string;
  /** The specifier as written. */
  spec: string;
  /** The imported file relative to the repository, for relative specifiers. */
  to: string | null;
  /** `import type …`, or every name imported is `type X`: erased from the build. */
  typeOnly?: boolean;
  /** The names imported, as written (`a`, `b as c`, `type D`); empty for `import * as`, a default or a side effect. */
  names: string[];
}

const IMPORT_RE =
  /(?:^|[\s;])(?:import|export)\s(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

export function importsOf(file: string, text: string): Edge[] {
  const edges: Edge[] = [];
  for (const m of text.matchAll(IMPORT_RE)) {
    const spec = (m[1] ?? m[2])!;
    const to = spec.startsWith('.')
      ? relative(ROOT, resolve(dirname(join(ROOT, file)), spec)).replace(/\.js$/, '.ts')
      : null;
    const braces = m[0].match(/\{([^}]*)\}/)?.[1];
    const names = braces
      ? braces
          .split(',')
          .map((n) => n.trim())
          .filter(Boolean)
      : [];
    const declaredType = /^[\s;]*(?:import|export)\s+type\s/.test(m[0]);
    const onlyTypes =
      !!braces && names.length > 0 && names.every((n) => n.startsWith('type ')) && !/\w\s*,\s*\{/.test(m[0]);
    edges.push({ from: file, spec, to, typeOnly: declaredType || onlyTypes, names });
  }
  return edges;
}

export const isTest = (path: string) => /\.test\.tsx?$/.test(path) || path.startsWith('src/server/test/');

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'migrations') out.push(...sourceFiles(path));
    } else if (/\.tsx?$/.test(entry.name)) out.push(relative(ROOT, path));
  }
  return out;
}

/** Every .ts/.tsx file of src/ (migrations aside), relative to the repository. */
export const files = sourceFiles(SRC);
export const texts = new Map(files.map((f) => [f, readFileSync(join(ROOT, f), 'utf8')]));
