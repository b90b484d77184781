/**
 * The search engine the modal and the search page share: the offline Pagefind index, loaded on
 * first use; results grouped by page with their matching sections; recent searches kept locally.
 */
import { pageUrl } from '../search-url.ts';
import { clientConfig } from '../config.ts';
import { preferredVersion } from '../versions.ts';
import { hostedFailed, hostedSearch, preconnectHosted } from './hosted-search.ts';
import { SEARCH_RANKING } from '../../shared/search/ranking.ts';
import { withoutSplitWords } from '../../shared/search/identifier.ts';
import { correctedQuery, foundOnlyPrefixes, suspectWords, type MatchedText } from './backtracked.ts';
import { indexQueries, searchTerms } from '../../shared/search/query.ts';
import { RERANK_DEPTH, rerank, type RankedData } from '../../shared/search/rerank.ts';
import { NAME_FIELDS, type PageNames } from '../../shared/search/page-names.ts';
import {
  EDITED_PAGES_FILE,
  EDITS_PART,
  withoutOutOfDate,
  withoutOutOfDateRanked,
  type EditedPages,
} from '../../shared/search/edited-pages.ts';
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

/** An index loaded in the browser: Pagefind with the index's parts merged, and serve's edited pages. */
interface LoadedIndex {
  bundle: Promise<Pagefind>;
  edited: Promise<Edited>;
}

/** serve's edited pages (src/shared/search/edited-pages.ts): their records in the other parts are left out. */
type Edited = { pages: Set<string>; kept: Set<string> };

const indexes = new Map<string, LoadedIndex>();

/**
 * The docs version the reader is in: that of the doc page shown, else the one they chose in
 * the version menu, else the latest. Search looks in that version only.
 */
export function readerVersion(): string {
  const onPage = document.querySelector<HTMLElement>('[data-docs-version]')?.dataset.docsVersion;
  if (onPage) return onPage;
  return preferredVersion()?.name ?? 'current';
}

/** The index of the reader's version: `pagefind/` for the latest docs, `pagefind/<version>/` for a frozen one. */
export function loadPagefind(baseUrl: string, version = readerVersion()): Promise<Pagefind> {
  return loadIndex(baseUrl, version).bundle;
}

/** serve's edited pages of the index, fetched beside its code; none when the index has no edits part. */
function editedPages(baseUrl: string, version = readerVersion()): Promise<Edited> {
  return loadIndex(baseUrl, version).edited;
}

function loadIndex(baseUrl: string, version: string): LoadedIndex {
  const folder = `${baseUrl}pagefind/${version === 'current' ? '' : `${version}/`}`;
  let index = indexes.get(folder);
  if (!index) {
    // A large site's index comes in parts (src/node/search/pagefind.ts), merged here into one search.
    const parts = fetchJson<string[]>(`${folder}parts.json`, []);
    const bundle = import(/* @vite-ignore */ `${folder}pagefind.js`).then(async (module: Pagefind) => {
      await module.options({ baseUrl, ranking: SEARCH_RANKING });
      // Each part ranks with the same options (Pagefind's options reach only the first), all loaded at once.
      await Promise.all(
        (await parts).map((part) => module.mergeIndex?.(folder + part, { baseUrl, ranking: SEARCH_RANKING })),
      );
      return module;
    });
    const edited = parts.then(async (list) => {
      const none: EditedPages = { pages: [], kept: [] };
      const file = list.includes(EDITS_PART) ? await fetchJson(folder + EDITS_PART + EDITED_PAGES_FILE, none) : none;
      return { pages: new Set(file.pages), kept: new Set(file.kept) };
    });
    index = { bundle, edited };
    bundle.catch(() => indexes.delete(folder));
    indexes.set(folder, index);
  }
  return index;
}

function fetchJson<T>(url: string, otherwise: T): Promise<T> {
  return fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<T>) : otherwise))
    .catch(() => otherwise);
}

/** `section`: only results of that docs section; `countSections`: also count the results in each section. */
export interface SearchOptions {
  section?: string;
  countSections?: boolean;
}

/** The local (Pagefind) index's results: what every keystroke shows, with no service to wait for. */
export function search(baseUrl: string, query: string, limit: number, options: SearchOptions = {}): Promise<Found> {
  return offlineSearch(baseUrl, query, limit, options);
}

/** True when the site configures a hosted service and it has not failed in this visit. */
export function hostedAvailable(): boolean {
  return Boolean(clientConfig().search.hosted) && !hostedFailed();
}

/** Starts the connection to the hosted service, when there is one, so that its first answer can come in time. */
export function prepareHosted(): void {
  const hosted = clientConfig().search.hosted;
  if (hosted) preconnectHosted(hosted);
}

/**
 * The hosted service's results for a settled query, to show in place of the local ones; undefined
 * when there is no service, it failed in this visit, or it did not answer within HOSTED_WAIT_MS
 * (src/client/search/hosted-search.ts).
 */
