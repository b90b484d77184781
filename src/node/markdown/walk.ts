/**
 * A plain depth-first walk over a unist tree. Our plugins use it instead of unist-util-visit,
 * which allocates closures per node: on a large site that is a measurable share of the build.
 * The callback may replace `parent.children[index]`; returning `false` skips the node's children.
 */
import type { Node, Parent } from 'unist';

export function walk<T extends Node = Node>(tree: Node, callback: (node: T, index: number | undefined, parent: Parent | undefined) => boolean | void): void {
  const visitNode = (node: Node, index: number | undefined, parent: Parent | undefined): void => {
    if (callback(node as T, index, parent) === false) return;
    const children = (node as Parent).children;
    if (!children) return;
    for (let i = 0; i < children.length; i++) visitNode(children[i], i, node as Parent);
  };
  visitNode(tree, undefined, undefined);
}
