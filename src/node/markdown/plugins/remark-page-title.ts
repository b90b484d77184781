/**
 * A page that starts with its own `#` heading (as Docusaurus pages do) has it shown once, as the
 * page's title: the heading leaves the body and its text is returned as the page's heading. The
 * first paragraph is returned as the page's summary, the description of a page whose front
 * matter has none: its first sentences, at most 160 characters.
 */
import type { Root } from 'mdast';
import type { VFile } from 'vfile';
import { toString } from 'mdast-util-to-string';

export const MAX_SUMMARY = 160;

declare module 'vfile' {
  interface DataMap {
    /** The text of the `#` heading the page started with (removed from the body). */
    heading: string;
    /** The first paragraph's first sentences. */
    summary: string;
  }
}

export default function remarkPageTitle() {
  return (tree: Root, file: VFile) => {
    const first = tree.children.findIndex((node) => node.type !== 'html' && node.type !== 'definition');
    const node = tree.children[first];
    if (node?.type === 'heading' && node.depth === 1) {
      file.data.heading = toString(node).trim();
      tree.children.splice(first, 1);
    }
    // The first paragraph with words of its own (raw HTML, such as a row of buttons, says nothing).
    const text = (node: Root['children'][number]) => toString(node, { includeHtml: false }).trim();
    const paragraph = tree.children.find((child) => child.type === 'paragraph' && text(child).length > 0);
    if (paragraph) file.data.summary = summaryOf(text(paragraph));
  };
}

/** Whole sentences up to 160 characters; a first sentence longer than that is cut at a word, with an ellipsis. */
export function summaryOf(text: string): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= MAX_SUMMARY) return clean;
  const sentences = clean.match(/[^.!?]+(?:[.!?]+(?=\s|$)|$)\s*/g) ?? [clean];
  let summary = '';
  for (const sentence of sentences) {
    if ((summary + sentence).trim().length > MAX_SUMMARY) break;
    summary += sentence;
  }
  if (summary.trim()) return summary.trim();
  const cut = clean.slice(0, MAX_SUMMARY - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 80 ? cut.lastIndexOf(' ') : cut.length).replace(/[\s,;:]+$/, '')}…`;
}
