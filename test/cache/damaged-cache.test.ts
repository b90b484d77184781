/** Cache entries damaged outside docsgen (a truncated file in a restored CI cache) are misses, not failed builds. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile, truncate, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempSite } from '../helpers/site.ts';

test('a build with truncated JSON cache entries builds the same site', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const first = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(first.code, 0, first.stderr);
  const before = await readFile(join(site.root, 'build/docs/features.html'), 'utf8');
  const cache = join(site.root, '.docsgen/cache');
  const entries = (await readdir(cache, { recursive: true })).filter((name) => name.endsWith('.json'));
  assert.ok(entries.some((name) => name.startsWith('generated/')), 'the generators have entries');
  for (const name of entries) await truncate(join(cache, name), Math.floor((await stat(join(cache, name))).size / 2));
  const second = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(second.code, 0, second.stderr);
  assert.equal(await readFile(join(site.root, 'build/docs/features.html'), 'utf8'), before);
});
