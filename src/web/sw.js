// The service worker (docs/decisions/020-installable-app.md). Plain JavaScript, not bundled:
// vite.config.ts (serviceWorker plugin) copies it to dist/web/sw.js with BUILD (a hash of this file
// and of every file of the build) and PRECACHE (the shell and what index.html loads) filled in.
//
// - Hashed assets (/assets/…): cache first; their names change with their content.
// - Pages (navigations): network first; offline, or no answer within NAV_TIMEOUT_MS, the last copy
//   of that page, else the shell (every page is the same app).
// - API GETs: network first, kept in a cache named after the member they were fetched for, and
//   answered from it only when the network fails. A change of member deletes every API cache.
// - Uploaded images (/objects/…), writes and other origins: not touched.
/* eslint-env serviceworker */
/// <reference lib="webworker" />

const BUILD = '__BUILD__';
/** @type {string[]} */
const PRECACHE = JSON.parse('__PRECACHE__');

const SHELL = `shell-${BUILD}`;
const PAGES = 'pages';
const META = 'meta';
const API_PREFIX = 'api-';
const NAV_TIMEOUT_MS = 4000;
/** On a connection that is up but not working, an API answer waits this long before the cached one. */
const API_TIMEOUT_MS = 6000;
/** Pages kept for an offline start (their HTML only: a few KB each). */
const MAX_PAGES = 30;
const MEMBER_KEY = '/__member';
/** API calls after which the member is someone else (or nobody). Registering does not sign in. */
const SIGN_IN = ['/api/login'];
const SIGN_OUT = ['/api/logout', '/api/privacy/delete-account'];

/** The worker's own global, typed. */
const sw = /** @type {ServiceWorkerGlobalScope} */ (/** @type {unknown} */ (self));

/** Who the API caches belong to: a user id, 'visitor', or null (unknown: keep nothing). */
let member = /** @type {string | null | undefined} */ (undefined);
/** Bumped at every change of member: an answer that was in flight across a change is not kept. */
let generation = 0;
/** Clients told that they are seeing cached answers (told 'online' when the network answers again). */
const offlineClients = new Set();

async function currentMember() {
  if (member !== undefined) return member;
  const saved = await (await caches.open(META)).match(MEMBER_KEY);
  member = saved ? await saved.text() : null;
  return member;
}

/** A new member (or none): every API cache goes, whoever it belonged to. */
async function setMember(next) {
  const previous = await currentMember();
  if (previous === next) return;
  generation++;
  member = next;
  await deleteApiCaches();
  const meta = await caches.open(META);
  if (next === null) await meta.delete(MEMBER_KEY);
  else await meta.put(MEMBER_KEY, new Response(next));
}

/** The member's id in an answer of /api/user or /api/login (the current-user shape). */
function idOf(body) {
  const id = body?.id;
  return typeof id === 'number' || (typeof id === 'string' && id) ? String(id) : null;
}

async function deleteApiCaches() {
  for (const key of await caches.keys()) if (key.startsWith(API_PREFIX)) await caches.delete(key);
}

sw.addEventListener('install', (event) => {
  event.waitUntil(
    (async () => {
      const cache = await caches.open(SHELL);
      await cache.addAll(PRECACHE.map((url) => new Request(url, { cache: 'reload' })));
      await sw.skipWaiting();
    })(),
  );
});

sw.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      // The previous build's shell and assets go; the pages and API answers stay (same data).
      for (const key of await caches.keys()) if (key.startsWith('shell-') && key !== SHELL) await caches.delete(key);
      await sw.clients.claim();
    })(),
  );
});

/** fetch() that gives up after `ms` (a request that never answers is the worst case on 4G). */
async function fetchWithin(request, ms) {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ms);
  try {
    return await fetch(request, { signal: controller.signal });
  } finally {
    clearTimeout(timer);
  }
}

function cacheable(response) {
  if (response?.status !== 200 || response.type !== 'basic') return false;
  const cc = response.headers.get('cache-control') ?? '';
  return !/no-store/i.test(cc) && response.headers.get('vary') !== '*';
}

