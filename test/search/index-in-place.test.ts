/**
 * serve rewrites its search index in place while readers search (src/node/search/write-index.ts,
 * src/node/search/replaced-index-files.ts): a browser that loaded an index an edit replaced still
 * finds every file that index names for a while, and no file is rewritten where it stands.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { buildSearchIndex } from '../../src/node/search/pagefind.ts';
import { ReplacedIndexFiles } from '../../src/node/search/replaced-index-files.ts';

const paths = ['docs/alpha.html', 'docs/beta.html', 'docs/gamma.html'];

async function writePage(outDir: string, path: string, word: string): Promise<void> {
  await mkdir(dirname(join(outDir, path)), { recursive: true });
  await writeFile(
    join(outDir, path),
    `<!doctype html><html lang="en"><head><title>${path}</title></head><body><main data-pagefind-body><h1>${path}</h1><p>About ${word}.</p></main></body></html>`,
  );
}

/** The index's data files (named by their bytes' hash), with their inode numbers. */
async function dataFiles(outDir: string): Promise<Map<string, number>> {
  const dir = join(outDir, 'pagefind');
  const names = ((await readdir(dir, { recursive: true })) as string[]).filter((f) =>
    /\.pf_(meta|index|fragment|filter)$/.test(f),
  );
  return new Map(await Promise.all(names.map(async (f) => [f, (await stat(join(dir, f))).ino] as const)));
}

async function tempOutput(t: { after: (f: () => Promise<void>) => void }): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'docsgen-index-in-place-'));
  t.after(() => rm(outDir, { recursive: true, force: true }));
  for (const path of paths) await writePage(outDir, path, 'lineage');
  return outDir;
}

test('files leave an index, stay as long as asked, then go; a file back in the index stays', () => {
  let now = 0;
  const replaced = new ReplacedIndexFiles(1000, () => now);
  // The session's first write: what was there before counts as just replaced.
  assert.deepEqual(replaced.afterWrite('ix', new Set(['a', 'b']), ['a', 'b', 'old']), []);
  now = 600;
  assert.deepEqual(replaced.afterWrite('ix', new Set(['a', 'c']), ['a', 'b', 'c', 'old']), []);
  now = 1000;
  assert.deepEqual(replaced.afterWrite('ix', new Set(['a', 'b']), ['a', 'b', 'c', 'old']), ['old']);
  now = 1999;
  assert.deepEqual(replaced.afterWrite('ix', new Set(['a', 'b']), ['a', 'b', 'c']), []);
  now = 2000;
  assert.deepEqual(replaced.afterWrite('ix', new Set(['a', 'b']), ['a', 'b', 'c']), ['c']);
  assert.deepEqual(replaced.afterWrite('other', new Set(['x']), ['x']), [], 'each folder on its own');
});

test("serve's index keeps a replaced index's files while they may be asked for, and leaves unchanged files where they stand", async (t) => {
  const outDir = await tempOutput(t);
  let now = 0;
  const replacedFiles = new ReplacedIndexFiles(60_000, () => now);
  await buildSearchIndex(outDir, { replacedFiles });
  const first = await dataFiles(outDir);

  now = 1_000;
  await writePage(outDir, 'docs/beta.html', 'ingestion');
  await buildSearchIndex(outDir, { replacedFiles });
  const second = await dataFiles(outDir);
  assert.deepEqual(
    [...first.keys()].filter((f) => !second.has(f)),
    [],
    'every file of the replaced index is still there',
  );
  const added = [...second.keys()].filter((f) => !first.has(f));
  assert.ok(added.length > 0, 'the edit gave the index files of new names');
  for (const [file, inode] of first) assert.equal(second.get(file), inode, `${file} was not rewritten`);

  now = 62_000;
  await writePage(outDir, 'docs/gamma.html', 'governance');
  await buildSearchIndex(outDir, { replacedFiles });
  const third = await dataFiles(outDir);
  const gone = [...second.keys()].filter((f) => !third.has(f));
  assert.ok(gone.length > 0, 'the files replaced over a minute ago are removed');
  for (const file of gone) assert.ok(first.has(file), `${file} left with the first index, not the second`);
});

test('a build removes the files of the index it replaces at once', async (t) => {
  const outDir = await tempOutput(t);
  await buildSearchIndex(outDir);
  const first = await dataFiles(outDir);
  await writePage(outDir, 'docs/beta.html', 'ingestion');
  await buildSearchIndex(outDir);
  const second = await dataFiles(outDir);
  assert.ok(
    [...first.keys()].some((f) => !second.has(f)),
    'a file only the first index had is gone',
  );
});
