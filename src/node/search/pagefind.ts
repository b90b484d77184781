/**
 * The offline search index, built with Pagefind's Node API from the written HTML. Pages mark
 * what to index with `data-pagefind-body`; navigation chrome is `data-pagefind-ignore`.
 *
 * Each frozen docs version gets its own index (`pagefind/<version>/`), so that search stays in
 * the reader's version. An index is made of parts that the reader's browser merges into one search
 * (`parts.json`, Pagefind's mergeIndex); each part, once built, is kept under a hash of its pages
 * and copied into later builds while they are the same (src/node/search/index-cache.ts).
 */
import { readdir, rm } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { cachedIndex, type CachedPart, type IndexFile } from './index-cache.ts';
import { EDITS_PART } from '../../shared/search/edited-pages.ts';
import { writeFileWhole } from '../util/write-file.ts';
import { copyFiles } from '../util/copy-files.ts';
import type { ReplacedIndexFiles } from './replaced-index-files.ts';
import { editsPartFiles, indexError, isIndexData, writeIndex, type PlaceBytes } from './write-index.ts';

/** A part written: whether it came from the cache, and the pages an edits' part must hold for it (`CachedPart`). */
export type PartOutcome = Omit<CachedPart, 'files'>;

/** Parts already indexed while the pages were written (src/node/search/parts-ahead.ts `PartsAhead`). */
export interface MadeAhead {
  /** The part's outcome when it was made ahead with these pages; else undefined. */
  take(target: string, index: number, pages: string[]): Promise<PartOutcome> | undefined;
  /** Resolves once no part is being made. */
  settled(): Promise<void>;
}

export interface SearchIndexOptions {
  /** Names of the frozen versions, whose pages live under `docs/<name>/`. */
  versions?: string[];
  /** Where index parts are kept between builds; none: always built. */
  cacheDir?: string;
  /** Pages a part aims at (default PAGES_PER_PART). */
  pagesPerPart?: number;
  /** Stops the indexer (the build was interrupted). */
  signal?: AbortSignal;
  /** Parts indexed while the pages were written. */
  ahead?: MadeAhead;
  /** serve, which rewrites its indexes in place: when the files of a replaced index may go. */
  replacedFiles?: ReplacedIndexFiles;
  /** A build into a fresh folder: files linked from the output it replaces when their bytes are the same. */
  place?: PlaceBytes;
  /**
   * A build: a kept part of the current docs whose pages differ in a few (changed or added, at most an
   * eighth) stands in, those pages indexed on their own in an edits' part (src/node/search/edits-part.ts).
   */
  edits?: boolean;
}

/**
 * An index of more pages than this is split into parts by a hash of each page's path, so a page
 * stays in its part when others are added or removed, and an edit re-indexes only its part's pages.
 * Measured here (BENCHMARKS.md, 2026-11-28): a part costs Pagefind about 80 ms plus 8 ms a page,
 * and each part adds to a reader's first query about 6 requests (its entry, metadata, names,
 * filters and a word chunk per word) and 40 to 60 KB (DataHub's 316 pages: one index 30 requests,
 * 330 to 440 KB; 4 parts 48 to 62 requests, 450 to 650 KB; 8 parts 72 to 91 requests, 590 to 950 KB).
 */
export const PAGES_PER_PART = 100;

/** At most this many parts, for the reader's sake, unless a part would then pass MAX_PAGES_PER_PART. */
const MAX_PARTS = 4;

/** Pagefind holds a part in memory while it writes it (about 0.4 MB a page): 500 pages keep it near 200 MB. */
const MAX_PAGES_PER_PART = 500;

