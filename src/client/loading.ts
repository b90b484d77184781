/**
 * What a slow or failed navigation shows: after 200 ms a thin progress bar at the top and a
 * centred spinner on its own disc; on failure a box saying the page could not be loaded, with Retry.
 */
import { ENGINE_IDS } from '../shared/engine-ids.ts';

const DELAY = 200;

let pending: ReturnType<typeof setTimeout> | undefined;

/** Starts the loading signs; a navigation that replaces one still loading keeps its signs. */
export function showLoading(): void {
  if (pending !== undefined) return;
  const bar = document.querySelector<HTMLElement>('[data-progress]');
  pending = setTimeout(() => {
    if (bar) {
      bar.style.transition = 'none';
      bar.style.width = '0';
      void bar.offsetWidth;
      bar.style.transition = '';
      bar.style.width = '70%';
    }
    const spinner = document.createElement('div');
    spinner.className = 'page-spinner';
    spinner.setAttribute('role', 'status');
    spinner.innerHTML =
      '<svg viewBox="0 0 50 50" aria-hidden="true"><circle cx="25" cy="25" r="20" fill="none" stroke-width="4"></circle></svg><span class="sr-only">Loading</span>';
    document.body.append(spinner);
  }, DELAY);
}

export function hideLoading(): void {
  clearTimeout(pending);
  pending = undefined;
  document.querySelector('.page-spinner')?.remove();
  const bar = document.querySelector<HTMLElement>('[data-progress]');
  if (bar && bar.style.width) {
    bar.style.width = '100%';
    setTimeout(() => (bar.style.width = ''), 300);
  }
}

/**
 * The failed page: what it means in the reader's words, the error itself (spec §2), and Retry.
 * A doc page keeps its sidebar (the reader may go elsewhere from there): the box takes the
 * place of the article and its table of contents.
 */
export function showError(error: string, retry: () => void): void {
  const main = document.getElementById(ENGINE_IDS.main);
  if (!main) return;
  const box = document.createElement('div');
  box.className = 'load-error';
  box.setAttribute('role', 'alert');
  box.innerHTML =
    '<p><strong>This page could not be loaded.</strong></p><p>Check your internet connection, then try again.</p><p class="load-error-detail"><code></code></p>';
  box.querySelector('code')!.textContent = error;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = 'Retry';
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(button);
  // The table of contents of the page left goes too (00-base.css).
  (main.querySelector('.doc-layout > .doc-main') ?? main).replaceChildren(box);
  button.focus();
}
