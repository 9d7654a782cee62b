import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { APP_PAGES, isAppPage } from './app-pages.js';

describe('isAppPage', () => {
  it("knows every path of the web app's route table", () => {
    const routes = readFileSync(new URL('../../web/app/routes.tsx', import.meta.url), 'utf8');
    const declared = [...routes.matchAll(/<Route path="([^"]+)"/g)].map((m) => m[1]!);
    expect(declared.length).toBeGreaterThan(20);
    for (const path of declared) expect(APP_PAGES, path).toContain(path);
    for (const path of declared) expect(isAppPage(path.replace(/:id/g, '12')), path).toBe(true);
  });

  it.each(['/', '/marketplace', '/marketplace/', '/marketplace/12', '/marketplace/12/edit', '/events/3', '/ajuda'])(
    '%s is a page',
    (path) => expect(isAppPage(path)).toBe(true),
  );

  it.each(['/nao-existe', '/marketplace/12/13', '/admin/users', '/eventos', '//', '/events/3/x'])('%s is not', (path) =>
    expect(isAppPage(path)).toBe(false),
  );
});
