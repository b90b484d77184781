/** Copying many files between folders: each folder made once, many files at a time. */
import { constants, copyFile, link, mkdir, readdir } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { mapLimited } from './map-limited.ts';
import { replaceFile } from './write-file.ts';

/**
 * Copies `files` (paths below `from`) to the same paths below `to`. With `link`, hard links where
 * the file system allows: only between folders of one build, since a file shared with a cache or
 * an output folder would change in both when either is edited in place. Copies are clones where
 * the file system can share blocks until a write (btrfs, XFS, APFS).
 */
export async function copyFiles(
  from: string,
  to: string,
  files: string[],
  options: { link?: boolean; whole?: boolean } = {},
): Promise<void> {
  const folders = [...new Set(files.map((file) => dirname(join(to, file))))].sort();
  for (const folder of folders) await mkdir(folder, { recursive: true });
  // `whole`: each file replaced at once, for a folder a server reads meanwhile (src/node/util/write-file.ts).
  const copy = (file: string) =>
    options.whole
      ? replaceFile(join(to, file), (temp) => copyFile(join(from, file), temp, constants.COPYFILE_FICLONE))
      : copyFile(join(from, file), join(to, file), constants.COPYFILE_FICLONE);
  await mapLimited(files, 32, (file) =>
    options.link ? link(join(from, file), join(to, file)).catch(() => copy(file)) : copy(file),
  );
}

/** Every file below a folder, as `/`-separated paths relative to it. */
export async function filesBelow(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => relative(dir, join(e.parentPath, e.name)).split(sep).join('/'));
}
