/**
 * A page with a partial sidebar (see src/node/render/sidebar.ts) swaps in the full list when the
 * reader reaches for the sidebar. The list is one cached file
 * shared by every page; the current page is then marked as the server would have marked it.
 */
import { MAIN } from '../shared/engine-ids.ts';

/** Each sidebar keeps its own state (a frozen version's sidebar never opens the current one's categories). */
const stateKey = (nav: HTMLElement) => `docsgen.sidebar:${nav.dataset.docSidebar ?? ''}`;

let completing: Promise<void> | undefined;

interface SavedState {
  open: string[];
  scroll: number;
}

/** State saved on the previous page that the partial list cannot show (categories it holds only as stand-ins): applied when the full list is in. */
let restoring: SavedState | undefined;

/** Loads the full sidebar list into the page's sidebar (once); resolves at once when it is complete. */
export function completeSidebar(): Promise<void> {
  const nav = document.querySelector<HTMLElement>(`${MAIN} [data-full-sidebar]`);
  const url = nav?.dataset.fullSidebar;
  if (!nav || !url || nav.dataset.complete) return Promise.resolve();
  completing ??= swapIn(nav, url).finally(() => (completing = undefined));
  return completing;
}

export function initSidebar(): void {
  const nav = document.querySelector<HTMLElement>(`${MAIN} [data-full-sidebar]`);
  if (!nav || nav.dataset.complete) return;
  const load = () => void completeSidebar();
  // Only when the reader reaches for the sidebar: a first visit downloads nothing it does not use.
  nav.addEventListener('pointerover', load, { once: true });
  nav.addEventListener('focusin', load, { once: true });
}

async function swapIn(nav: HTMLElement, url: string): Promise<void> {
  let html: string;
  try {
    const response = await fetch(url);
    if (!response.ok) return;
    html = await response.text();
  } catch {
    return; // Offline or gone: the partial sidebar still links every section.
  }
  // What the reader sees now is what they chose, closed categories too (a quick click on the
  // current page's category, made while the list was on its way, stays done).
  const chosen = categoryStates(nav);
  const scroll = restoring?.scroll ?? nav.scrollTop;
  const focused = focusedItem(nav);
  nav.innerHTML = html;
  nav.dataset.complete = 'true';
  markActiveLink(nav);
  reopen(nav, restoring?.open ?? []);
  for (const details of nav.querySelectorAll<HTMLDetailsElement>('details[data-category]')) {
    const open = chosen.get(details.dataset.category ?? '');
    if (open !== undefined) details.open = open;
  }
  nav.scrollTop = scroll;
  if (restoring) keepActiveInView(nav);
  restoring = undefined;
  // The reader may have tabbed into the sidebar (which started the swap): keep them where they were.
  if (focused) nav.querySelector<HTMLElement>(focused)?.focus({ preventScroll: true });
}

/**
 * Marks the link of the page shown, as the server does, and opens the categories above it (and
 * the category whose own page it is, its link sitting beside its <summary>).
 */
export function markActiveLink(nav: HTMLElement): void {
  for (const link of nav.querySelectorAll('a.sidebar-link.active')) {
    link.classList.remove('active');
    link.removeAttribute('aria-current');
  }
  const here = location.pathname.replace(/\/$/, '') || '/';
  const active = [...nav.querySelectorAll<HTMLAnchorElement>('a.sidebar-link')].find(
    (a) => (a.pathname.replace(/\/$/, '') || '/') === here,
  );
  if (!active) return;
  active.classList.add('active');
  active.setAttribute('aria-current', 'page');
  const own = active.nextElementSibling;
  for (
    let node = own instanceof HTMLDetailsElement ? own : active.parentElement;
    node && node !== nav;
    node = node.parentElement
  )
    if (node instanceof HTMLDetailsElement) node.open = true;
}

/**
 * Each category's state in the list shown, by key: open or closed (one closing counts as closed).
 * A stand-in's closed state says nothing of the reader's choice (it cannot show its pages), so only its open one counts.
 */
function categoryStates(nav: HTMLElement): Map<string, boolean> {
  const states = new Map<string, boolean>();
  for (const details of nav.querySelectorAll<HTMLDetailsElement>('details[data-category]')) {
    const open = details.open && details.dataset.closing !== 'true';
    if (open || !details.querySelector(':scope > .sidebar-partial')) states.set(details.dataset.category ?? '', open);
  }
  return states;
}

/** A selector for the focused link or category summary, to find it again in the new list; undefined when focus is elsewhere. */
function focusedItem(nav: HTMLElement): string | undefined {
  const element = document.activeElement;
  if (!(element instanceof HTMLElement) || !nav.contains(element)) return undefined;
  const category = element.parentElement?.dataset.category;
  if (element.tagName === 'SUMMARY' && category) return `details[data-category="${CSS.escape(category)}"] > summary`;
  const href = element.getAttribute('href');
  return href === null ? undefined : `a[href="${CSS.escape(href)}"]`;
}

/**
 * Open categories and the scroll position survive a full page load (client navigation keeps the
 * sidebar itself): saved when the page is left, restored on the next one. A partial list holds
 * some categories only as a stand-in ("Open this section"): those open with the full list, which
 * is then fetched at once.
 */
export function keepSidebarState(): void {
  const nav = document.querySelector<HTMLElement>(`${MAIN} [data-doc-sidebar]`);
  if (!nav) return;
  try {
    const saved = JSON.parse(sessionStorage.getItem(stateKey(nav)) ?? 'null') as SavedState | null;
    if (saved) {
      const whole = reopen(nav, saved.open);
      nav.scrollTop = saved.scroll;
      if (!whole && nav.dataset.fullSidebar && !nav.dataset.complete) {
        restoring = saved;
        void completeSidebar();
      }
    }
  } catch {
    /* storage unavailable */
  }
  keepActiveInView(nav);
  window.addEventListener('pagehide', () => {
    const current = document.querySelector<HTMLElement>(`${MAIN} [data-doc-sidebar]`);
    if (!current) return;
    // Categories still waiting for the full list belong to the sidebar the page loaded with.
    const open = [...openCategories(current), ...(current === nav ? (restoring?.open ?? []) : [])];
    try {
      sessionStorage.setItem(stateKey(current), JSON.stringify({ open, scroll: current.scrollTop }));
    } catch {
      /* storage unavailable */
    }
  });
}

function openCategories(nav: HTMLElement): string[] {
  return [...nav.querySelectorAll<HTMLDetailsElement>('details[data-category]')]
    .filter((d) => d.open)
    .map((d) => d.dataset.category ?? '');
}

/** Opens these categories where the list holds them whole; false when some are stand-ins or missing here. */
function reopen(nav: HTMLElement, keys: string[]): boolean {
  const categories = new Map(
    [...nav.querySelectorAll<HTMLDetailsElement>('details[data-category]')].map((d) => [d.dataset.category ?? '', d]),
  );
  let whole = true;
  for (const key of keys) {
    const details = categories.get(key);
    if (details && !details.querySelector(':scope > .sidebar-partial')) details.open = true;
    else whole = false;
  }
  return whole;
}

/** Keeps the active link in view when the saved position does not show it. */
function keepActiveInView(nav: HTMLElement): void {
  const active = nav.querySelector<HTMLElement>('a.sidebar-link.active');
  if (active && (active.offsetTop < nav.scrollTop || active.offsetTop > nav.scrollTop + nav.clientHeight))
    nav.scrollTop = active.offsetTop - nav.clientHeight / 3;
}
