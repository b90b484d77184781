/**
 * The names (title, address, headings) of the results loaded so far in this visit, by result id.
 * Pagefind names a record by a hash of it, so its names are the same for every query: as the reader
 * types, each keystroke's best results are mostly the last one's, and ranking them by their names
 * needs no new loads. Loading a result (`data()`) makes its excerpt again for the query, several
 * milliseconds for a long page: loading 30 of them made every keystroke some 300 ms here.
 */
import { namesOfData, type RankedData } from '../../shared/search/rerank.ts';
import type { PageNames } from '../../shared/search/page-names.ts';

/** Enough for every page of a large site; past it the list starts again rather than grow. */
const MAX_KNOWN = 5000;

const known = new Map<string, PageNames>();

/** The names of result `id`, when it was loaded before. */
export function knownNames(id: string): PageNames | undefined {
  return known.get(id);
}

/** `load`, keeping the names of what it loads. */
export function keepingNames<T extends RankedData>(id: string, load: () => Promise<T>): () => Promise<T> {
  return async () => {
    const data = await load();
    if (known.size >= MAX_KNOWN) known.clear();
    known.set(id, namesOfData(data));
    return data;
  };
}
