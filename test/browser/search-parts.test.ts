/**
 * A large site's search index comes in parts (src/node/search/pagefind.ts) so that Pagefind's memory
 * stays bounded; the reader's browser merges them into one search. Here the fixture site is
 * indexed two pages per part, and search finds pages from the first part and from later ones.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { buildSearchIndex } from '../../src/node/search/pagefind.ts';
import { serveFixture, type ServedFixture } from '../helpers/fixture-browser.ts';

let fixture: ServedFixture;

test.before(async () => {
  fixture = await serveFixture('valid', async () => {}, {
    afterBuild: (outDir) => buildSearchIndex(outDir, { pagesPerPart: 2 }),
  });
});

test.after(() => fixture?.close());

test('the index is written in parts, listed next to the first one', async () => {
  const outDir = join(fixture.site.root, 'build');
  const parts = JSON.parse(await readFile(join(outDir, 'pagefind/parts.json'), 'utf8')) as string[];
  assert.ok(parts.length >= 2, `several parts (${parts.length + 1})`);
  for (const part of parts)
    assert.ok((await stat(join(outDir, 'pagefind', part, 'pagefind-entry.json'))).isFile(), part);
  // Pagefind answers before its last files are written; each index is waited for (an empty entry file broke search).
  for (const dir of ['', ...parts])
    JSON.parse(await readFile(join(outDir, 'pagefind', dir, 'pagefind-entry.json'), 'utf8'));
  const files = (await readdir(join(outDir, 'pagefind'), { recursive: true, withFileTypes: true })).filter((e) =>
    e.isFile(),
  );
  assert.deepEqual(
    files.filter((e) => statSync(join(e.parentPath, e.name)).size === 0).map((e) => e.name),
    [],
    'no empty index file',
  );
  // Each part names its own pages, by the id of each page's details (the search ranks by them without loading the details).
  for (const dir of ['', ...parts]) {
    const names = JSON.parse(await readFile(join(outDir, 'pagefind', dir, 'page-names.json'), 'utf8')) as {
      pages: Record<string, string>;
    };
    const fragments = (await readdir(join(outDir, 'pagefind', dir, 'fragment'))).map((file) =>
      file.replace('.pf_fragment', ''),
    );
    assert.deepEqual(Object.keys(names.pages).sort(), fragments.sort(), dir || 'the first part');
  }
});

/** Each query, on the /search page, lists the page with that title. */
async function assertFinds(pairs: [query: string, title: string][]): Promise<void> {
  const page = await fixture.browser.newPage();
  for (const [query, title] of pairs) {
    await page.goto(`${fixture.url}/search?q=${query}`);
    await page.waitForSelector('.search-results-list li');
    assert.ok(await page.locator('.search-results-list a', { hasText: title }).count(), `"${query}" finds ${title}`);
  }
  await page.close();
}

test('search finds pages of every part, as one list', async () => {
  await assertFinds([
    ['docker', 'Install the CLI'],
    ['quickstart', 'Quickstart'],
    ['features', 'Features'],
  ]);
});

test('an index part is built again only when one of its pages changed; search then finds the new text and the kept parts', async () => {
  const outDir = join(fixture.site.root, 'build');
  const cacheDir = join(fixture.site.root, '.docsgen/cache/pagefind');
  const first = await buildSearchIndex(outDir, { pagesPerPart: 2, cacheDir });
  const kept = async () => (await readdir(cacheDir)).sort();
  const before = await kept();
  assert.ok(before.length >= 3, `one kept entry per part: ${before.join(', ')}`);
  assert.deepEqual(await buildSearchIndex(outDir, { pagesPerPart: 2, cacheDir }), first);
  assert.deepEqual(await kept(), before, 'nothing changed: every part copied');
  const features = join(outDir, 'docs/features.html');
  await writeFile(
    features,
    (await readFile(features, 'utf8')).replace('</article>', '<p>Zanzibarian lineage.</p></article>'),
  );
  await buildSearchIndex(outDir, { pagesPerPart: 2, cacheDir });
  const after = await kept();
  assert.equal(
    after.filter((name) => !before.includes(name)).length,
    1,
    `only the part holding the page is built again (${before.join(', ')} → ${after.join(', ')})`,
  );
  await assertFinds([
    ['zanzibarian', 'Features'],
    ['docker', 'Install the CLI'],
    ['quickstart', 'Quickstart'],
  ]);
});
