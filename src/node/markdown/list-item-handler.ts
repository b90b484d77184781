/**
 * How a list item becomes HTML. mdast-util-to-hast's own handler asks, for every item, whether its
 * whole list is loose, by walking all the list's items: a list of n items costs n² (a 16,000-item
 * list, two seconds). The answer is the same for every item of a list, so it is worked out once per
 * list and handed to the library's handler through a stand-in parent holding just that answer.
 */
import { defaultHandlers, type State } from 'mdast-util-to-hast';
import type { List, ListItem, Parents } from 'mdast';

const standIns = new WeakMap<List, List>();

export function listItem(state: State, node: ListItem, parent: Parents | undefined) {
  if (parent?.type !== 'list') return defaultHandlers.listItem(state, node, parent);
  let standIn = standIns.get(parent);
  if (!standIn) {
    standIn = { type: 'list', spread: isLoose(parent), children: [] };
    standIns.set(parent, standIn);
  }
  return defaultHandlers.listItem(state, node, standIn);
}

/** The library's rule: a list is loose when it is spread or any item is (an item without `spread`: when it holds more than one block). */
function isLoose(list: List): boolean {
  return Boolean(list.spread) || list.children.some((item) => item.spread ?? item.children.length > 1);
}
