import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's root (the folder with package.json), found upward from this module: it works from
 * src/server/ (tsx, tests) and from the one bundled file dist/server/main.js (decision 029).
 */
export function projectRoot(from: string = import.meta.url): string {
  let dir = dirname(fileURLToPath(from));
  while (!existsSync(join(dir, 'package.json'))) {
    const up = dirname(dir);
    if (up === dir) throw new Error(`package.json not found above ${fileURLToPath(from)}`);
    dir = up;
  }
  return dir;
}
