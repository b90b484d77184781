/**
 * Search indexes kept between builds (`.docsgen/cache/pagefind/`): an index, or a part of one,
 * depends only on the pages it was built from, so while they are the same it is copied into the
 * new build instead of being built again (Pagefind takes about 5 ms a page; a copy a fraction).
 * Each name keeps the two entries used last: builds that alternate between two versions of the
 * pages (a preview under a sub-path and the root deploy, whose links differ) reuse both.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, rm, stat, utimes } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { readFileSync } from 'node:fs';
import { engineRoot } from '../engine-root.ts';
import { copyFiles, filesBelow } from '../util/copy-files.ts';
import { copyFromFolderEntry, readFolderEntry, writeFolderEntry } from '../cache/verified.ts';
import { isPartialWrite, removeStale } from '../util/stale.ts';

/**
 * The index named `name` of these pages (site paths below `outDir`) at `target`: copied from the
 * cache when it holds one built from the same pages, else made by `make` (which returns the page
 * count) and kept. Returns the page count and whether it was reused.
 */
export async function cachedIndex(cacheDir: string, name: string, outDir: string, files: string[], target: string, make: () => Promise<number>): Promise<{ pages: number; reused: boolean }> {
  const key = await hashOf(outDir, files);
  const kept = join(cacheDir, `${name}-${key}`);
  const cache = { label: 'search index', dir: cacheDir };
  const manifest = await readFolderEntry<number>(cache, kept, key);
  if (manifest) {
    if (await copyFromFolderEntry(cache, kept, manifest, target).catch(() => false)) {
      await markUsed(kept);
      return { pages: manifest.data, reused: true };
    }
    // Damaged, or replaced by another build while it was copied: build this one.
    await rm(target, { recursive: true, force: true });
  }
  const made = await make();
  await keep(cacheDir, name, kept, key, target, made);
  return { pages: made, reused: false };
}

/** The new entry, written whole; of the name's other entries, all but the one used last are removed. */
async function keep(cacheDir: string, name: string, kept: string, key: string, target: string, pages: number): Promise<void> {
  // The other parts, below this one's folder, are kept on their own.
  const written = await writeFolderEntry(kept, key, pages, async (temp) => copyFiles(target, temp, (await filesBelow(target)).filter((path) => !path.startsWith('_parts/'))));
  if (!written) return;
  await markUsed(kept);
  await removeStale(cacheDir, isPartialWrite);
  const others = (await readdir(cacheDir)).filter((old) => old !== basename(kept) && old.startsWith(`${name}-`) && /^[0-9a-f]+$/.test(old.slice(name.length + 1)));
  const usedAt = await Promise.all(others.map(async (old) => (await stat(join(cacheDir, old)).catch(() => undefined))?.mtimeMs ?? 0));
  const last = others[usedAt.indexOf(Math.max(...usedAt))];
  for (const old of others) if (old !== last) await rm(join(cacheDir, old), { recursive: true, force: true });
}

let lastUse = 0;

/** An entry's time says when it was last used (for `keep`); strictly later than the previous use in this process. */
async function markUsed(entry: string): Promise<void> {
  lastUse = Math.max(Date.now(), lastUse + 1);
  await utimes(entry, new Date(lastUse), new Date(lastUse)).catch(() => undefined);
}

/**
 * What an index folder holds besides Pagefind's files; a new value here makes the indexes kept
 * by an earlier engine be built again (they lack the new files).
 */
const INDEX_LAYOUT = 'page-names-1 verified-1';

/** Pages read at once for an index's key: one by one waits on the disk for each, all at once would hold every page in memory. */
const HASH_READS = 32;

/** Hash of the pages as written (paths and bytes), of the Pagefind that indexes them and of the layout of the index folder. */
async function hashOf(outDir: string, files: string[]): Promise<string> {
  const hash = createHash('sha1').update(pagefindVersion()).update(INDEX_LAYOUT);
  for (let start = 0; start < files.length; start += HASH_READS) {
    const batch = files.slice(start, start + HASH_READS);
    const contents = await Promise.all(batch.map((file) => readFile(join(outDir, file))));
    batch.forEach((file, i) => hash.update(file).update('\0').update(contents[i]).update('\0'));
  }
  return hash.digest('hex').slice(0, 16);
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
