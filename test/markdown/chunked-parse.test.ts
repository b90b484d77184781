/**
 * A long page parsed in pieces (src/node/markdown/chunks.ts) gives the tree of the page parsed whole,
 * positions included: pages written to trip the splitter, cut as often as the splitter allows
 * (the site's own pages: chunked-parse-site.test.ts, with the slow files).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { findPieces } from '../../src/node/markdown/chunks.ts';
import { assertSameTree } from './same-tree.ts';

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
