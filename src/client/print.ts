/**
 * Printing: the page prints in the light theme (dark text on white paper, whatever the reader
 * chose on screen), with every <details> of the content open; both are put back afterwards.
 */
export function initPrint(): void {
  let restore: (() => void) | undefined;
  window.addEventListener('beforeprint', () => {
    // Already set for a print under way: keep what is to be put back.
    if (restore) return;
    const root = document.documentElement;
    const theme = root.dataset.theme;
    const closed = [...document.querySelectorAll<HTMLDetailsElement>('.markdown details:not([open])')];
    root.dataset.theme = 'light';
    for (const details of closed) details.open = true;
    restore = () => {
      if (theme) root.dataset.theme = theme;
      for (const details of closed) details.open = false;
    };
  });
  window.addEventListener('afterprint', () => {
    restore?.();
    restore = undefined;
  });
}
