/**
 * What the service worker (src/client/service-worker.ts) and the page script (offline.ts) agree
 * on: the names of the caches and the markers of the offline page. A new layout of the caches
 * gets new names; the worker deletes every `docsgen-` cache it does not know.
 */
export const CACHE_PREFIX = 'docsgen-';
/** The offline page and the files it shows with: replaced whole by each new worker. */
export const SHELL_CACHE = `${CACHE_PREFIX}shell-1`;
/** Pages the reader opened (or that were prefetched for them), newest last. */
export const PAGES_CACHE = `${CACHE_PREFIX}pages-1`;
/** Content-hashed scripts, styles and fonts: they never change, so they are served from here first. */
export const ASSETS_CACHE = `${CACHE_PREFIX}assets-1`;
/** Everything else fetched: images, the search index, Markdown twins. */
export const FILES_CACHE = `${CACHE_PREFIX}files-1`;

/** How many entries each cache keeps (the oldest written go first): about 10 MB for the DataHub site's pages. */
export const CACHE_LIMITS: Record<string, number> = { [PAGES_CACHE]: 100, [ASSETS_CACHE]: 80, [FILES_CACHE]: 300 };

/** The message a page sends the worker when the site turned offline reading off: keep nothing more, delete what was kept. */
export const FORGET = 'docsgen:forget';
/** The service worker's file, below the base URL: at the root, so that its scope is the whole site; never renamed, browsers look for it there. */
export const SERVICE_WORKER_FILE = 'sw.js';
/** The offline page's file, below the base URL. */
export const OFFLINE_PAGE = 'offline.html';
/** Where the worker lists the saved pages, in the offline page's HTML. */
export const SAVED_PAGES_MARK = '<!--docsgen:saved-pages-->';
/** The "Try again" link's address, replaced by the address the reader asked for. */
export const RETRY_HREF = '#docsgen-retry';
/** The saved pages' section is hidden until the worker fills it. */
export const SAVED_SECTION_HIDDEN = 'data-offline-saved="" hidden=""';
