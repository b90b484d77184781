/**
 * Highlights code blocks at build time (no highlighter reaches the browser): token classes
 * only, coloured by the stylesheet for the light and the dark theme. A `title="…"` in the
 * meta string becomes the block's caption.
 */
import { createLowlight } from 'lowlight';
import bash from 'highlight.js/lib/languages/bash';
import diff from 'highlight.js/lib/languages/diff';
import dockerfile from 'highlight.js/lib/languages/dockerfile';
import graphql from 'highlight.js/lib/languages/graphql';
import ini from 'highlight.js/lib/languages/ini';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import plaintext from 'highlight.js/lib/languages/plaintext';
import properties from 'highlight.js/lib/languages/properties';
import python from 'highlight.js/lib/languages/python';
import shell from 'highlight.js/lib/languages/shell';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import scala from 'highlight.js/lib/languages/scala';
import { walk } from '../walk.ts';
import type { Element, Root, ElementContent } from 'hast';
import type { VFile } from 'vfile';
import { report } from './report.ts';

const lowlight = createLowlight({ bash, diff, dockerfile, graphql, ini, java, javascript, json, plaintext, properties, python, shell, sql, typescript, xml, yaml, scala });
// Names writers use, mapped to the grammar that highlights them.
lowlight.registerAlias({ bash: ['sh', 'zsh'], shell: ['shell-session'], plaintext: ['text', 'txt'], ini: ['toml', 'cfg'], xml: ['html'], javascript: ['js'], typescript: ['ts'], python: ['py'], yaml: ['yml'] });

export const CODE_LANGUAGES = lowlight.listLanguages();

export default function rehypeCode() {
  return (tree: Root, file: VFile) => {
    walk<Element>(tree, (node, index, parent) => {
      if (node.type !== 'element' || node.tagName !== 'pre' || !parent || index === undefined) return;
      const code = node.children[0];
      if (!code || code.type !== 'element' || code.tagName !== 'code') return;
      const language = languageOf(code);
      const text = textOf(code);
      const meta = String((code.data as { meta?: string } | undefined)?.meta ?? '');
      let children: ElementContent[] = [{ type: 'text', value: text }];
      if (language && lowlight.registered(language)) {
        children = lowlight.highlight(language, text).children as ElementContent[];
      } else if (language) {
        report(file, node, 'code-language', `unknown code language \`${language}\``, `Use one of: ${CODE_LANGUAGES.join(', ')}, shell-session, text.`);
      } else {
        report(file, node, 'code-no-language', 'code block without a language: it is not highlighted', 'Name the language after the opening fence (```bash, ```yaml, ...), or ```text for plain output; indented blocks cannot name one.', 'warning');
      }
      const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
      const titleText = title ? (title[1] ?? title[2] ?? title[3]) : undefined;
      const block: Element = {
        type: 'element',
        tagName: 'div',
        properties: { className: ['code-block'], dataLanguage: language ?? 'text' },
        children: [
          ...(titleText ? [{ type: 'element', tagName: 'div', properties: { className: ['code-title'] }, children: [{ type: 'text', value: titleText }] } as Element] : []),
          { type: 'element', tagName: 'pre', properties: { className: ['hljs'], tabIndex: 0 }, children: [{ type: 'element', tagName: 'code', properties: {}, children }] },
        ],
      };
      parent.children[index] = block;
      return false;
    });
  };
}

function languageOf(code: Element): string | undefined {
  const classes = (code.properties.className as string[] | undefined) ?? [];
  const found = classes.find((c) => c.startsWith('language-'));
  return found?.slice('language-'.length).toLowerCase();
}

function textOf(node: Element): string {
  return node.children.map((child) => (child.type === 'text' ? child.value : child.type === 'element' ? textOf(child) : '')).join('').replace(/\n$/, '');
}
