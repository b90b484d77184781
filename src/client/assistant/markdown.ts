/**
 * Answers are untrusted text: GFM markdown rendered through unified with rehype-sanitize.
 * Links keep only safe targets (http, https, mailto, tel, relative, fragment or query links,
 * as react-markdown 8 allowed); any other becomes a no-op `javascript:void(0)` link that is
 * never followed. Raw HTML is dropped unless the site allows it, and even then sanitized.
 * Images are shown as their alt text: an answer must not load anything from elsewhere. Links
 * to other sites (`https://`, and `//host/path`) open in a new tab without access to this one.
 *
 * The renderer's work is bounded, since an answer is re-rendered as each chunk arrives: past
 * MAX_ANSWER_CHARS the rest of an answer is not shown, an answer nested deeper than pages may be
 * (src/node/markdown/limits.ts) is shown as plain text, and a render that fails for any other reason
 * shows plain text too, so the widget always leaves its loading state.
 */
import { unified, type Plugin } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkRehype from 'remark-rehype';
import rehypeSanitize, { defaultSchema } from 'rehype-sanitize';
import rehypeStringify from 'rehype-stringify';
import { visit } from 'unist-util-visit';
import type { Element, Root } from 'hast';
import { MAX_NESTING, deepestInline } from '../../shared/nesting.ts';
import { CUT_NOTE, MAX_ANSWER_LENGTH } from './stream.ts';
import escapeHtml from 'escape-html';

/** Answers are a few thousand characters; a longer one is cut here as the stream cuts it (one already cut is left as it is). */
export const MAX_ANSWER_CHARS = MAX_ANSWER_LENGTH + CUT_NOTE.length;

export const NO_OP_HREF = 'javascript:void(0)';
const SAFE_PROTOCOLS = ['http', 'https', 'mailto', 'tel'];

/** react-markdown 8's rule: what is kept as written; anything else is made harmless. */
export function isSafeHref(raw: string): boolean {
  const url = raw.trim();
  if (url.startsWith('#') || url.startsWith('/')) return true;
  const colon = url.indexOf(':');
  if (colon < 0) return true;
  if (SAFE_PROTOCOLS.includes(url.slice(0, colon).toLowerCase())) return true;
  const query = url.indexOf('?');
  const hash = url.indexOf('#');
  return (query >= 0 && query < colon) || (hash >= 0 && hash < colon);
}

const markUnsafeLinks: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName === 'img' && parent && index !== undefined) {
      const alt = typeof node.properties.alt === 'string' ? node.properties.alt : '';
      parent.children.splice(index, 1, { type: 'text', value: alt });
      return index;
    }
    if (node.tagName !== 'a') return;
    const href = typeof node.properties.href === 'string' ? node.properties.href : '';
    if (!isSafeHref(href)) {
      delete node.properties.href;
      node.properties.dataNoOp = 'true';
    } else if (/^(https?:)?\/\//i.test(href.trim())) {
      node.properties.target = '_blank';
      node.properties.rel = ['noopener', 'noreferrer'];
    }
    return undefined;
  });
};

/**
 * After sanitizing (these attributes are ours, not the answer's): the links marked unsafe get
 * the no-op target, and code blocks and tables, which may scroll sideways, are named regions
 * that take the focus, so that a keyboard can scroll them.
 */
const ourAttributes: Plugin<[], Root> = () => (tree) => {
  visit(tree, 'element', (node: Element, index, parent) => {
    if (node.tagName === 'a' && node.properties.dataNoOp) node.properties.href = NO_OP_HREF;
    if (node.tagName === 'pre') Object.assign(node.properties, { tabIndex: 0, role: 'region', ariaLabel: 'Code' });
    if (node.tagName === 'table' && parent && index !== undefined) {
      parent.children[index] = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['assistant-table'], tabIndex: 0, role: 'region', ariaLabel: 'Table' },
        children: [node],
      };
      return 'skip';
    }
    return undefined;
  });
};

const schema = {
  ...defaultSchema,
  tagNames: (defaultSchema.tagNames ?? []).filter((t) => !['img', 'input'].includes(t)),
  attributes: {
    ...defaultSchema.attributes,
    a: [...(defaultSchema.attributes?.a ?? []), 'target', 'rel', 'dataNoOp'],
  },
  protocols: { ...defaultSchema.protocols, href: SAFE_PROTOCOLS },
};

/** An answer the Markdown parser cannot take (nested too deep, or failing otherwise), shown as plain text. */
export function renderAnswerAsText(markdown: string): string {
  return `<p class="assistant-plain">${escapeHtml(markdown)}</p>`;
}

/** Nesting deeper than any answer needs: the Markdown parser's time grows with the square of it, and its stack runs out. */
const MAX_ANSWER_NESTING = 32;
const VOID_TAGS = /^(area|base|br|col|embed|hr|img|input|link|meta|source|track|wbr)$/i;

/** The answer nests blockquotes, lists or (when allowed) HTML deeper than MAX_ANSWER_NESTING. */
export function nestsTooDeep(markdown: string, allowHtml = false): boolean {
  let fenced = false;
  for (const line of markdown.split('\n')) {
    // Code is not nested Markdown, however far it is indented.
    if (/^\s{0,3}(```|~~~)/.test(line)) fenced = !fenced;
    if (fenced) continue;
    const prefix = /^[\s>*+-]*/.exec(line)![0];
    if ((prefix.match(/>/g)?.length ?? 0) > MAX_ANSWER_NESTING || prefix.length > MAX_ANSWER_NESTING * 4) return true;
  }
  if (!allowHtml) return false;
  let depth = 0;
  for (const [, close, name, selfClosing] of markdown.matchAll(/<(\/?)([a-z][\w-]*)[^<>]*?(\/?)>/gi)) {
    if (VOID_TAGS.test(name) || selfClosing) continue;
    depth += close ? -1 : 1;
    if (depth > MAX_ANSWER_NESTING) return true;
  }
  return false;
}

/** The answer's HTML; never fails (see the top of this file). */
export async function renderAnswer(answer: string, options: { allowHtml?: boolean } = {}): Promise<string> {
  const markdown = answer.length > MAX_ANSWER_CHARS ? answer.slice(0, MAX_ANSWER_LENGTH) + CUT_NOTE : answer;
  if (nestsTooDeep(markdown, options.allowHtml) || deepestInline(markdown).depth > MAX_NESTING)
    return renderAnswerAsText(markdown);
  return renderMarkdown(markdown, options).catch(() => renderAnswerAsText(markdown));
}

async function renderMarkdown(markdown: string, options: { allowHtml?: boolean }): Promise<string> {
  let processor = unified()
    .use(remarkParse)
    .use(remarkGfm)
    .use(remarkRehype, { allowDangerousHtml: Boolean(options.allowHtml) });
  if (options.allowHtml) {
    const { default: rehypeRaw } = await import('rehype-raw');
    processor = processor.use(rehypeRaw) as never;
  }
  // Step by step, not `process`: an error thrown in a step then rejects this call (with `process`
  // a stack overflow escaped the promise, which never settled).
  const frozen = processor
    .use(markUnsafeLinks)
    .use(rehypeSanitize, schema)
    .use(ourAttributes)
    .use(rehypeStringify)
    .freeze();
  return String(frozen.stringify(await frozen.run(frozen.parse(markdown))));
}
