/** The files of the static folders (`content/static`, or those the config names), served as they are at the site root. */
import { access, readdir } from 'node:fs/promises';
import { join } from 'node:path';

/** Site paths (without leading slash) of every static file; a file of an earlier folder hides one of a later folder. */
export async function listStatic(root: string, dirs: string[]): Promise<string[]> {
  const paths = new Set<string>();
  for (const name of dirs) {
    const dir = join(root, name);
    const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
    for (const e of entries) if (e.isFile()) paths.add(join(e.parentPath, e.name).slice(dir.length + 1).split('\\').join('/'));
  }
  return [...paths].sort();
}

/** The file on disk a site path (`/img/logo.svg`) names in the static folders, or where it would be in the first. */
export async function staticFile(root: string, dirs: string[], sitePath: string): Promise<string> {
  const relative = sitePath.replace(/^\/+/, '');
  for (const dir of dirs) {
    const file = join(root, dir, relative);
    if (await access(file).then(() => true, () => false)) return file;
  }
  return join(root, dirs[0] ?? 'content/static', relative);
}
