/** The one record of files' digests: kept between builds, read again only when a file's stamp changed. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FileDigests } from '../../src/node/cache/file-digests.ts';

test('digests are kept for the next build and follow the bytes, not the times', async (t) => {
  const root = await mkdtemp(join(tmpdir(), 'docsgen-digests-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  const image = join(root, 'shot.png');
  await writeFile(image, 'pixels');
  const written = new Date('2026-01-02T03:04:05Z');
  await utimes(image, written, written);
  const first = new FileDigests(join(root, 'cache'));
  const digest = await first.of(image);
  assert.equal(digest?.size, 6);
  await first.save();

  // The next build knows it from the record: the file is not read (here: its bytes changed behind the same stamp).
  const next = new FileDigests(join(root, 'cache'));
  await writeFile(image, 'PIXELS');
  await utimes(image, written, written);
  assert.deepEqual(await next.of(image), digest, 'known by its stamp');

  // A fresh checkout: new times, same bytes, same digest; other bytes, another digest.
  await writeFile(image, 'pixels');
  assert.deepEqual(await next.of(image), digest);
  await writeFile(image, 'other pixels');
  assert.notEqual((await next.of(image))?.digest, digest?.digest);
  assert.equal(await next.of(join(root, 'missing.png')), undefined);
  assert.equal(await new FileDigests().of(root), undefined, 'a folder is not a file');
});
