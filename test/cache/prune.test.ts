/**
 * The one pruning rule of every cache kind (src/node/cache/prune.ts): a full build removes the
 * entries neither it nor the build before it used, except those written since it started.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { markUsed, pruneUnused } from '../../src/node/cache/prune.ts';
import { encodeEntry, readEntry, writeEntry } from '../../src/node/cache/verified.ts';

const KEY_A = 'a'.repeat(40);
const KEY_B = 'b'.repeat(40);
const KEY_C = 'c'.repeat(40);
const MINUTE = 60_000;

async function cacheFolder(t: { after(fn: () => Promise<void>): void }): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-prune-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

async function write(dir: string, path: string, at: number): Promise<void> {
  const file = join(dir, path);
  await mkdir(join(file, '..'), { recursive: true });
  await writeFile(file, 'x');
  await utimes(file, new Date(at), new Date(at));
}

async function setTime(path: string, at: number): Promise<void> {
  await utimes(path, new Date(at), new Date(at));
}

async function listing(dir: string): Promise<string[]> {
  return ((await readdir(dir, { recursive: true })) as string[]).sort();
}

test('a build keeps what it and the build before used, and what was written since it started', async (t) => {
  const dir = await cacheFolder(t);
  const now = Date.now();
  const firstStart = now - 10 * MINUTE;
  await write(dir, 'rendered/old.html', now - 60 * MINUTE);
  await write(dir, 'rendered/first.html', firstStart + MINUTE);
  // No build pruned here before: only what this one used stays.
  assert.equal(await pruneUnused(dir, firstStart), 1);
  assert.deepEqual(await listing(dir), ['last-build.json', 'rendered', 'rendered/first.html']);

  const secondStart = now - MINUTE;
  await write(dir, 'rendered/second.html', secondStart + 1000);
  // Written by a build running beside this one, after this one started.
  await write(dir, 'rendered/beside.html', now);
  assert.equal(await pruneUnused(dir, secondStart), 0, 'the first build used first.html: it stays');

  const thirdStart = now;
  assert.equal(await pruneUnused(dir, thirdStart), 1);
  assert.deepEqual(await listing(dir), ['last-build.json', 'rendered', 'rendered/beside.html', 'rendered/second.html']);
});

test('an entry is a file, the files named by one key, or a folder with a manifest or named by a key; other folders are walked', async (t) => {
  const dir = await cacheFolder(t);
  const start = Date.now();
  const old = start - 60 * MINUTE;
  // A compiled page: its description read now, its HTML not (one entry: both stay).
  await write(dir, `pages/aa/${KEY_A}.json`, start + 100);
  await write(dir, `pages/aa/${KEY_A}.html`, old);
  // Another page no build used: both files go.
  await write(dir, `pages/bb/${KEY_B}.json`, old);
  await write(dir, `pages/bb/${KEY_B}.html`, old);
  // A search part (a folder named by its key): its old files go with it or stay with it.
  await write(dir, `pagefind/en-0-${KEY_C}/fragment/x.pf_fragment`, old);
  await setTime(join(dir, `pagefind/en-0-${KEY_C}`), start + 100);
  await write(dir, `pagefind/en-1-${KEY_A}/index/y.pf_index`, old);
  await setTime(join(dir, `pagefind/en-1-${KEY_A}`), old);
  // A frozen version (a folder with a manifest): reading the manifest marks it.
  await write(dir, 'versions/1.0/docs/a.html', old);
  await write(dir, 'versions/1.0/manifest.entry', start + 100);
  await setTime(join(dir, 'versions/1.0'), old);
  await write(dir, 'versions/0.9/docs/a.html', old);
  await write(dir, 'versions/0.9/manifest.entry', old);
  await setTime(join(dir, 'versions/0.9'), old);
  // Single files of the site, and a grouping folder (a frozen version's validators).
  await write(dir, 'file-digests.entry', start + 100);
  await write(dir, `recipe-validators/frozen/${KEY_B}.js`, old);

  assert.equal(await pruneUnused(dir, start), 4, "a page's two files are one entry");
  const left = await listing(dir);
  for (const kept of [
    `pages/aa/${KEY_A}.json`,
    `pages/aa/${KEY_A}.html`,
    `pagefind/en-0-${KEY_C}/fragment/x.pf_fragment`,
    'versions/1.0/docs/a.html',
    'file-digests.entry',
  ])
    assert.ok(left.includes(kept), `${kept} stays`);
  for (const gone of [
    `pages/bb/${KEY_B}.json`,
    `pages/bb/${KEY_B}.html`,
    `pagefind/en-1-${KEY_A}`,
    'versions/0.9',
    `recipe-validators/frozen/${KEY_B}.js`,
  ])
    assert.ok(!left.includes(gone), `${gone} goes`);
});

test('reading an entry through verified.ts marks it used; a write a killed build left unfinished goes', async (t) => {
  const dir = await cacheFolder(t);
  const start = Date.now();
  const old = start - 3 * 60 * MINUTE;
  const entry = join(dir, `examples/${KEY_A}.json`);
  await mkdir(join(dir, 'examples'), { recursive: true });
  await writeEntry(entry, KEY_A, '[]');
  await setTime(entry, old);
  assert.equal((await readEntry({ label: 'code example results', dir }, entry, KEY_A))?.toString(), '[]');
  // Left by a process that no longer runs (its id in the name), hours ago.
  const partial = join(dir, `examples/${KEY_B}.json.999999999.tmp`);
  await writeFile(partial, encodeEntry(KEY_B, '[').subarray(0, 40));
  await setTime(partial, old);
  await pruneUnused(dir, start);
  assert.deepEqual(await listing(dir), ['examples', `examples/${KEY_A}.json`, 'last-build.json']);
});

test('marking a missing entry used is not an error', async (t) => {
  const dir = await cacheFolder(t);
  await markUsed(join(dir, 'gone.json'));
  assert.deepEqual(await readdir(dir), []);
});
