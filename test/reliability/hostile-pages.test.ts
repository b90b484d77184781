/**
 * Pages written to break the build: nesting thousands deep, megabytes of Markdown, bytes that are
 * not UTF-8. Each is an error naming its file and line with a hint; the build never dies of a
 * stack overflow or out of memory, and reports them all at once. Pages that are merely long (a
 * 2,000-line list of two levels, which took seconds when it was parsed whole) build.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempSite } from '../helpers/site.ts';
import { compileMarkdown } from '../../src/node/markdown/pipeline.ts';
import { MAX_NESTING, MAX_PAGE_BYTES } from '../../src/shared/nesting.ts';
import { decodePage } from '../../src/node/content/read-source.ts';
import type { BlockContent, Root } from 'mdast';

const head = (title: string) => `---\ntitle: ${title}\ndescription: A page that tries the build.\n---\n\n`;

test('hostile pages are located errors, all reported by one build that writes nothing', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  await site.write('content/docs/deep-list.md', `${head('Deep list')}Fine.\n\n${'- '.repeat(10_000)}x\n`);
  await site.write('content/docs/deep-quote.md', `${head('Deep quote')}${'>'.repeat(2_000)} x\n`);
  await site.write(
    'content/docs/deep-images.md',
    `${head('Deep images')}${'!['.repeat(5_000)}a${'](u)'.repeat(5_000)}\n`,
  );
  await site.write('content/docs/many-marks.md', `${head('Marks')}Text\n\n${'*'.repeat(5_000)}a${'*'.repeat(5_000)}\n`);
  await site.write(
    'content/docs/nested-marks.md',
    `${head('Nested marks')}${'*x _x '.repeat(1_000)}y${' x_ x*'.repeat(1_000)}\n`,
  );
  await site.write(
    'content/docs/huge.md',
    `${head('Huge')}${'A line of plain words to fill the page.\n'.repeat(520_000)}`,
  );
  await writeFile(
    join(site.root, 'content/docs/latin1.md'),
    Buffer.concat([Buffer.from(`${head('Latin')}First line.\n`), Buffer.from('Caf\xe9 au lait.\n', 'latin1')]),
  );
  const result = await runCli(['build', '--root', site.root]);
  assert.equal(result.code, 1, result.stderr);
  assert.doesNotMatch(result.stderr, /Maximum call stack|heap out of memory|RangeError/);
  const errors = result.stderr.split('\n').filter((line) => /: error: /.test(line));
  assert.deepEqual(errors, [
    `content/docs/deep-images.md:6: error: square brackets are nested 5000 deep here, more than the ${MAX_NESTING} a page may nest`,
    `content/docs/deep-list.md:8: error: block quotes and lists are nested 10000 levels deep here, more than the ${MAX_NESTING} a page may nest`,
    `content/docs/deep-quote.md:6: error: block quotes and lists are nested 2000 levels deep here, more than the ${MAX_NESTING} a page may nest`,
    `content/docs/huge.md:1: error: the page is 19.8 MB of Markdown, more than the ${MAX_PAGE_BYTES / 1024 / 1024} MB a page may be`,
    'content/docs/latin1.md:7:4: error: the file is not UTF-8: byte 0xE9 on line 7 is not part of a UTF-8 character (the file was probably saved as Latin-1 or Windows-1252)',
    `content/docs/many-marks.md:8: error: emphasis marks (\`*\`, \`_\`, \`~\`) are nested 5000 deep here, more than the ${MAX_NESTING} a page may nest`,
    `content/docs/nested-marks.md:6: error: emphasis marks (\`*\`, \`_\`, \`~\`) are nested 2000 deep here, more than the ${MAX_NESTING} a page may nest`,
  ]);
  assert.match(result.stderr, /hint: Save the file as UTF-8/);
  assert.match(result.stderr, /hint: Split it into several pages/);
  assert.equal(
    await readFile(join(site.root, 'build/index.html')).then(
      () => true,
      () => false,
    ),
    false,
    'nothing was written',
  );
});

test('long pages, a byte order mark and CRLF line endings build as written', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const twoLevels = Array.from({ length: 2_000 }, (_, i) => `${'  '.repeat(i % 2)}- item ${i}`).join('\n');
  await site.write('content/docs/long-list.md', `${head('Long list')}${twoLevels}\n`);
  await site.write(
    'content/docs/windows.md',
    `\uFEFF${head('Windows').replaceAll('\n', '\r\n')}Caf\u00e9 \u2014 na\u00efve.\r\n\r\n- one\r\n- two\r\n`,
  );
  await site.write('content/sidebars.yaml', `${await site.read('content/sidebars.yaml')}  - long-list\n  - windows\n`);
  const result = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(result.code, 0, result.stderr);
  const list = await readFile(join(site.root, 'build/docs/long-list.html'), 'utf8');
  assert.equal(list.match(/<li>item \d+/g)?.length, 2_000);
  assert.match(list, /<li>item 1998\n<ul>\n<li>item 1999<\/li>\n<\/ul>\n<\/li>/);
  const windows = await readFile(join(site.root, 'build/docs/windows.html'), 'utf8');
  assert.match(windows, /<h1>Windows<\/h1>/);
  assert.match(windows, /Café — naïve\./);
  assert.doesNotMatch(windows, /\uFFFD/);
});

test('pages at the nesting limit compile; a tree that still overflows the stack is a problem, not a crash', async () => {
  const context = {
    source: 'content/docs/x.md',
    route: '/docs/x',
    baseUrl: '/',
    toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    resolveImage: async () => null,
  };
  const half = MAX_NESTING / 2;
  for (const markdown of [
    `${'- '.repeat(MAX_NESTING)}x`,
    `${'>'.repeat(MAX_NESTING)} x`,
    `${'['.repeat(MAX_NESTING)}a${'](u)'.repeat(MAX_NESTING)}`,
    `${'*x _x '.repeat(half)}y${' x_ x*'.repeat(half)}`,
  ]) {
    const page = await compileMarkdown(markdown, context);
    assert.deepEqual(page.problems, [], markdown.slice(0, 20));
    assert.ok(page.html.length > 0);
  }
  // A generator's tree is not parsed, so no limit counts it: 100,000 nested quotes overflow the stack.
  let tree: Root = { type: 'root', children: [{ type: 'paragraph', children: [{ type: 'text', value: 'x' }] }] };
  for (let i = 0; i < 100_000; i++)
    tree = { type: 'root', children: [{ type: 'blockquote', children: tree.children as BlockContent[] }] };
  const page = await compileMarkdown('', context, tree);
  assert.equal(page.html, '');
  assert.deepEqual(
    page.problems.map((p) => [p.code, p.file, p.line, p.message]),
    [
      [
        'page-too-deep',
        'content/docs/x.md',
        1,
        'the page nests too deeply to compile (Maximum call stack size exceeded)',
      ],
    ],
  );
});

test('a page that is not UTF-8 names its first bad byte; UTF-16 is told apart', () => {
  const latin = decodePage(Buffer.from('ok\nna\xefve\n', 'latin1'), 'x.md');
  assert.ok('problem' in latin);
  assert.deepEqual({ line: latin.problem.line, column: latin.problem.column }, { line: 2, column: 3 });
  const utf16 = decodePage(Buffer.from('\ufeffhello', 'utf16le'), 'x.md');
  assert.ok('problem' in utf16 && utf16.problem.message.endsWith('(the file is UTF-16)'));
  assert.deepEqual(decodePage(Buffer.from('\ufeffa\r\nb'), 'x.md'), { text: 'a\r\nb' });
});
