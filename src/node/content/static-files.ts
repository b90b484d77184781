/** The files of the static folders (`content/static`, or those the config names), served as they are at the site root. */
import { access } from 'node:fs/promises';
import { join } from 'node:path';
import { siteFiles } from './symlinks.ts';

/** Site paths (without leading slash) of every static file; a file of an earlier folder hides one of a later folder. Links inside the site followed (src/node/content/symlinks.ts). */
export async function listStatic(root: string, dirs: string[]): Promise<string[]> {
  const paths = new Set<string>();
  for (const name of dirs) for (const file of await staticFolderFiles(root, name)) paths.add(file);
  return [...paths].sort();
}

/** The files of one static folder (relative to it), links inside the site followed. */
export async function staticFolderFiles(root: string, dir: string): Promise<string[]> {
  return (await siteFiles(root, join(root, dir))).files;
}

/** The file on disk a site path (`/img/logo.svg`) names in the static folders, or where it would be in the first. */
export async function staticFile(root: string, dirs: string[], sitePath: string): Promise<string> {
  const relative = sitePath.replace(/^\/+/, '');
  for (const dir of dirs) {
    const file = join(root, dir, relative);
    if (
      await access(file).then(
        () => true,
        () => false,
      )
    )
      return file;
  }
  return join(root, dirs[0] ?? 'content/static', relative);
}
