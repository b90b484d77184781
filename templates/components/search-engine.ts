/**
 * The search engine the modal and the search page share: the offline Pagefind index, loaded on
 * first use; results grouped by page with their matching sections; recent searches kept locally.
 */
import { pageUrl } from '../../src/client/search-url.ts';
import { clientConfig } from '../../src/client/config.ts';
import { preferredVersion } from '../../src/client/versions.ts';
import { hostedSearch } from './hosted-search.ts';
import { closest } from '../../src/links/suggest.ts';
import { SEARCH_RANKING } from '../../src/search/ranking.ts';
import { withoutSplitWords } from '../../src/search/identifier.ts';
import { foundOnlyPrefixes, type MatchedText } from './backtracked.ts';

export interface SearchSection {
  title: string;
  url: string;
  excerpt: string;
}

export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
  breadcrumb?: string;
  sections: SearchSection[];
}

export interface PagefindData extends MatchedText {
  url: string;
  excerpt: string;
  meta: { title?: string; breadcrumb?: string };
  sub_results?: { title: string; url: string; excerpt: string }[];
}

export interface Pagefind {
  options(o: { baseUrl: string; ranking?: Record<string, number> }): Promise<void>;
  search(q: string, options?: { filters?: Record<string, string> }): Promise<{ results: { data(): Promise<PagefindData> }[]; unfilteredResultCount?: number; totalFilters?: Record<string, Record<string, number>> }>;
  /** Loads the index chunks of a term ahead of a search. */
  preload?(term: string): Promise<void>;
  /** Loads every filter's values (searches count only the filters loaded). */
  filters?(): Promise<Record<string, Record<string, number>>>;
  /** Adds another index (a part of a large site's) to this one's searches. */
  mergeIndex?(path: string, options: { baseUrl: string }): Promise<void>;
}

const bundles = new Map<string, Promise<Pagefind>>();

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
  const folder = `${baseUrl}pagefind/${version === 'current' ? '' : `${version}/`}`;
  const path = `${folder}pagefind.js`;
  let bundle = bundles.get(path);
  if (!bundle) {
    // A large site's index comes in parts (src/search/pagefind.ts), merged here into one search.
    const parts = fetch(`${folder}parts.json`)
      .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
      .catch(() => [] as string[]);
    bundle = import(/* @vite-ignore */ path).then(async (module: Pagefind) => {
      await module.options({ baseUrl, ranking: SEARCH_RANKING });
      for (const part of await parts) await module.mergeIndex?.(folder + part, { baseUrl });
      return module;
    });
    bundle.catch(() => bundles.delete(path));
    bundles.set(path, bundle);
  }
  return bundle;
}

/**
 * The hosted service when the site configures one; when it fails or times out, the same query
 * goes to the offline index, so the reader only sees an error when both fail.
 */
export type Found = {
  count: number;
  hits: SearchHit[];
  /** Results of the query in each docs section, whatever section was asked for, and in all (offline index only). */
  sections?: Record<string, number>;
  total?: number;
  /** The next `limit` hits after those already given (none when all are); for a list that grows as the reader scrolls. */
  more?: (limit: number) => Promise<SearchHit[]>;
};

/** `section`: only results of that docs section; `countSections`: also count the results in each section. */
export interface SearchOptions {
  section?: string;
  countSections?: boolean;
}

export async function search(baseUrl: string, query: string, limit: number, onPartial?: (found: Found) => void, options: SearchOptions = {}): Promise<Found> {
  const hosted = clientConfig().search.hosted;
  // Sections are a filter of the offline index; the hosted service knows none.
  if (hosted && !options.section) {
    try {
      return await hostedSearch(hosted, baseUrl, query, limit, document.documentElement.lang || 'en');
    } catch {
      // Fall through to the offline index.
    }
  }
  return offlineSearch(baseUrl, query, limit, onPartial, options);
}

type PagefindResult = Awaited<ReturnType<Pagefind['search']>>['results'][number];

