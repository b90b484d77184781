/**
 * When serve's search refresh (src/node/serve/search-refresh.ts) indexes only the edited pages, into
 * the edits' part, and when it indexes the whole site again. Search itself in a browser:
 * test/browser/search-parts.test.ts.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { MAX_EDITED_PAGES, SearchRefresh } from '../../src/node/serve/search-refresh.ts';
import { EDITED_PAGES_FILE, EDITS_PART, type EditedPages } from '../../src/shared/search/edited-pages.ts';

const page = (word: string) =>
  `<!doctype html><html lang="en"><head><title>${word}</title></head><body><main data-pagefind-body><h1>${word}</h1><p>About ${word}.</p></main></body></html>`;

async function site(t: { after: (f: () => Promise<void>) => void }, paths: string[]) {
  const root = await mkdtemp(join(tmpdir(), 'docsgen-search-refresh-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const outDir = join(root, 'out');
  const write = async (path: string, word: string) => {
    await mkdir(dirname(join(outDir, path)), { recursive: true });
    await writeFile(join(outDir, path), page(word));
  };
  for (const [i, path] of paths.entries()) await write(path, `word${'abcdefghijklmnopqrstuvwxyz'[i % 26]}${i}`);
  const writes: string[] = [];
  const refresh = new SearchRefresh(outDir, root, () => [async () => void writes.push('llms-full.txt')], {
    indexMs: 0,
    writesMs: 0,
  });
  const parts = async () => JSON.parse(await readFile(join(outDir, 'pagefind/parts.json'), 'utf8')) as string[];
  const edits = async () =>
    JSON.parse(await readFile(join(outDir, 'pagefind', EDITS_PART, EDITED_PAGES_FILE), 'utf8')) as EditedPages;
  return { refresh, write, parts, edits, writes, outDir };
}

const docs = Array.from({ length: MAX_EDITED_PAGES + 2 }, (_, i) => `docs/page-${i}.html`);

test('the first build indexes everything; a small edit indexes its pages alone and lists them, to hide their old records', async (t) => {
  const { refresh, write, parts, edits, writes } = await site(t, docs);
  refresh.afterBuild({ rendered: docs, edit: false, versions: [] });
  await refresh.settled();
  assert.ok(!(await parts()).includes(EDITS_PART));
  assert.deepEqual(writes, ['llms-full.txt'], 'the quiet writes follow the index');
  await write(docs[0], 'changedone');
  await write(docs[1], 'changedtwo');
  refresh.afterBuild({ rendered: [docs[0], docs[1], 'assets/sidebar.html'], edit: true, versions: [] });
  await refresh.settled();
  assert.equal((await parts()).at(-1), EDITS_PART);
  assert.deepEqual((await edits()).pages, ['/docs/page-0.html', '/docs/page-1.html']);
  assert.equal((await edits()).kept.length, 2, "the part's own records");
  // A later edit of another page: the part holds every page edited since the whole index was made.
  await write(docs[2], 'changedthree');
  refresh.afterBuild({ rendered: [docs[2]], edit: true, versions: [] });
  await refresh.settled();
  assert.equal((await edits()).pages.length, 3);
  assert.equal((await parts()).filter((part) => part === EDITS_PART).length, 1, 'listed once');
});

test('a page written again as it was keeps its record: the same id in the edits part, so it is kept', async (t) => {
  const { refresh, edits, outDir } = await site(t, docs.slice(0, 3));
  refresh.afterBuild({ rendered: docs.slice(0, 3), edit: false, versions: [] });
  await refresh.settled();
  const fragments = async () =>
    (await readdir(join(outDir, 'pagefind/fragment'))).map((file) => file.replace('.pf_fragment', ''));
  refresh.afterBuild({ rendered: [docs[0]], edit: true, versions: [] });
  await refresh.settled();
  const { kept } = await edits();
  assert.equal(kept.length, 1);
  assert.ok((await fragments()).includes(kept[0]), 'the record in the other parts has the id the edits part keeps');
});

test('many pages re-rendered, a file added or removed, or a frozen version page: the whole index again', async (t) => {
  const versioned = [...docs, 'docs/1.0/old.html'];
  const { refresh, parts } = await site(t, versioned);
  const cases = [
    { rendered: docs, edit: true, versions: ['1.0'] },
    { rendered: [docs[0]], edit: false, versions: ['1.0'] },
    { rendered: ['docs/1.0/old.html'], edit: true, versions: ['1.0'] },
  ];
  refresh.afterBuild({ rendered: versioned, edit: false, versions: ['1.0'] });
  await refresh.settled();
  for (const built of cases) {
    refresh.afterBuild(built);
    await refresh.settled();
    assert.ok(!(await parts()).includes(EDITS_PART), JSON.stringify(built).slice(0, 80));
  }
  refresh.afterBuild({ rendered: [docs[0]], edit: true, versions: ['1.0'] });
  await refresh.settled();
  assert.ok((await parts()).includes(EDITS_PART), 'a small edit again: the edits part');
});
