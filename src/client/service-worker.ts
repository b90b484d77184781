/**
 * The service worker of offline reading (config `offline`), bundled on its own as `sw.js` at
 * the site's root and registered by offline.ts. Pages and files come from the network first,
 * so a reader online always gets the published site, and each answer is kept; without a
 * network the kept copy answers, and a page never opened gets the offline page with the list
 * of those that were. Content-hashed assets never change, so they are served from the cache first.
 */
import {
  ASSETS_CACHE,
  CACHE_LIMITS,
  CACHE_PREFIX,
  FILES_CACHE,
  FORGET,
  OFFLINE_PAGE,
  PAGES_CACHE,
  RETRY_HREF,
  SAVED_PAGES_MARK,
  SAVED_SECTION_HIDDEN,
  SHELL_CACHE,
} from '../shared/offline-caches.ts';

// The parts of the worker's global scope used here (the DOM library the project compiles with has no worker types).
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  readonly preloadResponse: Promise<Response | undefined>;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  registration: ServiceWorkerRegistration;
  clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableEvent & { data: unknown }) => void): void;
}

const worker = self as unknown as WorkerScope;
const scope = new URL(worker.registration.scope);
const offlineUrl = new URL(OFFLINE_PAGE, scope).href;
const assetsPath = new URL('assets/', scope).pathname;

/** Set once a page says the site no longer reads offline (offline.ts): the worker stops keeping anything. */
let forgotten = false;
/** Writes to the caches under way, which `FORGET` waits for before it deletes them. */
const writing = new Set<Promise<void>>();

worker.addEventListener('install', (event) => event.waitUntil(saveShell().then(() => worker.skipWaiting())));

worker.addEventListener('activate', (event) =>
  event.waitUntil(
    (async () => {
      // The page's request starts while the worker wakes up, instead of after.
      await worker.registration.navigationPreload?.enable();
      const known = new Set([SHELL_CACHE, PAGES_CACHE, ASSETS_CACHE, FILES_CACHE]);
      for (const name of await caches.keys())
        if (name.startsWith(CACHE_PREFIX) && !known.has(name)) await caches.delete(name);
      await worker.clients.claim();
    })(),
  ),
);

worker.addEventListener('message', (event) => {
  if (event.data !== FORGET) return;
  forgotten = true;
  event.waitUntil(
    (async () => {
      await Promise.allSettled([...writing]);
      for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
    })(),
  );
});

worker.addEventListener('fetch', (event) => {
  if (forgotten) return;
  const { request } = event;
  const url = new URL(request.url);
  // Only the site's own files; serve's live-reload stream never ends and must not be kept.
  if (
    request.method !== 'GET' ||
    request.headers.has('range') ||
    url.origin !== scope.origin ||
    !url.pathname.startsWith(scope.pathname) ||
    url.pathname.includes('/__docsgen/')
  )
    return;
  event.respondWith(url.pathname.startsWith(assetsPath) ? cacheFirst(event) : networkFirst(event, url));
});

async function cacheFirst(event: FetchEvent): Promise<Response> {
  const cached = await caches.match(event.request);
  if (cached) return cached;
  const response = await fetch(event.request);
  if (response.ok && response.type === 'basic')
    event.waitUntil(keep(ASSETS_CACHE, event.request.url, response.clone()));
  return response;
}

async function networkFirst(event: FetchEvent, url: URL): Promise<Response> {
  const navigate = event.request.mode === 'navigate';
  // A page is kept once, whatever query it was asked with (the search page's ?q=).
  const key = url.origin + url.pathname;
  try {
    const response = (navigate ? await event.preloadResponse : undefined) ?? (await fetch(event.request));
    // A redirected response cannot answer a navigation later; the page it led to is kept when it is asked for.
    if (response.ok && response.type === 'basic' && !response.redirected) {
      const page = (response.headers.get('content-type') ?? '').includes('text/html');
      event.waitUntil(keep(page ? PAGES_CACHE : FILES_CACHE, key, response.clone()));
    }
    return response;
  } catch {
    const cached = await caches.match(key);
    if (cached) return cached;
    // A page fetched by client navigation fails as a network error: the page shows its own error with Retry.
    return navigate ? offlinePage(url) : Response.error();
  }
}

