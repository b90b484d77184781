/** Nothing executable survives an answer: a corpus of hostile markdown through the answer renderer. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fromHtml } from 'hast-util-from-html';
import { visit } from 'unist-util-visit';
import type { Element } from 'hast';
import { isSafeHref, nestsTooDeep, NO_OP_HREF, renderAnswer } from '../../src/client/assistant/markdown.ts';
import { normalizeSources } from '../../src/client/assistant/sources.ts';

const HOSTILE = [
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](  javascript:alert(1))',
  '[click](javascript&#x3A;alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](VBSCRIPT:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](file:///etc/passwd)',
  '<javascript:alert(1)>',
  '<https://example.com/ok>',
  '[ref][x]\n\n[x]: javascript:alert(1)',
  '[ref][y]\n\n[y]: https://example.com "fine"',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '![pic](https://evil.example/track.png)',
  '![pic](javascript:alert(1))',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload=alert(1)><circle r="1"/></svg>',
  '<a href="javascript:alert(1)">raw link</a>',
  '<div style="background:url(javascript:alert(1))">styled</div>',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<form action="https://evil.example"><input name=a><button>go</button></form>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<details open ontoggle=alert(1)><summary>x</summary></details>',
  '[a](#fine) [b](/docs/quickstart) [c](?q=1) [d](mailto:a@b.c) [e](tel:+123) [f](foo#vbscript:x) [g](?javascript:x)',
  '```html\n<script>alert(1)</script>\n```',
];

function inspect(html: string): { elements: Element[] } {
  const tree = fromHtml(html, { fragment: true });
  const elements: Element[] = [];
  visit(tree, 'element', (node: Element) => void elements.push(node));
  return { elements };
}

for (const allowHtml of [false, true]) {
  test(`hostile markdown leaves nothing executable (raw HTML ${allowHtml ? 'allowed' : 'skipped'})`, async () => {
    for (const markdown of HOSTILE) {
      const html = await renderAnswer(markdown, { allowHtml });
      const { elements } = inspect(html);
      for (const el of elements) {
        assert.ok(
          ![
            'script',
            'iframe',
            'object',
            'embed',
            'svg',
            'math',
            'img',
            'form',
            'input',
            'style',
            'link',
            'meta',
            'base',
          ].includes(el.tagName),
          `${el.tagName} in ${JSON.stringify(markdown)} → ${html}`,
        );
        for (const [name, value] of Object.entries(el.properties)) {
          assert.ok(!/^on/i.test(name), `event handler ${name} in ${html}`);
          assert.ok(
            !['style', 'src', 'srcSet', 'action', 'formAction', 'xLinkHref'].includes(name),
            `${name} in ${html}`,
          );
          if (name === 'href') {
            const href = String(value);
            assert.ok(
              href === NO_OP_HREF
                ? el.properties.dataNoOp === 'true'
                : isSafeHref(href) && !/^\s*(javascript|vbscript|data|file):/i.test(href),
              `href ${href} from ${JSON.stringify(markdown)}`,
            );
          }
        }
      }
    }
  });
}

test('unsafe links become no-op links; safe ones are kept as written', async () => {
  const html = await renderAnswer(
    '[bad](javascript:alert(1)) [good](https://datahubproject.io) [rel](/docs/cli) [q](?javascript:x)',
  );
  assert.match(html, /<a data-no-op="true" href="javascript:void\(0\)">bad<\/a>/);
  assert.match(html, /<a href="https:\/\/datahubproject\.io" target="_blank" rel="noopener noreferrer">good<\/a>/);
  assert.match(html, /<a href="\/docs\/cli">rel<\/a>/);
  assert.match(html, /<a href="\?javascript:x">q<\/a>/);
});

test('raw HTML is dropped unless allowed, and then still sanitized', async () => {
  assert.doesNotMatch(await renderAnswer('a <b>bold</b> word'), /<b>/);
  assert.match(await renderAnswer('a <b>bold</b> word', { allowHtml: true }), /<b>bold<\/b>/);
  assert.doesNotMatch(await renderAnswer('<b onclick="x()">bold</b>', { allowHtml: true }), /onclick/);
});

test('sources: paths and reference objects become links to pages of this site only', () => {
  assert.deepEqual(
    normalizeSources(
      [
        'docs/quickstart.md',
        'cli.md',
        'https://evil.example/x',
        'javascript:alert(1)',
        {
          file: { path: '/docs/domains', title: 'Domains' },
          meta: { leadHeading: { value: 'Create a domain', slug: 'create-a-domain' } },
        },
        { nope: 1 },
      ],
      '/',
    ),
    [
      { href: '/docs/quickstart', title: 'quickstart' },
      { href: '/docs/cli', title: 'cli' },
      { href: '/docs/domains#create-a-domain', title: 'Domains', section: 'Create a domain' },
    ],
  );
  assert.deepEqual(normalizeSources(['docs/generated/ingestion/sources/kafka.md'], '/site/'), [
    { href: '/site/docs/generated/ingestion/sources/kafka', title: 'ingestion/sources/kafka' },
  ]);
});

test('code blocks and tables are named regions a keyboard can focus (to scroll them)', async () => {
  const html = await renderAnswer('```bash\ndatahub docker quickstart --stop\n```\n\n| a | b |\n|---|---|\n| 1 | 2 |');
  assert.match(html, /<pre tabindex="0" role="region" aria-label="Code"><code class="language-bash">/);
  assert.match(html, /<div class="assistant-table" tabindex="0" role="region" aria-label="Table"><table>/);
  // The answer's own attributes of that kind are not kept.
  assert.doesNotMatch(
    await renderAnswer('<pre tabindex="5" aria-label="x">x</pre>', { allowHtml: true }),
    /tabindex="5"|aria-label="x"/,
  );
});

test('nesting deeper than any answer needs is shown as plain text, at once', async () => {
  for (const [markdown, allowHtml] of [
    ['>'.repeat(20_000) + ' x', false],
    ['<div>'.repeat(20_000), true],
    [`${'  '.repeat(200)}- deep`, false],
  ] as const) {
    assert.ok(nestsTooDeep(markdown, allowHtml));
    const html = await renderAnswer(markdown, { allowHtml });
    assert.ok(html.startsWith('<p class="assistant-plain">'), html.slice(0, 60));
    assert.doesNotMatch(html, /<div>/);
  }
  assert.equal(nestsTooDeep('> quote\n>> deeper\n- item\n  - sub'), false);
});
