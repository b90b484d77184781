/** The navbar hides while the reader scrolls down and comes back on scroll up (its dropdowns: dropdowns.ts). */
export function initNavbar(): void {
  const navbar = document.querySelector<HTMLElement>('[data-navbar]');
  if (navbar) hideOnScroll(navbar);
}

function hideOnScroll(navbar: HTMLElement): void {
  let last = scrollY;
  let ticking = false;
  window.addEventListener(
    'scroll',
    () => {
      if (ticking) return;
      ticking = true;
      requestAnimationFrame(() => {
        const y = scrollY;
        const down = y > last && y > navbar.offsetHeight * 2;
        // Never hide while a dropdown, the menu or a focused item inside the navbar needs it.
        const busy = navbar.contains(document.activeElement) || document.body.classList.contains('menu-open');
        navbar.classList.toggle('navbar-hidden', down && !busy);
        // On the root too: the sticky sidebar and TOC move up with the navbar (20-doc.css), and on small screens the assistant's button steps aside (16-assistant.css).
        document.documentElement.classList.toggle('navbar-hidden', down && !busy);
        last = y;
        ticking = false;
      });
    },
    { passive: true },
  );
}

/**
 * After client navigation: the navbar's items (the active link, the version menu's links to this
 * page in each version) and the mobile menu's main list as the new page has them. The search,
 * theme and icons at the navbar's end are the same on every page and stay as they are.
 */
export function swapNavbar(next: Document): void {
  for (const selector of ['[data-navbar] .navbar-items', '.mobile-menu-primary']) {
    const incoming = next.querySelector(selector);
    if (incoming) document.querySelector(selector)?.replaceChildren(...incoming.childNodes);
  }
}
