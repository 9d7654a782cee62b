// Query keys: every cached answer sits under its domain's key (decision 009: one key per domain),
// because writes refresh what they change by that first element (`invalidateQueries({ queryKey:
// ['marketplace'] })`). A key filed elsewhere would never be refreshed by its domain's writes, and a
// write that names a key nothing uses refreshes nothing. Read from the source, as the boundary test is.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { getRentalsQueryOptions } from '../account-rentals/api/get-rentals.js';
import { getEventQueryOptions } from '../events/api/get-event.js';
import { getEventsQueryOptions } from '../events/api/get-events.js';
import { getItemQueryOptions } from '../marketplace/api/get-item.js';
import { getItemsQueryOptions } from '../marketplace/api/get-items.js';
import { getUnreadCountQueryOptions } from '../messages/api/get-unread-count.js';
import { userQueryOptions } from './auth.js';

const WEB = join(import.meta.dirname, '..');

/** Keys whose first element is not the folder they live in, each with its reason. */
const FILED_ELSEWHERE: Record<string, string> = {
  // The login state is the users domain's answer; lib/ holds it because every page needs it.
  'lib/auth.ts': 'users',
  // The public settings are site-config's; lib/ holds them for the shell, the landing and the forms.
  'lib/site-config.ts': 'site-config',
  // The admin's user list and details are users' answers (`/api/admin/users`); a user's own changes refresh them.
  'admin-users/api/get-admin-users.ts': 'users',
  'admin-users/api/get-admin-user-details.ts': 'users',
  'admin-users/api/search-members.ts': 'users',
};

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const path = join(dir, e.name);
    if (e.isDirectory()) return sources(path);
    return /\.tsx?$/.test(e.name) && !/\.test\.tsx?$/.test(e.name) ? [path] : [];
  });
}
const files = sources(WEB).map((path) => ({ file: relative(WEB, path), text: readFileSync(path, 'utf8') }));

/** `queryKey: ['first', …]` outside a refresh call: the keys answers are cached under. */
const cached = files.flatMap(({ file, text }) =>
  [...text.matchAll(/(\w+)\(\{\s*queryKey: \['([^']+)'|queryKey: \['([^']+)'/g)]
    .filter((m) => !m[1]?.endsWith('Queries'))
    .map((m) => ({ file, first: (m[2] ?? m[3])! })),
);
/** Every first element a write refreshes: `…Queries({ queryKey: ['x'`, and the lists it loops over. */
const refreshed = files.flatMap(({ file, text }) => [
  ...[...text.matchAll(/Queries\(\{\s*queryKey: \['([^']+)'/g)].map((m) => ({ file, first: m[1]! })),
  // Loops like `for (const key of ['reports', …]) qc.invalidateQueries({ queryKey: [key] })`.
  ...(text.includes('queryKey: [key]')
    ? [...text.matchAll(/(?:const CHANGED =|const key of) \[([^\]]+)\]/g)].flatMap((m) =>
        [...m[1]!.matchAll(/'([^']+)'/g)].map((k) => ({ file, first: k[1]! })),
      )
    : []),
]);

describe('query keys', () => {
  it('are found in the source (the scan reads what the app writes)', () => {
    expect(cached.length).toBeGreaterThan(40);
    expect(refreshed.length).toBeGreaterThan(30);
    expect(cached).toContainEqual({ file: 'marketplace/api/get-items.ts', first: 'marketplace' });
    expect(refreshed).toContainEqual({ file: 'blocks/api/block-member.ts', first: 'account-rentals' });
  });

  it('start with the domain of the folder they are in (the exceptions named, each with its reason)', () => {
    const misfiled = cached
      .filter(({ file, first }) => (FILED_ELSEWHERE[file] ?? file.split('/')[0]) !== first)
      .map(({ file, first }) => `${file}: ['${first}', …]`);
    expect(misfiled).toEqual([]);
    const stale = Object.keys(FILED_ELSEWHERE).filter((file) => !cached.some((c) => c.file === file));
    expect(stale).toEqual([]);
  });

  it('refresh only keys something is cached under', () => {
    const families = new Set(cached.map((c) => c.first));
    const dangling = refreshed
      .filter(({ first }) => !families.has(first))
      .map(({ file, first }) => `${file}: '${first}'`);
    expect(dangling).toEqual([]);
  });

  it("a domain's refresh reaches its lists, its details and its counts, and nothing of other domains", async () => {
    const qc = new QueryClient();
    const keys = {
      items: getItemsQueryOptions({ q: 'bag' }).queryKey,
      item: getItemQueryOptions(6).queryKey,
      events: getEventsQueryOptions({ when: 'upcoming', limit: 12 }).queryKey,
      event: getEventQueryOptions(3).queryKey,
      rentals: getRentalsQueryOptions({}).queryKey,
      unread: getUnreadCountQueryOptions().queryKey,
      user: userQueryOptions.queryKey,
    };
    for (const key of Object.values(keys)) qc.setQueryData(key as readonly unknown[], {});
    await qc.invalidateQueries({ queryKey: ['marketplace'] });
    const stale = Object.entries(keys)
      .filter(([, key]) => qc.getQueryState(key)?.isInvalidated)
      .map(([name]) => name);
    expect(stale).toEqual(['items', 'item']);
    await qc.invalidateQueries({ queryKey: ['messages'] });
    expect(qc.getQueryState(keys.unread)?.isInvalidated).toBe(true);
    expect(qc.getQueryState(keys.user)?.isInvalidated).toBe(false);
  });

  it('a list filter is part of its key: two filters, two cached lists', () => {
    const a = getItemsQueryOptions({ q: 'bag' }).queryKey;
    const b = getItemsQueryOptions({ q: 'capacete' }).queryKey;
    const qc = new QueryClient();
    qc.setQueryData(a, { pages: [], pageParams: [] });
    expect(qc.getQueryData(b)).toBeUndefined();
    expect(qc.getQueryData(getItemsQueryOptions({ q: 'bag' }).queryKey)).toBeDefined();
  });
});
