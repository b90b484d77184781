/**
 * The table of contents follows the reading: the entry of the heading last scrolled past (into
 * the top third of the screen) is marked, or at the page's end the last heading on screen.
 * Headings are watched by IntersectionObserver, so nothing runs between their crossings. On
 * phones the "On this page" list closes once an entry is chosen.
 */
let observers: IntersectionObserver[] = [];

export function initToc(): void {
  document.addEventListener('click', (event) => {
    // Closed before the browser scrolls to the heading, so that it lands where the list no longer is.
    const details = (event.target as Element).closest?.('.toc-mobile a')?.closest('details');
    if (details) details.open = false;
  });
}

/** Watches the current page's headings; called again after each client navigation. */
export function initTocSpy(): void {
  for (const observer of observers) observer.disconnect();
  observers = [];
  const links = [...document.querySelectorAll<HTMLAnchorElement>('.toc a[href^="#"]')];
  const headings = [...new Set(links.map((a) => a.getAttribute('href')!.slice(1)))].flatMap(
    (id) => document.getElementById(id) ?? [],
  );
  if (headings.length === 0 || !('IntersectionObserver' in window)) return;
  const update = () => {
    const end = innerHeight + scrollY >= document.documentElement.scrollHeight - 2;
    let current: Element | undefined;
    for (const heading of headings) {
      const box = heading.getBoundingClientRect();
      // A heading in a closed panel or hidden tab has no box: it is not being read.
      if (box.height > 0 && box.top < innerHeight * (end ? 1 : 0.3)) current = heading;
    }
    for (const link of links) {
      const on = link.getAttribute('href')!.slice(1) === current?.id;
      link.classList.toggle('active', on);
      if (on) {
        link.setAttribute('aria-current', 'location');
        keepInView(link);
      } else link.removeAttribute('aria-current');
    }
  };
  // Crossing the line a third down the screen, and entering or leaving it (which the end of the page needs).
  for (const rootMargin of ['0px 0px -70% 0px', '0px']) {
    const observer = new IntersectionObserver(update, { rootMargin });
    for (const heading of headings) observer.observe(heading);
    observers.push(observer);
  }
}

/** A long list scrolls within itself (never the page) to keep the marked entry in view. */
function keepInView(link: HTMLElement): void {
  const list = link.closest<HTMLElement>('.doc-toc-column .toc');
  if (!list || list.scrollHeight <= list.clientHeight) return;
  const box = list.getBoundingClientRect();
  const entry = link.getBoundingClientRect();
  if (entry.top < box.top || entry.bottom > box.bottom) list.scrollTop += entry.top - box.top - list.clientHeight / 3;
}
