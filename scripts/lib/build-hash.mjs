// The content hash of the build's inputs, for `npm start` (scripts/start.mjs): the build runs only
// when the sources changed since the last successful build, whose hash is kept in dist/.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** What `npm run build` reads (src/web/index.html is under src/). */
export const BUILD_INPUTS = [
  'src',
  'public',
  'vite.config.ts',
  'tsconfig.json',
  'scripts/build.mjs',
  'package-lock.json',
];
/** Where the last successful build's hash is kept; `npm run build` replaces dist/ whole, stamp included, only when it succeeds. */
export const STAMP = join('dist', '.build-hash');
/** Files that exist after every build: without them the build runs whatever the hash says. */
const OUTPUTS = [join('dist', 'web', 'index.html'), join('dist', 'server', 'main.js')];
/** Test files are never built (esbuild follows imports from src/server/main.ts, Vite from main.tsx). */
const IGNORED = /\.test\.tsx?$/;

function files(root, path) {
  const full = join(root, path);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [path];
  return readdirSync(full, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !IGNORED.test(e.name))
    .map((e) => relative(root, join(e.parentPath, e.name)));
}

/** sha256 over every input's path and content, in a fixed order. */
export function hashInputs(root, inputs = BUILD_INPUTS) {
  const hash = createHash('sha256');
  const all = inputs.flatMap((p) => files(root, p)).map((p) => p.split(sep).join('/'));
  for (const path of all.sort())
    hash
      .update(path)
      .update('\0')
      .update(readFileSync(join(root, path)))
      .update('\0');
  return hash.digest('hex');
}

/** Whether `npm start` must build: no build yet, or one made from other sources. */
export function needsBuild(root, hash = hashInputs(root)) {
  if (OUTPUTS.some((p) => !existsSync(join(root, p)))) return true;
  const stamp = join(root, STAMP);
  return !existsSync(stamp) || readFileSync(stamp, 'utf8').trim() !== hash;
}
