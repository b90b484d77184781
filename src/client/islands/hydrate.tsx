/** Loaded on demand: React, and the widget an island names. */
import { useEffect, type ReactNode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { islandComponents } from './registry.ts';

/** Resolves once React has committed the hydrated tree, so a replayed click reaches its handler. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islandComponents[name];
  if (!load) {
    console.warn(`docsgen: no island named "${name}"`);
    return;
  }
  const Component = await load();
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as Record<string, unknown>) : {};
  await new Promise<void>((done) => {
    hydrateRoot(element, <Hydrated onReady={done}><Component {...props} /></Hydrated>);
  });
}

function Hydrated({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}
