/**
 * Search in the offline (Pagefind) index, once it is loaded: what the search box, the search page
 * and the not-found page show for a query. No loading and no page state here (search-engine.ts
 * loads the index in the browser), so that the relevance tests run the same search in Node.
 */
import { pageUrl } from '../search-url.ts';
import type { SEARCH_RANKING } from '../../shared/search/ranking.ts';
import { withoutSplitWords } from '../../shared/search/identifier.ts';
import { correctedQuery, foundOnlyPrefixes, suspectWords, type MatchedText } from './backtracked.ts';
import { indexQueries } from '../../shared/search/query.ts';
import { RERANK_DEPTH, rerank, type RankedData } from '../../shared/search/rerank.ts';
import { NAME_FIELDS, type PageNames } from '../../shared/search/page-names.ts';
import { withoutOutOfDate, withoutOutOfDateRanked } from '../../shared/search/edited-pages.ts';
import type { Found, SearchHit } from './results.ts';
import { keepingNames, knownNames } from './known-names.ts';

export interface PagefindData extends MatchedText, RankedData {
  url: string;
  /** The address as indexed, without the base URL. */
  raw_url?: string;
  excerpt: string;
  meta: { title?: string; breadcrumb?: string };
  sub_results?: { title: string; url: string; excerpt: string }[];
}

