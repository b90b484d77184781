/**
 * Dropdown menus made of <details> (the navbar's, the page actions' "more" menu): they open
 * without JavaScript; with it they close on a click outside, when focus leaves them, and on
 * Escape (which hands focus back to their summary), and the arrow keys move through their items
 * (Down from the summary opens the menu at its first item, Up at its last). One set of listeners
 * on the document, so menus that arrive with client navigation need nothing.
 */
const MENUS = 'details.navbar-dropdown, details.page-actions-more';
const OPEN_MENUS = 'details.navbar-dropdown[open], details.page-actions-more[open]';

export function initDropdowns(): void {
  const openMenus = () => document.querySelectorAll<HTMLDetailsElement>(OPEN_MENUS);
  document.addEventListener('click', (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    for (const menu of openMenus())
      if (next && menu.contains(event.target as Node) && !menu.contains(next)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') return moveThrough(event);
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
}

function moveThrough(event: KeyboardEvent): void {
  const target = event.target as HTMLElement;
  const menu = target.closest?.<HTMLDetailsElement>(MENUS);
  const items = [...(menu?.querySelectorAll<HTMLElement>('li a, li button') ?? [])];
  if (!menu || items.length === 0) return;
  event.preventDefault();
  menu.open = true;
  const at = items.indexOf(target);
  const down = event.key === 'ArrowDown';
  // From the summary: the first or the last item; from an item: the next or previous, wrapping.
  const next = at < 0 ? (down ? 0 : items.length - 1) : (at + (down ? 1 : -1) + items.length) % items.length;
  items[next].focus();
}
