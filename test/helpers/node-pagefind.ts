/**
 * A built site's Pagefind index loaded in Node as the browser loads it (src/client/search/search-engine.ts):
 * its `pagefind.js` with the site's ranking, every part merged, its files fetched from the server
 * that serves the build. Pagefind keeps one index per process: load one site per test process.
 */
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { LoadedIndex, Pagefind } from '../../src/client/search/local-search.ts';
import { EDITED_PAGES_FILE, EDITS_PART, type EditedPages } from '../../src/shared/search/edited-pages.ts';
import { SEARCH_RANKING } from '../../src/shared/search/ranking.ts';

interface PagefindModule extends Pagefind {
  options(o: { basePath?: string; baseUrl: string; ranking?: typeof SEARCH_RANKING }): Promise<void>;
}

/** The current docs' index of the site built in `dir` and served at `siteUrl` (at its root). */
export async function nodeIndex(dir: string, siteUrl: string): Promise<LoadedIndex> {
  const engine = (await import(pathToFileURL(join(dir, 'pagefind/pagefind.js')).href)) as PagefindModule;
  await engine.options({ basePath: `${siteUrl}/pagefind/`, baseUrl: '/', ranking: SEARCH_RANKING });
  const parts = await fetchJson<string[]>(`${siteUrl}/pagefind/parts.json`, []);
  await Promise.all(
    parts.map((part) => engine.mergeIndex?.(`${siteUrl}/pagefind/${part}`, { baseUrl: '/', ranking: SEARCH_RANKING })),
  );
  const none: EditedPages = { pages: [], kept: [] };
  const edited = parts.includes(EDITS_PART)
    ? await fetchJson(`${siteUrl}/pagefind/${EDITS_PART}${EDITED_PAGES_FILE}`, none)
    : none;
  const vocabulary = fetchJson<string[]>(`${siteUrl}/search-words.json`, []);
  const names = fetchJson<string[]>(`${siteUrl}/search-names.json`, []).then((list) => new Set(list));
  return {
    engine,
    edited: { pages: new Set(edited.pages), kept: new Set(edited.kept) },
    version: 'current',
    vocabulary: () => vocabulary,
    names: () => names,
  };
}

function fetchJson<T>(url: string, otherwise: T): Promise<T> {
  return fetch(url)
    .then((response) => (response.ok ? (response.json() as Promise<T>) : otherwise))
    .catch(() => otherwise);
}
