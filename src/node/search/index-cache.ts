/**
 * Search index parts kept between builds (`.docsgen/cache/pagefind/`): a part depends only on the
 * pages it was built from, so while they are the same its files are read from here instead of
 * being built again (Pagefind takes about 5 ms a page; reading its files a fraction).
 * An entry is a folder named by its key; the one pruning rule (src/node/cache/prune.ts) keeps those
 * the last two builds used: builds that alternate between two versions of the pages (a preview under a
 * sub-path and the root deploy, whose links differ) reuse both.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { engineRoot } from '../engine-root.ts';
import { filesBelow } from '../util/copy-files.ts';
import { mapLimited } from '../util/map-limited.ts';
import { writeFileMakingFolders, writeFolderWhole } from '../util/write-file.ts';
import { markUsed } from '../cache/prune.ts';
import { discardDamaged, encodeEntry, entryDigest, readEntry, type CacheName } from '../cache/verified.ts';
import { cacheKey } from '../cache/key.ts';

/** A file of an index, by its path in the index's folder. */
export interface IndexFile {
  path: string;
  content: Uint8Array;
}

/**
 * The files of the index named `name` of these pages (site paths below `outDir`): read from the
 * cache when it holds one built from the same pages, else made by `make` and kept. `reused`: read.
 */
export async function cachedIndex(
  cacheDir: string,
  name: string,
  outDir: string,
  pages: string[],
  make: () => Promise<IndexFile[]>,
): Promise<{ files: IndexFile[]; reused: boolean }> {
  const key = await hashOf(outDir, pages);
  const kept = join(cacheDir, `${name}-${key}`);
  const files = await readKept({ label: 'search index', dir: cacheDir }, kept, key);
  if (files) {
    await markUsed(kept);
    return { files, reused: true };
  }
  const made = await make();
  await keep(kept, key, made);
  return { files: made, reused: false };
}

/**
 * A kept entry's files, each verified (src/node/cache/verified.ts); none when there is no entry, another
 * build replaced it while it was read, or a file is damaged (then the entry is removed and counted).
 */
async function readKept(cache: CacheName, kept: string, key: string): Promise<IndexFile[] | undefined> {
  const paths = await filesBelow(kept).catch(() => [] as string[]);
  if (paths.length === 0) return undefined;
  const files = await mapLimited(paths, 32, async (path) => ({
    path,
    content: await readEntry(cache, join(kept, path), key),
  }));
  if (files.some((file) => !file.content)) {
    await discardDamaged(cache, kept);
    return undefined;
  }
  return files as IndexFile[];
}

/** The new entry, written whole. */
async function keep(kept: string, key: string, files: IndexFile[]): Promise<void> {
  await writeFolderWhole(kept, (temp) =>
    mapLimited(files, 32, (file) => writeFileMakingFolders(join(temp, file.path), encodeEntry(key, file.content))).then(
      () => undefined,
    ),
  );
}

/**
 * How parts are made and what a kept part holds besides Pagefind's files; a new value here makes
 * the parts kept by an earlier engine be built again.
 */
const INDEX_LAYOUT = 'parts-without-names-2';

/** Pages read at once for an index's key: one by one waits on the disk for each, all at once would hold every page in memory. */
const HASH_READS = 32;

/** Hash of the pages as written (paths and bytes), of the Pagefind that indexes them and of the layout of the index folder. */
async function hashOf(outDir: string, files: string[]): Promise<string> {
  const inputs: string[] = [];
  for (let start = 0; start < files.length; start += HASH_READS) {
    const batch = files.slice(start, start + HASH_READS);
    const contents = await Promise.all(batch.map((file) => readFile(join(outDir, file))));
    batch.forEach((file, i) => inputs.push(file, entryDigest(contents[i])));
  }
  return cacheKey({
    kind: `search-index-parts-${INDEX_LAYOUT}`,
    fingerprint: 'none',
    options: { pagefind: pagefindVersion() },
    inputs,
  });
}

let version: string | undefined;

/** Pagefind's version: an index built by another version is not reused. */
function pagefindVersion(): string {
  try {
    version ??= readFileSync(join(engineRoot, 'node_modules/pagefind/package.json'), 'utf8');
  } catch {
    version = 'pagefind';
  }
  return version;
}
