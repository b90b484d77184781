/** Colour mode: the switch, persistence under `theme`, and changes made in other tabs. */
import { storage } from './config.ts';

export const THEME_KEY = 'theme';

const LABEL = 'Switch between dark and light mode';

export function initTheme(): void {
  const root = document.documentElement;
  const buttons = document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]');
  // The page is drawn in the stored mode before this runs; the switch's name says which one it is.
  const label = () => {
    for (const button of buttons)
      button.setAttribute(
        'aria-label',
        `${LABEL} (currently ${root.dataset.theme === 'dark' ? 'dark' : 'light'} mode)`,
      );
  };
  for (const button of buttons) {
    button.addEventListener('click', () => {
      const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
      root.dataset.theme = next;
      storage.set(THEME_KEY, next);
      label();
    });
  }
  label();
  window.addEventListener('storage', (event) => {
    if (event.key !== THEME_KEY || (event.newValue !== 'light' && event.newValue !== 'dark')) return;
    root.dataset.theme = event.newValue;
    label();
  });
}
