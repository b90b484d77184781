/** Ids, routes and titles as Docusaurus makes them from files (src/node/content/doc-paths.ts, page-title.ts, partials.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { docPath, numberPrefix } from '../../src/node/content/doc-paths.ts';
import { firstHeading, plainText, titleFromFileName } from '../../src/node/content/page-title.ts';
import { fileLine, inlinePartials } from '../../src/node/content/partials.ts';
import { formatProblem } from '../../src/node/errors.ts';

test('a file gives its id and route: number prefixes dropped, folder pages, front matter id and slug', () => {
  const path = (file: string, front = {}) => {
    const { id, route, aliases } = docPath(file, front);
    return [id, route, ...aliases].join(' ');
  };
  assert.equal(path('quickstart.md'), 'quickstart /docs/quickstart');
  assert.equal(path('deploy/index.md'), 'deploy /docs/deploy deploy/index');
  assert.equal(path('index.md'), ' /docs/ index');
  assert.equal(
    path('metadata-ingestion/README.md'),
    'metadata-ingestion/README /docs/metadata-ingestion metadata-ingestion',
  );
  assert.equal(path('guides/guides.mdx'), 'guides/guides /docs/guides guides');
  assert.equal(path('01-intro/02-setup.md'), 'intro/setup /docs/intro/setup');
  assert.equal(path('a/b.md', { id: 'c' }), 'a/c /docs/a/c');
  assert.equal(path('a/b.md', { slug: '/x/y/' }), 'a/b /docs/x/y');
  assert.equal(path('a/b.md', { slug: 'z' }), 'a/b /docs/a/z');
  assert.equal(docPath('index.md', {}, '/docs/1.0').route, '/docs/1.0');
  assert.equal(docPath('02-setup.md', {}).position, 2);
});

test('numbers that are part of a name (dates, versions) stay', () => {
  assert.deepEqual(numberPrefix('01-intro'), { position: 1, name: 'intro' });
  assert.deepEqual(numberPrefix('10_faq'), { position: 10, name: 'faq' });
  assert.deepEqual(numberPrefix('2023-01-05-notes'), { name: '2023-01-05-notes' });
  assert.deepEqual(numberPrefix('1.0-release'), { name: '1.0-release' });
});

test('the title is the first `#` heading outside code, as text; else the file name', () => {
  assert.equal(firstHeading('\n```md\n# Not this\n```\n# The `datahub` [CLI](./cli.md) {#cli}\n'), 'The datahub CLI');
  assert.equal(firstHeading('Setext title\n===\n\nBody'), 'Setext title');
  assert.equal(firstHeading('Text\n\n## Only a section\n'), undefined);
  assert.equal(plainText('snake_case_name and _em_ **strong** &amp; more'), 'snake_case_name and em strong & more');
  assert.equal(titleFromFileName('guides/03-setup.md'), 'setup');
  assert.equal(titleFromFileName('deploy/README.md'), 'deploy');
});

test('a partial is put where its component is used, and messages keep the lines of the page', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'docsgen-partials-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  await mkdir(join(root, 'docs/_parts'), { recursive: true });
  await writeFile(join(root, 'docs/_parts/_steps.md'), '---\ntitle: ignored\n---\n1. One\n2. Two\n3. Three\n');
  const page =
    "import Steps from './_parts/_steps.md';\n\nBefore.\n\n<Steps />\n\nAfter.\n\n<Missing />\nimport Missing from './_parts/_missing.mdx';\n";
  const inlined = await inlinePartials(root, 'docs/page.mdx', page);
  assert.equal(inlined.markdown.split('\n').slice(4, 7).join('|'), '1. One|2. Two|3. Three');
  assert.deepEqual(inlined.dependencies, ['docs/_parts/_steps.md']);
  assert.deepEqual(inlined.problems.map(formatProblem), [
    'docs/page.mdx:10:1: error: imported file `./_parts/_missing.mdx` not found (docs/_parts/_missing.mdx)\n  hint: Fix the path: it is relative to this file (or `@site/` for the site folder).',
  ]);
  // Line 7 of the page ("After.") is line 9 of the compiled Markdown; lines of the partial are the line that imports it.
  assert.equal(fileLine(9, inlined.insertions), 7);
  assert.equal(fileLine(6, inlined.insertions), 5);
  assert.equal(fileLine(3, inlined.insertions), 3);
});
