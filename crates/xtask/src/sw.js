// gpuplan's service worker, written by `cargo xtask build` (xtask/src/site.rs). The list of files
// and the version come from the build's own output; edit the template, not the built copy.
const VERSION = '__VERSION__';
const FILES = __FILES__;
const CACHE = `gpuplan-${VERSION}`;
const scope = new URL(self.registration.scope);
const urls = FILES.map((f) => new URL(f, scope).href);
const shell = new URL('index.html', scope).href;

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
    // Every route of the single-page app is the same page: answer it from the cached shell,
    // so this version's page always meets this version's files.
    const key = req.mode === 'navigate' ? shell : url.origin + url.pathname;
    const hit = await cache.match(key);
    return hit ?? fetch(req);
  })());
});
