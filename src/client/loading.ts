/**
 * What a slow or failed navigation shows: after 200 ms a thin progress bar at the top and a
 * centred spinner; on failure a red box with the error and a Retry button.
 */
const DELAY = 200;

export interface Loading {
  timer: ReturnType<typeof setTimeout>;
}

export function showLoading(): Loading {
  const bar = document.querySelector<HTMLElement>('[data-progress]');
  return {
    timer: setTimeout(() => {
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
      spinner.innerHTML = '<svg viewBox="0 0 50 50" aria-hidden="true"><circle cx="25" cy="25" r="20" fill="none" stroke-width="4"></circle></svg><span class="sr-only">Loading</span>';
      document.body.append(spinner);
    }, DELAY),
  };
}

export function hideLoading(loading: Loading): void {
  clearTimeout(loading.timer);
  document.querySelector('.page-spinner')?.remove();
  const bar = document.querySelector<HTMLElement>('[data-progress]');
  if (bar && bar.style.width) {
    bar.style.width = '100%';
    setTimeout(() => (bar.style.width = ''), 300);
  }
}

export function showError(message: string, retry: () => void): void {
  const main = document.getElementById('main');
  if (!main) return;
  const box = document.createElement('div');
  box.className = 'load-error';
  box.setAttribute('role', 'alert');
  const text = document.createElement('p');
  text.textContent = message;
  const button = document.createElement('button');
  button.type = 'button';
  button.className = 'button';
  button.textContent = 'Retry';
  button.addEventListener('click', () => {
    box.remove();
    retry();
  });
  box.append(text, button);
  main.replaceChildren(box);
  button.focus();
}
