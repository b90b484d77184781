/**
 * The browser assets depend only on the engine (src/client, templates/, the packages they
 * import), not on the site, so they are bundled once and kept with the engine
 * (`node_modules/.cache/docsgen/client/`): later builds of any site copy them (about 0.3–0.5 s
 * saved per build). An entry holds while every file esbuild read for it is unchanged.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { copyFiles } from '../util/copy-files.ts';
import {
  copyFromFolderEntry,
  entryDigest,
  readFolderEntry,
  writeFolderEntry,
  type FolderManifest,
} from './verified.ts';
import { cacheKey } from './key.ts';
import { engineRoot } from '../engine-root.ts';
import { fingerprintsCoverClientInputs } from './engine-fingerprint.ts';

export interface BundledAssets<T> {
  assets: T;
  /** Files written below the output folder. */
  files: string[];
  /** Absolute paths of every file the bundler read. */
  inputs: string[];
}

/** Each engine folder, island registry (tests) and option set makes its own entries; a full build prunes them (prune.ts). */
export const CLIENT_CACHE_DIR = join(engineRoot, 'node_modules/.cache/docsgen/client');

/**
 * The assets for `key` (the bundle options and anything else the inputs alone do not show),
 * copied into `outDir` from the cache, or made by `bundle` into `outDir` and kept. Entries are
 * the engine folder's own (`engine`): checkouts that share one node_modules (a symbolic link,
 * git worktrees) would otherwise take each other's bundle, valid by the other's unchanged inputs.
 */
export async function cachedAssets<T>(
  key: string,
  outDir: string,
  bundle: () => Promise<BundledAssets<T>>,
  engine = engineRoot,
): Promise<T> {
  const entryKey = cacheKey({
    kind: `client-bundle-${LAYOUT}`,
    fingerprint: 'none',
    options: { engine },
    inputs: [key],
  });
  const dir = join(CLIENT_CACHE_DIR, entryKey);
  const kept = await validEntry<T>(dir, entryKey);
  // Copied file by file, each checked against its digest; another build may replace the entry meanwhile, or it is damaged: bundle instead.
  if (
    kept &&
    (await copyFromFolderEntry(CACHE, dir, kept, outDir, { under: 'files', paths: kept.data.files }).catch(() => false))
  )
    return kept.data.assets;
  const made = await bundle();
  await keep(dir, entryKey, outDir, made);
  return made.assets;
}

/** The entries' layout: a new value leaves the entries of an older engine unread (pruning removes them). */
const LAYOUT = 'verified-1';
const CACHE = { label: 'client bundle', dir: CLIENT_CACHE_DIR };

interface Kept<T> {
  assets: T;
  files: string[];
  inputs: Record<string, string>;
}

/** The entry, when every input it was bundled from is unchanged (known from the key in a bundled engine). */
async function validEntry<T>(dir: string, key: string): Promise<FolderManifest<Kept<T>> | undefined> {
  const manifest = await readFolderEntry<Kept<T>>(CACHE, dir, key);
  if (!manifest || fingerprintsCoverClientInputs) return manifest;
  const inputs = Object.entries(manifest.data.inputs);
  const hashes = await Promise.all(inputs.map(([file]) => hashOf(file).catch(() => undefined)));
  return inputs.every(([, hash], i) => hash === hashes[i]) ? manifest : undefined;
}

/** Written whole: a reader sees an entry whole or not at all. */
async function keep<T>(dir: string, key: string, outDir: string, made: BundledAssets<T>): Promise<void> {
  const inputs = Object.fromEntries(await Promise.all(made.inputs.map(async (input) => [input, await hashOf(input)])));
  await writeFolderEntry<Kept<T>>(dir, key, { assets: made.assets, files: made.files, inputs }, (temp) =>
    copyFiles(outDir, join(temp, 'files'), made.files),
  );
}

async function hashOf(file: string): Promise<string> {
  return entryDigest(await readFile(file));
}
