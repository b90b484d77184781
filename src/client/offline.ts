/**
 * Offline reading (config `offline`), the part every page carries: decides whether this page
 * registers the service worker, and loads the code that does it (offline-worker.ts) only then.
 * A reader's very first page registers nothing: most of those who read one page and leave would
 * download the worker for nothing. From their second page on (a click, or a later visit) it is.
 */
import { clientConfig, storage } from './config.ts';

const SEEN_KEY = 'docsgen-offline-seen';
let started = false;

/** Run on load and after each client navigation. */
export function initOffline(): void {
  const workers = navigator.serviceWorker;
  if (!workers || started) return;
  const { offline, baseUrl } = clientConfig();
  // Under `docsgen serve` pages must be the files on disk, and a site may turn offline reading
  // off: a worker installed before goes, with what it kept (the mark of a reader who had it tells).
  if (!offline || (window as Window & { __docsgenServe?: boolean }).__docsgenServe) {
    started = true;
    if (workers.controller || storage.get(SEEN_KEY)) {
      void import('./offline-worker.ts').then((m) => m.forget(workers, baseUrl)).then(() => storage.remove(SEEN_KEY));
    }
    return;
  }
  if (!storage.get(SEEN_KEY)) {
    storage.set(SEEN_KEY, '1');
    return;
  }
  started = true;
  const register = () => void import('./offline-worker.ts').then((m) => m.register(workers, baseUrl, offline.version));
  // Never in the way of the page's own loading.
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 5000 }) : setTimeout(register, 1000);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
