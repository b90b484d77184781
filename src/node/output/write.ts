/**
 * Writing the site without losing the previous one: everything goes to a temporary folder
 * beside the output, which replaces the output only once the build has succeeded.
 */
import { constants, copyFile, mkdir, rename, rm } from 'node:fs/promises';
import { dirname, join, resolve, basename } from 'node:path';
import { createHash } from 'node:crypto';
import { replaceFile, writeFileMakingFoldersNow, writeFileReplacing } from '../util/write-file.ts';
import { ownedName, removeStale } from '../util/stale.ts';
import { copyFiles } from '../util/copy-files.ts';
import { mapLimited } from '../util/map-limited.ts';
import { sourceStamp, type PlaceFile } from '../cache/output-files.ts';
import { staticFolderFiles } from '../content/static-files.ts';

export async function createStaging(outDir: string, now = Date.now()): Promise<string> {
  const parent = dirname(resolve(outDir));
  await mkdir(parent, { recursive: true });
  const prefix = `.${basename(outDir)}.staging-`;
  await removeStale(parent, prefix, now);
  const staging = join(parent, `${prefix}${ownedName()}`);
  await mkdir(staging, { recursive: true });
  return staging;
}

/** Swaps the staging folder in place of the output folder. */
export async function publish(staging: string, outDir: string): Promise<void> {
  const target = resolve(outDir);
  const old = `${staging}.old`;
  let moved = false;
  try {
    await rename(target, old);
    moved = true;
  } catch {
    // No previous output.
  }
  await rename(staging, target);
  if (moved) await rm(old, { recursive: true, force: true });
}

export async function discard(staging: string): Promise<void> {
  // Retried: an interrupted build's last writes may still be landing in it.
  await rm(staging, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 });
}

/** A page file of the build's output. */
export interface RenderedFile {
  path: string;
  /** False when the page was unchanged and not rendered again. */
  rendered: boolean;
}

/** Hashes of what `serve` wrote last time, by path: an unchanged file is not written again. */
export type WrittenFiles = Map<string, string>;

export async function writeIfChanged(
  dir: string,
  path: string,
  content: string,
  written?: WrittenFiles,
): Promise<void> {
  if (written) {
    const hash = createHash('sha1').update(content).digest('hex');
    if (written.get(path) === hash) return;
    written.set(path, hash);
  }
  await writeOutput(dir, path, content);
}

/**
 * Output folders served while they are written (serve's, written in place): their files are
 * replaced whole (a temporary file renamed), so that no reader gets an empty or cut-off file.
 * Elsewhere a file is written where it goes: a staging folder is read by no one.
 */
const served = new Set<string>();

export function servedWhileWritten(dir: string): void {
  served.add(dir);
}

export async function writeOutput(dir: string, path: string, content: string | Uint8Array): Promise<void> {
  if (served.has(dir)) await writeFileReplacing(join(dir, path), content);
  else writeFileMakingFoldersNow(join(dir, path), content);
}

/** What serve placed in its output folder, by path: what each file was made from, and what making it returned. */
export type PlacedFiles = Map<string, { from: string; result: unknown }>;

/**
 * serve's way to place files in the folder it serves: a file is made again (and replaced whole) only
 * when what it is made from changed since serve made it, so an edit copies no unchanged static file
 * or image and writes no unchanged image size again.
 */
export function placeOnce(outDir: string, placed: PlacedFiles): PlaceFile {
  return async <T>(path: string, madeFrom: string, make: (target: string) => Promise<T>): Promise<T> => {
    const last = placed.get(path);
    if (last?.from === madeFrom) return last.result as T;
    placed.delete(path);
    const target = join(outDir, path);
    await mkdir(dirname(target), { recursive: true });
    let result: T | undefined;
    await replaceFile(target, async (temp) => void (result = await make(temp)));
    placed.set(path, { from: madeFrom, result });
    return result as T;
  };
}

/**
 * Copies the static folders to the output root, files and the files that links inside the site
 * lead to; a file of an earlier folder wins over a later one's.
 */
export async function copyStatic(root: string, dirs: string[], outDir: string, place?: PlaceFile): Promise<void> {
  if (!place) {
    for (const dir of [...dirs].reverse())
      await copyFiles(join(root, dir), outDir, await staticFolderFiles(root, dir), { whole: served.has(outDir) });
    return;
  }
  // Each path once, from the first folder that has it: the previous build's copy is linked when the source did not change.
  const sources = new Map<string, string>();
  for (const dir of [...dirs].reverse())
    for (const file of await staticFolderFiles(root, dir)) sources.set(file, join(root, dir, file));
  await mapLimited([...sources], 32, async ([path, source]) =>
    place(path, await sourceStamp(source), (target) => copyFile(source, target, constants.COPYFILE_FICLONE)),
  );
}
