/**
 * serve's search index, rebuilt once edits are quiet while readers may be searching. It is built
 * beside the served folder and then moved into it file by file (a rename replaces a file at once):
 * the files an entry names first, the entries last, so a reader gets the old index or the new
 * one's files, never a file half-written or an entry whose files are not there yet. Files of the
 * old index that the new one lacks stay until serve starts again: a reader who loaded the old
 * entry may still ask for them.
 */
import { mkdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { buildSearchIndex, type SearchIndexOptions } from '../search/pagefind.ts';
import { filesBelow } from '../util/copy-files.ts';

/** Files that name others: moved last. */
const ENTRIES = new Set(['pagefind-entry.json', 'parts.json', 'pagefind.js']);

export async function indexServedSite(outDir: string, options: Omit<SearchIndexOptions, 'target'>): Promise<void> {
  const next = `${outDir}.pagefind-next`;
  await rm(next, { recursive: true, force: true });
  try {
    await buildSearchIndex(outDir, { ...options, target: next });
    await moveFilesInto(next, join(outDir, 'pagefind'));
  } finally {
    await rm(next, { recursive: true, force: true });
  }
}

async function moveFilesInto(from: string, to: string): Promise<void> {
  const files = (await filesBelow(from)).sort((a, b) => Number(ENTRIES.has(basename(a))) - Number(ENTRIES.has(basename(b))) || a.localeCompare(b));
  for (const folder of new Set(files.map((file) => dirname(join(to, file))))) await mkdir(folder, { recursive: true });
  for (const file of files) await rename(join(from, file), join(to, file));
}
