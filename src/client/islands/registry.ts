/**
 * The widgets that can be islands, by name. Each entry is a dynamic import, so a widget's
 * code is a separate chunk loaded only on pages and at moments that need it.
 */
import type { ComponentType } from 'react';

export const islandComponents: Record<string, () => Promise<ComponentType<any>>> = {
  search: () => import('../search/search-button.tsx').then((m) => m.SearchButton),
};
