/**
 * Search indexes kept between builds (`.docsgen/cache/pagefind/`): an index, or a part of one,
 * depends only on the pages it was built from, so while they are the same it is copied into the
 * new build instead of being built again (Pagefind takes about 5 ms a page; a copy a fraction).
 */
import { createHash, randomBytes } from 'node:crypto';
import { copyFile, mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readFileSync } from 'node:fs';
import { engineRoot } from '../engine-root.ts';

/**
 * The index named `name` of these pages (site paths below `outDir`) at `target`: copied from the
 * cache when it holds one built from the same pages, else made by `make` (which returns the page
 * count) and kept. Returns the page count and whether it was reused.
 */
export async function cachedIndex(cacheDir: string, name: string, outDir: string, files: string[], target: string, make: () => Promise<number>): Promise<{ pages: number; reused: boolean }> {
  const kept = join(cacheDir, `${name}-${await hashOf(outDir, files)}`);
  const pages = await readFile(join(kept, 'pages'), 'utf8').then(Number, () => undefined);
  if (pages !== undefined) {
    if (await copyTree(join(kept, 'index'), target).then(() => true, () => false)) return { pages, reused: true };
    // Another build replaced the kept index while it was copied: build this one.
    await rm(target, { recursive: true, force: true });
  }
  const made = await make();
  await keep(cacheDir, name, kept, target, made);
  return { pages: made, reused: false };
}

/** One entry per name, written whole (copied aside, then renamed into place). */
async function keep(cacheDir: string, name: string, kept: string, target: string, pages: number): Promise<void> {
  const temp = `${kept}.new-${randomBytes(4).toString('hex')}`;
  try {
    await copyTree(target, join(temp, 'index'), (path) => !path.startsWith('_parts'));
    await writeFile(join(temp, 'pages'), String(pages));
    for (const old of await readdir(cacheDir)) if (old.startsWith(`${name}-`) && !old.includes('.new-') && /^[0-9a-f]+$/.test(old.slice(name.length + 1))) await rm(join(cacheDir, old), { recursive: true, force: true });
    await rename(temp, kept);
  } catch {
    // Another build kept the same index at the same moment.
  } finally {
    await rm(temp, { recursive: true, force: true });
  }
}

/** Copies a folder's files (those `include` accepts, by path below `from`). */
async function copyTree(from: string, to: string, include: (path: string) => boolean = () => true): Promise<void> {
  const entries = (await readdir(from, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const files = entries.map((e) => join(e.parentPath, e.name).slice(from.length + 1)).filter(include);
  await Promise.all([...new Set(files.map((file) => join(to, file, '..')))].map((dir) => mkdir(dir, { recursive: true })));
  await Promise.all(files.map((file) => copyFile(join(from, file), join(to, file))));
}

/** Hash of the pages as written (paths and bytes) and of the Pagefind that indexes them. */
async function hashOf(outDir: string, files: string[]): Promise<string> {
  const hash = createHash('sha1').update(pagefindVersion());
  for (const file of files) hash.update(file).update('\0').update(await readFile(join(outDir, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

let version: string | undefined;

/** Pagefind's version: an index built by another version is not reused. */
function pagefindVersion(): string {
  try {
    version ??= readFileSync(join(engineRoot, 'node_modules/pagefind/package.json'), 'utf8');
  } catch {
    version = 'pagefind';
  }
  return version;
}
