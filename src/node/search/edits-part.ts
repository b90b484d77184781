/**
 * serve's part of edited pages: after an edit of a few pages, only those pages are indexed, into a
 * part of their own (`_parts/edits/`) that `parts.json` lists after the others, and whose file
 * `edited-pages.json` lists them, so that the browser leaves out their out-of-date records in the
 * other parts (src/shared/search/edited-pages.ts). Pagefind indexes a handful of pages in about
 * 0.1 s, where re-indexing their parts took 1–7 s, so search follows an edit within a second at
 * any size. A full refresh (src/node/serve/search-refresh.ts) folds the edits back into their parts.
 * A build makes the same part for the pages that differ from the kept parts standing in for theirs
 * (src/node/search/pagefind.ts `edits`).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { indexPages } from './pagefind.ts';
import { EDITS_PART } from '../../shared/search/edited-pages.ts';
import { editsPartFiles, writeIndex } from './write-index.ts';
import { writeFileWhole } from '../util/write-file.ts';
import type { ReplacedIndexFiles } from './replaced-index-files.ts';

/** Indexes `pages` (site paths of the current docs' index) into the edits' part and lists it. */
export async function writeEditsPart(
  outDir: string,
  pages: string[],
  { replacedFiles }: { replacedFiles?: ReplacedIndexFiles } = {},
): Promise<void> {
  const indexed = await indexPages(outDir, pages, { script: false }).finally(() => pagefind.close());
  const index = join(outDir, 'pagefind');
  await writeIndex(join(index, EDITS_PART), editsPartFiles(indexed, pages), { replacedFiles });
  await listPart(index, EDITS_PART);
}

/** Adds `part` to the index's `parts.json` (after its own parts), unless it is there. */
async function listPart(index: string, part: string): Promise<void> {
  const file = join(index, 'parts.json');
  const parts = JSON.parse(await readFile(file, 'utf8').catch(() => '[]')) as string[];
  if (!parts.includes(part)) await writeFileWhole(file, JSON.stringify([...parts, part]));
}
