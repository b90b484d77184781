/**
 * Registers the offline-reading service worker (service-worker.ts) and has it keep the page that
 * registered it, which loaded before the worker ran, with the files it used. Later pages are
 * kept by the worker as they are fetched. Loaded on demand by offline.ts.
 */
import { CACHE_PREFIX, FORGET, SERVICE_WORKER_FILE } from '../shared/offline-caches.ts';

export async function register(workers: ServiceWorkerContainer, baseUrl: string, version: string): Promise<void> {
  try {
    await workers.register(`${baseUrl}${SERVICE_WORKER_FILE}?v=${version}`, { scope: baseUrl });
    await controlled(workers);
    // Asked for again through the worker, which keeps what it fetches; from the browser's HTTP cache, as they were just loaded.
    const assets = `${location.origin}${baseUrl}assets/`;
    const used = performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => name.startsWith(assets));
    // Each body is read to its end: a response left unread would count as a request still under way.
    for (const url of [location.origin + location.pathname, ...used])
      await (await fetch(url, { cache: 'force-cache', credentials: 'same-origin' })).arrayBuffer();
  } catch {
    // No worker (storage full, private mode, a host that does not serve sw.js): the site works as before.
  }
}

/** Resolves once a worker controls this page (the new one claims it when it activates). */
function controlled(workers: ServiceWorkerContainer): Promise<void> {
  if (workers.controller) return Promise.resolve();
  return new Promise((done) => workers.addEventListener('controllerchange', () => done(), { once: true }));
}

/**
 * Unregisters the worker and deletes what it kept. A worker still controlling this page is told
 * first: it stops keeping, waits for the writes it has under way (this page's own load may be
 * one) and deletes its caches itself.
 */
export async function forget(workers: ServiceWorkerContainer, baseUrl: string): Promise<void> {
  const ours = (worker: ServiceWorker | null | undefined) =>
    Boolean(worker?.scriptURL.startsWith(`${location.origin}${baseUrl}${SERVICE_WORKER_FILE}`));
  if (ours(workers.controller)) workers.controller!.postMessage(FORGET);
  // Only this site's worker: another app on the same origin may have its own.
  for (const registration of await workers.getRegistrations())
    if (ours(registration.active ?? registration.waiting ?? registration.installing)) await registration.unregister();
  for (const name of await caches.keys()) if (name.startsWith(CACHE_PREFIX)) await caches.delete(name);
}
