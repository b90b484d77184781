/**
 * Parses the raw HTML of a page (what remark-mdx-syntax.ts left of its HTML and JSX) into
 * elements, as a browser would, keeping positions for messages. Pages without raw HTML, most of
 * them, skip the HTML parser.
 */
import { raw } from 'hast-util-raw';
import type { Root } from 'hast';
import { visit } from 'unist-util-visit';
import type { VFile } from 'vfile';

export default function rehypeRawHtml() {
  return (tree: Root, file: VFile): Root => {
    if (!file.data.rawHtml) return tree;
    // Parsing keeps elements' properties, not their data: a code block's meta string rides along as one.
    visit(tree, 'element', (node) => {
      const meta = (node.data as { meta?: string } | undefined)?.meta;
      if (node.tagName === 'code' && meta) node.properties.dataMeta = meta;
    });
    return raw(tree, { file }) as Root;
  };
}
