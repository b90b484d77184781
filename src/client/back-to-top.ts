/**
 * A "Back to top" button on long pages, as the site we replace had: it shows once the reader has
 * scrolled more than a screen down, and takes them (and keyboard focus) back to the page's title.
 * Made here rather than in the HTML (without JavaScript the Home key does the same), and loaded
 * at the reader's first scroll (on-demand.ts).
 */
import { MAIN } from '../shared/engine-ids.ts';

export function initBackToTop(): void {
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'back-to-top';
  button.setAttribute('aria-label', 'Back to top');
  button.title = 'Back to top';
  button.innerHTML =
    '<svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true"><path d="M12 19V5M5 12l7-7 7 7" fill="none" stroke="currentColor" stroke-width="2.2" stroke-linecap="round" stroke-linejoin="round"/></svg>';
  document.body.append(button);
  let ticking = false;
  const update = () => {
    ticking = false;
    const shown = scrollY > innerHeight;
    if (!shown && button.contains(document.activeElement)) button.blur();
    button.classList.toggle('back-to-top-shown', shown);
  };
  window.addEventListener(
    'scroll',
    () => {
      if (ticking) return;
      ticking = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  // In the next frame, so that it fades in.
  requestAnimationFrame(update);
  button.addEventListener('click', () => {
    const still = matchMedia('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: still ? 'auto' : 'smooth' });
    // Keyboard and screen reader users continue from the top too, not from a button that hides.
    const heading = document.querySelector<HTMLElement>(`${MAIN} h1`);
    if (heading) {
      heading.tabIndex = -1;
      heading.focus({ preventScroll: true });
    }
  });
}
