/**
 * serve's part of edited pages: after an edit of a few pages, only those pages are indexed, into a
 * part of their own (`_parts/edits/`) that `parts.json` lists after the others, and whose names file
 * hides the out-of-date records of the same pages in the other parts (the browser leaves them out:
 * src/client/search/search-engine.ts). Pagefind indexes a handful of pages in about 0.1 s, where
 * re-indexing their parts took 1–7 s, so search follows an edit within a second at any size.
 * A full refresh (src/node/serve/search-refresh.ts) folds the edits back into their parts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { indexPages } from './pagefind.ts';
import { pageNamesFile } from './page-names.ts';
import { PAGE_NAMES_FILE } from '../../shared/search/names-file.ts';
import { writeIndex } from './write-index.ts';
import { writeFileWhole } from '../util/write-file.ts';
import type { ReplacedIndexFiles } from './replaced-index-files.ts';

/** The edits' part, below the current docs' index; no other part's name starts with `_parts/edits`. */
export const EDITS_PART = '_parts/edits/';

/**
 * Indexes `pages` (site paths of the current docs' index) into the edits' part and lists it.
 * `pageIds`: each page's id in the other parts, by its address, as the last full index wrote them.
 */
export async function writeEditsPart(
  outDir: string,
  pages: string[],
  { pageIds, replacedFiles }: { pageIds: ReadonlyMap<string, string>; replacedFiles?: ReplacedIndexFiles },
): Promise<void> {
  const made = await indexPages(outDir, pages, { script: false }).finally(() => pagefind.close());
  const indexed = made.filter((file) => file.path !== PAGE_NAMES_FILE);
  // A page whose indexed text did not change keeps its id: that record is not hidden.
  const own = new Set(indexed.flatMap((file) => /^fragment\/(.+)\.pf_fragment$/.exec(file.path)?.[1] ?? []));
  const hides = pages.flatMap((page) => pageIds.get(`/${page}`) ?? []).filter((id) => !own.has(id));
  const names = { path: PAGE_NAMES_FILE, content: Buffer.from(pageNamesFile(indexed, hides)) };
  const index = join(outDir, 'pagefind');
  await writeIndex(join(index, EDITS_PART), [...indexed, names], replacedFiles);
  await listPart(index, EDITS_PART);
}

/** Adds `part` to the index's `parts.json` (after its own parts), unless it is there. */
async function listPart(index: string, part: string): Promise<void> {
  const file = join(index, 'parts.json');
  const parts = JSON.parse(await readFile(file, 'utf8').catch(() => '[]')) as string[];
  if (!parts.includes(part)) await writeFileWhole(file, JSON.stringify([...parts, part]));
}