/**
 * A member's API answer is `private, no-store` so that no HTTP cache keeps it; the server marks
 * those this worker may still keep for the member's offline use (`X-Offline-Copy: member`, from
 * server/plugins/http-cache.ts). A route's own no-store (contacts, the data export) has no mark.
 */
function keptOffline(response) {
  if (cacheable(response)) return true;
  return response?.status === 200 && response.type === 'basic' && response.headers.get('x-offline-copy') === 'member';
}

async function tell(clientId, message) {
  if (!clientId) return;
  if (message === 'offline') {
    if (offlineClients.has(clientId)) return;
    offlineClients.add(clientId);
  } else {
    if (!offlineClients.delete(clientId)) return;
  }
  const client = await sw.clients.get(clientId);
  client?.postMessage({ type: message });
}

async function asset(request) {
  const cache = await caches.open(SHELL);
  const hit = await cache.match(request);
  if (hit) return hit;
  const response = await fetch(request);
  if (cacheable(response)) await cache.put(request, response.clone());
  return response;
}

async function trimPages(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await cache.delete(key);
}

/**
 * A visitor's page carries the API answers it needs first (server/pages/first-answers.ts, the
 * element of id FIRST_ANSWERS_ID in contract/first-pages.ts). The copy kept for offline use does
 * not: opened later, signed in by then, it would show the visitor's login state and data instead
 * of asking for the member's own (which this worker answers from its copies).
 */
async function withoutFirstAnswers(response) {
  const html = await response.text();
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  headers.delete('content-encoding');
  const body = html.replace(/<script type="application\/json" id="first-answers">[\s\S]*?<\/script>/, '');
  return new Response(body, { status: response.status, statusText: response.statusText, headers });
}

async function page(event) {
  const { request } = event;
  const url = new URL(request.url);
  const key = url.pathname + url.search;
  try {
    const response = await fetchWithin(request, NAV_TIMEOUT_MS);
    if (cacheable(response)) {
      const copy = response.clone();
      event.waitUntil(
        (async () => {
          const cache = await caches.open(PAGES);
          await cache.delete(key); // to the end of the list: the oldest page goes first
          await cache.put(key, await withoutFirstAnswers(copy));
          await trimPages(cache);
        })(),
      );
    }
    return response;
  } catch (err) {
    const saved = (await (await caches.open(PAGES)).match(key)) ?? (await (await caches.open(SHELL)).match('/'));
    if (saved) return saved;
    throw err;
  }
}

async function api(event) {
  const { request } = event;
  const url = new URL(request.url);
  const isUser = url.pathname === '/api/user';
  const owner = await currentMember();
  const started = generation;
  let response;
  try {
    response = await fetchWithin(request, API_TIMEOUT_MS);
  } catch (err) {
    // Offline: this member's copy, if there is one. An unknown member has none.
    if (owner !== null) {
      const saved = await (await caches.open(API_PREFIX + owner)).match(request);
      if (saved) {
        event.waitUntil(tell(event.clientId, 'offline'));
        return saved;
      }
    }
    throw err;
  }
  // Copies taken now: once the page has read the answer, its body is gone.
  const copy = response.clone();
  const forId = isUser && response.ok ? response.clone() : null;
  event.waitUntil(
    (async () => {
      await tell(event.clientId, 'online');
      let who = owner;
      // An answer in flight across a sign-in or sign-out (Ana's /api/user sent before her logout)
      // never brings back the member it was for.
      if (generation !== started) return;
      if (isUser) {
        if (response.status === 401) who = 'visitor';
        else if (forId) who = idOf(await forId.json().catch(() => null));
        else return;
        await setMember(who);
      }
      if (who === null) return;
      // A visitor's /api/user is a 401: kept too, so a visitor's offline start is a visitor's page.
      if (!keptOffline(copy) && !(isUser && copy.status === 401)) return;
      await (await caches.open(API_PREFIX + who)).put(request, copy);
    })(),
  );
  return response;
}

async function unsubscribePush() {
  try {
    const subscription = await sw.registration.pushManager?.getSubscription();
    await subscription?.unsubscribe();
  } catch {
    // No push on this browser.
  }
}