export interface Pagefind {
  options(o: { baseUrl: string; ranking?: typeof SEARCH_RANKING }): Promise<void>;
  search(
    q: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{
    /** `matchedMetaFields`: the metadata fields holding a word of the query. */
    results: { id: string; score: number; matchedMetaFields?: string[]; data(): Promise<PagefindData> }[];
    unfilteredResultCount?: number;
    totalFilters?: Record<string, Record<string, number>>;
  }>;
  /** Loads the index chunks of a term ahead of a search. */
  preload?(term: string): Promise<void>;
  /** Loads every filter's values (searches count only the filters loaded). */
  filters?(): Promise<Record<string, Record<string, number>>>;
  /** Adds another index (a part of a large site's) to this one's searches. */
  mergeIndex?(path: string, options: { baseUrl: string; ranking?: typeof SEARCH_RANKING }): Promise<void>;
}

/** serve's edited pages (src/shared/search/edited-pages.ts): their records in the other parts are left out. */
export type Edited = { pages: Set<string>; kept: Set<string> };

/** An index ready to search: Pagefind with every part merged, and what the search reads beside it. */
export interface LoadedIndex {
  engine: Pagefind;
  edited: Edited;
  /** The docs version searched (`current` for the latest docs). */
  version: string;
  /** The words of the site's titles and headings, most frequent first (`/search-words.json`, src/node/search/words.ts). */
  vocabulary(): Promise<string[]>;
  /** The words of the pages' titles and addresses (`/search-names.json`): of two words equally near a typo, one of them is the better correction. */
  names(): Promise<Set<string>>;
  /** True when the reader's device is offline (then an empty result is a part not saved, not "no results"). */
  offline?(): boolean;
}

/** `section`: only results of that docs section; `countSections`: also count the results in each section. */
export interface SearchOptions {
  section?: string;
  countSections?: boolean;
}

type PagefindResult = Awaited<ReturnType<Pagefind['search']>>['results'][number];
type Filters = Record<string, string>;

/**
 * How many of the best results the typo check reads (backtracked.ts). Each result loaded costs
 * Pagefind an excerpt (several milliseconds for a long page), so those past the shown ones are
 * loaded only when the shown ones leave a word of the query unmatched.
 */
const CHECKED = 10;

/**
 * Searches a loaded index: Pagefind's results ranked again, a mistyped query corrected, the first
 * `limit` hits with their details and the way to the next ones. The browser's index is loaded by
 * search-engine.ts; the relevance tests load the same files in Node.
 */
export async function searchIndex(
  index: LoadedIndex,
  query: string,
  limit: number,
  { section, countSections }: SearchOptions = {},
): Promise<Found> {
  const { engine, edited } = index;
  if (countSections) await engine.filters?.();
  const filters = { version: index.version, ...(section ? { section } : {}) };
  let found = await ranked(engine, edited, query, filters, limit);
  // Offline, the index's parts not saved on this device are missing, not empty: say so rather than "No results".
  if (found.count === 0 && index.offline?.()) throw new Error('offline: the search index could not be fetched');
  let best = found.head.slice(0, Math.min(limit, CHECKED)).map((r) => r.data!);
  if (suspectWords(query, best).length > 0 && limit < CHECKED) {
    // The first `limit` are the same however many are ranked with their details (rerank.ts).
    found = { ...found, ...(await found.rankedTo(CHECKED)) };
    best = found.head.slice(0, CHECKED).map((r) => r.data!);
  }
  // A mistyped word ("kafak", "quickstrat"): the nearest words of the site are searched instead
  // (the site's words fetched only for a query the best pages do not answer word for word).
  const fixed =
    suspectWords(query, best).length > 0
      ? correctedQuery(query, best, ...(await Promise.all([index.vocabulary(), index.names()])))
      : undefined;
  const instead = fixed ? await ranked(engine, edited, fixed, filters, limit) : undefined;
  if (instead?.count) found = instead;
  // "nope" answered with pages saying "no": nothing that was asked for (backtracked.ts).
  else if (foundOnlyPrefixes(query, best.slice(0, 3))) return { count: 0, hits: [], total: 0 };
  const corrected = found === instead ? fixed : undefined;
  const shown = corrected ?? query;
  const { head, rest, count, sections, total } = found;
  // The details of the first results are loaded; the others' when the reader asks for more.
  const loads = [
    ...head.map((r) => async () => r.data ?? (await withoutOutOfDate([r.candidate], edited))[0]?.data()),
    ...rest.map((r) => async () => (await withoutOutOfDate([r], edited))[0]?.data()),
  ];
  const hits = head.slice(0, limit).map((r) => toHit(r.data!, shown));
  let given = hits.length;
  const more = async (next: number) => {
    const page = loads.slice(given, given + next);
    given += page.length;
    const details = await Promise.all(page.map((load) => load()));
    return details.flatMap((data) => (data ? [toHit(data, shown)] : []));
  };
  return { count, hits, sections, total, more, corrected };
}

/**
 * Pagefind's results for a query (and for a word joined by punctuation, those of its parts
 * apart: src/shared/search/query.ts), each page once at its best score; the best RERANK_DEPTH of them
 * are ranked again by their names and phrases (src/shared/search/rerank.ts), the first `loaded` with
 * their details. A result whose names (title, address, headings: src/shared/search/page-names.ts)
 * have none of the query's words ranks by Pagefind's score alone, without loading its details.
 * Of two searches, each section counts the larger of its two numbers (the search
 * by parts finds nearly every page the other finds).
 */
async function ranked(engine: Pagefind, edited: Edited, query: string, filters: Filters, loaded: number) {
  const searches = await Promise.all(indexQueries(query).map((terms) => engine.search(terms, { filters })));
  const byId = new Map<string, PagefindResult>();
  const named = new Set<string>();
  for (const result of searches.flatMap((s) => s.results)) {
    if (result.matchedMetaFields?.some((field) => NAMES.has(field))) named.add(result.id);
    const had = byId.get(result.id);
    if (!had || had.score < result.score) byId.set(result.id, result);
  }
  const all = [...byId.values()].sort((a, b) => b.score - a.score);
  const candidates = all.slice(0, RERANK_DEPTH).map((r) => ({
    id: r.id,
    score: r.score,
    names: named.has(r.id) ? knownNames(r.id) : UNNAMED,
    data: once(keepingNames(r.id, () => r.data())),
  }));
  /** The results with the first `loaded` in their final order and their details loaded. */
  const rankedTo = async (loaded: number) => {
    const reranked = await rerank<PagefindData, (typeof candidates)[number]>(query, candidates, loaded);
    const head = await withoutOutOfDateRanked(reranked, edited, loaded);
    return { head, count: all.length - (reranked.length - head.length) };
  };
  const larger = (counts: (number | undefined)[]) =>
    counts.some((n) => n === undefined) ? undefined : Math.max(...(counts as number[]));
  const sectionNames = new Set(searches.flatMap((s) => Object.keys(s.totalFilters?.section ?? {})));
  const sections =
    searches[0].totalFilters &&
    Object.fromEntries(
      [...sectionNames].map((name) => [name, larger(searches.map((s) => s.totalFilters?.section?.[name] ?? 0))!]),
    );
  return {
    ...(await rankedTo(loaded)),
    rankedTo,
    rest: all.slice(RERANK_DEPTH),
    sections,
    total: larger(searches.map((s) => s.unfilteredResultCount)),
  };
}

/** `load`, called once: each call of a Pagefind result's `data()` makes its excerpts again. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () => (loading ??= load());
}

/** The metadata fields that hold a page's names. */
const NAMES = new Set<string>(Object.values(NAME_FIELDS));

/** The names of a result whose names have none of the query's words: they add nothing to its rank. */
const UNNAMED: PageNames = { address: [], title: [], headings: [] };

function toHit(data: PagefindData, query: string): SearchHit {
  const url = pageUrl(data.url);
  // The page's own first section repeats the page; keep the sections below it.
  const sections = (data.sub_results ?? [])
    .filter((s) => pageUrl(s.url) !== url)
    .slice(0, 3)
    .map((s) => ({ title: s.title, url: withHighlight(pageUrl(s.url), query), excerpt: withoutSplitWords(s.excerpt) }));
  return {
    url: withHighlight(url, query),
    title: data.meta.title ?? url,
    excerpt: withoutSplitWords(data.excerpt),
    breadcrumb: data.meta.breadcrumb,
    sections,
  };
}

/** The parameter that asks the page opened from a result to mark the words searched (src/client/highlight.ts). */
const HIGHLIGHT_PARAM = 'highlight';

/** `url` with one highlight parameter per word of the query, before its #anchor. */
function withHighlight(url: string, query: string): string {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return url;
  const [path, hash] = url.split('#');
  const params = words.map((word) => `${HIGHLIGHT_PARAM}=${encodeURIComponent(word)}`).join('&');
  return `${path}${path.includes('?') ? '&' : '?'}${params}${hash === undefined ? '' : `#${hash}`}`;
}
