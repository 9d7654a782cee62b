// The service worker of the installable app (docs/decisions/020-installable-app.md), hand-written.
// vite.config.ts copies it to dist/web/sw.js with BUILD (a hash of the build's files) and PRECACHE
// (the HTML shell, the assets index.html loads, the icons) filled in.
//
// - Hashed assets (/assets/*): cache first; their names change with their content.
// - Pages (navigations): network first; offline, or no answer within NAV_TIMEOUT_MS, the last shell.
// - API GETs: network first, kept in a cache named after the member they were fetched for
//   (`api-<id>`, `api-visitor`) and served from it only while that member is the one signed in;
//   every `api-*` cache is deleted when another member signs in, on logout, and when /api/user says
//   nobody is signed in. Answers marked `no-store` (contacts, data export) are never kept.
// - Anything else (uploaded images, other origins, writes) goes to the network untouched.
const BUILD = '__BUILD__';
const PRECACHE = ['/'];
const STATIC = `static-${BUILD}`;
const API = 'api-';
const NAV_TIMEOUT_MS = 4000;

/** The member the `api-*` cache belongs to: a user id, 'visitor', or undefined while unknown. */
let member;
/** Counts changes of member: an answer is kept only if no change happened while it was fetched. */
let generation = 0;
/** Answers that arrived before the worker knew whose they are: { request, res, asked }. */
const unfiled = [];
/** Clients told they are offline, to be told when the network answers again. */
const offlineClients = new Set();

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(STATIC)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((k) => k !== STATIC && !k.startsWith(API)).map((k) => caches.delete(k))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname.startsWith('/api/')) {
    if (url.pathname === '/api/logout') event.respondWith(logout(request));
    else if (url.pathname === '/api/login' && request.method === 'POST') event.respondWith(login(request));
    else if (request.method === 'GET') event.respondWith(api(event));
    return;
  }
  if (request.method !== 'GET') return;
  if (request.mode === 'navigate') event.respondWith(navigate(request));
  else if (url.pathname.startsWith('/assets/') || PRECACHE.includes(url.pathname)) event.respondWith(cacheFirst(request));
});

async function cacheFirst(request) {
  const cache = await caches.open(STATIC);
  const hit = await cache.match(request);
  if (hit) return hit;
  const res = await fetch(request);
  if (res.ok) await cache.put(request, res.clone());
  return res;
}

async function navigate(request) {
  const cache = await caches.open(STATIC);
  const network = fetch(request).then(async (res) => {
    // Every page of the app is the same shell: the freshest one is kept for offline starts.
    if (res.ok && (res.headers.get('content-type') ?? '').startsWith('text/html')) await cache.put('/', res.clone());
    return res;
  });
  let timer;
  const slow = new Promise((resolve) => {
    timer = setTimeout(resolve, NAV_TIMEOUT_MS);
  });
  try {
    const res = await Promise.race([network, slow]);
    if (res) return res;
  } catch {
    // offline: the shell below
  } finally {
    clearTimeout(timer);
  }
  const shell = await cache.match('/');
  return shell ?? network; // never seen a shell: the browser's own answer
}

/** Who the API answers are for, remembered across restarts of the worker by the cache's name. */
async function currentMember() {
  if (member === undefined) {
    const key = (await caches.keys()).find((k) => k.startsWith(API));
    if (key) member = key.slice(API.length);
  }
  return member;
}

/**
 * `learned`: /api/user named the member while none was known. The answers in flight were asked with
 * the same cookie, so they stay theirs (and no `api-*` cache exists to drop). Any other change —
 * a login, a logout, another member — makes every answer in flight nobody's.
 */
async function setMember(next, learned = false) {
  const current = await currentMember();
  if (next === current) return;
  member = next;
  if (learned && current === undefined) return;
  generation += 1;
  const keys = await caches.keys();
  await Promise.all(keys.filter((k) => k.startsWith(API)).map((k) => caches.delete(k)));
}

async function api(event) {
  const { request } = event;
  const owner = await currentMember();
  const asked = generation;
  let res;
  try {
    res = await fetch(request);
  } catch (err) {
    const hit = owner === undefined ? undefined : await (await caches.open(API + owner)).match(request);
    if (!hit) throw err;
    tell(event.clientId, 'offline');
    return hit;
  }
  if (offlineClients.has(event.clientId)) tell(event.clientId, 'online');
  let own = asked === generation;
  if (new URL(request.url).pathname === '/api/user') {
    if (res.status === 401) await setMember('visitor', true);
    else if (res.ok) await setMember(String((await res.clone().json()).id), true);
    own = res.ok; // the answer that names the member is theirs
  }
  // Kept only for the member it was fetched for: a login or logout in between changes the member.
  const keep = res.ok && own && !/no-store/.test(res.headers.get('cache-control') ?? '');
  const now = await currentMember();
  if (keep && now !== undefined) await (await caches.open(API + now)).put(request, res.clone());
  // The member is not known yet (the worker just started, /api/user still on its way): kept aside
  // until /api/user names them, and dropped if anything changes first.
  else if (keep) unfiled.push({ request, res: res.clone(), asked });
  if (now !== undefined && unfiled.length) {
    const cache = await caches.open(API + now);
    for (const u of unfiled.splice(0)) if (u.asked === generation) await cache.put(u.request, u.res);
  }
  return res;
}

async function login(request) {
  const res = await fetch(request);
  if (res.ok) await setMember(String((await res.clone().json()).id));
  return res;
}

async function logout(request) {
  // Forgotten even when the call fails: the next member on this phone must not see these answers.
  await setMember(undefined);
  return fetch(request);
}

async function tell(clientId, state) {
  if (state === 'offline') offlineClients.add(clientId);
  else offlineClients.delete(clientId);
  const client = clientId && (await self.clients.get(clientId));
  client?.postMessage(state);
}
