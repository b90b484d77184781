/** The reading order of a sidebar: what previous/next links, breadcrumbs and checks follow. */
import type { SidebarItem } from './types.ts';

const flatCache = new WeakMap<SidebarItem[], string[]>();

/** Doc ids in reading order: docs and category links, depth first. */
export function flattenDocs(items: SidebarItem[]): string[] {
  const cached = flatCache.get(items);
  if (cached) return cached;
  const ids: string[] = [];
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'doc') ids.push(item.id);
      if (item.type === 'category') {
        if (item.link) ids.push(item.link);
        walk(item.items);
      }
    }
  };
  walk(items);
  flatCache.set(items, ids);
  return ids;
}
