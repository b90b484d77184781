/**
 * The browser assets depend only on the engine (src/client, templates/, the packages they
 * import), not on the site, so they are bundled once and kept with the engine
 * (`node_modules/.cache/docsgen/client/`): later builds of any site copy them (about 0.3–0.5 s
 * saved per build). An entry holds while every file esbuild read for it is unchanged.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyFiles } from '../util/copy-files.ts';
import { writeFolderWhole } from '../util/write-file.ts';
import { isPartialWrite, removeStale } from '../util/stale.ts';
import { engineRoot } from '../engine-root.ts';

export interface BundledAssets<T> {
  assets: T;
  /** Files written below the output folder. */
  files: string[];
  /** Absolute paths of every file the bundler read. */
  inputs: string[];
}

const CACHE_DIR = join(engineRoot, 'node_modules/.cache/docsgen/client');
/** Entries kept: each engine version, island registry (tests) and option set makes its own. */
const KEEP_ENTRIES = 6;

/**
 * The assets for `key` (the bundle options and anything else the inputs alone do not show),
 * copied into `outDir` from the cache, or made by `bundle` into `outDir` and kept. Entries are
 * the engine folder's own (`engine`): checkouts that share one node_modules (a symbolic link,
 * git worktrees) would otherwise take each other's bundle, valid by the other's unchanged inputs.
 */
export async function cachedAssets<T>(key: string, outDir: string, bundle: () => Promise<BundledAssets<T>>, engine = engineRoot): Promise<T> {
  const dir = join(CACHE_DIR, createHash('sha1').update(engine).update('\0').update(key).digest('hex').slice(0, 16));
  const kept = await validEntry<T>(dir);
  if (kept) {
    const copied = await copyFiles(join(dir, 'files'), outDir, kept.files).then(() => true, () => false);
    // Another build replaced the entry while this one copied from it: bundle instead.
    if (copied) {
      // Marks the entry as recently used, so that pruning keeps it.
      await utimes(join(dir, 'manifest.json'), new Date(), new Date()).catch(() => undefined);
      return kept.assets;
    }
  }
  const made = await bundle();
  await keep(dir, outDir, made);
  await prune().catch(() => undefined);
  return made.assets;
}

interface Manifest<T> {
  assets: T;
  files: string[];
  inputs: Record<string, string>;
}

async function validEntry<T>(dir: string): Promise<Manifest<T> | undefined> {
  try {
    const manifest = JSON.parse(await readFile(join(dir, 'manifest.json'), 'utf8')) as Manifest<T>;
    const hashes = await Promise.all(Object.keys(manifest.inputs).map(hashOf));
    return Object.values(manifest.inputs).every((hash, i) => hash === hashes[i]) ? manifest : undefined;
  } catch {
    return undefined;
  }
}

/** Written whole: a reader sees an entry whole or not at all. */
async function keep<T>(dir: string, outDir: string, made: BundledAssets<T>): Promise<void> {
  await writeFolderWhole(dir, async (temp) => {
    await copyFiles(outDir, join(temp, 'files'), made.files);
    const inputs = Object.fromEntries(await Promise.all(made.inputs.map(async (input) => [input, await hashOf(input)])));
    await writeFile(join(temp, 'manifest.json'), JSON.stringify({ assets: made.assets, files: made.files, inputs }));
  });
}

/** Removes all but the most recently used entries. */
async function prune(): Promise<void> {
  await removeStale(CACHE_DIR, isPartialWrite);
  const names = (await readdir(CACHE_DIR)).filter((name) => !isPartialWrite(name));
  const used = await Promise.all(names.map(async (name) => ({ name, time: (await stat(join(CACHE_DIR, name, 'manifest.json')).catch(() => stat(join(CACHE_DIR, name)))).mtimeMs })));
  const old = used.sort((a, b) => b.time - a.time).slice(KEEP_ENTRIES);
  await Promise.all(old.map(({ name }) => rm(join(CACHE_DIR, name), { recursive: true, force: true })));
}

async function hashOf(file: string): Promise<string> {
  return createHash('sha1').update(await readFile(file)).digest('hex');
}