export function hostedResults(baseUrl: string, query: string, limit: number): Promise<Found | undefined> {
  const hosted = clientConfig().search.hosted;
  return hosted
    ? hostedSearch(hosted, baseUrl, query, limit, document.documentElement.lang || 'en')
    : Promise.resolve(undefined);
}

type PagefindResult = Awaited<ReturnType<Pagefind['search']>>['results'][number];
type Filters = Record<string, string>;

/** How many of the best results the typo check reads (backtracked.ts): their details are loaded whatever the limit. */
const CHECKED = 10;

async function offlineSearch(
  baseUrl: string,
  query: string,
  limit: number,
  { section, countSections }: SearchOptions,
): Promise<Found> {
  const [engine, edited] = await Promise.all([loadPagefind(baseUrl), editedPages(baseUrl)]);
  if (countSections) await engine.filters?.();
  const filters = { version: readerVersion(), ...(section ? { section } : {}) };
  const loaded = Math.max(limit, CHECKED);
  let found = await ranked(engine, edited, query, filters, loaded);
  // Offline, the index's parts not saved on this device are missing, not empty: say so rather than "No results".
  if (found.count === 0 && typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new Error('offline: the search index could not be fetched');
  const best = found.head.slice(0, CHECKED).map((r) => r.data!);
  // A mistyped word ("kafak", "quickstrat"): the nearest words of the site are searched instead
  // (the site's words fetched only for a query the best pages do not answer word for word).
  const fixed =
    suspectWords(query, best).length > 0
      ? correctedQuery(query, best, ...(await Promise.all([vocabulary(baseUrl), siteNames(baseUrl)])))
      : undefined;
  const instead = fixed ? await ranked(engine, edited, fixed, filters, loaded) : undefined;
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
    data: keepingNames(r.id, () => r.data()),
  }));
  const reranked = await rerank<PagefindData, (typeof candidates)[number]>(query, candidates, loaded);
  const head = await withoutOutOfDateRanked(reranked, edited, loaded);
  const larger = (counts: (number | undefined)[]) =>
    counts.some((n) => n === undefined) ? undefined : Math.max(...(counts as number[]));
  const sectionNames = new Set(searches.flatMap((s) => Object.keys(s.totalFilters?.section ?? {})));
  const sections =
    searches[0].totalFilters &&
    Object.fromEntries(
      [...sectionNames].map((name) => [name, larger(searches.map((s) => s.totalFilters?.section?.[name] ?? 0))!]),
    );
  return {
    head,
    rest: all.slice(RERANK_DEPTH),
    count: all.length - (reranked.length - head.length),
    sections,
    total: larger(searches.map((s) => s.unfilteredResultCount)),
  };
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
export const HIGHLIGHT_PARAM = 'highlight';

/** `url` with one highlight parameter per word of the query, before its #anchor. */
export function withHighlight(url: string, query: string): string {
  const words = query.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return url;
  const [path, hash] = url.split('#');
  const params = words.map((word) => `${HIGHLIGHT_PARAM}=${encodeURIComponent(word)}`).join('&');
  return `${path}${path.includes('?') ? '&' : '?'}${params}${hash === undefined ? '' : `#${hash}`}`;
}

/**
 * Shorter queries to suggest when nothing matched: each word alone, longest first, if it finds
 * something alone (`zzqx kafka` offers "kafka", not "zzqx").
 */
export async function suggestionsFor(baseUrl: string, query: string): Promise<string[]> {
  const words = [
    ...new Set(
      query
        .trim()
        .split(/\s+/)
        .filter((w) => w.length > 2),
    ),
  ];
  if (words.length < 2) return [];
  const engine = await loadPagefind(baseUrl).catch(() => undefined);
  const edited = await editedPages(baseUrl);
  const finds = async (word: string) => {
    const found = await engine?.search(searchTerms(word), { filters: { version: readerVersion() } });
    const results = await withoutOutOfDate((found?.results ?? []).slice(0, 4), edited);
    return results.length > 0 && !foundOnlyPrefixes(word, await Promise.all(results.slice(0, 3).map((r) => r.data())));
  };
  const found = await Promise.all(words.map((word) => finds(word).catch(() => false)));
  return words
    .filter((_, i) => found[i])
    .sort((a, b) => b.length - a.length)
    .slice(0, 3);
}

let names: Promise<Set<string>> | undefined;

/** The words of the pages' titles and addresses (`/search-names.json`): of two words equally near a typo, one of them is the better correction. */
function siteNames(baseUrl: string): Promise<Set<string>> {
  names ??= fetchJson<string[]>(`${baseUrl}search-names.json`, []).then((list) => new Set(list));
  return names;
}

let words: Promise<string[]> | undefined;

/** The words of the site's titles and headings, most frequent first (`/search-words.json`, src/node/search/words.ts). */
function vocabulary(baseUrl: string): Promise<string[]> {
  words ??= fetchJson<string[]>(`${baseUrl}search-words.json`, []);
  return words;
}
