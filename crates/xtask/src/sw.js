// gpuplan's service worker, written by `cargo xtask build` (xtask/src/site.rs). The list of files
// and the version come from the build's own output; edit the template, not the built copy.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `gpuplan-${VERSION}`;
const scope = new URL(self.registration.scope);
const urls = FILES.map((f) => new URL(f, scope).href);
// A path with no prerendered page gets the not-found page, where the app renders the route.
const shell = new URL('404.html', scope).href;

self.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(urls)));
});

self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const key of await caches.keys()) {
      if (key.startsWith('gpuplan-') && key !== CACHE) await caches.delete(key);
    }
    await self.clients.claim();
  })());
});

self.addEventListener('message', (event) => {
  if (event.data === 'skip-waiting') self.skipWaiting();
});

self.addEventListener('fetch', (event) => {
  const req = event.request;
  if (req.method !== 'GET') return;
  const url = new URL(req.url);
  if (url.origin !== scope.origin || !url.pathname.startsWith(scope.pathname)) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A navigation gets its route's prerendered page from this version's cache, so the page
    // always meets this version's files: `guide/en/x` is `guide/en/x.html`, the base is
    // `index.html`.
    if (req.mode === 'navigate') {
      const rel = url.pathname.slice(scope.pathname.length).replace(/\/+$/, '');
      const page = new URL(rel === '' ? 'index.html' : `${rel}.html`, scope).href;
      const hit = (await cache.match(page)) ?? (await cache.match(shell));
      return hit ?? fetch(req);
    }
    const hit = await cache.match(url.origin + url.pathname);
    return hit ?? fetch(req);
  })());
});
