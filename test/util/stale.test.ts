import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readdir, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STALE_AFTER_MS, isPartialWrite, removeStale } from '../../src/node/util/stale.ts';

async function age(path: string, ms: number): Promise<void> {
  const when = new Date(Date.now() - ms);
  await utimes(path, when, when);
}

test('removeStale removes only matching entries older than an hour, files and folders alike', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-stale-'));
  await writeFile(join(dir, 'a.json.1234.tmp'), 'half');
  await mkdir(join(dir, 'bundle.abcd.tmp'));
  await writeFile(join(dir, 'bundle.abcd.tmp', 'x.js'), '');
  await writeFile(join(dir, 'b.json.5678.tmp'), 'being written now');
  await writeFile(join(dir, 'c.json'), 'an old entry');
  for (const name of ['a.json.1234.tmp', 'bundle.abcd.tmp', 'c.json'])
    await age(join(dir, name), STALE_AFTER_MS + 60_000);
  await removeStale(dir, isPartialWrite);
  assert.deepEqual((await readdir(dir)).sort(), ['b.json.5678.tmp', 'c.json']);
});