/** Sign-in and sign-out pass through here too: the API caches follow the member. */
async function session(event, path) {
  if (SIGN_OUT.includes(path)) {
    // Before the call goes out, so a failed logout still leaves nothing of this member behind.
    await setMember('visitor');
    // The server forgets this session's push subscriptions; the browser forgets it too, so the next
    // member signed in here starts with push off until they turn it on.
    await unsubscribePush();
    return fetch(event.request);
  }
  const response = await fetch(event.request);
  if (response.ok) {
    const body = await response
      .clone()
      .json()
      .catch(() => null);
    await setMember(idOf(body));
  }
  return response;
}

sw.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== sw.location.origin) return;
  const path = url.pathname;
  if (request.method === 'POST' && (SIGN_IN.includes(path) || SIGN_OUT.includes(path))) {
    event.respondWith(session(event, path));
    return;
  }
  if (request.method !== 'GET') return;
  // The live stream never ends: a copy kept for the cache would grow for as long as the tab is open.
  if (path === '/api/notifications/stream') return;
  if (request.mode === 'navigate') event.respondWith(page(event));
  else if (path.startsWith('/assets/')) event.respondWith(asset(request));
  else if (path.startsWith('/api/')) event.respondWith(api(event));
  else if (PRECACHE.includes(path)) {
    // The icons and the manifest: the network's copy when there is one (they follow site config).
    event.respondWith(
      fetch(request).catch(async (err) => (await (await caches.open(SHELL)).match(path)) ?? Promise.reject(err)),
    );
  }
});

// ── Web push (issue 29) ────────────────────────────────────────────────────────────────────────────
// The server's push carries { title, body, url, tag, icon } (contract: server/notifications/push.service.ts).

/** A path of this app; anything else (another origin, a bad value) opens the notifications page. */
function inAppPath(url) {
  try {
    const u = new URL(typeof url === 'string' ? url : '/notificacoes', sw.location.origin);
    return u.origin === sw.location.origin ? u.pathname + u.search + u.hash : '/notificacoes';
  } catch {
    return '/notificacoes';
  }
}

sw.addEventListener('push', (event) => {
  let data = {};
  try {
    data = event.data ? event.data.json() : {};
  } catch {
    data = { body: event.data?.text() ?? '' };
  }
  const title = typeof data.title === 'string' && data.title ? data.title : 'Nova notificação';
  const tag = typeof data.tag === 'string' && data.tag ? data.tag : undefined;
  event.waitUntil(
    sw.registration.showNotification(title, {
      body: typeof data.body === 'string' ? data.body : '',
      icon: typeof data.icon === 'string' ? data.icon : '/icon-192.png',
      badge: '/icon-192.png',
      lang: 'pt-BR',
      // A second push about the same thing replaces the first, and still rings.
      tag,
      renotify: !!tag,
      data: { url: inAppPath(data.url) },
    }),
  );
});

/** A tap: the app's open tab goes to the notification's page (focused), or a new one opens there. */
sw.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(inAppPath(event.notification.data?.url), sw.location.origin).href;
  event.waitUntil(
    (async () => {
      const windows = await sw.clients.matchAll({ type: 'window', includeUncontrolled: true });
      const open = windows.find((c) => new URL(c.url).origin === sw.location.origin);
      if (open) {
        // Focus first, while the tap still allows it; then the page the notification is about.
        await open.focus().catch(() => {});
        try {
          await open.navigate(target);
          return;
        } catch {
          // Not controlled by this worker (navigate refuses): a new window instead.
        }
      }
      await sw.clients.openWindow(target);
    })(),
  );
});

/** The push service replaced the subscription: subscribe again with the same key and tell the server. */
sw.addEventListener('pushsubscriptionchange', (event) => {
  const key = event.oldSubscription?.options?.applicationServerKey;
  if (!key) return;
  event.waitUntil(
    (async () => {
      const subscription = await sw.registration.pushManager.subscribe({
        userVisibleOnly: true,
        applicationServerKey: key,
      });
      await fetch('/api/push/subscriptions', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(subscription.toJSON()),
        credentials: 'same-origin',
      });
    })().catch(() => {}),
  );
});
