/**
 * The part of edited pages (src/node/search/edits-part.ts; serve's, and a build's whose kept parts
 * stand in for theirs): after an edit of a few pages, only those pages are indexed, into a part of
 * their own whose file `edited-pages.json` lists them. The
 * records of the same pages in the other parts are out of date: the browser leaves out a result
 * whose address is an edited page's, unless it is one of the edits part's own records (`kept`: an
 * edited page whose indexed text did not change keeps its id, and its one record stays).
 */

/** The edits' part, below the current docs' index; no other part's name starts with `_parts/edits`. */
export const EDITS_PART = '_parts/edits/';

/** The file in the edits' part. */
export const EDITED_PAGES_FILE = 'edited-pages.json';

export interface EditedPages {
  /** The edited pages' addresses, as Pagefind gives a result's `raw_url`. */
  pages: string[];
  /** The ids of the edits part's records (its fragments' names). */
  kept: string[];
}

/** The address Pagefind gives the page at `path` (a site path): `/` before it, without a last `index.html`. */
export function indexedAddress(path: string): string {
  return `/${path.replace(/(^|\/)index\.html$/, '$1')}`;
}

/** True when the result `id` at `address` (its `raw_url`) is an out-of-date record of an edited page. */
function isOutOfDate(edited: { pages: Set<string>; kept: Set<string> }, id: string, address: string): boolean {
  return edited.pages.has(address) && !edited.kept.has(id);
}

/** A search result as far as the out-of-date check reads it. */
interface Result {
  id: string;
  data(): Promise<{ url: string; raw_url?: string }>;
}

/**
 * The results without the out-of-date records of edited pages. A result says its address only in
 * its details, so when pages were edited the results are loaded to be checked (serve alone has
 * edits, and loads them from the local disk).
 */
export async function withoutOutOfDate<T extends Result>(
  results: T[],
  edited: { pages: Set<string>; kept: Set<string> },
): Promise<T[]> {
  if (edited.pages.size === 0) return results;
  const addresses = await Promise.all(results.map(async (r) => ((d) => d.raw_url ?? d.url)(await r.data())));
  return results.filter((r, i) => !isOutOfDate(edited, r.id, addresses[i]));
}

/**
 * Ranked results (src/shared/search/rerank.ts) without the out-of-date records of edited pages. Only
 * the first `loaded` are checked here, whose details are loaded anyway: an edits' part costs a search
 * no extra loads unless such a record is among them. The others are checked as they load.
 */
export async function withoutOutOfDateRanked<
  T extends { url: string; raw_url?: string },
  R extends { candidate: { id: string; data(): Promise<T> }; data?: T },
>(results: R[], edited: { pages: Set<string>; kept: Set<string> }, loaded: number): Promise<R[]> {
  if (edited.pages.size === 0) return results;
  const current: R[] = [];
  for (const result of results) {
    if (current.length >= loaded) current.push(result);
    else {
      const data = result.data ?? (await result.candidate.data());
      if (!isOutOfDate(edited, result.candidate.id, data.raw_url ?? data.url)) current.push({ ...result, data });
    }
  }
  return current;
}
