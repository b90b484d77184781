/**
 * Every cache kind makes its key with `cacheKey` (src/node/cache/key.ts): the key follows each of
 * its three parts, lists of inputs never collide by where they are cut, and a warm build after
 * a cold one finds every entry it wrote (no kind makes a new entry when nothing changed).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { buildSite } from '../../src/node/build.ts';
import { cacheKey } from '../../src/node/cache/key.ts';
import { tempSite } from '../helpers/site.ts';

test('a key changes with the kind, the fingerprint, the options and each input', () => {
  const base = { kind: 'pages-1', fingerprint: 'engine', options: { a: 1 }, inputs: ['x', 'y'] } as const;
  const key = cacheKey(base);
  assert.match(key, /^[0-9a-f]{40}$/);
  assert.equal(cacheKey({ ...base, inputs: ['x', 'y'] }), key, 'the same parts make the same key');
  const others = [
    cacheKey({ ...base, kind: 'pages-2' }),
    cacheKey({ ...base, fingerprint: 'render' }),
    cacheKey({ ...base, fingerprint: 'none' }),
    cacheKey({ ...base, options: { a: 2 } }),
    cacheKey({ ...base, inputs: ['x', 'z'] }),
    cacheKey({ ...base, inputs: [Buffer.from('x'), 'y', ''] }),
  ];
  assert.equal(new Set([key, ...others]).size, others.length + 1);
});

test('inputs cut in different places make different keys', () => {
  const parts = (inputs: string[]) => cacheKey({ kind: 'k', fingerprint: 'none', inputs });
  assert.notEqual(parts(['ab', 'c']), parts(['a', 'bc']));
  assert.notEqual(parts(['a\0', 'b']), parts(['a', '\0b']));
});

/** Every entry below the site's cache folder, by path (bookkeeping of the last output left out). */
async function entryNames(root: string): Promise<string[]> {
  const dir = join(root, '.docsgen/cache');
  const found = await readdir(dir, { recursive: true, withFileTypes: true });
  return found
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((path) => !path.endsWith('output-files.entry'))
    .sort();
}

test('a warm build into a new folder finds every entry the cold build wrote, and writes none', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  await buildSite({ root: site.root, outDir: join(site.root, 'build-a') });
  const cold = await entryNames(site.root);
  assert.ok(cold.some((path) => path.startsWith('pages/')) && cold.some((path) => path.startsWith('pagefind/')));
  const warm = await buildSite({ root: site.root, outDir: join(site.root, 'build-b') });
  assert.deepEqual(await entryNames(site.root), cold, 'no entry made again under another key');
  assert.equal(warm.rendered, 0, 'no page rendered again');
});
