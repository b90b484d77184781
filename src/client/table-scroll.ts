/**
 * Wide tables on narrow screens scroll sideways in place. Each table gets a frame that shows,
 * by a shadow at the edge, that there is more to see on that side, and while it scrolls its
 * scrolling area is a named region in the tab order, so the arrow keys can scroll it. Without
 * JavaScript the table still scrolls (30-markdown.css), with no cue. Loaded at the reader's first
 * scroll (on-demand.ts).
 */
let observer: ResizeObserver | undefined;

export function initTableScroll(root: ParentNode): void {
  const tables = [...root.querySelectorAll<HTMLTableElement>('.markdown table')].filter(
    (table) => !table.parentElement?.classList.contains('table-scroll-area'),
  );
  if (tables.length === 0 || typeof ResizeObserver === 'undefined') return;
  // Both sizes matter: the area's (the window) and the table's (fonts, opened details).
  observer ??= new ResizeObserver((entries) => {
    for (const entry of entries) update(entry.target.closest<HTMLElement>('.table-scroll-area')!);
  });
  for (const table of tables) {
    const frame = document.createElement('div');
    frame.className = 'table-scroll';
    const area = document.createElement('div');
    area.className = 'table-scroll-area';
    table.replaceWith(frame);
    frame.append(area);
    area.append(table);
    area.addEventListener('scroll', () => update(area), { passive: true });
    observer.observe(area);
    observer.observe(table);
  }
}

function update(area: HTMLElement): void {
  const hidden = area.scrollWidth - area.clientWidth;
  const scrolls = hidden > 1;
  const frame = area.parentElement!;
  frame.classList.toggle('table-scroll-more-before', scrolls && area.scrollLeft > 1);
  frame.classList.toggle('table-scroll-more-after', scrolls && area.scrollLeft < hidden - 1);
  if (scrolls === area.hasAttribute('tabindex')) return;
  if (scrolls) {
    area.tabIndex = 0;
    area.setAttribute('role', 'region');
    area.setAttribute('aria-label', `${tableName(area)} (scrolls sideways)`);
  } else {
    area.removeAttribute('tabindex');
    area.removeAttribute('role');
    area.removeAttribute('aria-label');
  }
}

/** The table's caption, else the heading above it, else "Table". */
function tableName(area: HTMLElement): string {
  const caption = area.querySelector('caption')?.textContent?.trim();
  if (caption) return caption;
  for (let node = area.parentElement?.previousElementSibling; node; node = node.previousElementSibling) {
    if (/^H[2-6]$/.test(node.tagName)) return `Table: ${(node.textContent ?? '').replace(/#$/, '').trim()}`;
  }
  return 'Table';
}
