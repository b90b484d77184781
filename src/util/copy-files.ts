/** Copying many files between folders: each folder made once, many files at a time. */
import { copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { mapLimited } from './map-limited.ts';

/**
 * Copies `files` (paths below `from`) to the same paths below `to`. With `link`, hard links where
 * the file system allows: only for files that are never written again in place.
 */
export async function copyFiles(from: string, to: string, files: string[], options: { link?: boolean } = {}): Promise<void> {
  const folders = [...new Set(files.map((file) => dirname(join(to, file))))].sort();
  for (const folder of folders) await mkdir(folder, { recursive: true });
  const copy = (file: string) => copyFile(join(from, file), join(to, file));
  await mapLimited(files, 32, (file) => (options.link ? link(join(from, file), join(to, file)).catch(() => copy(file)) : copy(file)));
}

/** Every file below a folder, as `/`-separated paths relative to it. */
export async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}
