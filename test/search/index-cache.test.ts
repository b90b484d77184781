/**
 * A search index part is kept between builds, keyed by the pages it was made from. Builds that
 * alternate between two versions of the pages (a preview under a sub-path beside the root deploy:
 * the same pages with other links) each reuse their own. Old entries go by the one pruning rule of
 * every cache (test/cache/prune.test.ts): a build keeps what it and the build before it used.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { cachedIndex } from '../../src/node/search/index-cache.ts';
import { entryDigest } from '../../src/node/cache/verified.ts';

test('an index part is kept for each version of its pages, and reading it marks it used', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-index-cache-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const cacheDir = join(dir, 'cache');
  let made = 0;
  /** Indexes the page as it is under base URL `base`: true when the index was made, false when copied. */
  const index = async (base: string): Promise<boolean> => {
    const outDir = join(dir, `out-${base}`);
    await mkdir(join(outDir, 'docs'), { recursive: true });
    await writeFile(join(outDir, 'docs/a.html'), `<a href="${base}docs/b">b</a>`);
    const before = made;
    const result = await cachedIndex(cacheDir, 'pagefind-0', outDir, ['docs/a.html'], async () => {
      made++;
      return [{ path: 'index/en_1.pf_index', content: Buffer.from(base) }];
    });
    assert.deepEqual(
      result.files.map((file) => [file.path, Buffer.from(file.content).toString()]),
      [['index/en_1.pf_index', base]],
      'the index of these pages',
    );
    assert.equal(result.reused, made === before);
    return made > before;
  };
  assert.equal(await index('/'), true);
  assert.equal(await index('/preview/'), true);
  assert.equal(await index('/'), false, 'the root deploy after a preview: copied');
  assert.equal(await index('/preview/'), false, 'and the preview after it');
  assert.equal(await index('/other/'), true);
  const entries = await readdir(cacheDir);
  assert.equal(entries.length, 3, `one entry a version of the pages, named by its key: ${entries.join(', ')}`);
  assert.ok(entries.every((name) => /^pagefind-0-[0-9a-f]{40}$/.test(name)));
  const hourAgo = new Date(Date.now() - 3_600_000);
  for (const name of entries) await utimes(join(cacheDir, name), hourAgo, hourAgo);
  assert.equal(await index('/'), false);
  const used = await Promise.all(
    entries.map(async (name) => (await stat(join(cacheDir, name))).mtimeMs > hourAgo.getTime()),
  );
  assert.equal(used.filter(Boolean).length, 1, 'the part copied is marked used, the others are not');
});

test('with edits allowed, a kept part of nearly the same pages stands in and names the pages that differ; past the limit, or with a page gone, the part is made', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-index-edits-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const cacheDir = join(dir, 'cache');
  const outDir = join(dir, 'out');
  await mkdir(outDir, { recursive: true });
  let made = 0;
  const write = (pages: Record<string, string>) =>
    Promise.all(Object.entries(pages).map(([page, text]) => writeFile(join(outDir, page), text)));
  const index = (pages: string[]) =>
    cachedIndex(
      cacheDir,
      'current-0',
      outDir,
      pages,
      async () => [{ path: 'index/en_1.pf_index', content: Buffer.from(`made ${++made}`) }],
      { editsUpTo: 2 },
    );
  await write({ 'a.html': 'a', 'b.html': 'b', 'c.html': 'c', 'd.html': 'd' });
  const first = await index(['a.html', 'b.html', 'c.html']);
  assert.deepEqual([first.reused, first.edited, made], [false, [], 1]);

  await write({ 'a.html': 'a, edited' });
  const edited = await index(['a.html', 'b.html', 'c.html', 'd.html']);
  assert.deepEqual([edited.reused, edited.edited, made], [true, ['a.html', 'd.html'], 1], 'one page edited, one added');
  assert.equal(Buffer.from(edited.files[0].content).toString(), 'made 1', "the kept part's files");
  assert.deepEqual(
    edited.files.map((file) => file.path),
    ['index/en_1.pf_index'],
    "only Pagefind's files: the kept pages' list is the cache's own",
  );

  await write({ 'b.html': 'b, edited' });
  const many = await index(['a.html', 'b.html', 'c.html', 'd.html']);
  assert.deepEqual([many.reused, many.edited, made], [false, [], 2], 'three pages differ: made again');

  const gone = await index(['a.html', 'b.html']);
  assert.deepEqual([gone.reused, gone.edited, made], [false, [], 3], 'a page of every kept part gone: made again');
  const near = await index(['a.html', 'b.html', 'c.html']);
  assert.deepEqual([near.reused, near.edited, made], [true, ['c.html'], 3], 'the nearest kept part: one page added');
  assert.deepEqual((await index(['a.html', 'b.html'])).edited, [], 'the same pages: read as they are');
  assert.equal(made, 3);
});

test("the pages' digests known as they were written key a part without reading the pages", async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-index-cache-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const cacheDir = join(dir, 'cache');
  const outDir = join(dir, 'out');
  await mkdir(join(outDir, 'docs'), { recursive: true });
  const page = '<h1>A</h1>';
  await writeFile(join(outDir, 'docs/a.html'), page);
  let made = 0;
  const make = async () => (made++, [{ path: 'index/en_1.pf_index', content: Buffer.from('a') }]);
  await cachedIndex(cacheDir, 'pagefind-0', outDir, ['docs/a.html'], make);
  // The page is gone from the folder: only its known digest can find the kept part.
  await rm(join(outDir, 'docs/a.html'));
  const digests = new Map([['docs/a.html', entryDigest(page)]]);
  const kept = await cachedIndex(cacheDir, 'pagefind-0', outDir, ['docs/a.html'], make, { digests });
  assert.equal(kept.reused, true);
  assert.equal(made, 1);
  const other = new Map([['docs/a.html', entryDigest('<h1>B</h1>')]]);
  assert.equal(
    (await cachedIndex(cacheDir, 'pagefind-0', outDir, ['docs/a.html'], make, { digests: other })).reused,
    false,
  );
  assert.equal(made, 2, 'another digest: made again');
});
