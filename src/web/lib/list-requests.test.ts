// The URLs the web app's API modules ask for: the filters a list sends (empty and 'all' are not
// sent), and the first requests of each public page, which must be the exact URLs the server puts
// in a visitor's HTML (contract/first-pages.ts), or the page waits for the network after all.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  FIRST_PAGE_ANSWERS,
  FIRST_PAGE_PATHS,
  HOME_ANSWERS,
  pageAnswers,
  SHELL_ANSWERS,
} from '../../contract/first-pages.js';
import { getRentals } from '../account-rentals/api/get-rentals.js';
import { getEvent } from '../events/api/get-event.js';
import { getEvents } from '../events/api/get-events.js';
import { getMarketTemperature } from '../market-temperature/api/get-market-temperature.js';
import { getItem } from '../marketplace/api/get-item.js';
import { getItems } from '../marketplace/api/get-items.js';
import { getMyItems } from '../marketplace/api/get-my-items.js';
import { getMessages } from '../messages/api/get-messages.js';
import { getMapConfig } from '../safety-reports/api/get-map-config.js';
import { getSafetyMap } from '../safety-reports/api/get-safety-map.js';
import { getSafetySummary } from '../safety-reports/api/get-safety-summary.js';
import { getOffer } from '../subscriptions/api/get-offer.js';
import { userQueryOptions } from './auth.js';
import { siteConfigQueryOptions } from './site-config.js';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => new Response('{"items":[],"nextCursor":null}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

/** The URLs requested while `run` ran, in order. */
async function urlsOf(run: () => Promise<unknown>): Promise<string[]> {
  fetchMock.mockClear();
  await run();
  return fetchMock.mock.calls.map(([url]) => String(url));
}

describe('list filters in the URL', () => {
  it('marketplace: 12 a page by default; text, type, category and the cursor only when set', async () => {
    expect(await urlsOf(() => getItems({}))).toEqual(['/api/marketplace?limit=12']);
    expect(
      await urlsOf(() => getItems({ q: 'bag térmica', type: 'venda', category: 'acessorios', limit: 6 }, 41)),
    ).toEqual(['/api/marketplace?limit=6&q=bag+t%C3%A9rmica&type=venda&category=acessorios&cursor=41']);
    expect(await urlsOf(() => getItems({ q: '', type: '' }, null))).toEqual(['/api/marketplace?limit=12']);
  });

  it("marketplace: a failed list is the spec's error, not the server's text", async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"x"}', { status: 500 }));
    await expect(getItems({})).rejects.toThrow('Failed to fetch marketplace items');
  });

  it("rentals: empty and 'all' filters are left out, the others kept in their order", async () => {
    expect(
      await urlsOf(() =>
        getRentals({ q: 'uber', appName: 'all', accountType: '', region: 'Dublin 8', minPrice: '100', maxPrice: '' }),
      ),
    ).toEqual(['/api/account-rentals?limit=12&q=uber&region=Dublin+8&minPrice=100']);
    expect(await urlsOf(() => getRentals({ appName: 'Deliveroo', maxPrice: '150.5' }, 9))).toEqual([
      '/api/account-rentals?limit=12&appName=Deliveroo&maxPrice=150.5&cursor=9',
    ]);
  });

  it("events: upcoming or past, 'joined' only when asked, the admin list on its own endpoint", async () => {
    expect(await urlsOf(() => getEvents({ when: 'past' }))).toEqual(['/api/events?when=past&limit=12']);
    expect(await urlsOf(() => getEvents({ when: 'upcoming', joined: true, limit: 50 }, 'c2'))).toEqual([
      '/api/events?when=upcoming&limit=50&joined=true&cursor=c2',
    ]);
    expect(await urlsOf(() => getEvents({ when: 'upcoming', joined: false, admin: true }))).toEqual([
      '/api/admin/events?when=upcoming&limit=12',
    ]);
  });

  it("a member's own lists: my listings and a message box", async () => {
    expect(await urlsOf(() => getMyItems(24, 7))).toEqual(['/api/marketplace/my-items?limit=24&cursor=7']);
    expect(await urlsOf(() => getMessages({ box: 'sent', limit: 5 }))).toEqual(['/api/messages?limit=5&box=sent']);
  });

  it('the safety map: the window always, zoom and the view only when known', async () => {
    expect(await urlsOf(() => getSafetyMap({ window: '7d' }))).toEqual(['/api/safety-reports?window=7d']);
    expect(await urlsOf(() => getSafetyMap({ window: '30d', zoom: 0, bbox: '53.2,-6.4,53.4,-6.1' }))).toEqual([
      '/api/safety-reports?window=30d&zoom=0&bbox=53.2%2C-6.4%2C53.4%2C-6.1',
    ]);
  });
});

describe("a visitor's first page asks for exactly what its HTML carries", () => {
  // What each first page (in the order of FIRST_PAGE_PATHS) requests before its first screen.
  const firstRequests: [string, () => Promise<unknown>][] = [
    ['/marketplace', () => getItems({})],
    ['/marketplace/6', () => getItem(6)],
    ['/events', () => getEvents({ when: 'upcoming', limit: 12 })],
    ['/events/3', () => getEvent(3)],
    ['/account-rental', async () => Promise.all([getMarketTemperature(), getRentals({})])],
    ['/dangerous-areas', async () => Promise.all([getMapConfig(), getSafetySummary('30d')])],
  ];

  it('covers every first page', () => {
    expect(firstRequests).toHaveLength(FIRST_PAGE_PATHS.length);
    firstRequests.forEach(([path], i) => {
      expect(FIRST_PAGE_PATHS[i]!.test(path), path).toBe(true);
    });
  });

  it.each(firstRequests)('%s', async (path, run) => {
    const index = firstRequests.findIndex(([p]) => p === path);
    expect(await urlsOf(run)).toEqual(FIRST_PAGE_ANSWERS[index]!(path));
    expect(pageAnswers(path, false)).toEqual(FIRST_PAGE_ANSWERS[index]!(path));
    expect(pageAnswers(path, true)).toEqual([]);
  });

  it('the landing and the shell: the offer, the login state and the site settings', async () => {
    expect(await urlsOf(getOffer)).toEqual([...HOME_ANSWERS]);
    const shell = await urlsOf(async () => {
      fetchMock.mockResolvedValueOnce(new Response('{"message":"Não autenticado"}', { status: 401 }));
      expect(await userQueryOptions.queryFn!({} as never)).toBeNull();
      await siteConfigQueryOptions.queryFn!({} as never);
    });
    expect(shell).toEqual([...SHELL_ANSWERS]);
  });
});
