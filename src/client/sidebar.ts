/**
 * A page with a partial sidebar (see src/render/sidebar.ts) swaps in the full list: when the
 * reader reaches for the sidebar, or when the browser is idle. The list is one cached file
 * shared by every page; the current page is then marked as the server would have marked it.
 */
export function initSidebar(): void {
  const nav = document.querySelector<HTMLElement>('[data-full-sidebar]');
  const url = nav?.dataset.fullSidebar;
  if (!nav || !url) return;
  let started = false;
  const load = () => {
    if (started) return;
    started = true;
    void swapIn(nav, url);
  };
  nav.addEventListener('pointerover', load, { once: true });
  nav.addEventListener('focusin', load, { once: true });
  if ('requestIdleCallback' in window) requestIdleCallback(load, { timeout: 3000 });
  else setTimeout(load, 1500);
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
  const opened = new Set([...nav.querySelectorAll<HTMLDetailsElement>('details[data-category]')].filter((d) => d.open).map((d) => d.dataset.category));
  const scroll = nav.scrollTop;
  nav.innerHTML = html;
  for (const details of nav.querySelectorAll<HTMLDetailsElement>('details[data-category]')) if (opened.has(details.dataset.category)) details.open = true;
  const here = location.pathname.replace(/\/$/, '') || '/';
  const active = [...nav.querySelectorAll<HTMLAnchorElement>('a.sidebar-link')].find((a) => (a.pathname.replace(/\/$/, '') || '/') === here);
  if (active) {
    active.classList.add('active');
    active.setAttribute('aria-current', 'page');
    for (let node = active.parentElement; node && node !== nav; node = node.parentElement) if (node instanceof HTMLDetailsElement) node.open = true;
  }
  nav.scrollTop = scroll;
}