/** Writes an entry as the newest of its cache and drops the oldest beyond the cache's limit. */
function keep(name: string, key: string, response: Response): Promise<void> {
  const write = keepNow(name, key, response);
  writing.add(write);
  return write.finally(() => writing.delete(write));
}

async function keepNow(name: string, key: string, response: Response): Promise<void> {
  if (forgotten) return;
  const cache = await caches.open(name);
  await cache.delete(key);
  await cache.put(key, response);
  const keys = await cache.keys();
  for (const old of keys.slice(0, Math.max(0, keys.length - (CACHE_LIMITS[name] ?? Infinity)))) await cache.delete(old);
}

/** The offline page and everything it loads: styles, fonts, images, and scripts with the chunks they import. */
async function saveShell(): Promise<void> {
  const response = await fetch(offlineUrl, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`${offlineUrl} answered ${response.status}`);
  const html = await response.clone().text();
  const files = new Set(assetUrls(html, offlineUrl));
  const shell = await caches.open(SHELL_CACHE);
  for (const old of await shell.keys()) await shell.delete(old);
  // Made anew: a host that redirected offline.html to a clean address gave a redirected response, which cannot answer a navigation.
  const headers = new Headers({ 'content-type': 'text/html; charset=utf-8' });
  const policy = response.headers.get('content-security-policy');
  if (policy) headers.set('content-security-policy', policy);
  await shell.put(offlineUrl, new Response(html, { headers }));
  for (const file of files) {
    const asset = await fetch(file);
    if (!asset.ok) throw new Error(`${file} answered ${asset.status}`);
    if (file.endsWith('.js'))
      for (const imported of staticImports(await asset.clone().text(), file)) files.add(imported);
    await shell.put(file, asset);
  }
}

/** The files a page loads (not the pages it links to). */
const LOADED = /\.(?:css|js|woff2?|svg|png|ico|webp|jpe?g)$/;

function assetUrls(html: string, base: string): string[] {
  const urls = [...html.matchAll(/\s(?:href|src)="([^"]+)"/g)].map(
    (match) => new URL(match[1].replaceAll('&amp;', '&'), base),
  );
  return urls
    .filter(
      (url) => url.origin === scope.origin && url.pathname.startsWith(scope.pathname) && LOADED.test(url.pathname),
    )
    .map((url) => url.href);
}

/** The chunks a bundled script imports before it runs (`import"./chunk.x.js"`, `from"./chunk.x.js"`). */
function staticImports(script: string, base: string): string[] {
  return [...script.matchAll(/(?:\bimport|\bfrom)\s*["'](\.\/[^"']+\.js)["']/g)].map(
    (match) => new URL(match[1], base).href,
  );
}

/** The offline page, with the address asked for behind "Try again" and the list of the pages kept. */
async function offlinePage(url: URL): Promise<Response> {
  const shell = await caches.match(offlineUrl, { cacheName: SHELL_CACHE });
  if (!shell) return Response.error();
  let html = (await shell.text()).replace(RETRY_HREF, escapeHtml(url.href));
  // Every title ends with the site's name, as the offline page's own does: the list leaves it out.
  const siteName = / \| [^|<]*<\/title>/.exec(html)?.[0].slice(0, -'</title>'.length);
  const saved = await savedPages(siteName);
  if (saved.length > 0) {
    const items = saved.map((page) => `<li><a href="${escapeHtml(page.href)}">${page.title}</a></li>`).join('');
    html = html.replace(SAVED_SECTION_HIDDEN, 'data-offline-saved=""').replace(SAVED_PAGES_MARK, items);
  }
  return new Response(html, { status: 503, statusText: 'Offline', headers: shell.headers });
}

/** The pages kept, newest first, with their titles (already escaped in their HTML) less `siteName`. */
async function savedPages(siteName: string | undefined): Promise<{ href: string; title: string }[]> {
  const cache = await caches.open(PAGES_CACHE);
  const saved: { href: string; title: string }[] = [];
  for (const request of [...(await cache.keys())].reverse()) {
    const response = await cache.match(request);
    const title = response && /<title>([^<]*)<\/title>/.exec(await response.text())?.[1];
    if (title)
      saved.push({
        href: request.url,
        title: siteName && title.endsWith(siteName) ? title.slice(0, -siteName.length) : title,
      });
  }
  return saved;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
}
