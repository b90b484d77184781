/**
 * The offline search index, built with Pagefind's Node API from the written HTML. Pages mark
 * what to index with `data-pagefind-body`; navigation chrome is `data-pagefind-ignore`.
 *
 * Each frozen docs version gets its own index (`pagefind/<version>/`), so that search stays in
 * the reader's version and a version's index, once built, is reused: it is cached under a hash
 * of the version's pages and copied into later builds instead of being built again.
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, cp, link, mkdir, readFile, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { readFileSync } from 'node:fs';
import * as pagefind from 'pagefind';
import { DocsgenError, problem } from '../errors.ts';
import { engineRoot } from '../engine-root.ts';

export interface SearchIndexOptions {
  /** Names of the frozen versions, whose pages live under `docs/<name>/`. */
  versions?: string[];
  /** Where version indexes are kept between builds; none: always built. */
  cacheDir?: string;
  /** Pages per index part (default PAGES_PER_INDEX). */
  pagesPerIndex?: number;
}

/**
 * Pagefind holds a whole index in memory while it writes it (about 0.4 MB per page of the
 * benchmark corpus), so a large site is indexed in parts of this many pages, one after the
 * other, and the parts are merged again in the reader's browser (`parts.json`, Pagefind's
 * mergeIndex). Sites below this size get one index, as before.
 */
export const PAGES_PER_INDEX = 1000;

export async function buildSearchIndex(outDir: string, options: SearchIndexOptions = {}): Promise<{ pages: number; reused: string[] }> {
  const versions = options.versions ?? [];
  const parts = options.pagesPerIndex ?? PAGES_PER_INDEX;
  const files = ((await readdir(outDir, { recursive: true })) as string[]).map((f) => f.split(sep).join('/')).filter((f) => f.endsWith('.html') && !f.startsWith('pagefind/')).sort();
  const versionOf = (file: string) => versions.find((v) => file.startsWith(`docs/${v}/`));
  const current = files.filter((f) => !versionOf(f));
  let pages = await indexFiles(outDir, current, join(outDir, 'pagefind'), parts, current.length === files.length);
  const reused: string[] = [];
  for (const version of versions) {
    const own = files.filter((f) => versionOf(f) === version);
    const target = join(outDir, 'pagefind', version);
    const cached = options.cacheDir ? join(options.cacheDir, `${version}-${await hashOf(outDir, own)}`) : undefined;
    if (cached && (await exists(join(cached, 'pagefind.js')))) {
      const copied = await cp(cached, target, { recursive: true }).then(() => true, () => false);
      if (copied) {
        reused.push(version);
        continue;
      }
      // Another build replaced the kept index meanwhile: build this one.
      await rm(target, { recursive: true, force: true });
    }
    pages += await indexFiles(outDir, own, target, parts);
    if (cached && options.cacheDir) await keepIndex(options.cacheDir, version, target, cached);
  }
  return { pages, reused };
}

/** Indexes pages in parts of `perPart`: the first part at `outputPath`, the others in `_parts/<n>/` below it (no version name starts with `_`), listed in `parts.json`. */
async function indexFiles(outDir: string, files: string[], outputPath: string, perPart: number, everyPage = false): Promise<number> {
  const chunks = Array.from({ length: Math.max(1, Math.ceil(files.length / perPart)) }, (_, i) => files.slice(i * perPart, (i + 1) * perPart));
  // One index of every page: Pagefind reads the output folder itself, with no view to make.
  if (chunks.length === 1 && everyPage) {
    const pages = await indexDirectory(outDir, outputPath);
    await writeFile(join(outputPath, 'parts.json'), '[]');
    return pages;
  }
  let pages = 0;
  // One after the other: memory is bounded by one part.
  for (const [i, chunk] of chunks.entries()) pages += await indexView(outDir, chunk, i === 0 ? outputPath : join(outputPath, '_parts', String(i)));
  await writeFile(join(outputPath, 'parts.json'), JSON.stringify(chunks.slice(1).map((_, i) => `_parts/${i + 1}/`)));
  return pages;
}

/** Keeps one index per version, written whole (copied aside, then renamed into place). */
async function keepIndex(cacheDir: string, version: string, target: string, cached: string): Promise<void> {
  const temp = `${cached}.new-${randomBytes(4).toString('hex')}`;
  try {
    await mkdir(cacheDir, { recursive: true });
    await cp(target, temp, { recursive: true });
    for (const old of await readdir(cacheDir)) if (old.startsWith(`${version}-`) && !old.includes('.new-')) await rm(join(cacheDir, old), { recursive: true, force: true });
    await rename(temp, cached);
  } catch {
    // Another build kept the same index at the same moment.
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

async function indexDirectory(outDir: string, outputPath: string): Promise<number> {
  return withIndex(async (index) => {
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
async function indexView(outDir: string, files: string[], outputPath: string): Promise<number> {
  const view = `${outDir.replace(/[/\\]+$/, '')}.search-view`;
  await rm(view, { recursive: true, force: true });
  try {
    for (const file of files) {
      await mkdir(dirname(join(view, file)), { recursive: true });
      await link(join(outDir, file), join(view, file)).catch(() => copyFile(join(outDir, file), join(view, file)));
    }
    return await indexDirectory(view, outputPath);
  } finally {
    await rm(view, { recursive: true, force: true });
  }
}

async function withIndex<T>(use: (index: pagefind.PagefindIndex) => Promise<T>): Promise<T> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  try {
    if (!index) throw indexError(errors);
    return await use(index);
  } finally {
    await pagefind.close();
  }
}

async function write(index: pagefind.PagefindIndex, outputPath: string): Promise<void> {
  const written = await index.writeFiles({ outputPath });
  if (written.errors.length > 0) throw indexError(written.errors);
  await filesSettled(outputPath);
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

/** Hash of a version's pages as written: its index is valid while they are the same. */
async function hashOf(outDir: string, files: string[]): Promise<string> {
  const hash = createHash('sha1').update(JSON.stringify(pagefindVersion()));
  for (const file of files) hash.update(file).update('\0').update(await readFile(join(outDir, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

/** Pagefind's version: an index built by another version is not reused. */
function pagefindVersion(): string {
  try {
    return readFileSync(join(engineRoot, 'node_modules/pagefind/package.json'), 'utf8');
  } catch {
    return 'pagefind';
  }
}

async function exists(path: string): Promise<boolean> {
  return readFile(path).then(
    () => true,
    () => false,
  );
}

function indexError(errors: string[]): DocsgenError {
  return new DocsgenError([problem('search-index', { file: 'pagefind' }, `the search index could not be built: ${errors.join('; ')}`, 'Run with --verbose for details.')]);
}
