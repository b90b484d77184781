/**
 * Client-side navigation between the site's pages: internal links load the next page's HTML
 * and swap the content in place (the docs sidebar stays, with its open categories and scroll),
 * history and scroll work as in a page load, upcoming pages are prefetched. Every URL is still a
 * real static page: anything unusual falls back to a normal page load.
 */
import { showLoading, hideLoading, showError } from './loading.ts';
import { swapNavbar } from './navbar.ts';
import { markActiveLink } from './sidebar.ts';
import { ENGINE_IDS, MAIN } from '../shared/engine-ids.ts';

export type ContentInit = (root: ParentNode) => void;

const pages = new Map<string, Promise<string>>();
let current = location.pathname + location.search;
/** The navigation the reader asked for last: an earlier one that answers later is dropped. */
let latest = 0;

/** What a history entry keeps of its page: the scroll position, and which panels (<details>) were open. */
interface EntryState {
  scroll?: number;
  open?: boolean[];
  menu?: boolean;
}

export function initNavigation(onContent: ContentInit): void {
  if (!('fetch' in window) || !history.pushState) return;
  // Scroll positions are restored here, after the content is swapped, not by the browser before it.
  history.scrollRestoration = 'manual';
  // A reload, or Back to a page left by a full load: put the reader where they were.
  const state = history.state as EntryState | null;
  reopenPanels(state?.open);
  if (state?.scroll) window.scrollTo(0, state.scroll);
  history.replaceState({ ...state, scroll: state?.scroll ?? 0 }, '');
  document.addEventListener('click', (event) => {
    const link = linkOf(event);
    if (!link) return;
    event.preventDefault();
    void navigate(link.href, { push: true, onContent });
  });
  window.addEventListener('popstate', (event) => {
    const url = new URL(location.href);
    if (url.pathname + url.search === current) return; // only the hash changed
    const state = event.state as EntryState | null;
    void navigate(location.href, { push: false, scroll: state?.scroll, open: state?.open, onContent });
  });
  window.addEventListener('pagehide', rememberScroll);
  initPrefetch();
}

/** The internal link a click follows, if client navigation may handle it. */
function linkOf(event: MouseEvent): HTMLAnchorElement | undefined {
  if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
    return undefined;
  const link = (event.target as Element).closest?.('a');
  if (!link || !link.href || link.target || link.hasAttribute('download') || link.origin !== location.origin)
    return undefined;
  if (link.pathname === location.pathname && link.search === location.search && link.hash) return undefined; // in-page anchor
  if (!isPage(link)) return undefined;
  return link;
}

/** Pages only: not assets, Markdown twins, feeds or the search index. */
function isPage(link: HTMLAnchorElement | URL): boolean {
  return (
    !/\.(md|txt|xml|json|png|jpe?g|svg|webp|gif|ico|css|js|pdf|zip)$/i.test(link.pathname) &&
    !link.pathname.includes('/pagefind/') &&
    !link.pathname.includes('/assets/')
  );
}

/** Keeps the page's scroll position and open panels in its history entry, for Back and reloads. */
export function rememberScroll(): void {
  history.replaceState({ ...history.state, scroll: scrollY, open: openPanels() }, '');
}

/** The page's own panels: not the sidebar's categories (kept apart) nor dropdown menus. */
function panels(): HTMLDetailsElement[] {
  return [...document.querySelectorAll<HTMLDetailsElement>(`${MAIN} details:not([data-category], .page-actions-more)`)];
}

function openPanels(): boolean[] {
  return panels().map((details) => details.open);
}

/** As they were, unless the page has changed since (another number of panels). */
function reopenPanels(open: boolean[] | undefined): void {
  const all = panels();
  if (open?.length === all.length) all.forEach((details, index) => (details.open = open[index]));
}

interface NavigateOptions {
  push: boolean;
  scroll?: number;
  open?: boolean[];
  onContent: ContentInit;
}

export async function navigate(href: string, options: NavigateOptions): Promise<void> {
  const url = new URL(href);
  const id = ++latest;
  if (options.push) rememberScroll();
  showLoading();
  let html: string;
  try {
    html = await load(url);
  } catch (error) {
    if (id !== latest) return;
    if (error instanceof FullLoad) return fullLoad(url, error.message);
    hideLoading();
    pages.delete(key(url));
    console.warn(`docsgen: loading ${url.pathname} failed (${String((error as Error).message || error)})`);
    if (options.push) addEntry(url);
    current = key(url);
    const site = document.querySelector('meta[property="og:site_name"]')?.getAttribute('content');
    document.title = site ? `Page not loaded | ${site}` : 'Page not loaded';
    // The entry is there already: Retry loads into it. The sidebar, kept, shows where the reader was going.
    showError(String(error), () => void navigate(url.href, { ...options, push: false }));
    const sidebar = document.querySelector<HTMLElement>(`${MAIN} [data-doc-sidebar]`);
    if (sidebar) markActiveLink(sidebar);
    return;
  }
  if (id !== latest) return;
  const next = new DOMParser().parseFromString(html, 'text/html');
  // Not one of the site's pages (a host's error page, a login wall): the browser shows it as it is.
  if (!next.getElementById(ENGINE_IDS.main)) return fullLoad(url, 'the answer is not a page of this site');
  hideLoading();
  if (options.push) addEntry(url);
  current = key(url);
  const root = swap(next);
  options.onContent(root);
  prefetchInView(root);
  reopenPanels(options.open);
  afterNavigation(url, options.scroll);
}

/** A new history entry; over the mobile menu's own entry (which only lets Back close the menu), in its place. */
function addEntry(url: URL): void {
  if ((history.state as EntryState | null)?.menu) history.replaceState({ scroll: 0 }, '', url.href);
  else history.pushState({ scroll: 0 }, '', url.href);
}

