// `npm start` builds only when the build's inputs changed (scripts/start.mjs, scripts/lib/build-hash.mjs).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashInputs, needsBuild, STAMP } from '../scripts/lib/build-hash.mjs';

let root: string;
const write = (path: string, text: string) => {
  mkdirSync(join(root, path, '..'), { recursive: true });
  writeFileSync(join(root, path), text);
};
/** What a successful build leaves: the outputs and the stamp of the sources it was made from. */
const build = () => {
  write('dist/web/index.html', '<!doctype html>');
  write('dist/server/main.js', '');
  write(STAMP, `${hashInputs(root)}\n`);
};

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'build-hash-'));
  write('src/web/index.html', '<div id="root"></div>');
  write('src/server/main.ts', 'export {};');
  write('public/favicon.svg', '<svg/>');
  write('vite.config.ts', 'export default {};');
  write('package-lock.json', '{}');
});
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('needsBuild', () => {
  it('builds the first time (no dist/)', () => {
    expect(needsBuild(root)).toBe(true);
  });

  it('skips the build when nothing changed since the last one', () => {
    build();
    expect(needsBuild(root)).toBe(false);
  });

  it.each([
    ['a source file edited', () => write('src/server/main.ts', 'export const x = 1;')],
    ['a source file added', () => write('src/web/new-page.tsx', 'export {};')],
    ['a public file changed', () => write('public/favicon.svg', '<svg></svg>')],
    ['the Vite config changed', () => write('vite.config.ts', 'export default { base: "/" };')],
    ['a package changed', () => write('package-lock.json', '{"lockfileVersion":3}')],
    [
      'a file renamed',
      () => {
        rmSync(join(root, 'src/server/main.ts'));
        write('src/server/main2.ts', 'export {};');
      },
    ],
  ])('builds again when %s', (_what, change) => {
    build();
    change();
    expect(needsBuild(root)).toBe(true);
  });

  it('ignores test files, which are never built', () => {
    build();
    write('src/server/main.test.ts', 'it("x", () => {});');
    expect(needsBuild(root)).toBe(false);
  });

  it('builds when the last build failed or was removed (no stamp or no output)', () => {
    build();
    rmSync(join(root, STAMP));
    expect(needsBuild(root)).toBe(true);
    build();
    rmSync(join(root, 'dist/server/main.js'));
    expect(needsBuild(root)).toBe(true);
  });
});
