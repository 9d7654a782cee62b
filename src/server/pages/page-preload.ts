import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { FIRST_PAGE_MODULES, firstPageChunkName, firstPageIndex } from '../../contract/first-pages.js';

/** One entry of Vite's build manifest (`build.manifest`, dist/web/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
export type ViteManifest = Record<string, ManifestChunk>;

/** Every chunk `key` needs before it runs (its static imports, transitively), itself included. */
function closure(manifest: ViteManifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(manifest, dep, seen);
  return seen;
}

/**
 * The manifest key of a first page's chunk: its module's, or, when the build put the page in its
 * own chunk group (vite.config.ts), which has no module of its own, that group's chunk.
 */
function pageKey(manifest: ViteManifest, module: string): string {
  if (manifest[module]) return module;
  const name = firstPageChunkName(module);
  const keys = Object.keys(manifest).filter((k) => manifest[k]!.name === name);
  if (keys.length !== 1)
    throw new Error(`page-preload: ${module} is not in the build manifest (${keys.length} chunks named ${name})`);
  return keys[0]!;
}

/**
 * The `<link>` tags of each first page (contract/first-pages.ts, in its order): its chunk and every chunk and
 * stylesheet it imports that index.html does not load already, so the browser fetches them while
 * the main chunk downloads instead of after it has run (on 4G, a page's chunks waited a round trip
 * of the main chunk plus its parse). The app's own `import()` then finds them
 * loaded: Vite's preload helper skips a file that already has a `<link>`.
 */
export function firstPageLinks(manifest: ViteManifest): string[] {
  const shell = closure(manifest, 'index.html');
  const shellCss = new Set([...shell].flatMap((k) => manifest[k]?.css ?? []));
  return FIRST_PAGE_MODULES.map((module) => {
    const chunks = [...closure(manifest, pageKey(manifest, module))].filter((k) => !shell.has(k));
    const css = new Set(chunks.flatMap((k) => manifest[k]!.css ?? []).filter((f) => !shellCss.has(f)));
    return [
      ...[...css].map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...chunks.map((k) => `<link rel="modulepreload" crossorigin href="/${manifest[k]!.file}">`),
    ].join('');
  });
}

/**
 * Reads the manifest of the build in `root` (`manifest.json`, or `manifest.<lang>.json` for the
 * English and Spanish builds, decision 058): a function from a page's path to its `<link>` tags.
 */
export function loadPagePreloads(root: string, name = 'manifest.json'): (path: string) => string {
  const file = join(root, '.vite', name);
  if (!existsSync(file)) return () => '';
  const links = firstPageLinks(JSON.parse(readFileSync(file, 'utf8')) as ViteManifest);
  return (path) => links[firstPageIndex(path)] ?? '';
}
