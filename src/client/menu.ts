/**
 * The mobile menu: the hamburger opens it, the close button, Escape, back-navigation and
 * growing to desktop width close it. On doc pages it shows the docs sidebar, with a button
 * back to the main menu.
 */
import { inertOthers } from './inert.ts';
import { completeSidebar } from './sidebar.ts';
import { rememberScroll } from './navigation.ts';
import { ENGINE_IDS, MAIN } from '../shared/engine-ids.ts';

const DESKTOP = '(min-width: 997px)';

export function initMenu(): void {
  const container = document.querySelector<HTMLElement>('[data-mobile-menu]');
  const menu = document.getElementById(ENGINE_IDS.mobileMenu);
  const openButton = document.querySelector<HTMLButtonElement>('[data-menu-open]');
  if (!container || !menu || !openButton) return;
  const controls = menuControls(container, menu, openButton);
  openButton.addEventListener('click', controls.open);
  for (const closer of container.querySelectorAll('[data-menu-close]'))
    closer.addEventListener('click', controls.close);
  menu.addEventListener('click', (event) => followLinkFromMenu(event, controls));
  // The back button hides itself: focus goes on to the main menu's first link, not to the page.
  menu.querySelector<HTMLButtonElement>('[data-menu-back]')?.addEventListener('click', () => {
    controls.showSecondary(false);
    menu.querySelector<HTMLElement>('.mobile-menu-primary')?.querySelector<HTMLElement>('a, button')?.focus();
  });
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape') controls.close();
  });
  window.addEventListener('popstate', controls.leave);
  matchMedia(DESKTOP).addEventListener('change', (event) => {
    if (event.matches) controls.close();
  });
}

interface MenuControls {
  open: () => void;
  /** Closes the menu and goes back over the history entry it added. */
  close: () => void;
  /** Closes the menu and leaves its history entry to the navigation that follows (or already happened). */
  leave: () => void;
  /** Shows the docs sidebar (true) or the main menu (false). */
  showSecondary: (yes: boolean) => void;
}

function menuControls(container: HTMLElement, menu: HTMLElement, openButton: HTMLButtonElement): MenuControls {
  const secondary = menu.querySelector<HTMLElement>('[data-menu-secondary]');
  const primary = menu.querySelector<HTMLElement>('.mobile-menu-primary');
  const back = menu.querySelector<HTMLButtonElement>('[data-menu-back]');
  const showSecondary = (yes: boolean) => {
    if (!secondary || !primary || !back) return;
    secondary.hidden = !yes;
    primary.hidden = yes;
    back.hidden = !yes;
  };
  let restore: (() => void) | undefined;
  // Opening the menu adds a history entry, so that Back closes the menu instead of leaving the page.
  let pushed = false;
  const open = () => {
    const sidebar = document.querySelector(`${MAIN} [data-doc-sidebar]`);
    if (secondary && sidebar) secondary.replaceChildren(copyOf(sidebar));
    // A partial sidebar: show the full list as soon as it arrives.
    void completeSidebar().then(() => {
      const full = document.querySelector(`${MAIN} [data-doc-sidebar]`);
      if (secondary && full && !container.hidden) secondary.replaceChildren(copyOf(full));
    });
    showSecondary(Boolean(sidebar));
    container.hidden = false;
    restore = inertOthers(container);
    document.body.classList.add('menu-open');
    openButton.setAttribute('aria-expanded', 'true');
    menu.querySelector<HTMLElement>('[data-menu-close]')?.focus({ preventScroll: true });
    // The page's own entry keeps where the reader was; a page chosen in the menu replaces the menu's entry (navigation.ts).
    rememberScroll();
    history.pushState({ ...history.state, menu: true }, '');
    pushed = true;
  };
  const hide = () => {
    if (container.hidden) return;
    container.hidden = true;
    restore?.();
    restore = undefined;
    document.body.classList.remove('menu-open');
    openButton.setAttribute('aria-expanded', 'false');
    openButton.focus({ preventScroll: true });
  };
  const close = () => {
    if (container.hidden) return;
    hide();
    if (pushed) {
      pushed = false;
      history.back();
    }
  };
  const leave = () => {
    pushed = false;
    hide();
  };
  return { open, close, leave, showSecondary };
}

/** A link followed from the menu takes the place of the menu's history entry (navigation.ts). */
function followLinkFromMenu(event: MouseEvent, controls: MenuControls): void {
  const link = (event.target as Element).closest('a');
  // A link opening elsewhere (a new tab) leaves this page as it is: the menu's entry goes too.
  if (link?.target) controls.close();
  else if (link) {
    controls.leave();
    // A place on this page (navigation.ts leaves those to the browser, which would add an entry over the menu's): in the menu's entry too.
    if (
      link.origin === location.origin &&
      link.pathname === location.pathname &&
      link.search === location.search &&
      link.hash
    ) {
      event.preventDefault();
      location.replace(link.href);
    }
  }
}

/** The menu's copy of the sidebar, without the markers that find the page's own sidebar. */
function copyOf(sidebar: Element): Node {
  const copy = sidebar.cloneNode(true) as HTMLElement;
  delete copy.dataset.docSidebar;
  delete copy.dataset.fullSidebar;
  return copy;
}
