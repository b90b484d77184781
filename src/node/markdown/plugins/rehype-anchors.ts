/** Records every element id of the page: the targets that `#anchor` links may point at. */
import { walk } from '../walk.ts';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';

export default function rehypeAnchors() {
  return (tree: Root, file: VFile) => {
    const anchors: string[] = [];
    walk<Element>(tree, (node) => {
      if (node.type !== 'element') return;
      const id = node.properties.id;
      if (typeof id === 'string' && id) anchors.push(id);
    });
    file.data.anchors = anchors;
  };
}
