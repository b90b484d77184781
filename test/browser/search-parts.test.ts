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
import { SearchRefresh } from '../../src/node/serve/search-refresh.ts';
import { EDITED_PAGES_FILE, EDITS_PART } from '../../src/shared/search/edited-pages.ts';

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
  // Pagefind's files, and the list of parts: nothing is read from Pagefind's files to write another beside them.
  const ours = async (dir: string) =>
    (await readdir(join(outDir, 'pagefind', dir))).filter((f) => f.endsWith('.json') && !f.startsWith('pagefind'));
  for (const dir of ['', ...parts])
    assert.deepEqual(await ours(dir), dir ? [] : ['parts.json'], dir || 'the first part');
});

/** Each query, on the /search page, lists the page with that title. */
async function assertFinds(pairs: [query: string, title: string][]): Promise<void> {
  const page = await fixture.tab.page();
  for (const [query, title] of pairs) {
    await page.goto(`${fixture.url}/search?q=${query}`);
    await page.waitForSelector('.search-results-list li');
    assert.ok(await page.locator('.search-results-list a', { hasText: title }).count(), `"${query}" finds ${title}`);
  }
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

test("serve's refresh after a small edit indexes the edited page alone, in a part that hides its old record; a full refresh folds it back", async () => {
  const outDir = join(fixture.site.root, 'build');
  const pages = ((await readdir(outDir, { recursive: true })) as string[]).filter((f) => f.endsWith('.html'));
  const refresh = new SearchRefresh(outDir, fixture.site.root, () => [], { indexMs: 0, writesMs: 0 });
  refresh.afterBuild({ rendered: pages, edit: false, versions: [] });
  await refresh.settled();
  const install = join(outDir, 'docs/guide/install.html');
  const html = await readFile(install, 'utf8');
  assert.match(html, /docker/i, 'the fixture page names Docker');
  await writeFile(install, html.replace(/docker/gi, 'Podman').replace('</article>', '<p>Quokkaful.</p></article>'));
  refresh.afterBuild({ rendered: ['docs/guide/install.html'], edit: true, versions: [] });
  await refresh.settled();
  const listed = async () => JSON.parse(await readFile(join(outDir, 'pagefind/parts.json'), 'utf8')) as string[];
  assert.ok((await listed()).includes(EDITS_PART), 'the edits part is listed');
  const edited = JSON.parse(await readFile(join(outDir, 'pagefind', EDITS_PART, EDITED_PAGES_FILE), 'utf8'));
  assert.deepEqual(edited.pages, ['/docs/guide/install.html'], 'the edited page alone, whose other records are hidden');
  await assertFinds([
    ['quokkaful', 'Install the CLI'],
    ['podman', 'Install the CLI'],
    ['quickstart', 'Quickstart'],
  ]);
  await assertMisses('docker', 'Install the CLI');
  // A file added or removed: the whole index again, the edit in its part, the edits part no longer listed.
  refresh.afterBuild({ rendered: [], edit: false, versions: [] });
  await refresh.settled();
  assert.ok(!(await listed()).includes(EDITS_PART), 'folded back into the parts');
  await assertFinds([['quokkaful', 'Install the CLI']]);
  await assertMisses('docker', 'Install the CLI');
});

/** The query's results on the /search page do not list the page with that title. */
async function assertMisses(query: string, title: string): Promise<void> {
  const page = await fixture.tab.page();
  await page.goto(`${fixture.url}/search?q=${query}`);
  await page.waitForSelector('.search-results-title', { timeout: 10_000 });
  assert.equal(
    await page.locator('.search-results-list a', { hasText: title }).count(),
    0,
    `"${query}" misses ${title}`,
  );
}

test('a build after a small edit keeps the parts it has, indexes the edited page alone in an edits part that hides its old record, and reads that part from the cache while the edit stays', async () => {
  const outDir = join(fixture.site.root, 'build');
  const cacheDir = join(fixture.site.root, '.docsgen/cache/pagefind-builds');
  const options = { pagesPerPart: 2, cacheDir, edits: true };
  const listed = async () => JSON.parse(await readFile(join(outDir, 'pagefind/parts.json'), 'utf8')) as string[];
  const kept = async () => (await readdir(cacheDir)).sort();
  await buildSearchIndex(outDir, options);
  assert.ok(!(await listed()).includes(EDITS_PART), 'a first build has no edits part');
  const before = await kept();

  const features = join(outDir, 'docs/features.html');
  const html = await readFile(features, 'utf8');
  assert.match(html, /Zanzibarian/, 'the page as the earlier test left it');
  await writeFile(features, html.replace('Zanzibarian', 'Okapiform'));
  await buildSearchIndex(outDir, options);
  assert.ok((await listed()).includes(EDITS_PART), 'the edits part is listed');
  const edited = JSON.parse(await readFile(join(outDir, 'pagefind', EDITS_PART, EDITED_PAGES_FILE), 'utf8'));
  assert.deepEqual(edited.pages, ['/docs/features.html'], 'the edited page alone');
  const added = (await kept()).filter((name) => !before.includes(name));
  assert.deepEqual(
    added.map((name) => name.replace(/[0-9a-f]{40}$/, '')),
    ['current-edits-'],
    'no part is built again: the edits part alone is new',
  );
  await assertFinds([
    ['okapiform', 'Features'],
    ['quickstart', 'Quickstart'],
  ]);
  await assertMisses('zanzibarian', 'Features');

  const again = await kept();
  await buildSearchIndex(outDir, options);
  assert.deepEqual(await kept(), again, 'the same edit again: every part and the edits part read from the cache');
  assert.ok((await listed()).includes(EDITS_PART));
});
