/** The files of `content/static`, served as they are at the site root. */
import { join } from 'node:path';
import { siteFiles } from '../content/symlinks.ts';

export const STATIC_DIR = 'content/static';

/** Site paths (without leading slash) of every static file; links inside the site followed (src/content/symlinks.ts). */
export async function listStatic(root: string): Promise<string[]> {
  return (await siteFiles(root, join(root, STATIC_DIR))).files;
}
