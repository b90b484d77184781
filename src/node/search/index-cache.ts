/**
 * Search index parts kept between builds (`.docsgen/cache/pagefind/`): a part depends only on the
 * pages it was built from, so while they are the same its files are read from here instead of
 * being built again (Pagefind takes about 5 ms a page; reading its files a fraction).
 * An entry is a folder named by its key; the one pruning rule (src/node/cache/prune.ts) keeps those
 * the last two builds used: builds that alternate between two versions of the pages (a preview under a
 * sub-path and the root deploy, whose links differ) reuse both.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { engineRoot } from '../engine-root.ts';
import { filesBelow } from '../util/copy-files.ts';
import { mapLimited } from '../util/map-limited.ts';
import { writeFileMakingFolders, writeFolderWhole } from '../util/write-file.ts';
import { markUsed } from '../cache/prune.ts';
import {
  discardDamaged,
  encodeEntry,
  entryDigest,
  readEntry,
  readTextEntry,
  type CacheName,
} from '../cache/verified.ts';
import { cacheKey } from '../cache/key.ts';

/** A file of an index, by its path in the index's folder. */
export interface IndexFile {
  path: string;
  content: Uint8Array;
}

/** A part's files, and whether they came from the cache. */
export interface CachedPart {
  files: IndexFile[];
  reused: boolean;
  /**
   * A kept part of nearly the same pages stood in (`editsUpTo`): the pages that differ from it (changed
   * or added), to be indexed in the edits' part (src/node/search/edits-part.ts).
   */
  edited: string[];
}

/**
 * The files of the index named `name` of these pages (site paths below `outDir`): read from the
 * cache when it holds one built from the same pages, else made by `make` and kept. With `editsUpTo`,
 * a kept index of this name whose pages differ in at most that many (changed or added, none
 * removed) stands in, the pages that differ named in the result, instead of being made again
 * (Pagefind takes ~5 ms a page: a part of 100 pages about 0.6 s, the pages an edit changed a tenth).
 */
export async function cachedIndex(
  cacheDir: string,
  name: string,
  outDir: string,
  pages: string[],
  make: () => Promise<IndexFile[]>,
  { editsUpTo = 0, digests: known }: { editsUpTo?: number; digests?: ReadonlyMap<string, string> } = {},
): Promise<CachedPart> {
  const cache: CacheName = { label: 'search index', dir: cacheDir };
  const digests = await digestsOf(outDir, pages, known);
  const key = keyOf(digests);
  const kept = join(cacheDir, `${name}-${key}`);
  const files = await readKept(cache, kept, key);
  if (files) {
    markUsed(kept);
    return { files, reused: true, edited: [] };
  }
  const near = editsUpTo > 0 ? await nearestKept(cache, name, digests, editsUpTo) : undefined;
  if (near) return near;
  const made = await make();
  await keep(kept, key, made, digests);
  return { files: made, reused: false, edited: [] };
}

/**
 * The kept index of `name` whose pages differ least from `digests` (at most `limit` pages changed or
 * added, none removed: the edits' part can only hold pages), read and marked used.
 */
async function nearestKept(
  cache: CacheName,
  name: string,
  digests: PageDigests,
  limit: number,
): Promise<CachedPart | undefined> {
  const entries = (await readdir(cache.dir).catch(() => [] as string[])).filter(
    (entry) => entry.startsWith(`${name}-`) && /^[0-9a-f]{40}$/.test(entry.slice(name.length + 1)),
  );
  let best: { dir: string; key: string; edited: string[] } | undefined;
  for (const entry of entries) {
    const dir = join(cache.dir, entry);
    const key = entry.slice(name.length + 1);
    const text = await readTextEntry(cache, join(dir, PAGES_FILE), key);
    if (!text) continue;
    const keptPages = new Map(JSON.parse(text) as [string, string][]);
    const edited = [...digests].filter(([page, digest]) => keptPages.get(page) !== digest).map(([page]) => page);
    const gone = [...keptPages.keys()].some((page) => !digests.has(page));
    if (!gone && edited.length <= limit && edited.length < (best?.edited.length ?? Infinity))
      best = { dir, key, edited };
  }
  const files = best && (await readKept(cache, best.dir, best.key));
  if (!best || !files) return undefined;
  markUsed(best.dir);
  return { files, reused: true, edited: best.edited };
}

/**
 * A kept entry's files, each verified (src/node/cache/verified.ts); none when there is no entry, another
 * build replaced it while it was read, or a file is damaged (then the entry is removed and counted).
 */
async function readKept(cache: CacheName, kept: string, key: string): Promise<IndexFile[] | undefined> {
  const paths = (await filesBelow(kept).catch(() => [] as string[])).filter((path) => path !== PAGES_FILE);
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

/** The new entry, written whole: Pagefind's files, and the pages' digests (for `nearestKept`). */
async function keep(kept: string, key: string, files: IndexFile[], digests: PageDigests): Promise<void> {
  const pages = { path: PAGES_FILE, content: Buffer.from(JSON.stringify([...digests])) };
  await writeFolderWhole(kept, (temp) =>
    mapLimited([...files, pages], 32, (file) =>
      writeFileMakingFolders(join(temp, file.path), encodeEntry(key, file.content)),
    ).then(() => undefined),
  );
}

/** The kept part's pages and their digests; Pagefind names no file of its own so. */
const PAGES_FILE = 'docsgen-pages.json';

/** Each page's digest (its bytes as written), by site path, in the part's order. */
type PageDigests = Map<string, string>;

/**
 * How parts are made and what a kept part holds besides Pagefind's files; a new value here makes
 * the parts kept by an earlier engine be built again.
 */
const INDEX_LAYOUT = 'parts-without-names-2';

/** Pages read at once for an index's key: one by one waits on the disk for each, all at once would hold every page in memory. */
const HASH_READS = 32;

/** The pages' digests, in their order: those `known` as they were written, the others read a few at a time. */
async function digestsOf(
  outDir: string,
  files: string[],
  known: ReadonlyMap<string, string> = new Map(),
): Promise<PageDigests> {
  const unknown = files.filter((file) => !known.has(file));
  const read = new Map<string, string>();
  for (let start = 0; start < unknown.length; start += HASH_READS) {
    const batch = unknown.slice(start, start + HASH_READS);
    const contents = await Promise.all(batch.map((file) => readFile(join(outDir, file))));
    batch.forEach((file, i) => read.set(file, entryDigest(contents[i])));
  }
  return new Map(files.map((file) => [file, known.get(file) ?? read.get(file)!]));
}

/** Hash of the pages as written (paths and bytes), of the Pagefind that indexes them and of the layout of the index folder. */
function keyOf(digests: PageDigests): string {
  return cacheKey({
    kind: `search-index-parts-${INDEX_LAYOUT}`,
    fingerprint: 'none',
    options: { pagefind: pagefindVersion() },
    inputs: [...digests].flat(),
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
