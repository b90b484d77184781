/**
 * The offline search index, built with Pagefind's Node API from the written HTML. Pages mark
 * what to index with `data-pagefind-body`; navigation chrome is `data-pagefind-ignore`.
 *
 * Each frozen docs version gets its own index (`pagefind/<version>/`), so that search stays in
 * the reader's version. Every index (or part of one), once built, is kept under a hash of its
 * pages and copied into later builds while they are the same (src/search/index-cache.ts).
 */
import { readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { join, sep } from 'node:path';
import * as pagefind from 'pagefind';
import { DocsgenError, problem } from '../errors.ts';
import { cachedIndex } from './index-cache.ts';
import { stabilizeIndex } from './stable-index.ts';
import { writePageNames } from './page-names.ts';
import { copyFiles } from '../util/copy-files.ts';

export interface SearchIndexOptions {
  /** Names of the frozen versions, whose pages live under `docs/<name>/`. */
  versions?: string[];
  /** Where version indexes are kept between builds; none: always built. */
  cacheDir?: string;
  /** Pages per index part (default PAGES_PER_INDEX). */
  pagesPerIndex?: number;
  /** Stops the indexer (the build was interrupted). */
  signal?: AbortSignal;
  /** Where the index goes (default: `pagefind/` in the output folder). */
  target?: string;
}

/**
 * Pagefind holds a whole index in memory while it writes it (about 0.4 MB per page of the
 * benchmark corpus), so a large site is indexed in parts of at most this many pages, one after
 * the other, and the parts are merged again in the reader's browser (`parts.json`, Pagefind's
 * mergeIndex). 500 pages keep the indexer near 200 MB, beside a build process of about 250 MB
 * at 3000 pages. A reader's search costs little more for it: the WebAssembly is loaded once for
 * all parts, and each part adds a request for its entry, its metadata (a few KB) and the index
 * chunk of each word searched, chunks that are smaller when a part has fewer pages.
 */
export const PAGES_PER_INDEX = 500;

export async function buildSearchIndex(outDir: string, options: SearchIndexOptions = {}): Promise<{ pages: number; reused: string[] }> {
  const versions = options.versions ?? [];
  const parts = options.pagesPerIndex ?? PAGES_PER_INDEX;
  // Pages only: the HTML fragments in assets/ (sidebar lists) are not pages, and a frozen version's
  // are there or not depending on whether it was built or copied, which must not change the index's key.
  const files = ((await readdir(outDir, { recursive: true })) as string[]).map((f) => f.split(sep).join('/')).filter((f) => f.endsWith('.html') && !f.startsWith('pagefind/') && !f.startsWith('assets/')).sort();
  const versionOf = (file: string) => versions.find((v) => file.startsWith(`docs/${v}/`));
  const current = files.filter((f) => !versionOf(f));
  const { cacheDir, signal } = options;
  const target = options.target ?? join(outDir, 'pagefind');
  const indexed = await indexFiles(outDir, current, { target, name: 'current', perPart: parts, cacheDir, signal }, current.length === files.length);
  let pages = indexed.pages;
  const reused: string[] = [];
  for (const version of versions) {
    const own = files.filter((f) => versionOf(f) === version);
    const result = await indexFiles(outDir, own, { target: join(target, version), name: version, perPart: parts, cacheDir, signal });
    pages += result.pages;
    if (result.reused) reused.push(version);
  }
  return { pages, reused };
}

interface IndexTarget {
  /** Where the index goes (its parts in `_parts/<n>/` below it). */
  target: string;
  /** The index's name in the cache. */
  name: string;
  perPart: number;
  cacheDir?: string;
  signal?: AbortSignal;
}

/**
 * Indexes pages in parts of at most `perPart`: the first part at the target, the others in `_parts/<n>/`
 * below it (no version name starts with `_`), listed in `parts.json`. Each part unchanged since a
 * kept build is copied from the cache. `reused`: every part was.
 */
async function indexFiles(outDir: string, files: string[], { target, name, perPart, cacheDir, signal }: IndexTarget, everyPage = false): Promise<{ pages: number; reused: boolean }> {
  // Parts of even size: no small last part that costs a reader a request for a handful of pages.
  const count = Math.max(1, Math.ceil(files.length / perPart));
  const size = Math.ceil(files.length / count);
  const chunks = Array.from({ length: count }, (_, i) => files.slice(i * size, (i + 1) * size));
  let pages = 0;
  let reused = true;
  // One after the other: memory is bounded by one part.
  for (const [i, chunk] of chunks.entries()) {
    const outputPath = i === 0 ? target : join(target, '_parts', String(i));
    // One index of every page: Pagefind reads the output folder itself, with no view to make.
    const make = () => (chunks.length === 1 && everyPage ? indexDirectory(outDir, outputPath, signal) : indexView(outDir, chunk, outputPath, signal));
    const part = cacheDir ? await cachedIndex(cacheDir, `${name}-${i}`, outDir, chunk, outputPath, make) : { pages: await make(), reused: false };
    pages += part.pages;
    reused &&= part.reused;
  }
  await writeFile(join(target, 'parts.json'), JSON.stringify(chunks.slice(1).map((_, i) => `_parts/${i + 1}/`)));
  return { pages, reused };
}

async function indexDirectory(outDir: string, outputPath: string, signal?: AbortSignal): Promise<number> {
  return withIndex(signal, async (index) => {
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length > 0) throw indexError(added.errors);
    await write(index, outputPath);
    return added.page_count;
  });
}

