// The `test` every spec imports: `import { expect, test } from './fixtures.js'`.
// - No request leaves the machine: anything not for the app's own origin is answered here
//   (map tiles, geocoding, Stripe, fonts). A spec can answer differently with page.route(),
//   which takes precedence over these context routes; `externalRequests` lists what was stubbed.
// - `newMember`: a fresh member, registered and signed in through the API, the page logged in.
// - `loginAs(page, email, password)`: signs a page in through the API (demo accounts: DEMO).
// Users are not deleted afterwards: each run starts the server on a new, empty database.
import {
  type APIResponse,
  test as base,
  expect,
  type Locator,
  type Page,
  type Request,
  type Route,
} from '@playwright/test';
import { FIRST_ANSWERS_ID } from '../src/contract/first-pages.js';
import type { CurrentUser } from '../src/contract/users.js';
import { e2eServer } from './servers.js';

export { expect };

/** Seeded on every e2e start (src/server/seed/seed.ts). */
export const DEMO_PASSWORD = 'demo1234';

/** A real 8×8 PNG: the upload pipeline checks it by content and re-encodes it to WebP. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAgAAAAICAIAAABLbSncAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAEElEQVQImWNgWMWAHQ0tCQCbuCqB7EEXKwAAAABJRU5ErkJggg==',
  'base64',
);
export const DEMO = {
  superAdmin: 'superadmin@demo.local',
  admin: 'admin@demo.local',
  subscriber: 'ana@demo.local',
  subscriber2: 'bruno@demo.local',
  member: 'carla@demo.local',
} as const;

export interface Member extends CurrentUser {
  password: string;
}

// 1×1 grey PNG: a map tile or any other outside image.
const PIXEL = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mN8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=',
  'base64',
);
const DUBLIN = { lat: '53.3498', lon: '-6.2603', display_name: 'Dublin, County Dublin, Ireland' };

/** The answer for a request to another origin. */
function stub(request: Request): Parameters<Route['fulfill']>[0] {
  const url = new URL(request.url());
  const type = request.resourceType();
  if (url.hostname === 'nominatim.openstreetmap.org') {
    const body = url.pathname.startsWith('/reverse') ? DUBLIN : [DUBLIN];
    return {
      status: 200,
      contentType: 'application/json',
      body: JSON.stringify(body),
      headers: { 'access-control-allow-origin': '*' },
    };
  }
  if (type === 'image') return { status: 200, contentType: 'image/png', body: PIXEL };
  if (type === 'script') return { status: 200, contentType: 'text/javascript', body: '' };
  if (type === 'stylesheet') return { status: 200, contentType: 'text/css', body: '' };
  if (type === 'font') return { status: 404, body: '' };
  return { status: 204, body: '', headers: { 'access-control-allow-origin': '*' } };
}

/**
 * The app's own address search (/api/geocode, which asks the geocoder server-side) answered by a
 * fixture: `null` gives 404 'Endereço não encontrado'. Returns the queries the page sent.
 */
export async function routeGeocode(
  page: Page,
  result: { lat: number; lon: number; displayName: string } | null,
): Promise<string[]> {
  const queries: string[] = [];
  await page.route('**/api/geocode?*', async (route) => {
    queries.push(new URL(route.request().url()).searchParams.get('q') ?? '');
    await route.fulfill(
      result
        ? { status: 200, contentType: 'application/json', body: JSON.stringify(result) }
        : {
            status: 404,
            contentType: 'application/json',
            body: JSON.stringify({ message: 'Endereço não encontrado' }),
          },
    );
  });
  return queries;
}

const loginResponse = async (response: APIResponse, email: string): Promise<CurrentUser> => {
  expect(response.status(), `login of ${email}: ${await response.text()}`).toBe(200);
  return (await response.json()) as CurrentUser;
};

/**
 * The landing page loads sections 4–10 (stats to membership) when the visitor scrolls near them
 * (decision 010): scroll down as a visitor does, and wait until they are there.
 */
export async function scrollLanding(page: Page): Promise<void> {
  await page.getByTestId('landing-hero').waitFor();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await page.getByTestId('landing-membership').waitFor();
}

