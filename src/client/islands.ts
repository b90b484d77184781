/**
 * Islands: server-rendered React widgets marked `data-island="<name>"` (props in
 * `data-props`). One is hydrated when it scrolls into view or is first touched, whichever
 * comes first; React and the widget arrive as chunks only then.
 */
/** Islands being woken or awake, with the promise of their hydration. */
const waking = new WeakMap<Element, Promise<void>>();

export function initIslands(root: ParentNode = document): void {
  const islands = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  if (islands.length === 0) return;
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver(
          (entries) => {
            for (const entry of entries) if (entry.isIntersecting) void wake(entry.target as HTMLElement, observer);
          },
          { rootMargin: '200px' },
        )
      : undefined;
  for (const island of islands) {
    if (island.dataset.hydrate === 'visible') observer?.observe(island);
    // Pointer and focus start loading early; a click that arrives before React is live is replayed.
    for (const type of ['pointerdown', 'focusin'])
      island.addEventListener(type, () => void wake(island, observer), { once: true, capture: true });
    island.addEventListener(
      'click',
      (event) => {
        if (island.dataset.hydrated === 'true') return;
        event.preventDefault();
        event.stopPropagation();
        // The control itself, not what was under the pointer: an icon inside a button is an SVG element, which has no click().
        const target = event.target as Element;
        const control = target.closest<HTMLElement>('a, button, summary, input, label, [role="button"]') ?? target;
        void wake(island, observer).then(
          () => {
            if (!control.isConnected) return;
            if (control instanceof HTMLElement) control.click();
            else control.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
          },
          // The widget's code could not load (offline, a redeploy): a link still goes where it leads without it.
          () => {
            if (control instanceof HTMLAnchorElement && control.href) location.href = control.href;
          },
        );
      },
      { capture: true },
    );
  }
}

function wake(island: HTMLElement, observer?: IntersectionObserver): Promise<void> {
  let promise = waking.get(island);
  if (!promise) {
    observer?.unobserve(island);
    promise = import('./islands/hydrate.tsx')
      .then(({ hydrateIsland }) => hydrateIsland(island))
      .then(() => {
        island.dataset.hydrated = 'true';
      });
    waking.set(island, promise);
  }
  return promise;
}
