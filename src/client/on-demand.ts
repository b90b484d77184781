/**
 * Reading aids that the page needs only once the reader moves through it, kept out of the script
 * every page loads (its budget: 10 KB gzip before interaction): the back-to-top button
 * (back-to-top.ts) and the scrolling frames of wide tables (table-scroll.ts) load when the page
 * scrolls or the reader first turns the wheel or touches the screen (a table swiped sideways
 * scrolls itself, not the page; the script's own scrolling of the sidebar counts for nothing).
 */
const MOVES = ['scroll', 'wheel', 'touchstart'];

let aids: Promise<typeof import('./reading-aids.ts')> | undefined;

export function readingAidsOnScroll(): void {
  // Once: later events find the aids there.
  const load = () =>
    void (aids ??= import('./reading-aids.ts').then(
      (loaded) => (loaded.initBackToTop(), loaded.initTableScroll(document), loaded),
    ));
  for (const type of MOVES) addEventListener(type, load, { passive: true });
}

/** The tables of a page swapped in by client navigation, once the aids are there. */
export function readingAidsFor(root: ParentNode): void {
  void aids?.then((loaded) => loaded.initTableScroll(root));
}
