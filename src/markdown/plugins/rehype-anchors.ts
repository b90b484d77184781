/** Records every element id of the page: the targets that `#anchor` links may point at. */
import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';

export default function rehypeAnchors() {
  return (tree: Root, file: VFile) => {
    const anchors: string[] = [];
    visit(tree, 'element', (node: Element) => {
      const id = node.properties.id;
      if (typeof id === 'string' && id) anchors.push(id);
    });
    file.data.anchors = anchors;
  };
}
