/*
 * The app's service worker (issue 21 §3, docs/decisions/033-installable-app-and-push.md).
 *
 * Offline: the member's last loaded week and match pages, read-only. The build's hashed files
 * are kept as fetched (cache first); a page's HTML and a few of the member's own reads (the
 * week, a match and its published lineup) are fetched from the network first and kept for when
 * it is down. Nothing else is kept: no POST, nothing under /api/auth, no answer to a secret link
 * (none is on the list below: those live under /api/lineups/:token, /api/availability/link,
 * /api/payments/…, /api/registrations/…, /api/roster-invitations/link…), no export or calendar. Signing in or
 * out, or a 401, drops every kept read, so the next member on the device never sees them.
 *
 * Push: shows the notification the server's outbox sent ({ title, body, url, tag }) and opens
 * its page when tapped.
 */

const version = 'v1';
const shellCache = `courtside-shell-${version}`;
const dataCache = `courtside-data-${version}`;
const maxShellEntries = 200;

/** The member's own reads kept for offline: the week (/api/me…) and match pages. */
const keptReads = [
  /^\/api\/me(\/[a-z-]+)?$/,
  /^\/api\/team-matches\/[^/]+$/,
  /^\/api\/team-matches\/[^/]+\/(lineup\/published|score)$/,
  /^\/api\/teams\/[^/]+\/schedule$/,
];
/** Never kept, whatever the list above says: secrets, keys, exports, calendars. */
const neverKept = /token|secret|key|calendar|feed|\.ics$|\.csv$/i;

self.addEventListener('install', () => {
  self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys()) {
        if (name.startsWith('courtside-') && name !== shellCache && name !== dataCache)
          await caches.delete(name);
      }
      await self.clients.claim();
    })(),
  );
});

function isKeptRead(url) {
  return (
    keptReads.some((pattern) => pattern.test(url.pathname)) && !neverKept.test(url.pathname + url.search)
  );
}

async function trim(cache) {
  const keys = await cache.keys();
  for (const request of keys.slice(0, Math.max(0, keys.length - maxShellEntries)))
    await cache.delete(request);
}

/** A copy of `response` marked as coming from the device, not the server (the page says "offline"). */
function fromDevice(response) {
  const headers = new Headers(response.headers);
  headers.set('X-Courtside-Offline', '1');
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

/** Tells the page that asked that it now shows kept data (it shows the offline mark). */
async function tellOffline(clientId) {
  const client = clientId ? await self.clients.get(clientId) : null;
  client?.postMessage('courtside:offline');
}

async function networkFirst(request, cacheName, keep, clientId) {
  try {
    const response = await fetch(request);
    if (keep(response)) {
      const cache = await caches.open(cacheName);
      await cache.put(request, response.clone());
    }
    return response;
  } catch (err) {
    const kept = await caches.match(request, { cacheName });
    if (kept) {
      await tellOffline(clientId);
      return fromDevice(kept);
    }
    throw err;
  }
}

async function page(request) {
  const keep = (response) => response.ok && response.type === 'basic';
  try {
    const response = await fetch(request);
    if (keep(response)) {
      const cache = await caches.open(shellCache);
      // The page itself, and the app's shell for pages never opened here (start_url is '/').
      await cache.put(request, response.clone());
      await trim(cache);
    }
    return response;
  } catch (err) {
    const cache = await caches.open(shellCache);
    const kept = (await cache.match(request, { ignoreSearch: true })) ?? (await cache.match('/'));
    if (kept) return kept;
    throw err;
  }
}

async function asset(request) {
  const cache = await caches.open(shellCache);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) {
    await cache.put(request, response.clone());
    await trim(cache);
  }
  return response;
}

async function forgetReads() {
  await caches.delete(dataCache);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;

  if (url.pathname.startsWith('/api/auth/')) {
    // Signing in or out (or switching accounts): the kept reads were someone's; drop them.
    if (request.method !== 'GET') event.waitUntil(forgetReads());
    return;
  }
  if (request.method !== 'GET') return;

  if (request.mode === 'navigate') {
    event.respondWith(page(request));
    return;
  }
  if (url.pathname.startsWith('/assets/')) {
    event.respondWith(asset(request));
    return;
  }
  if (url.pathname.startsWith('/api/')) {
    if (!isKeptRead(url)) return;
    event.respondWith(
      networkFirst(
        request,
        dataCache,
        (response) => {
          if (response.status === 401) event.waitUntil(forgetReads());
          return (
            response.ok &&
            response.type === 'basic' &&
            (response.headers.get('content-type') ?? '').includes('application/json')
          );
        },
        event.clientId,
      ),
    );
    return;
  }
  // The public files (theme script, icons, manifest) and route-chunks.json: network first.
  if (/^\/[^/]+\.(js|json|svg|png|ico|webmanifest)$/.test(url.pathname) && url.pathname !== '/sw.js') {
    event.respondWith(
      networkFirst(request, shellCache, (response) => response.ok && response.type === 'basic'),
    );
  }
});

self.addEventListener('push', (event) => {
  let message = { title: 'NJTC', body: '', url: '/' };
  try {
    message = { ...message, ...event.data.json() };
  } catch {
    // Not JSON: show the text as it is.
    if (event.data) message.body = event.data.text();
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      tag: message.tag,
      icon: '/icons/icon-192.png',
      badge: '/icons/badge-96.png',
      data: { url: message.url },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const target = new URL(event.notification.data?.url ?? '/', self.location.origin);
  if (target.origin !== self.location.origin) return;
  event.waitUntil(
    (async () => {
      const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
      for (const client of windows) {
        if ('focus' in client) {
          await client.focus();
          if ('navigate' in client) await client.navigate(target.href);
          return;
        }
      }
      await self.clients.openWindow(target.href);
    })(),
  );
});

// The browser renewed or dropped the subscription: tell the server the new one.
self.addEventListener('pushsubscriptionchange', (event) => {
  event.waitUntil(
    (async () => {
      const old = event.oldSubscription;
      const fresh =
        event.newSubscription ?? (old ? await self.registration.pushManager.subscribe(old.options) : null);
      if (old)
        await fetch('/api/push/subscriptions', {
          method: 'DELETE',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ endpoint: old.endpoint }),
        }).catch(() => {});
      if (fresh)
        await fetch('/api/push/subscriptions', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(fresh.toJSON()),
        });
    })(),
  );
});
