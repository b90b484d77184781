/**
 * The one way every cache reads and writes its entries (src/node/cache/verified.ts): a checksum and the
 * key on write, verified on read; a damaged entry is removed and reported once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, readdir, rm, truncate, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  copyFromFolderEntry,
  readFolderEntry,
  readJsonEntry,
  readTextEntry,
  takeCacheDamage,
  writeEntry,
  writeFolderEntry,
} from '../../src/node/cache/verified.ts';
import { SocialCards, writeCards } from '../../src/node/cards/cards.ts';
import { fontCovers } from '../../src/node/cards/render.ts';

const scratch = async () => mkdtemp(join(tmpdir(), 'docsgen-entries-'));

test('an entry reads back whole; another key is a miss, not damage', async (t) => {
  const dir = await scratch();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const cache = { label: 'test', dir };
  const file = join(dir, 'a.json');
  assert.equal(await writeEntry(file, 'key-1', JSON.stringify({ html: '<p>é</p>' })), true);
  assert.deepEqual(await readJsonEntry(cache, file, 'key-1'), { html: '<p>é</p>' });
  assert.equal(await readJsonEntry(cache, file, 'key-2'), undefined);
  assert.ok(existsSync(file), 'an entry of another key stays');
  assert.equal(await readTextEntry(cache, join(dir, 'missing.html'), 'key-1'), undefined);
  assert.deepEqual(takeCacheDamage(dir), []);
});

test('truncated, emptied, altered or header-less entries are removed and counted once per cache', async (t) => {
  const dir = await scratch();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const cache = { label: 'rendered pages', dir: join(dir, '.docsgen/cache/rendered') };
  const page = '<!doctype html><html><body><p>whole page</p></body></html>';
  const damages: ((file: string) => Promise<void>)[] = [
    (file) => truncate(file, 80),
    (file) => truncate(file, 0),
    async (file) => writeFile(file, (await readFile(file, 'utf8')).replace('whole', 'wh0le')),
    (file) => writeFile(file, page),
  ];
  for (const [i, damage] of damages.entries()) {
    const file = join(cache.dir, `${i}.html`);
    await writeEntry(file, `k${i}`, page);
    await damage(file);
    assert.equal(await readTextEntry(cache, file, `k${i}`), undefined);
    assert.equal(existsSync(file), false, 'the damaged entry is gone');
  }
  const [warning, ...more] = takeCacheDamage(dir);
  assert.deepEqual(more, []);
  assert.deepEqual(
    { ...warning, hint: undefined },
    {
      severity: 'warning',
      code: 'cache-damaged',
      file: '.docsgen/cache/rendered',
      message:
        'the rendered pages cache had 4 entries that failed verification (written by a docsgen before checksums, or damaged since: a truncated restore, a full disk); they were removed and made again',
      hint: undefined,
    },
  );
  assert.deepEqual(takeCacheDamage(dir), [], 'reported once');
});

test('a folder entry copies only verified files; one altered file discards the whole entry', async (t) => {
  const dir = await scratch();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const cache = { label: 'search index', dir };
  const entry = join(dir, 'index-1');
  await writeFolderEntry(entry, 'k', 3, async (temp) => {
    await writeFile(join(temp, 'a.js'), 'a');
    await writeFile(join(temp, 'b.js'), 'b');
  });
  const manifest = (await readFolderEntry<number>(cache, entry, 'k'))!;
  assert.equal(manifest.data, 3);
  assert.equal(await copyFromFolderEntry(cache, entry, manifest, join(dir, 'out1')), true);
  assert.deepEqual((await readdir(join(dir, 'out1'))).sort(), ['a.js', 'b.js']);
  await writeFile(join(entry, 'b.js'), 'B');
  assert.equal(await copyFromFolderEntry(cache, entry, manifest, join(dir, 'out2')), false);
  assert.equal(existsSync(entry), false);
  assert.equal(
    takeCacheDamage(dir)[0].message.startsWith('the search index cache had an entry that failed verification'),
    true,
  );
});

test('a damaged social card in the cache is drawn again, not copied', async (t) => {
  const dir = await scratch();
  t.after(() => rm(dir, { recursive: true, force: true }));
  const cacheDir = join(dir, 'cache');
  const cards = new SocialCards(
    { siteTitle: 'Fixture', colors: { background: '#0b1220', accent: '#58a6ff' } },
    undefined,
    'design-1',
    await fontCovers(),
    'https://example.com',
    '/',
  );
  cards.add({
    title: 'Install',
    description: 'Put it on your machine.',
    canonical: 'https://example.com/docs/install',
  });
  assert.equal(await writeCards(cards, { outDir: join(dir, 'out1'), cacheDir }), 1);
  const [entry] = await readdir(cacheDir);
  await truncate(join(cacheDir, entry), 200);
  assert.equal(await writeCards(cards, { outDir: join(dir, 'out2'), cacheDir }), 1, 'drawn again');
  const [path] = cards.cards.keys();
  assert.deepEqual(await readFile(join(dir, 'out2', path)), await readFile(join(dir, 'out1', path)));
  assert.equal(takeCacheDamage(dir)[0].file, 'cache');
  assert.equal(await writeCards(cards, { outDir: join(dir, 'out3'), cacheDir }), 0, 'kept again, whole');
});
