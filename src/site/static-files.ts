/** The files of `content/static`, served as they are at the site root. */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';

export const STATIC_DIR = 'content/static';

/** Site paths (without leading slash) of every static file. */
export async function listStatic(root: string): Promise<string[]> {
  const dir = join(root, STATIC_DIR);
  try {
    const entries = await readdir(dir, { recursive: true, withFileTypes: true });
    return entries.filter((e) => e.isFile()).map((e) => join(e.parentPath, e.name).slice(dir.length + 1).split('\\').join('/')).sort();
  } catch {
    return [];
  }
}
