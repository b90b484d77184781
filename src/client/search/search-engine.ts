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
import { PAGE_NAMES_FILE, decodeNames, type NamesFile, type PageNames } from '../../shared/search/names-file.ts';
import type { Found, SearchHit } from './results.ts';

export interface PagefindData extends MatchedText, RankedData {
  url: string;
  excerpt: string;
  meta: { title?: string; breadcrumb?: string };
  sub_results?: { title: string; url: string; excerpt: string }[];
}

export interface Pagefind {
  options(o: { baseUrl: string; ranking?: Record<string, number> }): Promise<void>;
  search(
    q: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{
    results: { id: string; score: number; data(): Promise<PagefindData> }[];
    unfilteredResultCount?: number;
    totalFilters?: Record<string, Record<string, number>>;
  }>;
  /** Loads the index chunks of a term ahead of a search. */
  preload?(term: string): Promise<void>;
  /** Loads every filter's values (searches count only the filters loaded). */
  filters?(): Promise<Record<string, Record<string, number>>>;
  /** Adds another index (a part of a large site's) to this one's searches. */
  mergeIndex?(path: string, options: { baseUrl: string; ranking?: Record<string, number> }): Promise<void>;
}

/**
 * An index loaded in the browser: Pagefind with the index's parts merged, and the names of its pages
 * by id, without the records a later part replaces (`hides`: serve's part of edited pages).
 */
interface LoadedIndex {
  bundle: Promise<Pagefind>;
  names: Promise<Map<string, PageNames>>;
}

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

/** The names of the index's pages (src/node/search/page-names.ts), fetched beside its code; empty when the index has none. */
function pageNames(baseUrl: string, version = readerVersion()): Promise<Map<string, PageNames>> {
  return loadIndex(baseUrl, version).names;
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
    const names = parts.then(async (list) => {
      const files = await Promise.all(
        ['', ...list].map((part) => fetchJson<NamesFile>(folder + part + PAGE_NAMES_FILE, { words: [], pages: {} })),
      );
      const names = new Map(files.flatMap((file) => [...decodeNames(file)]));
      for (const id of files.flatMap((file) => file.hides ?? [])) names.set(id, HIDDEN);
      return names;
    });
    index = { bundle, names };
    bundle.catch(() => indexes.delete(folder));
    indexes.set(folder, index);
  }
  return index;
}

/** The names of a record that a later part of the index replaces: searches leave it out. */
const HIDDEN: PageNames = { address: [], title: [], headings: [], hidden: true };

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
  const [engine, names] = await Promise.all([loadPagefind(baseUrl), pageNames(baseUrl)]);
  if (countSections) await engine.filters?.();
  const filters = { version: readerVersion(), ...(section ? { section } : {}) };
  const loaded = Math.max(limit, CHECKED);
  let found = await ranked(engine, names, query, filters, loaded);
  // Offline, the index's parts not saved on this device are missing, not empty: say so rather than "No results".
  if (found.count === 0 && typeof navigator !== 'undefined' && navigator.onLine === false)
    throw new Error('offline: the search index could not be fetched');
  const best = found.head.slice(0, CHECKED).map((r) => r.data!);
  // A mistyped word ("kafak", "quickstrat"): the nearest words of the site are searched instead
  // (the site's words fetched only for a query the best pages do not answer word for word).
  const fixed =
    suspectWords(query, best).length > 0
      ? correctedQuery(query, best, await vocabulary(baseUrl), nameWordsOf(names))
      : undefined;
  const instead = fixed ? await ranked(engine, names, fixed, filters, loaded) : undefined;
  if (instead?.count) found = instead;
  // "nope" answered with pages saying "no": nothing that was asked for (backtracked.ts).
  else if (foundOnlyPrefixes(query, best.slice(0, 3))) return { count: 0, hits: [], total: 0 };
  const corrected = found === instead ? fixed : undefined;
  const shown = corrected ?? query;
  const { head, rest, count, sections, total } = found;
  // The details of the first results are loaded; the others' when the reader asks for more.
  const loads = [
    ...head.map((r) => () => (r.data ? Promise.resolve(r.data) : r.candidate.data())),
    ...rest.map((r) => () => r.data()),
  ];
  const hits = head.slice(0, limit).map((r) => toHit(r.data!, shown));
  let given = hits.length;
  const more = async (next: number) => {
    const page = loads.slice(given, given + next);
    given += page.length;
    return Promise.all(page.map(async (load) => toHit(await load(), shown)));
  };
  return { count, hits, sections, total, more, corrected };
}

