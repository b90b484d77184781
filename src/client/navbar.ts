/** The navbar hides while the reader scrolls down and comes back on scroll up (its dropdowns: dropdowns.ts). */
export function initNavbar(): void {
  const navbar = document.querySelector<HTMLElement>('[data-navbar]');
  if (navbar) hideOnScroll(navbar);
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
      // On the root too: the sticky sidebar and TOC move up with the navbar (20-doc.css), and on small screens the assistant's button steps aside (16-assistant.css).
      document.documentElement.classList.toggle('navbar-hidden', down && !busy);
      last = y;
      ticking = false;
    });
  }, { passive: true });
}
