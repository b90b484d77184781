/**
 * The search index made while the pages are written (src/node/search/parts-ahead.ts): each part goes to
 * Pagefind once its last page is written, and the search step then writes the same index as one
 * that indexed every part at the end; a part whose pages differ from the plan is indexed again.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { buildSearchIndex } from '../../src/node/search/pagefind.ts';
import { PartsAhead } from '../../src/node/search/parts-ahead.ts';

const PER_PART = 4;
const paths = Array.from({ length: 14 }, (_, i) => `docs/topic-${i}.html`);
const page = (path: string, word = 'ordinary') =>
  `<!doctype html><html lang="en"><head><title>${path}</title></head><body><main data-pagefind-body><h1>${path}</h1><p>Text of ${path}, ${word}.</p></main></body></html>`;

async function writePage(outDir: string, path: string, word?: string): Promise<void> {
  await mkdir(dirname(join(outDir, path)), { recursive: true });
  await writeFile(join(outDir, path), page(path, word));
}

/**
 * The files of an index that are the same bytes from run to run: the pages' fragments and the word
 * chunks (Pagefind writes its filters, and so its metadata and entry, in a hash map's order).
 */
async function stableFiles(outDir: string): Promise<Record<string, string>> {
  const dir = join(outDir, 'pagefind');
  const files = ((await readdir(dir, { recursive: true })) as string[])
    .filter((f) => /(^|\/)(fragment|index)\/[^/]+$/.test(f))
    .sort();
  return Object.fromEntries(
    await Promise.all(
      files.map(
        async (f) =>
          [
            f,
            createHash('sha1')
              .update(await readFile(join(dir, f)))
              .digest('hex'),
          ] as const,
      ),
    ),
  );
}

async function tempDir(t: { after: (f: () => Promise<void>) => void }): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-parts-ahead-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  return dir;
}

test('each part is indexed once its last page is written, and the index is the one the search step alone makes', async (t) => {
  const dir = await tempDir(t);
  const [ahead, atEnd] = [join(dir, 'ahead'), join(dir, 'at-end')];
  const parts = new PartsAhead(ahead, paths, { versions: [], pagesPerPart: PER_PART });
  const inOrder = [...paths].sort((a, b) => parts.rank(a) - parts.rank(b));
  const firstPart = inOrder.filter((path) => parts.rank(path) === parts.rank(inOrder[0]));
  assert.ok(firstPart.length > 0 && firstPart.length < paths.length, 'the pages are in more than one part');
  for (const path of firstPart) {
    await writePage(ahead, path);
    parts.written(path);
  }
  await parts.settled();
  assert.ok(
    existsSync(join(ahead, 'pagefind/pagefind-entry.json')),
    'the first part is written before the other pages are',
  );
  for (const path of inOrder.slice(firstPart.length)) {
    await writePage(ahead, path);
    parts.written(path);
  }
  const made = await buildSearchIndex(ahead, { pagesPerPart: PER_PART, ahead: parts });
  for (const path of paths) await writePage(atEnd, path);
  const alone = await buildSearchIndex(atEnd, { pagesPerPart: PER_PART });
  assert.equal(made.pages, alone.pages);
  assert.equal(made.madeAhead, 4, 'every part was made ahead');
  assert.equal(
    await readFile(join(ahead, 'pagefind/parts.json'), 'utf8'),
    await readFile(join(atEnd, 'pagefind/parts.json'), 'utf8'),
  );
  const stable = await stableFiles(ahead);
  assert.ok(Object.keys(stable).length > paths.length, 'fragments and word chunks are compared');
  assert.deepEqual(stable, await stableFiles(atEnd));
});

test('a page written again after its part was indexed, and a page the plan did not name, are in the index', async (t) => {
  const dir = await tempDir(t);
  const parts = new PartsAhead(dir, paths, { versions: [], pagesPerPart: PER_PART });
  for (const path of paths) {
    await writePage(dir, path);
    parts.written(path);
  }
  await parts.settled();
  await writePage(dir, paths[3], 'rewritten');
  parts.written(paths[3]);
  await writePage(dir, 'docs/unplanned.html', 'unplanned');
  const result = await buildSearchIndex(dir, { pagesPerPart: PER_PART, ahead: parts });
  assert.equal(result.pages, paths.length + 1);
  assert.ok(result.madeAhead >= 2 && result.madeAhead < 4, `${result.madeAhead} parts of 4 kept from those made ahead`);
  const fragments = await Promise.all(
    ((await readdir(join(dir, 'pagefind'), { recursive: true })) as string[])
      .filter((f) => f.includes('fragment/'))
      .map((f) => readFile(join(dir, 'pagefind', f))),
  );
  // Fragments are gzip-compressed JSON.
  const text = fragments.map((bytes) => gunzipSync(bytes).toString()).join('\n');
  assert.match(text, /rewritten/, 'the page written again is indexed as it is now');
  assert.match(text, /unplanned/, 'the page the plan did not name is indexed');
  assert.doesNotMatch(text, new RegExp(`${paths[3]}, ordinary`), 'its first version is gone');
});

test('the parts of the pages likely changed come first in the order the pages are written', () => {
  const plan = new PartsAhead('/nowhere', paths, { versions: [], pagesPerPart: PER_PART });
  const changed = paths.find((path) => plan.rank(path) === Math.max(...paths.map((p) => plan.rank(p))))!;
  const first = new PartsAhead('/nowhere', paths, { versions: [], pagesPerPart: PER_PART }, new Set([changed]));
  assert.ok(plan.rank(changed) > 0, 'without the hint, its part is not the first');
  assert.equal(first.rank(changed), 0, 'its part is ranked first');
  const sameRank = (ahead: PartsAhead) => paths.filter((p) => ahead.rank(p) === ahead.rank(changed)).sort();
  assert.deepEqual(sameRank(first), sameRank(plan), 'the parts are the same; only their order changed');
  const others = (ahead: PartsAhead) => paths.filter((p) => ahead.rank(p) !== ahead.rank(changed));
  const order = (ahead: PartsAhead) => [...new Set(others(ahead).map((p) => ahead.rank(p)))].length;
  assert.equal(order(first), order(plan), 'every other part keeps a rank of its own');
});
