/**
 * Highlights code blocks at build time (no highlighter reaches the browser): token classes only,
 * coloured by the stylesheet for the light and the dark theme. The meta string gives the block a
 * caption (`title="…"`), highlighted lines (`{1,3-5}`, or magic comments) and line numbers
 * (`showLineNumbers`). A language no grammar knows is shown as plain text, with a warning.
 */
import type { Element, Root, ElementContent } from 'hast';
import type { VFile } from 'vfile';
import { walk } from '../walk.ts';
import { createHighlighter } from '../code-languages.ts';
import { lineSpans, magicComments, parseMeta } from '../code-lines.ts';
import { report } from './report.ts';

type Highlighter = ReturnType<typeof createHighlighter>;
const highlighters = new Map<string, Highlighter>();

/** `languages`: the highlight.js languages the site names beyond the built-in set (config `codeLanguages`). */
export default function rehypeCode(options: { languages?: string[] } = {}) {
  const key = (options.languages ?? []).join(',');
  let lowlight = highlighters.get(key);
  if (!lowlight) highlighters.set(key, (lowlight = createHighlighter(options.languages)));
  return (tree: Root, file: VFile) => {
    walk<Element>(tree, (node, index, parent) => {
      if (node.type !== 'element' || node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      parent.children[index] = codeBlock(code, node, file, lowlight!);
      return false;
    });
  };
}

function codeBlock(code: Element, pre: Element, file: VFile, lowlight: Highlighter): Element {
  const language = languageOf(code);
  const meta = parseMeta(String((code.data as { meta?: string } | undefined)?.meta ?? code.properties.dataMeta ?? ''));
  const magic = magicComments(textOf(code));
  let children: ElementContent[] = [{ type: 'text', value: magic.code }];
  if (language && lowlight.registered(language)) {
    children = lowlight.highlight(language, magic.code).children as ElementContent[];
  } else if (language) {
    report(
      file,
      pre,
      'code-language',
      `code language \`${language}\` is not highlighted: the block is shown as plain text`,
      'Name a language highlight.js knows (bash, yaml, json, python, java, sql, protobuf, ...), add it to `codeLanguages` in site.config.ts, or write ```text.',
      'warning',
    );
  } else {
    report(
      file,
      pre,
      'code-no-language',
      'code block without a language: it is not highlighted',
      'Name the language after the opening fence (```bash, ```yaml, ...), or ```text for plain output; indented blocks cannot name one.',
      'warning',
    );
  }
  const highlighted = new Set([...meta.highlighted, ...magic.highlighted]);
  const lined = highlighted.size > 0 || meta.firstLineNumber !== undefined;
  const preProperties: Element['properties'] = {
    className: meta.firstLineNumber !== undefined ? ['hljs', 'line-numbers'] : ['hljs'],
    tabIndex: 0,
  };
  return {
    type: 'element',
    tagName: 'div',
    properties: { className: ['code-block'], dataLanguage: language ?? 'text' },
    children: [
      ...(meta.title
        ? [
            {
              type: 'element',
              tagName: 'div',
              properties: { className: ['code-title'] },
              children: [{ type: 'text', value: meta.title }],
            } as Element,
          ]
        : []),
      {
        type: 'element',
        tagName: 'pre',
        properties: preProperties,
        children: [
          {
            type: 'element',
            tagName: 'code',
            properties: {},
            children: lined ? lineSpans(children, highlighted, meta.firstLineNumber) : children,
          },
        ],
      },
    ],
  };
}

function languageOf(code: Element): string | undefined {
  const classes = (code.properties.className as string[] | undefined) ?? [];
  const found = classes.find((c) => c.startsWith('language-'));
  return found?.slice('language-'.length).toLowerCase();
}

function textOf(node: Element): string {
  return node.children
    .map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : ''))
    .join('')
    .replace(/\n$/, '');
}