export async function buildSearchIndex(
  outDir: string,
  options: SearchIndexOptions = {},
): Promise<{ pages: number; reused: string[]; madeAhead: number }> {
  // Pages only: the HTML fragments in assets/ (sidebar lists) are not pages, and a frozen version's
  // are there or not depending on whether it was built or copied, which must not change the index's key.
  const files = ((await readdir(outDir, { recursive: true })) as string[])
    .map((f) => f.split(sep).join('/'))
    .filter(isIndexedPage)
    .sort();
  const { cacheDir, signal, ahead, replacedFiles, edits, place } = options;
  const perPart = options.pagesPerPart ?? PAGES_PER_PART;
  let pages = 0;
  let madeAhead = 0;
  const reused: string[] = [];
  try {
    // The parts made ahead are done first: the rest use the same folder for Pagefind's walk.
    await ahead?.settled();
    for (const index of indexesOf(outDir, files, options.versions ?? [])) {
      const result = await indexParts(outDir, index.pages, {
        ...index,
        perPart,
        cacheDir,
        signal,
        ahead,
        replacedFiles,
        place,
        edits: edits && index.name === 'current',
      });
      pages += result.pages;
      madeAhead += result.madeAhead;
      if (result.reused && index.name !== 'current') reused.push(index.name);
    }
  } finally {
    await pagefind.close();
  }
  return { pages, reused, madeAhead };
}

/** A file below the output folder that the search index covers (site path, `/`-separated). */
export const isIndexedPage = (file: string) =>
  file.endsWith('.html') && !file.startsWith('pagefind/') && !file.startsWith('assets/');

/** The indexes of a site's pages: the current docs', and one for each frozen version (its pages below `docs/<name>/`). */
export function indexesOf(
  outDir: string,
  files: string[],
  versions: string[],
): { name: string; target: string; pages: string[] }[] {
  const versionOf = (file: string) => versions.find((v) => file.startsWith(`docs/${v}/`));
  const indexes = [{ name: 'current', target: join(outDir, 'pagefind'), pages: files.filter((f) => !versionOf(f)) }];
  for (const version of versions)
    indexes.push({
      name: version,
      target: join(outDir, 'pagefind', version),
      pages: files.filter((f) => versionOf(f) === version),
    });
  return indexes;
}

export interface IndexTarget {
  /** Where the index goes (its other parts in `_parts/<n>/` below it). */
  target: string;
  /** The index's name in the cache. */
  name: string;
  cacheDir?: string;
  signal?: AbortSignal;
  replacedFiles?: ReplacedIndexFiles;
  place?: PlaceBytes;
  /** A kept part may stand in for one of a few pages more, less or changed (SearchIndexOptions). */
  edits?: boolean;
  /** The pages' digests known as they were written (site path → `entryDigest`): those pages are not read again. */
  digests?: ReadonlyMap<string, string>;
}

/**
 * Indexes pages in parts: part 0 at the target with Pagefind's script, the others in `_parts/<n>/`
 * below it (no version name starts with `_`), listed in `parts.json`. One after the other: memory
 * is bounded by one part. A part the build indexed while its pages were written (`ahead`) is not
 * indexed again. The pages kept parts stood in for go to the edits' part, listed last.
 * `reused`: every part was copied from the cache.
 */
async function indexParts(
  outDir: string,
  files: string[],
  options: IndexTarget & { perPart: number; ahead?: MadeAhead },
): Promise<{ pages: number; reused: boolean; madeAhead: number }> {
  const parts = partsOf(files, options.perPart);
  let reused = true;
  let madeAhead = 0;
  const edited: string[] = [];
  for (const [i, pages] of parts.entries()) {
    const early = options.ahead?.take(options.target, i, pages);
    if (early) madeAhead++;
    const part = await (early ?? indexPart(outDir, pages, i, options));
    reused &&= part.reused && part.edited.length === 0;
    edited.push(...part.edited);
  }
  const listed = parts.slice(1).map((_, i) => `_parts/${i + 1}/`);
  if (edited.length > 0) {
    await writeBuildEditsPart(outDir, { ...options, edited });
    listed.push(EDITS_PART);
  }
  await writeFileWhole(join(options.target, 'parts.json'), JSON.stringify(listed));
  return { pages: files.length, reused, madeAhead };
}

