/**
 * The redirect service worker (spec part 2 §4: registered at /sw.js, sent a 'preload-redirects'
 * message with 7 paths 2 s after start). What it does with them: it looks them up in one batch
 * and, for 5 minutes, answers a navigation to one of those paths that has an active redirect
 * with the redirect itself, without waiting for the network. So the visitor goes straight to the
 * target; the old path is still requested in the background, so the server counts the hit.
 * Everything else goes to the network untouched.
 */
/** A static file, outside the build: site/src/public/lib/redirect-check.test.ts holds this to core/api-routes.ts. */
const LOOKUP = '/api/handle-redirect';
const VALID_FOR_MS = 300000;
const MAX_PATHS = 50;
const REDIRECT_CODES = [301, 302, 307, 308];
/** @type {Map<string, {target: string, status: number, at: number}>} */
const known = new Map();

/** As the server matches sources: ignoring letter case, a trailing slash and double slashes. */
function keyOf(pathname) {
  const path = pathname.replace(/\/{2,}/g, '/');
  return (path.length > 1 ? path.replace(/\/$/, '') : path).toLowerCase();
}

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => event.waitUntil(self.clients.claim()));

self.addEventListener('message', (event) => {
  // Only pages of this site can message the worker; check anyway.
  if (event.origin && event.origin !== self.location.origin) return;
  const data = event.data;
  if (!data || data.type !== 'preload-redirects' || !Array.isArray(data.paths)) return;
  const paths = data.paths.filter((path) => typeof path === 'string').slice(0, MAX_PATHS);
  if (!paths.length) return;
  event.waitUntil(
    fetch(LOOKUP, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ paths }),
    })
      .then((response) => (response.ok ? response.json() : null))
      .then((body) => {
        if (!body || !Array.isArray(body.results)) return;
        const at = Date.now();
        for (const result of body.results) {
          const key = keyOf(result.path);
          if (result.found && REDIRECT_CODES.includes(result.status_code))
            known.set(key, { target: result.target_path, status: result.status_code, at });
          else known.delete(key);
        }
      })
      .catch(() => {}),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.mode !== 'navigate' || request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  const entry = known.get(keyOf(url.pathname));
  if (!entry || Date.now() - entry.at > VALID_FOR_MS) return;
  const target = new URL(entry.target + url.search, url.origin);
  if (keyOf(target.pathname) === keyOf(url.pathname)) return;
  event.respondWith(Response.redirect(target.href, entry.status));
  // The server counts the hit when it answers the old path.
  event.waitUntil(fetch(request.url, { redirect: 'manual', credentials: 'omit' }).catch(() => {}));
});
