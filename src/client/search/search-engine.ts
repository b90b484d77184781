/**
 * The search engine the modal and the search page share: the offline Pagefind index, loaded on
 * first use; results grouped by page with their matching sections; recent searches kept locally.
 */
import { clientConfig } from '../config.ts';
import { preferredVersion } from '../versions.ts';
import { hostedFailed, hostedSearch, preconnectHosted } from './hosted-search.ts';
import { SEARCH_RANKING } from '../../shared/search/ranking.ts';
import { foundOnlyPrefixes } from './backtracked.ts';
import { searchTerms } from '../../shared/search/query.ts';
import { EDITED_PAGES_FILE, EDITS_PART, withoutOutOfDate, type EditedPages } from '../../shared/search/edited-pages.ts';
import type { Found } from './results.ts';
import { searchIndex, type Edited, type Pagefind, type SearchOptions } from './local-search.ts';

/** An index loaded in the browser: Pagefind with the index's parts merged, and serve's edited pages. */
interface BrowserIndex {
  bundle: Promise<Pagefind>;
  edited: Promise<Edited>;
}

const indexes = new Map<string, BrowserIndex>();

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

function loadIndex(baseUrl: string, version: string): BrowserIndex {
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

/** The local (Pagefind) index's results: what every keystroke shows, with no service to wait for. */
export async function search(
  baseUrl: string,
  query: string,
  limit: number,
  options: SearchOptions = {},
): Promise<Found> {
  const version = readerVersion();
  const [engine, edited] = await Promise.all([loadPagefind(baseUrl, version), editedPages(baseUrl, version)]);
  const index = {
    engine,
    edited,
    version,
    vocabulary: () => vocabulary(baseUrl),
    names: () => siteNames(baseUrl),
    offline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
  };
  return searchIndex(index, query, limit, options);
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
