/**
 * The gates in remark-gated-gfm-syntax.ts must not change a single node or position: every case
 * here, and every page of content/docs, parses to the same tree with and without them.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import remarkGatedGfmSyntax from '../../src/node/markdown/plugins/remark-gated-gfm-syntax.ts';
import { listMarkdown } from '../../src/node/content/read-doc.ts';
import { repoRoot } from '../helpers/site.ts';

const plain = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).freeze();
const gated = unified().use(remarkParse).use(remarkGfm).use(remarkGatedGfmSyntax).use(remarkDirective).freeze();

const cases: Record<string, string> = {
  addresses:
    'Mail a.b+c@example.com or x_y@sub.example.org. Also foo/bar@baz.com, a@b.c1, a@b.c-, a@b.c_, end a@b.com.\n@start, a@, x@y, (me@host.io), me@host.io@other.io',
  'addresses in constructs':
    '[me@host.io](https://x) [me@host.io ![me@host.io](i.png) `me@host.io` **bold@host.io** _a@b.io_ ~~c@d.io~~',
  'address escapes and references': '\\@me me\\@host.io me&#64;host.io &amp;me@host.io x\\_y@host.io \u0000me@host.io',
  'mailto and xmpp': 'mailto:me@host.io xmpp:me@host.io/res xmpp:me@host.io/res@x',
  urls: 'www.example.com WWW.EXAMPLE.COM/path Www.x.y http://a.b HTTPS://A.B/c?d=e). https:// wwwx.com www. hwww.example.com xhttp://a.b',
  'urls in constructs':
    '(https://a.b/c_(d)) <https://a.b> *www.a.b* _https://a.b_ [www.a.b](x) [https://a.b ![www.a.b](i.png)',
  'urls across lines': 'see www\n.example.com and http\n://a.b or https:/\n/a.b',
  'headings and lists':
    '## Contact me@host.io\n\n- www.a.b\n- c@d.io\n  continued https://e.f\n\n1. x@y.io\n\n> quoted www.q.r and s@t.io',
  table: '| a | b |\n| - | :-: |\n| 1 | me@host.io |\n| www.x.y | 2 |',
  'table in a block quote': '> | a | b |\n> | - | - |\n> | 1 | 2 |\n\n> para\n> | a |\n> | - |',
  'table in a list item': '- item\n\n  | a |\n  | :-: |\n  | b |\n\n- x\n  | a |\n  |---|',
  'body row without pipes': '| a |\n| - |\nb\nc@d.io\n\nafter',
  'not tables': '| a |\nfoo\n\na | b\n-- | --\n1 | 2\n\na\n-\n\na\n- b\n\n|a|\n|-|x|\n\n| a |\n| b |',
  'table after a paragraph': 'para\n| a |\n| - |\n| b |',
  'table line endings': '| a |\r\n| - |\r\n| b |\r\n\r\n| c |\r| - |\r| d |\r',
  'table with tabs and escaped pipes': '|\ta\t|\n|\t-\t|\n\n| a \\| b |\n| --- |\n| `c|d` |',
  'lazy delimiter row': '> | a |\n| - |\n\n- | a |\n| - |',
  'table interrupted': '| a |\n| - |\n| b |\n- list\n\n| a |\n| - |\n> quote',
  'byte order mark': '\uFEFFcontact me@host.io at www.a.b\n\n| a |\n| - |\n| b |',
  directives: ':::note\nmail me@host.io at https://a.b\n:::\n\nText :abbr[me@host.io]{#y} and ::leaf[www.a.b]',
  footnotes: 'Note[^1].\n\n[^1]: see www.a.b or c@d.io',
  'indented code': '\tcode me@host.io www.a.b\n\n- a\n\n\t| a |\n\t| - |',
};

for (const [name, markdown] of Object.entries(cases)) {
  test(`gated GFM syntax parses the same tree: ${name}`, () => {
    assert.deepEqual(gated.parse(markdown), plain.parse(markdown));
  });
}

test('gated GFM syntax parses every page of content/docs to the same tree', async () => {
  const files = await listMarkdown(join(repoRoot, 'content/docs'));
  assert.ok(files.length > 50);
  for (const file of files) {
    const markdown = await readFile(file, 'utf8');
    assert.deepEqual(gated.parse(markdown), plain.parse(markdown), file);
  }
});

test('the gates fail loudly when remark-gfm is missing or changed', () => {
  assert.throws(
    () => unified().use(remarkParse).use(remarkGatedGfmSyntax).freeze(),
    /remark-gfm no longer has the constructs emailAutolink, wwwAutolink, protocolAutolink, table/,
  );
});
