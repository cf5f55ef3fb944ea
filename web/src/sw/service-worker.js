// The app's service worker (plain JS, not bundled): vite-plugins/precache-service-worker.ts
// puts `PRECACHE` (every built file, the .wasm too) and `VERSION` above this text in dist/sw.js.
// Everything is served from the cache first, so the app works with the network cut.
/* global PRECACHE, VERSION */
const CACHE = `sandtable-${VERSION}`;

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches.open(CACHE).then((cache) => cache.addAll(PRECACHE)).then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key.startsWith('sandtable-') && key !== CACHE).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  if (request.method !== 'GET' || new URL(request.url).origin !== self.location.origin) return;
  // The app is one page (hash routes), so every navigation is answered with index.html.
  const key = request.mode === 'navigate' ? './' : request;
  event.respondWith(
    caches.open(CACHE).then((cache) =>
      cache.match(key, { ignoreSearch: request.mode === 'navigate' }).then((hit) => hit ?? fetch(request)),
    ),
  );
});