async function offlineSearch(baseUrl: string, query: string, limit: number, onPartial: ((found: Found) => void) | undefined, { section, countSections }: SearchOptions): Promise<Found> {
  const engine = await loadPagefind(baseUrl);
  if (countSections) await engine.filters?.();
  const result = await engine.search(query, { filters: { version: readerVersion(), ...(section ? { section } : {}) } });
  // Each result's details loaded once: the no-match check and the hits read the first ones both.
  const results = result.results.map((r): PagefindResult => {
    let data: ReturnType<PagefindResult['data']> | undefined;
    return { data: () => (data ??= r.data()) };
  });
  const count = results.length;
  // Offline, the index's parts not saved on this device are missing, not empty: say so rather than "No results".
  if (count === 0 && typeof navigator !== 'undefined' && navigator.onLine === false) throw new Error('offline: the search index could not be fetched');
  // "nope" answered with pages saying "no": nothing that was asked for (backtracked.ts).
  if (foundOnlyPrefixes(query, await Promise.all(results.slice(0, 3).map((r) => r.data())))) return { count: 0, hits: [], total: 0 };
  const hits = await hitsOf(results.slice(0, limit), query, onPartial && ((ready) => onPartial({ count, hits: ready })));
  let given = hits.length;
  const more = async (next: number) => {
    const page = results.slice(given, given + next);
    given += page.length;
    return hitsOf(page, query);
  };
  return { count, hits, sections: result.totalFilters?.section, total: result.unfilteredResultCount, more };
}

/**
 * Each result's details are a separate small fetch; the first results are reported as soon as
 * they arrive (in rank order), so the reader sees them before the last one has loaded.
 */
async function hitsOf(results: PagefindResult[], query: string, onReady?: (ready: SearchHit[]) => void): Promise<SearchHit[]> {
  const hits: (SearchHit | undefined)[] = [];
  let shown = 0;
  await Promise.all(
    results.map(async (r, i) => {
      hits[i] = toHit(await r.data(), query);
      let ready = 0;
      while (hits[ready]) ready++;
      if (ready > shown) {
        shown = ready;
        onReady?.(hits.slice(0, ready) as SearchHit[]);
      }
    }),
  );
  return hits as SearchHit[];
}

function toHit(data: PagefindData, query: string): SearchHit {
  const url = pageUrl(data.url);
  // The page's own first section repeats the page; keep the sections below it.
  const sections = (data.sub_results ?? []).filter((s) => pageUrl(s.url) !== url).slice(0, 3).map((s) => ({ title: s.title, url: withHighlight(pageUrl(s.url), query), excerpt: withoutSplitWords(s.excerpt) }));
  return { url: withHighlight(url, query), title: data.meta.title ?? url, excerpt: withoutSplitWords(data.excerpt), breadcrumb: data.meta.breadcrumb, sections };
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

const RECENT_KEY = 'docsgen.search.recent';

export function recentSearches(): string[] {
  try {
    // Storage is the reader's: another version of the site, an extension or a hand edit may have left anything there.
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(stored) ? stored.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, 5) : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): void {
  const q = query.trim();
  if (!q) return;
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify([q, ...recentSearches().filter((r) => r !== q)].slice(0, 5)));
  } catch {
    /* storage unavailable */
  }
}

/** Shorter queries to suggest when nothing matched: each word alone, longest first. */
export function suggestionsFor(query: string): string[] {
  const words = query.trim().split(/\s+/).filter((w) => w.length > 2);
  return words.length > 1 ? [...new Set(words)].sort((a, b) => b.length - a.length).slice(0, 3) : [];
}

let words: Promise<string[]> | undefined;

/**
 * The query with each word the site does not use replaced by the nearest word it does (one
 * edit away, two for words of seven letters or more), from `/search-words.json`
 * (src/search/words.ts); undefined when nothing was replaced. For a search that found nothing.
 */
export async function correctedQuery(baseUrl: string, query: string): Promise<string | undefined> {
  words ??= fetch(`${baseUrl}search-words.json`)
    .then((response) => (response.ok ? (response.json() as Promise<string[]>) : []))
    .catch(() => []);
  const list = await words;
  const known = new Set(list);
  let changed = false;
  const fixed = query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => {
      if (word.length < 4 || known.has(word) || /[^a-z0-9]/.test(word)) return word;
      // The most frequent of the nearest words (the list is most frequent first).
      const near = closest(word, list, word.length >= 7 ? 2 : 1);
      if (near) changed = true;
      return near ?? word;
    });
  return changed ? fixed.join(' ') : undefined;
}
