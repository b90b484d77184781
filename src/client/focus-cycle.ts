/**
 * A modal dialog's focus loop: Tab from its last stop goes to its first, Shift+Tab from its first
 * to its last. The page behind is inert (inert.ts), but inert alone lets Tab leave the document
 * for the browser's own controls, and a reader then has to find the way back.
 */
const CANDIDATES =
  'a[href], area[href], button, input, select, textarea, summary, iframe, [tabindex], [contenteditable="true"]';

/** Call from the dialog's keydown handler; does nothing for other keys or while focus can still move inside. */
export function cycleFocus(
  event: { key: string; shiftKey: boolean; preventDefault(): void },
  dialog: HTMLElement | null,
): void {
  if (event.key !== 'Tab' || !dialog) return;
  const stops = tabStops(dialog);
  if (stops.length === 0) return;
  const first = stops[0];
  const last = stops[stops.length - 1];
  const active = document.activeElement;
  const inside = active instanceof HTMLElement && dialog.contains(active);
  if (event.shiftKey && (active === first || !inside)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && (active === last || !inside)) {
    event.preventDefault();
    first.focus();
  }
}

/**
 * The dialog's Tab stops in document order: focusable controls shown and enabled, and (as
 * Chromium makes them stops too) scrolling areas with nothing focusable inside.
 */
export function tabStops(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(`${CANDIDATES}, *`)].filter((element) => {
    // Hidden, inert, or in a closed <details>: no boxes, no stop.
    if (element.closest('[inert]') || element.getClientRects().length === 0) return false;
    if (element.matches(CANDIDATES)) return element.tabIndex >= 0 && !(element as HTMLButtonElement).disabled;
    return isBareScroller(element);
  });
}

function isBareScroller(element: HTMLElement): boolean {
  if (element.hasAttribute('tabindex')) return false;
  const { overflowX, overflowY } = getComputedStyle(element);
  const scrolls =
    (/auto|scroll/.test(overflowY) && element.scrollHeight > element.clientHeight) ||
    (/auto|scroll/.test(overflowX) && element.scrollWidth > element.clientWidth);
  return (
    scrolls &&
    !element.querySelector(
      CANDIDATES.split(', ')
        .map((s) => `${s}:not([tabindex="-1"])`)
        .join(', '),
    )
  );
}
