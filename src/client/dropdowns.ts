/**
 * Dropdown menus made of <details> (the navbar's, the page actions' "more" menu): they open
 * without JavaScript; with it they close on a click outside, when focus leaves them, and on
 * Escape (which hands focus back to their summary). One set of listeners on the document, so
 * menus that arrive with client navigation need nothing.
 */
const OPEN_MENUS = 'details.navbar-dropdown[open], details.page-actions-more[open]';

export function initDropdowns(): void {
  const openMenus = () => document.querySelectorAll<HTMLDetailsElement>(OPEN_MENUS);
  document.addEventListener('click', (event) => {
    for (const menu of openMenus()) if (!menu.contains(event.target as Node)) menu.open = false;
  });
  document.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    for (const menu of openMenus()) if (next && menu.contains(event.target as Node) && !menu.contains(next)) menu.open = false;
  });
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const menu of openMenus()) {
      menu.open = false;
      menu.querySelector('summary')?.focus();
    }
  });
}
