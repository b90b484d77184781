/**
 * serve's part of edited pages: after an edit of a few pages, only those pages are indexed, into a
 * part of their own (`_parts/edits/`) that `parts.json` lists after the others, and whose file
 * `edited-pages.json` lists them, so that the browser leaves out their out-of-date records in the
 * other parts (src/shared/search/edited-pages.ts). Pagefind indexes a handful of pages in about
 * 0.1 s, where re-indexing their parts took 1–7 s, so search follows an edit within a second at
 * any size. A full refresh (src/node/serve/search-refresh.ts) folds the edits back into their parts.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import * as pagefind from 'pagefind';
import { indexPages } from './pagefind.ts';
import { EDITED_PAGES_FILE, EDITS_PART, indexedAddress, type EditedPages } from '../../shared/search/edited-pages.ts';
import { writeIndex } from './write-index.ts';
import { writeFileWhole } from '../util/write-file.ts';
import type { ReplacedIndexFiles } from './replaced-index-files.ts';

/** Indexes `pages` (site paths of the current docs' index) into the edits' part and lists it. */
export async function writeEditsPart(
  outDir: string,
  pages: string[],
  { replacedFiles }: { replacedFiles?: ReplacedIndexFiles } = {},
): Promise<void> {
  const indexed = await indexPages(outDir, pages, { script: false }).finally(() => pagefind.close());
  // The part's own records, by the names Pagefind gave their files (a record's id is its file's name).
  const kept = indexed.flatMap((file) => /^fragment\/(.+)\.pf_fragment$/.exec(file.path)?.[1] ?? []);
  const edited: EditedPages = { pages: pages.map(indexedAddress), kept };
  const list = { path: EDITED_PAGES_FILE, content: Buffer.from(JSON.stringify(edited)) };
  const index = join(outDir, 'pagefind');
  await writeIndex(join(index, EDITS_PART), [...indexed, list], replacedFiles);
  await listPart(index, EDITS_PART);
}

/** Adds `part` to the index's `parts.json` (after its own parts), unless it is there. */
async function listPart(index: string, part: string): Promise<void> {
  const file = join(index, 'parts.json');
  const parts = JSON.parse(await readFile(file, 'utf8').catch(() => '[]')) as string[];
  if (!parts.includes(part)) await writeFileWhole(file, JSON.stringify([...parts, part]));
}