class FullLoad extends Error {}

/** What the site we replace does when a route cannot be loaded in place: a warning, then a normal page load. */
function fullLoad(url: URL, reason: string): void {
  console.warn(`docsgen: loading ${url.pathname} in place failed (${reason}); loading the page normally`);
  if ((history.state as EntryState | null)?.menu) location.replace(url.href);
  else location.href = url.href;
}

function key(url: URL): string {
  return url.pathname + url.search;
}

/** The page's HTML: a network failure is shown with Retry; anything but HTML is loaded normally. */
function load(url: URL): Promise<string> {
  let page = pages.get(key(url));
  if (!page) {
    page = fetch(url.href, { credentials: 'same-origin' }).then(async (response) => {
      // A route that does not exist, a server error, or anything but a page: let the browser load it itself.
      if (!response.ok) throw new FullLoad(`HTTP ${response.status}`);
      if (!(response.headers.get('content-type') ?? '').includes('text/html'))
        throw new FullLoad('the answer is not HTML');
      return response.text();
    });
    pages.set(key(url), page);
    page.catch(() => pages.delete(key(url)));
  }
  return page;
}

/** Swaps the new page in; keeps the docs sidebar when both pages have it. Returns the new content root. */
function swap(next: Document): ParentNode {
  document.title = next.title;
  for (const selector of [
    'meta[name="description"]',
    'link[rel="canonical"]',
    'link[rel="alternate"]',
    'meta[property="og:title"]',
    'meta[property="og:url"]',
    'meta[property="og:description"]',
    'meta[property="og:image"]',
    'meta[property="og:image:alt"]',
    'meta[name="twitter:card"]',
  ]) {
    const incoming = next.head.querySelector(selector);
    const existing = document.head.querySelector(selector);
    if (incoming && existing) existing.replaceWith(incoming);
    else if (incoming) document.head.append(incoming);
    else existing?.remove();
  }
  document.body.className = next.body.className;
  swapNavbar(next);
  // Doc pages skip to their article, past the sidebar; other pages to <main>.
  const skip = document.querySelector('.skip-link');
  const nextSkip = next.querySelector('.skip-link')?.getAttribute('href');
  if (skip && nextSkip) skip.setAttribute('href', nextSkip);
  const oldMain = document.getElementById(ENGINE_IDS.main)!;
  const newMain = next.getElementById(ENGINE_IDS.main)!;
  const oldDoc = oldMain.querySelector('.doc-layout');
  const newDoc = newMain.querySelector('.doc-layout');
  const sidebar = oldDoc?.querySelector<HTMLElement>('[data-doc-sidebar]');
  // The same sidebar (not another version's): kept, with its open categories and scroll.
  if (
    oldDoc &&
    newDoc &&
    sidebar &&
    newDoc.querySelector<HTMLElement>('[data-doc-sidebar]')?.dataset.docSidebar === sidebar.dataset.docSidebar
  ) {
    newDoc.querySelector('.doc-sidebar-column')!.replaceWith(oldDoc.querySelector('.doc-sidebar-column')!);
    markActiveLink(sidebar as HTMLElement);
  }
  oldMain.replaceWith(newMain);
  return newMain;
}

function afterNavigation(url: URL, scroll?: number): void {
  const target = url.hash ? document.getElementById(decodeURIComponent(url.hash.slice(1))) : null;
  if (scroll !== undefined) window.scrollTo(0, scroll);
  else if (target) target.scrollIntoView();
  else window.scrollTo(0, 0);
  // Screen readers and keyboards continue from the new content, not from the old link.
  const heading = document.querySelector<HTMLElement>(`${MAIN} h1`);
  if (heading) {
    heading.tabIndex = -1;
    heading.focus({ preventScroll: true });
  }
}

let observer: IntersectionObserver | undefined;
/**
 * Content links prefetched as they come into view, per page. A page that opens on a list of links
 * (an entity's related entities, an index) would otherwise fetch them all while it loads itself:
 * 17 pages, 280 KB, took a phone's Lighthouse score on such a page from 100 to 70.
 */
const IN_VIEW_BUDGET = 4;
let inViewLeft = IN_VIEW_BUDGET;

/**
 * Prefetch pages under the pointer, and the pages that links in the content point at once they
 * scroll into view (not the navigation's hundreds of links, and only once the page has loaded and
 * the browser is idle), unless the reader saves data or is on 2G.
 */
function initPrefetch(): void {
  if (!prefetchAllowed()) return;
  document.addEventListener(
    'pointerover',
    (event) => {
      const link = (event.target as Element).closest?.('a');
      if (link) prefetch(link);
    },
    { passive: true },
  );
  if ('IntersectionObserver' in window) {
    observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer!.unobserve(entry.target);
        if (inViewLeft-- > 0) prefetch(entry.target as HTMLAnchorElement);
      }
    });
  }
  prefetchInView(document);
}

/** Watches the content links of a (new) page once it has loaded and the browser is idle; called again after each navigation. */
export function prefetchInView(root: ParentNode): void {
  if (!observer) return;
  const watch = () => {
    observer!.disconnect();
    inViewLeft = IN_VIEW_BUDGET;
    for (const link of root.querySelectorAll<HTMLAnchorElement>('.markdown a[href]')) observer!.observe(link);
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(watch, { timeout: 2000 }) : setTimeout(watch, 200);
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}

function prefetchAllowed(): boolean {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } })
    .connection;
  return !(connection?.saveData || /2g/.test(connection?.effectiveType ?? ''));
}

function prefetch(link: HTMLAnchorElement): void {
  if (link.origin === location.origin && isPage(link) && !link.target && link.pathname !== location.pathname)
    void load(new URL(link.href)).catch(() => undefined);
}
