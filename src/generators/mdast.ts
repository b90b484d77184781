/**
 * Builders for generators that hand the Markdown stage a tree (mdast) instead of text: a large
 * generated page then skips parsing, the slowest part of compiling (the GraphQL reference of a
 * schema the size of DataHub's: about 2.3 s of parsing saved). The page's Markdown twin is
 * written from the same tree, so the HTML and the `.md` file cannot disagree.
 */
import type { BlockContent, Code, Heading, Paragraph, PhrasingContent, Root, RootContent, Table, TableCell } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { directiveToMarkdown } from 'mdast-util-directive';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const strong = (...children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children });
export const link = (url: string, ...children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
export const image = (url: string, alt: string): PhrasingContent => ({ type: 'image', url, alt });
export const codeBlock = (lang: string, value: string): Code => ({ type: 'code', lang, value });

/**
 * `:::details[label]`: remark-directive keeps the label as a first paragraph marked
 * `directiveLabel`, which is what the details plugin reads (and what the twin is written from).
 */
export function details(label: string, ...children: BlockContent[]): ContainerDirective {
  return { type: 'containerDirective', name: 'details', attributes: {}, children: [{ type: 'paragraph', data: { directiveLabel: true }, children: [text(label)] }, ...children] };
}

/** A heading with an explicit id (`## Name {#id}`, as writers would type it). */
export function heading(depth: Heading['depth'], title: string, id: string): Heading {
  return { type: 'heading', depth, children: [text(`${title} {#${id}}`)] };
}

export function table(header: string[], rows: PhrasingContent[][][]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
  return { type: 'table', children: [{ type: 'tableRow', children: header.map((h) => cell([text(h)])) }, ...rows.map((row) => ({ type: 'tableRow' as const, children: row.map(cell) }))] };
}

/** Joins phrasing pieces with a separator, leaving out empty ones. */
export function joined(parts: PhrasingContent[][], separator: string): PhrasingContent[] {
  return parts.filter((part) => part.length > 0).flatMap((part, i) => (i === 0 ? part : [text(separator), ...part]));
}

// Anything here may be Markdown syntax: such text goes through the parser.
const MARKUP = /[\\*_[\]<>&!~|#]|https?:|www\.|^\s*[-+=>\d]|\n\s*\n/;
const inlineParser = unified().use(remarkParse).use(remarkGfm).freeze();

/** Parsed without positions: they would point into the data string, not into the page. */
function parsed(source: string): Root {
  const tree = inlineParser.parse(source);
  const strip = (node: { position?: unknown; children?: unknown[] }) => {
    delete node.position;
    node.children?.forEach((child) => strip(child as never));
  };
  strip(tree as never);
  return tree;
}

/**
 * Inline Markdown from data (a description): plain text and code spans are built directly,
 * which covers nearly every description; anything richer is parsed. Paragraph breaks become
 * spaces, since the text goes into one line (a table cell) or one paragraph.
 */
export function inline(markdown: string): PhrasingContent[] {
  const source = markdown.trim();
  if (!source) return [];
  if (!MARKUP.test(source)) {
    return source
      .split(/(`[^`]+`)/)
      .filter(Boolean)
      .map((part) => (part.startsWith('`') && part.endsWith('`') && part.length > 1 ? code(part.slice(1, -1)) : text(part.replace(/\s+/g, ' '))));
  }
  const tree = parsed(source);
  return tree.children.flatMap((block, i) => {
    const children = block.type === 'paragraph' ? block.children : [text(source)];
    return i === 0 ? children : [text(' '), ...children];
  });
}

/** A description as block content: its paragraphs, or the fallback sentence when there is none. */
export function blocks(markdown: string | null | undefined, fallback: PhrasingContent[]): RootContent[] {
  const source = (markdown ?? '').trim();
  if (!source) return [paragraph(...fallback)];
  if (!MARKUP.test(source)) return [paragraph(...inline(source))];
  return parsed(source).children;
}

/** A page made from its tree: the tree for the Markdown stage, the Markdown for its twin. */
export function pageFromTree(children: RootContent[]): { tree: Root; markdown: string } {
  const tree: Root = { type: 'root', children };
  const markdown = toMarkdown(tree, { extensions: [gfmToMarkdown({ tablePipeAlign: false }), directiveToMarkdown()], bullet: '-', emphasis: '_', rule: '-', fences: true });
  return { tree, markdown };
}
