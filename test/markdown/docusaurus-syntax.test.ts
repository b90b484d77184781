/** The pieces that read Docusaurus' syntax: JSX as HTML, admonition titles, code block lines, video hosts. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { jsxToHtml } from '../../src/node/markdown/jsx-html.ts';
import { admonitionTitles } from '../../src/node/markdown/admonition-titles.ts';
import { magicComments, parseMeta } from '../../src/node/markdown/code-lines.ts';
import { embedOf } from '../../src/node/markdown/embeds.ts';
import { createHighlighter } from '../../src/node/markdown/code-languages.ts';

test('JSX is the HTML it stands for; what needs JavaScript is named', () => {
  const converted = jsxToHtml(
    '<Partial /><img className="big" src={require(\'./x.png\').default} style={{ width: \'70%\', maxWidth: 400 }} alt={"A chart"} /><Tabs groupId="os" defaultValue={props.os}>',
  );
  assert.equal(
    converted.html,
    '<Partial></Partial><img class="big" src="./x.png" style="width: 70%; max-width: 400px" alt="A chart" /><Tabs groupId="os">',
  );
  assert.deepEqual(converted.dropped, ['defaultValue={props.os}']);
  assert.deepEqual(converted.components, ['Partial', 'Tabs']);
  assert.equal(
    jsxToHtml('<br/>{/* note */}<TabItem value="a" default={true}>').html,
    '<br/><TabItem value="a" default>',
  );
});

test('`:::note Title` becomes a titled block only where a fence closes it, and never inside code', () => {
  assert.equal(admonitionTitles(':::note Before you start\nText\n:::\n'), ':::note[Before you start]\nText\n:::\n');
  assert.equal(admonitionTitles(':::tip A [bracket]\nText\n:::'), ':::tip[A \\[bracket\\]]\nText\n:::');
  assert.equal(
    admonitionTitles(':::tip One line, no fence after it.\n\nProse.\n'),
    ':::tip One line, no fence after it.\n\nProse.\n',
  );
  assert.equal(admonitionTitles('```md\n:::note In code\n:::\n```\n'), '```md\n:::note In code\n:::\n```\n');
  assert.equal(admonitionTitles(':::caution[Already]\nx\n:::'), ':::caution[Already]\nx\n:::');
});

test('code block meta: title, highlighted ranges, numbering; magic comments mark lines and leave the code', () => {
  const meta = parseMeta('title="app.py" {1,3-4} showLineNumbers=5');
  assert.equal(meta.title, 'app.py');
  assert.deepEqual([...meta.highlighted], [1, 3, 4]);
  assert.equal(meta.firstLineNumber, 5);
  assert.equal(parseMeta('').firstLineNumber, undefined);
  const magic = magicComments(
    'a = 1\n# highlight-next-line\nb = 2\n// highlight-start\nc()\nd()\n// highlight-end\ne()',
  );
  assert.equal(magic.code, 'a = 1\nb = 2\nc()\nd()\ne()');
  assert.deepEqual([...magic.highlighted], [2, 3, 4]);
});

test('the languages docs of data tools use are highlighted, by the names writers give them', () => {
  const lowlight = createHighlighter(['ocaml']);
  for (const name of [
    'protobuf',
    'proto',
    'groovy',
    'gradle',
    'kotlin',
    'scala',
    'rust',
    'go',
    'c',
    'cpp',
    'csharp',
    'ruby',
    'php',
    'markdown',
    'toml',
    'hcl',
    'terraform',
    'makefile',
    'nginx',
    'docker',
    'dockerfile',
    'sh',
    'console',
    'shell',
    'zsh',
    'yml',
    'aidl',
    'ocaml',
  ]) {
    assert.ok(lowlight.registered(name), name);
  }
  assert.ok(!lowlight.registered('cobol'));
  assert.match(
    JSON.stringify(lowlight.highlight('hcl', 'resource "aws_s3_bucket" "b" {\n  bucket = "x"\n}')),
    /hljs-keyword/,
  );
});

test('a known video host gives its player and its page; other frames none', () => {
  assert.deepEqual(embedOf('https://www.youtube.com/embed/abc_123?si=x'), {
    host: 'YouTube',
    player: 'https://www.youtube-nocookie.com/embed/abc_123',
    page: 'https://www.youtube.com/watch?v=abc_123',
  });
  assert.deepEqual(embedOf('https://youtu.be/abc'), {
    host: 'YouTube',
    player: 'https://www.youtube-nocookie.com/embed/abc',
    page: 'https://www.youtube.com/watch?v=abc',
  });
  assert.equal(embedOf('https://player.vimeo.com/video/12345')?.page, 'https://vimeo.com/12345');
  assert.equal(embedOf('https://www.loom.com/share/f00d')?.player, 'https://www.loom.com/embed/f00d');
  assert.equal(embedOf('https://evil.example/embed/x'), undefined);
  assert.equal(embedOf('javascript:alert(1)'), undefined);
});