/** Waits for every animation with an end to finish (endless ones, spinners and skeleton pulses, are left out). */
export async function finishAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
}

/**
 * A visitor's first pages carry the API answers they ask for first in their HTML
 * (server/pages/first-answers.ts), and the app takes them from there instead of the network. For
 * a test that answers those requests itself (page.route), the page at `pathname` comes without them.
 */
export async function withoutFirstAnswers(page: Page, pathname: string): Promise<void> {
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const res = await route.fetch();
      const body = (await res.text()).replace(
        new RegExp(`<script type="application/json" id="${FIRST_ANSWERS_ID}">.*?</script>`, 's'),
        '',
      );
      await route.fulfill({ response: res, body });
    },
  );
}

/** Signs the page's browser context in through POST /api/login (cookies are shared with page.request). */
export async function loginAs(page: Page, email: string, password: string): Promise<CurrentUser> {
  return loginResponse(await page.request.post('/api/login', { data: { email, password } }), email);
}

/**
 * Signs the page's context in as another account. The page first leaves for about:blank: an answer
 * of the previous page still in flight (a 401 for the old session clears the cookie) could
 * otherwise land after the new login and sign the page out again.
 */
export async function switchTo(page: Page, email: string, password: string): Promise<CurrentUser> {
  await page.goto('about:blank');
  await page.request.post('/api/logout');
  return loginAs(page, email, password);
}

/** Registers a member through the API (the page stays signed out afterwards); `prefix` names the spec in the address. */
export async function registerMember(
  page: Page,
  firstName: string,
  tag: string,
  prefix: string,
): Promise<CurrentUser & { email: string; password: string }> {
  const input = {
    firstName,
    lastName: 'Teste',
    email: `e2e-${prefix}-${firstName.toLowerCase()}-${tag}@example.test`,
    phone: '+353 83 123 4567',
    password: `senha-${tag}`,
  };
  const res = await page.request.post('/api/register', { data: input });
  expect(res.status(), await res.text()).toBe(201);
  await page.request.post('/api/logout');
  return { ...((await res.json()) as CurrentUser), email: input.email, password: input.password };
}

/**
 * 'Revelar Contato' on a rental card; the first time in a year the renter's checklist comes first
 * (issue 33): its three items ticked, then 'Confirmar e revelar contato'.
 */
export async function revealRentalContact(card: Locator): Promise<void> {
  const checklist = card.getByTestId('renter-checklist');
  const button = card.getByRole('button', { name: 'Revelar Contato', exact: true });
  await expect(checklist.or(button)).toBeVisible();
  if (await button.isVisible()) return button.click();
  for (const box of await checklist.getByRole('checkbox').all()) await box.check();
  await checklist.getByRole('button', { name: 'Confirmar e revelar contato' }).click();
}

let serial = 0;

export const test = base.extend<{ externalRequests: string[]; newMember: Member }>({
  // Each worker's own server (decision 062): its pages, its API requests and `baseURL` in a spec.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServer(testInfo.parallelIndex).baseURL);
  },

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  externalRequests: async ({}, use) => {
    await use([]);
  },

  context: async ({ context, baseURL, externalRequests }, use) => {
    const appOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    await context.route(
      (url) => url.origin !== appOrigin,
      async (route) => {
        externalRequests.push(route.request().url());
        await route.fulfill(stub(route.request()));
      },
    );
    await use(context);
  },

  newMember: async ({ page }, use, testInfo) => {
    serial += 1;
    const tag = `${Date.now().toString(36)}${testInfo.workerIndex}${serial}`;
    const input = {
      firstName: 'Teste',
      lastName: `Membro ${serial}`,
      email: `e2e-${tag}@example.test`,
      phone: '+353 83 123 4567',
      password: `senha-${tag}`,
    };
    const registered = await page.request.post('/api/register', { data: input });
    expect(registered.status(), `register ${input.email}: ${await registered.text()}`).toBe(201);
    const user = await loginAs(page, input.email, input.password);
    await use({ ...user, password: input.password });
  },
});
