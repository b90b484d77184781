/** Colour mode: the switch, persistence under `theme`, and changes made in other tabs. */
import { storage } from './config.ts';

export const THEME_KEY = 'theme';

export function initTheme(): void {
  const root = document.documentElement;
  for (const button of document.querySelectorAll<HTMLButtonElement>('[data-theme-toggle]')) {
    button.addEventListener('click', () => {
      const next = root.dataset.theme === 'dark' ? 'light' : 'dark';
      root.dataset.theme = next;
      storage.set(THEME_KEY, next);
    });
  }
  window.addEventListener('storage', (event) => {
    if (event.key === THEME_KEY && (event.newValue === 'light' || event.newValue === 'dark')) root.dataset.theme = event.newValue;
  });
}
