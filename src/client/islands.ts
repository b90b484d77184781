/**
 * Islands: server-rendered React widgets marked `data-island="<name>"` (props in
 * `data-props`). One is hydrated when it scrolls into view or is first touched, whichever
 * comes first; React and the widget arrive as chunks only then.
 */
const hydrated = new WeakSet<Element>();

export function initIslands(root: ParentNode = document): void {
  const islands = [...root.querySelectorAll<HTMLElement>('[data-island]')];
  if (islands.length === 0) return;
  const observer = 'IntersectionObserver' in window
    ? new IntersectionObserver((entries) => {
        for (const entry of entries) if (entry.isIntersecting) wake(entry.target as HTMLElement, observer);
      }, { rootMargin: '200px' })
    : undefined;
  for (const island of islands) {
    if (island.dataset.hydrate === 'visible') observer?.observe(island);
    const onFirstUse = (event: Event) => {
      if (hydrated.has(island)) return;
      // Replay a click that woke the island once it is live.
      const replay = event.type === 'click' ? (event.target as HTMLElement) : undefined;
      if (replay) event.preventDefault();
      void wake(island, observer, replay);
    };
    for (const type of ['pointerdown', 'focusin', 'click']) island.addEventListener(type, onFirstUse, { once: type !== 'click', capture: true });
  }
}

async function wake(island: HTMLElement, observer?: IntersectionObserver, replay?: HTMLElement): Promise<void> {
  if (hydrated.has(island)) return;
  hydrated.add(island);
  observer?.unobserve(island);
  const { hydrateIsland } = await import('./islands/hydrate.tsx');
  await hydrateIsland(island);
  island.dataset.hydrated = 'true';
  if (replay?.isConnected) replay.click();
}
