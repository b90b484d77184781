/**
 * The not-found page guesses what the reader was after: first the pages whose address is
 * nearest the one asked for (a typo, a page that moved within its folder), then pages found in
 * the offline index by the address's words (`/docs/deploy/aws-setup` → "aws setup"). Loaded
 * only by the not-found page.
 */
import { clientConfig } from './config.ts';
import { reportNotFound } from './feedback.ts';
import { search } from './search/search-engine.ts';
import type { SearchHit } from './search/results.ts';
import { resultList } from './search-page.ts';
import { distance } from '../shared/suggest.ts';

const SUGGESTIONS = 5;
const NEAREST = 3;

export async function initNotFound(): Promise<void> {
  const box = document.querySelector<HTMLElement>('[data-not-found-suggestions]');
  if (!box || box.dataset.done) return;
  box.dataset.done = 'true';
  reportNotFound();
  const path = normalise(location.pathname);
  const routes = JSON.parse(box.querySelector('[data-doc-routes]')?.textContent || '[]') as [string, string, string][];
  const found = new Map<string, SearchHit>();
  for (const [href, title, section] of nearestRoutes(path, routes))
    found.set(normalise(href), { url: href, title, excerpt: '', breadcrumb: section, sections: [] });
  for (const query of queriesFor(path.slice(clientConfig().baseUrl.length - 1))) {
    if (found.size >= SUGGESTIONS) break;
    const { hits } = await search(clientConfig().baseUrl, query, SUGGESTIONS).catch(() => ({
      hits: [] as SearchHit[],
    }));
    // A short list: the page, not its matching sections.
    // Keyed by page: a hit's address carries the words to highlight (`?highlight=`).
    for (const hit of hits) {
      const page = normalise(hit.url.split(/[?#]/)[0]);
      if (!found.has(page)) found.set(page, { ...hit, sections: [] });
    }
  }
  if (found.size === 0) return;
  box.append(resultList([...found.values()].slice(0, SUGGESTIONS)));
  box.hidden = false;
}

/** The address as routes are written: decoded, without `.html`, `/index.html` or a trailing slash. */
function normalise(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape: compare the address as it is.
  }
  return decoded
    .replace(/\/index\.html$|\.html$/, '')
    .replace(/(.)\/$/, '$1')
    .toLowerCase();
}

/** Routes within a quarter of the address's length in edit distance (as the link checker suggests), nearest first. */
export function nearestRoutes<T extends [string, ...string[]]>(path: string, routes: T[]): T[] {
  const limit = Math.max(2, Math.ceil(path.length / 4));
  return routes
    .map((route) => ({ route, d: distance(path, normalise(route[0]), limit) }))
    .filter(({ d }) => d <= limit)
    .sort((a, b) => a.d - b.d)
    .slice(0, NEAREST)
    .map(({ route }) => route);
}

/**
 * Search queries from the most specific to the least: all words of the last part of the path,
 * then each of them alone, then the part before (a search needs every word of its query).
 */
export function queriesFor(path: string): string[] {
  const words = (part: string) =>
    part.split(/[^a-z0-9]+/).filter((word) => word.length > 1 && !/^(docs|html|md|index|\d+)$/.test(word));
  const parts = path
    .split('/')
    .map(words)
    .filter((part) => part.length > 0);
  const last = parts.at(-1) ?? [];
  const queries = [
    last.join(' '),
    ...(last.length > 1 ? last.filter((word) => word.length > 2) : []),
    (parts.at(-2) ?? []).join(' '),
  ];
  return [...new Set(queries.filter(Boolean))];
}
