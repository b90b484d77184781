/**
 * The MDX that Docusaurus docs use, read without running JavaScript. ES module lines (`import`,
 * `export`) and `{/* comments *\/}` are removed; JSX in raw HTML becomes the HTML it stands for
 * (jsx-html.ts), and an expression that needs JavaScript is reported as dropped content. A tag
 * that is no HTML element and no component, written in a sentence (`<your-token>`), is the text
 * it looks like. Marks the page when raw HTML remains, for rehype-raw-html.ts.
 */
import type { Html, Paragraph, Parent, Root, RootContent, Text } from 'mdast';
import type { VFile } from 'vfile';
import { htmlTagNames } from 'html-tag-names';
import { SKIP, visit } from 'unist-util-visit';
import { jsxToHtml } from '../jsx-html.ts';
import { report } from './report.ts';

/** MDX's ES module lines (`import X from '...'`, `export const x = ...`), not prose that starts with the word. */
const MDX_ESM = /^import\s+(?:[\w$*{][^\n]*\sfrom\s+)?['"]|^export\s+(?:const|let|var|function|default|\{)/;
const MDX_COMMENT = /^\{\/\*[\s\S]*\*\/\}\s*$/;
const HTML_TAGS = new Set([...htmlTagNames, 'center', 'font']);
const PHRASING_PARENTS = new Set([
  'paragraph',
  'heading',
  'tableCell',
  'emphasis',
  'strong',
  'delete',
  'link',
  'linkReference',
]);
export const DROPPED_HINT =
  'Write it without JavaScript (plain HTML or Markdown), or set `onDroppedContent: "warn"` in site.config.ts to build without it.';

declare module 'vfile' {
  interface DataMap {
    /** The page has raw HTML (or JSX) to parse. */
    rawHtml: boolean;
    /** Component names as written (`TabItem`), by their lower-case form. */
    components: globalThis.Map<string, string>;
  }
}

export default function remarkMdxSyntax() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    const mdx = /\.mdx$/i.test(file.data.context?.source ?? '');
    const components = (file.data.components = new Map());
    let rawHtml = false;
    visit(tree, (node: RootContent | Root, index, parent) => {
      if (!parent || index === undefined) return undefined;
      if (node.type === 'paragraph' && isModuleOrComment(node, source)) {
        parent.children.splice(index, 1);
        return index;
      }
      if (node.type === 'html') {
        rawHtml = html(node, parent, index, file, components) || rawHtml;
        return SKIP;
      }
      if (mdx && node.type === 'text') expressions(node, file);
      return undefined;
    });
    file.data.rawHtml = rawHtml;
  };
}

/** A paragraph that is only MDX module lines or an MDX comment (read from the source: emphasis would hide the `*`). */
function isModuleOrComment(paragraph: Paragraph, source: string): boolean {
  const start = paragraph.position?.start.offset;
  const end = paragraph.position?.end.offset;
  if (start === undefined || end === undefined) return false;
  const text = source.slice(start, end).trim();
  return (
    MDX_COMMENT.test(text) ||
    (MDX_ESM.test(text) &&
      text
        .split('\n')
        .every(
          (line) =>
            !line.trim() ||
            MDX_ESM.test(line.trim()) ||
            /^[\s}\])'";,]|^\s/.test(line) ||
            /^(from|as)\s/.test(line.trim()),
        ))
  );
}

/** Raw HTML made readable as HTML; true when HTML is left for the page. */
function html(node: Html, parent: Parent, index: number, file: VFile, components: Map<string, string>): boolean {
  if (/^\s*<!--[\s\S]*-->\s*$/.test(node.value)) return false;
  const tag = /^\s*<([A-Za-z][\w.-]*)/.exec(node.value)?.[1];
  if (tag && PHRASING_PARENTS.has(parent.type) && !/^[A-Z]/.test(tag) && !HTML_TAGS.has(tag.toLowerCase())) {
    parent.children[index] = { type: 'text', value: node.value, position: node.position } as Text;
    return false;
  }
  const converted = jsxToHtml(node.value);
  for (const name of converted.components) components.set(name.toLowerCase(), name);
  for (const expression of converted.dropped)
    report(
      file,
      node,
      'dropped-content',
      `the JSX expression \`${shorten(expression)}\` needs JavaScript: it is left out`,
      DROPPED_HINT,
    );
  node.value = converted.html;
  return node.value.trim() !== '';
}

/** `{props.value}` in an `.mdx` page's text: MDX would run it; here it shows as written. */
function expressions(node: Text, file: VFile): void {
  const found = /\{(?!\/\*)[^{}\n]+\}/.exec(node.value);
  if (found)
    report(
      file,
      node,
      'dropped-content',
      `the MDX expression \`${shorten(found[0])}\` needs JavaScript: it shows as text`,
      'Write the value itself, or escape the braces (`\\{`) if they are text.',
    );
}

function shorten(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
