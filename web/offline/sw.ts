/**
 * The service worker (decisions 014), served at /sw.js so its scope is the whole site. It
 * does one thing: when the network is gone, a saved post still opens, and any other page
 * opens a page that lists what is saved. Online it stays out of the way: pages come from the
 * network (with navigation preload, so the worker adds no wait), and it answers from its cache
 * only the files a saved post keeps (built files, pictures: their addresses change whenever
 * their content does); every other request goes by as if there were no worker.
 *
 * Built apart from the app as a classic script (scripts/build-standalone.ts).
 */
import type { Lang } from '#common/api-types.ts';
import { INDEX_KEY, LANG_KEY, SAVED_CACHE, type SavedItem } from '#web/components/article/saved-index.ts';
import { offlinePage } from './offline-page.ts';

// The worker's own types (the project compiles against the DOM library, not WebWorker's).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  /** undefined where the browser has no navigation preload */
  preloadResponse?: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  registration: { navigationPreload?: { enable(): Promise<void> } };
  location: Location;
}
const worker = self as unknown as WorkerScope;

/** A saved post whose network answer takes longer than this opens from the device (a train's weak signal). */
const SAVED_WAIT_MS = 5000;

worker.addEventListener('install', (event) => event.waitUntil(worker.skipWaiting()));
worker.addEventListener('activate', (event) =>
  event.waitUntil(
    Promise.all([worker.clients.claim(), worker.registration.navigationPreload?.enable()]).catch(() => {}),
  ),
);

/** The interface language of the last page served: the offline page speaks it. */
let lastLang: string | null = null;

function remember(response: Response, event: FetchEvent) {
  const lang = response.headers.get('content-language');
  if (!lang || lang === lastLang) return;
  lastLang = lang;
  event.waitUntil(caches.open(SAVED_CACHE).then((cache) => cache.put(LANG_KEY, new Response(lang))));
}

/**
 * The files saved posts keep, read again with every page load (a fetch event must decide at
 * once whether to answer, so the worker holds the list): a saved page's scripts and pictures
 * then come from the device, and nothing else is touched.
 */
let kept = new Set<string>();

async function savedItems(): Promise<SavedItem[]> {
  const index = await caches.match(INDEX_KEY, { cacheName: SAVED_CACHE });
  const items = ((await index?.json()) ?? []) as SavedItem[];
  kept = new Set(items.flatMap((item) => item.files));
  return items;
}

async function offline(url: URL): Promise<Response> {
  const cache = await caches.open(SAVED_CACHE);
  const items = await savedItems();
  const lang = lastLang ?? (await (await cache.match(LANG_KEY))?.text()) ?? 'en';
  const savedScreen = url.pathname.replace(/\/$/, '') === '/saved';
  const html = offlinePage({
    items,
    lang: (lang === 'hi' ? 'hi' : 'en') satisfies Lang,
    here: url.pathname + url.search,
    savedScreen,
  });
  return new Response(html, {
    status: savedScreen ? 200 : 503,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'content-security-policy':
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'; frame-ancestors 'self'",
    },
  });
}

const never = new Promise<never>(() => {});
const after = <T>(ms: number, value: T) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

async function navigate(event: FetchEvent, url: URL): Promise<Response> {
  const listed = savedItems().catch(() => []);
  const saved = caches.match(url.origin + url.pathname, { cacheName: SAVED_CACHE });
  const network = Promise.resolve(event.preloadResponse).then(
    (preloaded) => preloaded ?? fetch(event.request),
  );
  network.catch(() => {}); // a late failure after the saved copy answered
  try {
    const response = await Promise.race([
      network,
      saved.then((copy) => (copy ? after(SAVED_WAIT_MS, copy) : never)),
    ]);
    if (response !== (await saved)) remember(response, event);
    await listed; // before the page asks for its files
    return response;
  } catch {
    await listed;
    return (await saved) ?? offline(url);
  }
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== worker.location.origin) return;
  if (request.mode === 'navigate') event.respondWith(navigate(event, url));
  else if (kept.has(request.url)) {
    event.respondWith(
      caches.match(request, { cacheName: SAVED_CACHE }).then((copy) => copy ?? fetch(request)),
    );
  }
});
