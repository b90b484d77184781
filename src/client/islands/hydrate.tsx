/** Loaded on demand: React, and the widget an island names. */
import { Component, Fragment, useEffect, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { hydrateRoot } from 'react-dom/client';
import { islandComponents } from './registry.ts';
import { ENGINE_IDS } from '../../shared/engine-ids.ts';

/** Resolves once React has committed the hydrated tree, so a replayed click reaches its handler. */
export async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island ?? '';
  const load = islandComponents[name];
  if (!load) {
    console.warn(`docsgen: no island named "${name}"`);
    return;
  }
  const Widget = await load();
  const props = element.dataset.props ? (JSON.parse(element.dataset.props) as Record<string, unknown>) : {};
  await new Promise<void>((done) => {
    hydrateRoot(
      element,
      <CrashBoundary onCrash={done} outside={element.closest('.navbar') ? crashSlot : undefined}>
        <Hydrated onReady={done}>
          <Widget {...props} />
        </Hydrated>
      </CrashBoundary>,
    );
  });
}

function Hydrated({ onReady, children }: { onReady: () => void; children: ReactNode }) {
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * Where the crash box of a navbar widget (search) goes: the navbar has no room for it, and a box
 * laid over the page would hide its title, so it takes a place of its own in the page's flow,
 * above the content (outside <main>, which client navigation replaces).
 */
function crashSlot(): HTMLElement {
  let slot = document.querySelector<HTMLElement>('.island-crash-slot');
  if (!slot) {
    slot = document.createElement('div');
    slot.className = 'island-crash-slot';
    const main = document.getElementById(ENGINE_IDS.main);
    if (main) main.before(slot);
    else document.body.prepend(slot);
  }
  return slot;
}

/** A widget that throws shows what happened and a way to try again, never a blank area. */
class CrashBoundary extends Component<
  { children: ReactNode; onCrash: () => void; outside?: () => HTMLElement },
  { error?: Error; attempt: number }
> {
  override state: { error?: Error; attempt: number } = { attempt: 0 };

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch() {
    // A crash before the first commit still settles the hydration, so the island is not left waiting.
    this.props.onCrash();
  }

  override render() {
    // The key remounts the widget on "Try again"; a fragment adds nothing to the DOM, so hydration matches.
    if (!this.state.error) return <Fragment key={this.state.attempt}>{this.props.children}</Fragment>;
    const box = (
      <div className="island-crash" role="alert">
        <h2>This page crashed.</h2>
        <p>{this.state.error.message}</p>
        <button
          type="button"
          className="button"
          onClick={() => this.setState((s) => ({ error: undefined, attempt: s.attempt + 1 }))}
        >
          Try again
        </button>
      </div>
    );
    return this.props.outside ? createPortal(box, this.props.outside()) : box;
  }
}
