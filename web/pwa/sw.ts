// The service worker (decision 131), built by vite-plugin-pwa (injectManifest) into dist/web/sw.js and
// served from the root scope. It keeps:
// - the app shell: index.html, the hashed scripts and styles, the Latin fonts and the icons (precached,
//   so every screen opens offline; a new build is a new worker that waits until the reader says Reload);
// - scripture and dictionary answers, cache-first (they never change for a URL);
// - the signed-in reader's own answers, network-first, in a cache of theirs (reader-cache.ts).
import { cacheNames, clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { policyFor, ReaderCache, SCRIPTURE_CACHE } from './reader-cache.ts';

/** The parts of the worker's global scope used here (the project compiles against the DOM library). */
interface WorkerScope {
  location: Location;
  caches: CacheStorage;
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: WorkerFetchEvent) => void): void;
}
interface WorkerFetchEvent extends Event {
  request: Request;
  respondWith(response: Promise<Response>): void;
  waitUntil(work: Promise<unknown>): void;
}

const worker = globalThis as unknown as WorkerScope;

// Workbox writes the list of files in place of `self.__WB_MANIFEST` at build time.
precacheAndRoute((self as unknown as { __WB_MANIFEST: (string | PrecacheEntry)[] }).__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker takes the open page at once (so it works offline from the first visit); a later
// one waits until the reader chooses Reload (registerType 'prompt'), which sends SKIP_WAITING.
clientsClaim();

worker.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (
    typeof data === 'object' &&
    data !== null &&
    (data as { type?: unknown }).type === 'SKIP_WAITING'
  ) {
    void worker.skipWaiting();
  }
});

const readers = new ReaderCache(worker.caches);

// Before Workbox's routes: the reader's answers and sign-outs are this worker's own business.
worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  const policy = policyFor(request.method, url.pathname);
  if (policy === 'private') {
    event.respondWith(
      readers.networkFirst(
        request,
        (r) => fetch(r),
        (work) => event.waitUntil(work),
      ),
    );
  } else if (policy === 'sign-out') {
    const answered = fetch(request);
    // Signed out whatever the server answered (the app clears too, for a sign-out made offline).
    event.waitUntil(
      answered.then(
        () => readers.forget(),
        () => readers.forget(),
      ),
    );
    event.respondWith(answered);
  }
});

registerRoute(
  ({ url, request, sameOrigin }) =>
    sameOrigin && policyFor(request.method, url.pathname) === 'scripture',
  new CacheFirst({
    cacheName: SCRIPTURE_CACHE,
    plugins: [new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
);

// Hashed files left out of the precache (other scripts' font subsets, the admin area): kept once fetched.
registerRoute(
  ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
  new CacheFirst({
    cacheName: `${cacheNames.prefix}-assets`,
    plugins: [new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 60 * 60 * 24 * 60 })],
  }),
);

// Every screen is the SPA's shell; the API, the identity provider and /api/login are never the shell.
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/api(\/|$)/, /^\/identity\//, /^\/healthz/],
  }),
);
