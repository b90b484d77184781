/**
 * Reading aids that the page needs only once the reader moves through it, kept out of the script
 * every page loads (its budget: 10 KB gzip before interaction): the back-to-top button
 * (back-to-top.ts) and the scrolling frames of wide tables (table-scroll.ts) load at the first
 * scroll of the page or of anything in it.
 */
type Aids = [typeof import('./back-to-top.ts'), typeof import('./table-scroll.ts')];

let aids: Promise<Aids> | undefined;

export function readingAidsOnScroll(): void {
  const load = () => {
    aids = Promise.all([import('./back-to-top.ts'), import('./table-scroll.ts')]);
    void aids.then(([top, tables]) => (top.initBackToTop(), tables.initTableScroll(document)));
  };
  addEventListener('scroll', load, { capture: true, once: true, passive: true });
}

/** The tables of a page swapped in by client navigation, once the aids are there. */
export function readingAidsFor(root: ParentNode): void {
  void aids?.then(([, tables]) => tables.initTableScroll(root));
}
