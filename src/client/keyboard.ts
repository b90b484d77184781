/** Ctrl/Cmd+K or `/` opens search; the search widget, when present, takes over the event. */
import { clientConfig } from './config.ts';

export function initKeyboard(): void {
  document.addEventListener('keydown', (event) => {
    const typing = (event.target as HTMLElement).closest('input, textarea, select, [contenteditable="true"]');
    const shortcut =
      ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') || (event.key === '/' && !typing);
    if (!shortcut || event.defaultPrevented) return;
    event.preventDefault();
    // The navbar's search island opens its modal; without it, the search page.
    const opener = document.querySelector<HTMLElement>('[data-island="search"] [data-search-open]');
    if (opener) opener.click();
    else location.href = `${clientConfig().baseUrl}search`;
  });
}
