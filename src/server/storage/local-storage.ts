import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { contentTypeOf, SAFE_KEY, type Storage } from './storage.js';

const NOT_AN_OBJECT = new Set(['ENOENT', 'ENAMETOOLONG', 'ENOTDIR', 'EISDIR']);

export function createLocalStorage(dataDir: string): Storage {
  const root = resolve(dataDir, 'uploads');
  const pathOf = (key: string) => {
    if (!SAFE_KEY.test(key)) throw new Error(`unsafe storage key: ${key}`);
    return join(root, key);
  };
  return {
    driver: 'local',
    async put(key, body) {
      const file = pathOf(key);
      await mkdir(dirname(file), { recursive: true });
      await writeFile(file, body);
    },
    async get(key) {
      if (!SAFE_KEY.test(key)) return null;
      try {
        return { body: await readFile(pathOf(key)), contentType: contentTypeOf(key) };
      } catch (err) {
        // No such object: missing, or a name the file system cannot hold (issue 37: ENAMETOOLONG was a 500).
        if (NOT_AN_OBJECT.has((err as NodeJS.ErrnoException).code ?? '')) return null;
        throw err;
      }
    },
    async delete(key) {
      if (!SAFE_KEY.test(key)) return;
      await rm(pathOf(key), { force: true });
    },
    publicUrl: (key) => `/objects/${key}`,
  };
}
