/**
 * Marks a widget as an island: rendered here on the server, hydrated in the browser by the
 * client entry when first used or seen. The component must also be in the client registry
 * (src/client/islands/registry.ts) under the same name.
 */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';

export interface IslandProps<P> {
  name: string;
  component: ComponentType<P>;
  props: P;
  /** `visible`: hydrate when scrolled into view; default: on first interaction. */
  hydrate?: 'visible' | 'interaction';
  className?: string;
}

export function Island<P extends object>({
  name,
  component: Component,
  props,
  hydrate = 'interaction',
  className,
}: IslandProps<P>) {
  return (
    <div
      className={className}
      data-island={name}
      data-hydrate={hydrate}
      data-props={JSON.stringify(props)}
      dangerouslySetInnerHTML={{ __html: renderToString(<Component {...props} />) }}
    />
  );
}
