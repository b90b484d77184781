/** Loaded on demand: React, and the widget an island names. */
import { hydrateRoot } from 'react-dom/client';
import { islandComponents } from './registry.ts';

export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islandComponents[name];
  if (!load) {
    console.warn(`docsgen: no island named "${name}"`);
    return;
  }
  const Component = await load();
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as Record<string, unknown>) : {};
  hydrateRoot(element, <Component {...props} />);
}
