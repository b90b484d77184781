/**
 * The navbar hides while the reader scrolls down and comes back on scroll up; dropdowns close
 * on Escape, on a click outside and when focus leaves them (they are <details>, so they open without JavaScript).
 */
export function initNavbar(): void {
  const navbar = document.querySelector<HTMLElement>('[data-navbar]');
  if (navbar) hideOnScroll(navbar);
  const dropdowns = [...document.querySelectorAll<HTMLDetailsElement>('.navbar-dropdown')];
  if (dropdowns.length === 0) return;
  document.addEventListener('click', (event) => {
    for (const dropdown of dropdowns) if (dropdown.open && !dropdown.contains(event.target as Node)) dropdown.open = false;
  });
  // Tabbing out of an open dropdown closes it, as a click outside does.
  for (const dropdown of dropdowns) {
    dropdown.addEventListener('focusout', (event) => {
      const next = event.relatedTarget as Node | null;
      if (dropdown.open && next && !dropdown.contains(next)) dropdown.open = false;
    });
  }
  document.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    for (const dropdown of dropdowns) {
      if (!dropdown.open) continue;
      dropdown.open = false;
      dropdown.querySelector('summary')?.focus();
    }
  });
}

function hideOnScroll(navbar: HTMLElement): void {
  let last = scrollY;
  let ticking = false;
  window.addEventListener('scroll', () => {
    if (ticking) return;
    ticking = true;
    requestAnimationFrame(() => {
      const y = scrollY;
      const down = y > last && y > navbar.offsetHeight * 2;
      // Never hide while a dropdown, the menu or a focused item inside the navbar needs it.
      const busy = navbar.contains(document.activeElement) || document.body.classList.contains('menu-open');
      navbar.classList.toggle('navbar-hidden', down && !busy);
      last = y;
      ticking = false;
    });
  }, { passive: true });
}
