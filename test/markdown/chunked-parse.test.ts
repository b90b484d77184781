/**
 * A long page parsed in pieces (src/node/markdown/chunks.ts) gives the tree of the page parsed whole,
 * positions included: the site's pages (pagesToCut) and pages written to trip the splitter, cut as
 * often as the splitter allows.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { VFile } from 'vfile';
import type { Root } from 'mdast';
import remarkGatedAutolinkLiterals from '../../src/node/markdown/plugins/remark-gated-autolink-literals.ts';
import remarkGatedGfmSyntax from '../../src/node/markdown/plugins/remark-gated-gfm-syntax.ts';
import { parseInPieces } from '../../src/node/markdown/plugins/remark-chunked-parse.ts';
import { findPieces } from '../../src/node/markdown/chunks.ts';
import { repoRoot } from '../helpers/site.ts';

// The parser as the pipeline has it, without the pieces.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkGatedAutolinkLiterals)
  .use(remarkGatedGfmSyntax)
  .use(remarkDirective)
  .freeze();
const parse = processor.parser as unknown as (text: string, file: VFile) => Root;

/** The page cut at every place the splitter allows: its tree must be the whole page's. */
function assertSameTree(text: string, name: string): number {
  const pieces = findPieces(text, 1);
  const whole = parse(text, new VFile({ value: text }));
  const joined = parseInPieces(parse, text, new VFile({ value: text }), pieces);
  assert.ok(joined, `${name}: the pieces join`);
  assert.deepEqual(joined, whole, name);
  return pieces.length;
}

/**
 * The pages to cut: every hand-written page once (a frozen version's copy of a page is read only if
 * it differs), and one in three of the generated reference pages (a few generators write them
 * alike; all of them would double this file's time for no construct more).
 */
async function pagesToCut(): Promise<[string, string][]> {
  const files = ((await readdir(join(repoRoot, 'content'), { recursive: true })) as string[])
    .filter((file) => file.endsWith('.md'))
    .sort();
  const generated = files.filter((file) => file.includes('/generated/'));
  const chosen = [...files.filter((file) => !file.includes('/generated/')), ...generated.filter((_, i) => i % 3 === 0)];
  const seen = new Set<string>();
  const pages: [string, string][] = [];
  for (const file of chosen) {
    const text = await readFile(join(repoRoot, 'content', file), 'utf8');
    if (!seen.has(text)) pages.push([file, text]);
    seen.add(text);
  }
  return pages;
}

test("the site's pages parse to the same tree in pieces (generated ones sampled)", async () => {
  const pages = await pagesToCut();
  assert.ok(pages.length > 300, `${pages.length} pages`);
  let pieces = 0;
  for (const [file, text] of pages) pieces += assertSameTree(text, file);
  assert.ok(pieces > pages.length * 5, `cut often (${pieces} pieces)`);
});

const tricky: Record<string, string> = {
  'lists of two levels': Array.from({ length: 60 }, (_, i) => `${'  '.repeat(i % 2)}- item ${i}`).join('\n'),
  'a loose list': Array.from({ length: 20 }, (_, i) => `- item ${i}\n`).join('\n'),
  'ordered lists, both delimiters': '1. a\n2. b\n3) c\n4) d\n\nText\n2. not an item\n3. nor this\n\n1. x\n1. y\n',
  'lazy lines and paragraphs': '- a\nlazy\n- b\n\npara\n- c\n  more\n- d\n',
  'a fence with list lines inside': '- a\n\n```\n- not\n# not\n\nnot\n```\n- b\n# h\n\n~~~~\n~~~\n- x\n~~~~\nafter\n',
  'a fence in an item, closed by the item': '- a\n  ```\n  code\n- b\n```\n- in code\n```\n- c\n',
  'indented code that looks like a fence': '    ```\n    code\n\n- a\n- b\n\n```\n- in code\n\n# in code\n```\n- c\n',
  'a fence in a quote': '> ```\n> - x\n\n- a\n- b\n\n> ```\n> # not\n> ```\n# h\n',
  'HTML blocks': '<div>\n- x\n# y\n</div>\n\n- a\n- b\n\n<!--\n- c\n\n# d\n-->\n- e\n\n<pre>\n\n# f\n</pre>\n\ntext\n',
  directives: ':::note\n- a\n\n# b\n\ntext\n:::\n- c\n- d\n\n::::tip\n:::note\nx\n:::\n# e\n::::\n',
  'definitions and footnotes in other pieces':
    '[a] and [b][] and [^n]\n\n- [a]\n- [c]\n\n# h\n\n[a]: https://a.example\n[b]: https://b.example "B"\n\n- [^n] [b]\n\n[^n]: A note with [a].\n\n[c]: /c\n',
  'headings, breaks and tables':
    '# a\ntext\n## b\n---\n- x\n- - -\n- y\n\n| a | b |\n| - | - |\n| 1 | 2 |\n# c\n| x |\n',
  'setext headings and tabs': 'Title\n=====\n\n-\tx\n- y\n\n  - z\n\n\tcode\n\nSub\n---\n',
  'CRLF line endings': '- a\r\n  - b\r\n- c\r\n\r\n# h\r\n\r\ntext\r\n- d\r\n',
};

for (const [name, text] of Object.entries(tricky)) {
  test(`pieces join to the same tree: ${name}`, () => {
    assertSameTree(text, name);
  });
}

test('pieces join to the same tree: 1,500 random pages of block starts, in every kind of nesting', () => {
  let seed = 37;
  const random = () => (seed = (seed * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff;
  const pick = <T>(items: T[]) => items[Math.floor(random() * items.length)];
  const indents = ['', '', '', '', '', '', ' ', '  ', '   ', '    ', '\t', '      '];
  const lines = [
    '- a',
    '* b',
    '+ c',
    '1. d',
    '2. e',
    '3) f',
    '-',
    '- - -',
    '---',
    '***',
    '```',
    '~~~',
    '````',
    '```js',
    ':::note',
    ':::',
    '::::tip',
    '# h',
    '## h2',
    '> q',
    '> - q',
    '> ```',
    '>',
    'text',
    'more *em*',
    '[a]',
    '[^n]',
    '[a]: /x',
    '[^n]: note',
    '<div>',
    '</div>',
    '<!--',
    '-->',
    '<pre>',
    '</pre>',
    '| a | b |',
    '| - | - |',
    '===',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '',
    '    code',
    '- [ ] task',
    '<span>x</span>',
    'http://x.y',
    '\\- esc',
  ];
  let cut = 0;
  for (let page = 0; page < 1500; page++) {
    const text = Array.from({ length: 5 + Math.floor(random() * 40) }, () => pick(indents) + pick(lines)).join(
      random() < 0.1 ? '\r\n' : '\n',
    );
    if (findPieces(text, 1).length > 1) cut++;
    assertSameTree(text, `random page ${page}: ${JSON.stringify(text)}`);
  }
  assert.ok(cut > 300, `many pages were cut (${cut})`);
});
