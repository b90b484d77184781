/**
 * Parses the raw HTML of a page (what remark-mdx-syntax.ts left of its HTML and JSX) into
 * elements, as a browser would, keeping positions for messages. Pages without raw HTML, most of
 * them, skip the HTML parser.
 */
import { raw } from 'hast-util-raw';
import type { Root } from 'hast';
import type { VFile } from 'vfile';

export default function rehypeRawHtml() {
  return (tree: Root, file: VFile): Root => (file.data.rawHtml ? (raw(tree, { file }) as Root) : tree);
}
