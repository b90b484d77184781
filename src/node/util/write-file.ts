/**
 * Writing files. A build writes thousands of files into a few hundred folders: trying the write
 * first and making the folder only when it is missing saves a `mkdir` call per file (about 0.2 ms
 * each on the main thread).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { mkdir, open, rename, rm, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ownedName } from './stale.ts';

export async function writeFileMakingFolders(file: string, content: string | Uint8Array): Promise<void> {
  try {
    await writeFile(file, content);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, content);
  }
}

/**
 * `writeFileMakingFolders` in synchronous calls, for a folder no one reads while it is written (a
 * build's staging folder): an edit's rebuild writes hundreds of small files, each a few
 * microseconds of the kernel's time, where the promise API spends far more in the thread pool
 * (writing the DataHub 2023 site's 314 Markdown twins took 0.4 s).
 */
export function writeFileMakingFoldersNow(file: string, content: string | Uint8Array): void {
  try {
    writeFileSync(file, content);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, content);
  }
}

/**
 * Makes `file` by way of a temporary name beside it (`write` receives it), renamed into place: a
 * server reading the folder meanwhile sends the old file or the new one, never part of one.
 * Failures throw (the temporary file is removed).
 */
export async function replaceFile(file: string, write: (temp: string) => Promise<unknown>): Promise<void> {
  const temp = `${file}.${ownedName()}.tmp`;
  try {
    await write(temp);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * `texts` joined by `separator`, written a batch at a time into a file replaced whole (see
 * replaceFile): a text of megabytes is never built in one piece, and other work runs between batches.
 */
export function writeJoinedReplacing(file: string, texts: readonly string[], separator: string): Promise<void> {
  return replaceFile(file, async (temp) => {
    const handle = await open(temp, 'w');
    try {
      for (let start = 0; start < texts.length; start += 64)
        await handle.write(`${start === 0 ? '' : separator}${texts.slice(start, start + 64).join(separator)}`);
    } finally {
      await handle.close();
    }
  });
}

/** `writeFileMakingFolders`, the file replaced whole (see replaceFile). */
export function writeFileReplacing(file: string, content: string | Uint8Array): Promise<void> {
  return replaceFile(file, (temp) => writeFileMakingFolders(temp, content));
}

/**
 * Writes a cache entry whole or not at all (a temporary file beside it, renamed into place), so
 * that another build reading it never sees half a file. False when it could not be written: a
 * cache that cannot be written costs work next time, nothing more.
 */
export async function writeFileWhole(file: string, content: string | Uint8Array): Promise<boolean> {
  const temp = `${file}.${ownedName()}.tmp`;
  try {
    await writeFileMakingFolders(temp, content);
    await rename(temp, file);
    return true;
  } catch {
    await rm(temp, { force: true });
    return false;
  }
}

/**
 * Fills a folder aside (`fill` receives its path) and renames it into place, replacing what was
 * there: a reader sees the old folder or the new one, never a half-written one. False when it
 * could not be written (another build may have put the same folder in place meanwhile).
 */
export async function writeFolderWhole(dir: string, fill: (temp: string) => Promise<void>): Promise<boolean> {
  const temp = `${dir}.${ownedName()}.tmp`;
  try {
    await fill(temp);
    await rm(dir, { recursive: true, force: true });
    await rename(temp, dir);
    return true;
  } catch {
    return false;
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}
