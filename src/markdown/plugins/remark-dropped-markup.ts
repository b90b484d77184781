/**
 * Tells the writer about markup the page will not show. The content format has no raw HTML and
 * no MDX: HTML and JSX are dropped when the tree becomes HTML, and MDX imports and comments are
 * plain text. Dropping them silently would lose content without a word (a `<Tabs>` block copied
 * from an MDX site vanishes), so each is a warning with the Markdown that does the same job.
 * HTML comments are left alone: hiding a note from readers is what the writer meant.
 */
import type { Html, Paragraph, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from '../walk.ts';
import { report } from './report.ts';

/** What to write instead of an element, by lower-cased tag name. */
const INSTEAD: Record<string, string> = {
  tabs: 'Write tabs as `::::tabs{groupId="..."}` with a `:::tab{label="..."}` block per tab (see the authoring guide).',
  tabitem: 'Write each tab as `:::tab{label="..."}` ... `:::` inside a `::::tabs` block.',
  admonition: 'Write an admonition as `:::note` (or tip, info, caution, danger) ... `:::`.',
  details: 'Write a collapsible block as `:::details[Summary line]` ... `:::`.',
  summary: 'Write a collapsible block as `:::details[Summary line]` ... `:::`.',
  img: 'Write an image as `![what it shows](./img/picture.png)`.',
  a: 'Write a link as `[text](https://example.com)` or `[text](./page.md)`.',
  br: 'End the line with a backslash (`\\`) for a line break, or start a new paragraph.',
  kbd: 'Write keys as code: `Ctrl` + `K`.',
  code: 'Write code as `code` in backticks.',
  b: 'Write **bold** in Markdown.',
  strong: 'Write **bold** in Markdown.',
  i: 'Write *italics* in Markdown.',
  em: 'Write *italics* in Markdown.',
  p: 'Separate paragraphs with a blank line.',
  table: 'Write a GitHub-style Markdown table.',
  ul: 'Write a list with `-` items.',
  ol: 'Write a numbered list with `1.` items.',
  iframe: 'Embedded frames are not allowed: link to the page instead.',
  video: 'Videos are not embedded: link to the video instead.',
  script: 'Scripts are not allowed in content.',
  style: 'Styles are not allowed in content; the site\'s theme styles every page.',
};
/** MDX's ES module lines (`import X from '...'`, `export const x = ...`), not prose that starts with the word. */
const MDX_ESM = /^import\s+(?:[\w$*{][^\n]*\sfrom\s+)?['"]|^export\s+(?:const|let|var|function|default|\{)/;
const MDX_COMMENT = /^\{\/\*[\s\S]*\*\/\}\s*$/;
const PHRASING_PARENTS = new Set(['paragraph', 'heading', 'tableCell', 'emphasis', 'strong', 'delete', 'link', 'linkReference']);
const COMPONENT_HINT = 'Components are MDX, not Markdown: write it with the Markdown and blocks of the authoring guide.';
const DEFAULT_HINT = 'Write it in Markdown (see the authoring guide); raw HTML is not part of the content format.';

export default function remarkDroppedMarkup() {
  return (tree: Root, file: VFile) => {
    const seen = new Map<string, { node: Html | Paragraph; message: string; hint: string; count: number }>();
    const note = (key: string, node: Html | Paragraph, message: string, hint: string) => {
      const entry = seen.get(key);
      if (entry) entry.count++;
      else seen.set(key, { node, message, hint, count: 1 });
    };
    const source = String(file.value);
    walk<RootContent>(tree, (node, _index, parent) => {
      if (node.type === 'html') {
        const tag = openingTag(node.value);
        if (tag) {
          const what = `${isComponent(tag) ? 'JSX component' : 'HTML'} \`<${tag}>\``;
          // Inline tags lose only themselves; a block of HTML is dropped with the text inside it.
          const message = PHRASING_PARENTS.has(parent?.type ?? '') ? `${what} is dropped from the page (the text around it stays)` : `${what} is dropped from the page with everything in its block`;
          note(`tag:${tag}`, node, message, INSTEAD[tag.toLowerCase()] ?? (isComponent(tag) ? COMPONENT_HINT : DEFAULT_HINT));
        }
        return false;
      }
      if (node.type === 'paragraph' && parent?.type === 'root') {
        const text = sourceOf(node, source);
        const esm = MDX_ESM.test(text) ? text.slice(0, 6) : undefined;
        if (esm) note('esm', node, `MDX \`${esm}\` statement is shown as text`, 'Remove it: Markdown pages import nothing. Use the blocks of the authoring guide instead of components.');
        else if (MDX_COMMENT.test(text)) note('mdx-comment', node, 'MDX comment `{/* ... */}` is shown as text', 'Write a comment as `<!-- ... -->`.');
      }
      return undefined;
    });
    for (const { node, message, hint, count } of seen.values()) {
      report(file, node, 'dropped-markup', count > 1 ? `${message}; ${count - 1} more on this page` : message, hint, 'warning');
    }
  };
}

/** The name of the first opening tag in raw HTML (`<Tabs groupId="x">` → `Tabs`); none for comments and closing tags. */
function openingTag(html: string): string | undefined {
  return /^\s*<([A-Za-z][\w.-]*)/.exec(html)?.[1];
}

function isComponent(tag: string): boolean {
  return /^[A-Z]/.test(tag) || tag.includes('.');
}

/** The Markdown a paragraph was parsed from (emphasis would hide the `*` of a comment); empty for generated trees. */
function sourceOf(paragraph: Paragraph, source: string): string {
  const start = paragraph.position?.start.offset;
  const end = paragraph.position?.end.offset;
  return start === undefined || end === undefined ? '' : source.slice(start, end);
}
