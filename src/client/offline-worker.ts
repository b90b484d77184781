/**
 * Registers the offline-reading service worker (service-worker.ts) and keeps the page that
 * registered it, which loaded before the worker ran, with the files it used. Later pages are
 * kept by the worker as they are fetched. Loaded on demand by offline.ts.
 */
import { ASSETS_CACHE, CACHE_PREFIX, FORGET, PAGES_CACHE } from './offline-caches.ts';

export async function register(workers: ServiceWorkerContainer, baseUrl: string, version: string): Promise<void> {
  try {
    await workers.register(`${baseUrl}sw.js?v=${version}`, { scope: baseUrl });
    await workers.ready;
    await keepThisPage(baseUrl);
  } catch {
    // No worker (storage full, private mode, a host that does not serve sw.js): the site works as before.
  }
}

async function keepThisPage(baseUrl: string): Promise<void> {
  const assets = `${location.origin}${baseUrl}assets/`;
  const used = performance.getEntriesByType('resource').map((entry) => entry.name).filter((name) => name.startsWith(assets));
  await keep(PAGES_CACHE, [location.origin + location.pathname]);
  await keep(ASSETS_CACHE, used);
}

/** Adds what a cache lacks, from the browser's HTTP cache when it has them (they were just loaded). */
async function keep(name: string, urls: string[]): Promise<void> {
  const cache = await caches.open(name);
  for (const url of urls) {
    if (await cache.match(url)) continue;
    const response = await fetch(url, { cache: 'force-cache', credentials: 'same-origin' });
    if (response.ok && !response.redirected) await cache.put(url, response);
  }
}

/**
 * Unregisters the worker and deletes what it kept. A worker still controlling this page is told
 * first: it stops keeping, waits for the writes it has under way (this page's own load may be
 * one) and deletes its caches itself.
 */
export async function forget(workers: ServiceWorkerContainer, baseUrl: string): Promise<void> {
  const ours = (worker: ServiceWorker | null | undefined) => Boolean(worker?.scriptURL.startsWith(`${location.origin}${baseUrl}sw.js`));
  if (ours(workers.controller)) workers.controller!.postMessage(FORGET);
  // Only this site's worker: another app on the same origin may have its own.
  for (const registration of await workers.getRegistrations()) if (ours(registration.active ?? registration.waiting ?? registration.installing)) await registration.unregister();
  for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
}
