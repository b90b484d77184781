/**
 * Sidebar categories open and close with a height animation whose duration grows with the
 * content's height, as in the site we replace (its Collapsible uses this formula): short lists
 * move quickly, long ones no faster than the eye can follow. The categories are <details>, so
 * without JavaScript, or for readers who prefer less motion, they simply open and close.
 */
const CATEGORY_SUMMARY = 'details.sidebar-category > summary';

/** Milliseconds for a height of `height` pixels. */
export function autoHeightDuration(height: number): number {
  const constant = height / 36;
  return Math.round((4 + 15 * constant ** 0.25 + constant / 5) * 10);
}

export function initCollapse(): void {
  // One listener for every sidebar, including the mobile menu's copy and lists swapped in later.
  document.addEventListener('click', (event) => {
    const summary = (event.target as Element).closest?.<HTMLElement>(CATEGORY_SUMMARY);
    // A click on the category's own link follows the link; the summary does not toggle then.
    if (!summary || (event.target as Element).closest('a') || matchMedia('(prefers-reduced-motion: reduce)').matches)
      return;
    const details = summary.parentElement as HTMLDetailsElement;
    const body = details.querySelector<HTMLElement>(':scope > ul');
    if (!body || typeof body.animate !== 'function') return;
    event.preventDefault();
    toggle(details, body);
  });
}

const running = new WeakMap<HTMLElement, Animation>();

function toggle(details: HTMLDetailsElement, body: HTMLElement): void {
  // A click while it closes opens it again.
  const opening = !details.open || details.dataset.closing === 'true';
  running.get(body)?.cancel();
  // Opening: show the list first so its height can be measured; closing: hide it once it has shrunk.
  if (opening) details.open = true;
  const height = body.scrollHeight;
  const frames = [{ height: '0px' }, { height: `${height}px` }];
  const animation = body.animate(opening ? frames : frames.reverse(), {
    duration: autoHeightDuration(height),
    easing: 'ease-in-out',
  });
  body.style.overflow = 'hidden';
  running.set(body, animation);
  if (!opening) details.dataset.closing = 'true';
  const done = () => {
    body.style.overflow = '';
    running.delete(body);
    delete details.dataset.closing;
  };
  animation.oncancel = done;
  animation.onfinish = () => {
    done();
    if (!opening) details.open = false;
  };
}
