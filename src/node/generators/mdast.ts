/**
 * Builders for generators that hand the Markdown stage a tree (mdast) instead of text: a large
 * generated page then skips parsing, the slowest part of compiling (the GraphQL reference of a
 * schema the size of DataHub's: about 2.3 s of parsing saved). The page's Markdown twin is
 * written from the same tree, so the HTML and the `.md` file cannot disagree.
 */
import type {
  BlockContent,
  Code,
  Heading,
  List,
  Paragraph,
  PhrasingContent,
  Root,
  RootContent,
  Table,
  TableCell,
} from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import { toMarkdown } from 'mdast-util-to-markdown';
import { gfmToMarkdown } from 'mdast-util-gfm';
import { directiveToMarkdown } from 'mdast-util-directive';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { walk } from '../markdown/walk.ts';
import { cachedText } from './escape-cache.ts';

export const text = (value: string): PhrasingContent => ({ type: 'text', value });
export const code = (value: string): PhrasingContent => ({ type: 'inlineCode', value });
export const strong = (...children: PhrasingContent[]): PhrasingContent => ({ type: 'strong', children });
export const emphasis = (...children: PhrasingContent[]): PhrasingContent => ({ type: 'emphasis', children });
export const link = (url: string, ...children: PhrasingContent[]): PhrasingContent => ({ type: 'link', url, children });
export const paragraph = (...children: PhrasingContent[]): Paragraph => ({ type: 'paragraph', children });
export const image = (url: string, alt: string): PhrasingContent => ({ type: 'image', url, alt });
export const codeBlock = (lang: string, value: string): Code => ({ type: 'code', lang, value });

/**
 * `:::name[label]{attributes}`, as remark-directive reads it: the label becomes a first paragraph
 * marked `directiveLabel`, which is what the directive plugins read (and what the twin is written from).
 */
export function container(
  name: string,
  attributes: Record<string, string>,
  children: BlockContent[],
  label?: PhrasingContent[],
): ContainerDirective {
  const labelled: BlockContent[] = label
    ? [{ type: 'paragraph', data: { directiveLabel: true }, children: label }]
    : [];
  return { type: 'containerDirective', name, attributes, children: [...labelled, ...children] };
}

export function details(label: string, ...children: BlockContent[]): ContainerDirective {
  return container('details', {}, children, [text(label)]);
}

/** A tight bullet list, one paragraph per item. */
export function list(items: PhrasingContent[][]): List {
  return {
    type: 'list',
    ordered: false,
    spread: false,
    children: items.map((item) => ({ type: 'listItem', spread: false, children: [paragraph(...item)] })),
  };
}

/** A heading with an explicit id (`## Name {#id}`, as writers would type it). */
export function heading(depth: Heading['depth'], title: string, id: string): Heading {
  return { type: 'heading', depth, children: [text(`${title} {#${id}}`)] };
}

export function table(header: string[], rows: PhrasingContent[][][]): Table {
  const cell = (children: PhrasingContent[]): TableCell => ({ type: 'tableCell', children });
  return {
    type: 'table',
    children: [
      { type: 'tableRow', children: header.map((h) => cell([text(h)])) },
      ...rows.map((row) => ({ type: 'tableRow' as const, children: row.map(cell) })),
    ],
  };
}

/** Joins phrasing pieces with a separator, leaving out empty ones. */
export function joined(parts: PhrasingContent[][], separator: string): PhrasingContent[] {
  return parts.filter((part) => part.length > 0).flatMap((part, i) => (i === 0 ? part : [text(separator), ...part]));
}

// Anything here may be Markdown syntax (or a bare address, which GFM links): such text goes
// through the parser. Lines are checked one by one, as a list or a fence may start on any of them.
// Code spans are left out of the test: what they hold is shown as written (`schema_pattern`).
const MARKUP = /[\\*_[\]<>&!~|#@]|https?:|www\.|(^|\n)\s*([-+=>\d]|\n)/;
const CODE_SPAN = /`[^`]+`/g;
const needsParser = (source: string) => source.includes('``') || MARKUP.test(source.replace(CODE_SPAN, 'x'));
const inlineParser = unified().use(remarkParse).use(remarkGfm).freeze();
const pageParser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();

/** Parsed without positions: they would point into the data string, not into the page. */
function parsed(source: string, parser = inlineParser): Root {
  const tree = parser.parse(source);
  walk<RootContent>(tree, (node, index, parent) => {
    // As in the page pipeline, text and leaf directives are not part of the content format:
    // they go back to the text they came from (`host:port`), which only this string still holds.
    if ((node.type === 'textDirective' || node.type === 'leafDirective') && parent && index !== undefined) {
      const value: PhrasingContent = text(source.slice(node.position!.start.offset, node.position!.end.offset));
      parent.children[index] = node.type === 'textDirective' ? value : paragraph(value);
      return false;
    }
    delete node.position;
  });
  return tree;
}

/**
 * Inline Markdown from data (a description): plain text and code spans are built directly,
 * which covers nearly every description; anything richer is parsed. Line and paragraph breaks
 * become spaces, since the text goes into one line (a table cell) or one paragraph.
 */
export function inline(markdown: string): PhrasingContent[] {
  const source = markdown.trim().replace(/\s*\n\s*/g, ' ');
  if (!source) return [];
  if (!needsParser(source)) {
    return source
      .split(/(`[^`]+`)/)
      .filter(Boolean)
      .map((part) =>
        part.startsWith('`') && part.endsWith('`') && part.length > 1
          ? codeSpan(part.slice(1, -1))
          : text(part.replace(/\s+/g, ' ')),
      );
  }
  // One line is one block: a paragraph, or something (a heading, a list) that a cell shows as written.
  const [block] = parsed(source).children;
  return block?.type === 'paragraph' ? block.children : [text(source)];
}

/** A code span as CommonMark reads it: one space on both sides is padding. */
function codeSpan(content: string): PhrasingContent {
  return code(/^ .*[^ ].* $/s.test(content) ? content.slice(1, -1) : content);
}

/** A description as block content: its paragraphs, or the fallback sentence when there is none. */
export function blocks(markdown: string | null | undefined, fallback: PhrasingContent[]): RootContent[] {
  const source = (markdown ?? '').trim();
  if (!source) return [paragraph(...fallback)];
  if (!needsParser(source)) return [paragraph(...inline(source))];
  return parsed(source).children;
}

/**
 * Markdown from data that is a part of the page (a platform overview, a usage section): parsed as
 * the page itself would be, so admonitions and tabs written there work; nothing when empty.
 */
export function pageBlocks(markdown: string | undefined): RootContent[] {
  const source = (markdown ?? '').trim();
  return source ? parsed(source, pageParser).children : [];
}

/** A page made from its tree: the tree for the Markdown stage, the Markdown for its twin. */
export function pageFromTree(children: RootContent[]): { tree: Root; markdown: string } {
  const tree: Root = { type: 'root', children };
  const markdown = toMarkdown(tree, {
    extensions: [gfmToMarkdown({ tablePipeAlign: false }), directiveToMarkdown()],
    handlers: { text: cachedText },
    bullet: '-',
    emphasis: '_',
    rule: '-',
    fences: true,
  });
  return { tree, markdown };
}