/** The edits' part of a build: its pages indexed (or read from the cache while they are the same), and written. */
async function writeBuildEditsPart(
  outDir: string,
  { target, name, cacheDir, signal, place, edited }: IndexTarget & { edited: string[] },
): Promise<void> {
  const make = () => indexPages(outDir, edited, { script: false, signal });
  const indexed = cacheDir ? (await cachedIndex(cacheDir, `${name}-edits`, outDir, edited, make)).files : await make();
  await writeIndex(join(target, EDITS_PART), editsPartFiles(indexed, edited), { place });
}

/** Runs Pagefind's work for a part when its turn comes (PartsAhead: one part at a time). */
export type PagefindTurn = <T>(work: () => Promise<T>) => Promise<T>;

/**
 * Part `i` of an index: read from the cache or indexed (in its `turn`), and written. With `edits`,
 * a kept part of nearly the same pages may stand in (`PartOutcome`).
 */
export async function indexPart(
  outDir: string,
  pages: string[],
  i: number,
  { target, name, cacheDir, signal, replacedFiles, place, edits, digests }: IndexTarget,
  turn: PagefindTurn = (work) => work(),
): Promise<PartOutcome> {
  const make = () => turn(() => indexPages(outDir, pages, { script: i === 0, signal }));
  const editsUpTo = edits ? Math.max(2, Math.floor(pages.length / 8)) : 0;
  const part = cacheDir
    ? await cachedIndex(cacheDir, `${name}-${i}`, outDir, pages, make, { editsUpTo, digests })
    : { files: await make(), reused: false, edited: [] };
  await writeIndex(i === 0 ? target : join(target, '_parts', String(i)), part.files, { replacedFiles, place });
  return { reused: part.reused, edited: part.edited };
}

/**
 * The pages in parts of about `perPart` (at most MAX_PARTS of them while they stay under
 * MAX_PAGES_PER_PART), each page in the part its path's hash picks. The number of parts is a power
 * of two, so when a site grows past a doubling each part splits in two; it is halved while a part
 * would be empty (part 0 carries the index every browser loads first).
 */
export function partsOf(files: string[], perPart: number): string[][] {
  const powerAbove = (n: number) => 2 ** Math.max(0, Math.ceil(Math.log2(n)));
  let count = Math.max(
    Math.min(powerAbove(files.length / perPart), MAX_PARTS),
    powerAbove(files.length / MAX_PAGES_PER_PART),
  );
  const hashes = files.map((file) => createHash('sha1').update(file).digest().readUInt32BE(0));
  for (;;) {
    const parts: string[][] = Array.from({ length: count }, () => []);
    files.forEach((file, i) => parts[hashes[i] % count].push(file));
    if (count === 1 || parts.every((part) => part.length > 0)) return parts;
    count /= 2;
  }
}

/**
 * An index of the pages (site paths below `outDir`), its files in memory. `script`: also Pagefind's script and WebAssembly (part 0 only; the browser loads them
 * once for every part). The pages are linked into a folder of their own for Pagefind's directory
 * walk, which reads and parses them on every core (twice as fast as handing them over one by one).
 */
export async function indexPages(
  outDir: string,
  files: string[],
  { script, signal }: { script: boolean; signal?: AbortSignal },
): Promise<IndexFile[]> {
  signal?.throwIfAborted();
  const stop = () => void pagefind.close();
  signal?.addEventListener('abort', stop, { once: true });
  const view = `${outDir.replace(/[/\\]+$/, '')}.search-view`;
  try {
    const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
    if (!index) throw indexError(errors);
    await rm(view, { recursive: true, force: true });
    await copyFiles(outDir, view, files, { link: true });
    const added = await index.addDirectory({ path: view });
    if (added.errors.length > 0) throw indexError(added.errors);
    const written = await index.getFiles();
    if (written.errors.length > 0) throw indexError(written.errors);
    await index.deleteIndex();
    signal?.throwIfAborted();
    return written.files.filter((file) => script || isIndexData(file.path));
  } finally {
    signal?.removeEventListener('abort', stop);
    await rm(view, { recursive: true, force: true });
  }
}
