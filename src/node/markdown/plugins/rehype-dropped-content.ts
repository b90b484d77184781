/**
 * Names what the sanitizer is about to drop from a page's raw HTML: elements it does not allow
 * (scripts, forms, frames of unknown hosts), event handlers and `javascript:` addresses. Each is a
 * `dropped-content` problem, an error unless the site builds with `onDroppedContent: "warn"`:
 * nothing a writer put in a page disappears without a word.
 */
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { visit } from 'unist-util-visit';
import { sanitizeSchema } from './sanitize-schema.ts';
import { DROPPED_HINT } from './remark-mdx-syntax.ts';
import { report } from './report.ts';

const ALLOWED = new Set(sanitizeSchema.tagNames);
const URL_PROPERTIES = ['href', 'src', 'action', 'formAction', 'poster', 'cite'];

export default function rehypeDroppedContent() {
  return (tree: Root, file: VFile) => {
    if (!file.data.rawHtml) return;
    visit(tree, 'element', (node) => {
      if (!ALLOWED.has(node.tagName)) {
        report(
          file,
          node,
          'dropped-content',
          `${describe(node)} is not allowed in a page: it is left out${node.children.length > 0 ? ' with its content' : ''}`,
          hintFor(node),
        );
        return 'skip';
      }
      for (const [name, value] of Object.entries(node.properties)) {
        if (/^on[A-Z]/.test(name))
          report(
            file,
            node,
            'dropped-content',
            `the event handler \`${name.toLowerCase()}\` on \`<${node.tagName}>\` is left out: pages run no script`,
            DROPPED_HINT,
          );
        else if (URL_PROPERTIES.includes(name) && /^\s*(javascript|vbscript|data:text\/html)/i.test(String(value)))
          report(
            file,
            node,
            'dropped-content',
            `the \`${name}\` of \`<${node.tagName}>\` is a script address: it is left out`,
            'Link to a page or a web address.',
          );
      }
      return undefined;
    });
  };
}

function describe(node: Element): string {
  if (node.tagName === 'iframe') return `the frame of \`${String(node.properties.src ?? '(no src)')}\``;
  return `HTML \`<${node.tagName}>\``;
}

function hintFor(node: Element): string {
  if (node.tagName === 'iframe')
    return 'Only YouTube, Vimeo and Loom players are embedded: link to the page instead, or set `onDroppedContent: "warn"` to build without it.';
  if (node.tagName === 'script' || node.tagName === 'style')
    return "Pages carry no scripts or styles of their own: remove it (the site's theme styles every page).";
  return DROPPED_HINT;
}