/**
 * Indexes some of the written pages with the fast directory walk: they are linked into a
 * sibling folder (a view of the output without the frozen versions), which is then removed.
 */
async function indexView(outDir: string, files: string[], outputPath: string, signal?: AbortSignal): Promise<number> {
  const view = `${outDir.replace(/[/\\]+$/, '')}.search-view`;
  await rm(view, { recursive: true, force: true });
  try {
    await copyFiles(outDir, view, files, { link: true });
    return await indexDirectory(view, outputPath, signal);
  } finally {
    await rm(view, { recursive: true, force: true });
  }
}

/** Pagefind's indexer (a process of its own) for `use`; stopped when done, or at once when `signal` aborts. */
async function withIndex<T>(signal: AbortSignal | undefined, use: (index: pagefind.PagefindIndex) => Promise<T>): Promise<T> {
  signal?.throwIfAborted();
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  const stop = () => void pagefind.close();
  signal?.addEventListener('abort', stop, { once: true });
  try {
    if (!index) throw indexError(errors);
    return await use(index);
  } finally {
    signal?.removeEventListener('abort', stop);
    await pagefind.close();
  }
}

async function write(index: pagefind.PagefindIndex, outputPath: string): Promise<void> {
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw indexError(written.errors);
  await filesSettled(outputPath);
  // Two builds of the same pages give the same files.
  await stabilizeIndex(outputPath);
  await writePageNames(outputPath);
}

/**
 * Pagefind answers writeFiles before its last files are on disk, and closing it then leaves them
 * empty (seen: a 0-byte pagefind-entry.json, so search fails in the browser). Wait until every
 * file has content and nothing changed for a moment; an index that never settles fails the build.
 */
async function filesSettled(outputPath: string): Promise<void> {
  const snapshot = async () => {
    // The parts below the first index are written (and checked) on their own.
    const parts = join(outputPath, '_parts');
    const entries = (await readdir(outputPath, { recursive: true, withFileTypes: true })).filter((e) => e.isFile() && !e.parentPath.startsWith(parts));
    const sizes = await Promise.all(entries.map(async (e) => (await stat(join(e.parentPath, e.name))).size));
    return { sizes: sizes.join(','), empty: sizes.some((size) => size === 0) || entries.length === 0 };
  };
  let last = await snapshot();
  for (let waited = 0; waited < 10_000; waited += 50) {
    await new Promise((done) => setTimeout(done, 50));
    const now = await snapshot();
    if (!now.empty && now.sizes === last.sizes && (await entryIsComplete(outputPath))) return;
    last = now;
  }
  throw indexError([`the files in ${outputPath} were not all written`]);
}

async function entryIsComplete(outputPath: string): Promise<boolean> {
  try {
    JSON.parse(await readFile(join(outputPath, 'pagefind-entry.json'), 'utf8'));
    return true;
  } catch {
    return false;
  }
}

function indexError(errors: string[]): DocsgenError {
  return new DocsgenError([problem('search-index', { file: 'pagefind' }, `the search index could not be built: ${errors.join('; ')}`, 'Run with --verbose for details.')]);
}