/**
 * Pagefind's results for a query (and for a word joined by punctuation, those of its parts
 * apart: src/shared/search/query.ts), each page once at its best score; the best RERANK_DEPTH of them
 * are ranked again by their names and phrases (src/shared/search/rerank.ts), the first `loaded` with
 * their details. Of two searches, each section counts the larger of its two numbers (the search
 * by parts finds nearly every page the other finds).
 */
async function ranked(
  engine: Pagefind,
  names: Map<string, PageNames>,
  query: string,
  filters: Filters,
  loaded: number,
) {
  const searches = await Promise.all(indexQueries(query).map((terms) => engine.search(terms, { filters })));
  const byId = new Map<string, PagefindResult>();
  for (const result of searches.flatMap((s) => s.results)) {
    if (names.get(result.id)?.hidden) continue;
    const had = byId.get(result.id);
    if (!had || had.score < result.score) byId.set(result.id, result);
  }
  const all = [...byId.values()].sort((a, b) => b.score - a.score);
  const candidates = all
    .slice(0, RERANK_DEPTH)
    .map((r) => ({ score: r.score, names: names.get(r.id), data: () => r.data() }));
  const larger = (counts: (number | undefined)[]) =>
    counts.some((n) => n === undefined) ? undefined : Math.max(...(counts as number[]));
  const sectionNames = new Set(searches.flatMap((s) => Object.keys(s.totalFilters?.section ?? {})));
  const sections =
    searches[0].totalFilters &&
    Object.fromEntries(
      [...sectionNames].map((name) => [name, larger(searches.map((s) => s.totalFilters?.section?.[name] ?? 0))!]),
    );
  return {
    head: await rerank(query, candidates, loaded),
    rest: all.slice(RERANK_DEPTH),
    count: all.length,
    sections,
    total: larger(searches.map((s) => s.unfilteredResultCount)),
  };
}

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
  const names = await pageNames(baseUrl);
  const finds = async (word: string) => {
    const found = await engine?.search(searchTerms(word), { filters: { version: readerVersion() } });
    const results = (found?.results ?? []).filter((result) => !names.get(result.id)?.hidden);
    return results.length > 0 && !foundOnlyPrefixes(word, await Promise.all(results.slice(0, 3).map((r) => r.data())));
  };
  const found = await Promise.all(words.map((word) => finds(word).catch(() => false)));
  return words
    .filter((_, i) => found[i])
    .sort((a, b) => b.length - a.length)
    .slice(0, 3);
}

const pageNameWords = new WeakMap<Map<string, PageNames>, Set<string>>();

/** The words of the pages' titles and addresses: of two words equally near a typo, one of them is the better correction. */
function nameWordsOf(names: Map<string, PageNames>): Set<string> {
  let words = pageNameWords.get(names);
  if (!words)
    pageNameWords.set(
      names,
      (words = new Set([...names.values()].flatMap((page) => [...page.title, ...page.address]))),
    );
  return words;
}

let words: Promise<string[]> | undefined;

/** The words of the site's titles and headings, most frequent first (`/search-words.json`, src/node/search/words.ts). */
function vocabulary(baseUrl: string): Promise<string[]> {
  words ??= fetchJson<string[]>(`${baseUrl}search-words.json`, []);
  return words;
}
