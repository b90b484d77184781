/**
 * Runs a relevance set against a built site: what readers get in its search box (Ctrl+K), with the
 * query's normalisation, the corrections of mistyped words and the ranking made in the browser,
 * computed in Node by the same code or typed into the box. The queries are typed one after another in one page, as a reader does: the parts of
 * the index an earlier search loaded must not change a later query's results (measured: the same
 * firsts and top 3s as a fresh page per query, at a thirtieth of the time).
 */
import type { Browser, Page } from 'playwright-core';
import { withMessages } from '../helpers/browser.ts';
import { ReusedTab } from '../helpers/reused-page.ts';
import { searchIndex, type LoadedIndex } from '../../src/client/search/local-search.ts';
import { SEARCH_BOX_LIMIT } from '../../src/client/search/search-modal.tsx';

export interface RelevanceQuery {
  query: string;
  expect: string[];
}

export interface RelevanceResult {
  queries: number;
  /** Queries whose first result is an expected page. */
  top1: number;
  /** Queries with an expected page in the first three results. */
  top3: number;
  misses: { query: string; expect: string[]; got: string[] }[];
  /** The first three results' addresses, by query. */
  firsts: Map<string, string[]>;
}

/** Scores `queries` by the first three results `resultsOf` gives each, asked one after another. */
async function score(
  queries: RelevanceQuery[],
  resultsOf: (query: string) => Promise<string[]>,
): Promise<RelevanceResult> {
  const result: RelevanceResult = { queries: queries.length, top1: 0, top3: 0, misses: [], firsts: new Map() };
  for (const item of queries) {
    const got = await resultsOf(item.query);
    result.firsts.set(item.query, got);
    const rank = got.findIndex((url) => item.expect.includes(url)) + 1;
    if (rank === 1) result.top1++;
    if (rank >= 1) result.top3++;
    else result.misses.push({ ...item, got });
  }
  return result;
}

/**
 * The set in Node, against the site's index loaded as the browser loads it (test/helpers/node-pagefind.ts),
 * through the search the box runs (src/client/search/local-search.ts) with the box's limit: what
 * the box shows when no hosted service answers. A browser sample checks that the box shows the same.
 */
export function nodeRelevance(index: LoadedIndex, queries: RelevanceQuery[]): Promise<RelevanceResult> {
  return score(queries, async (query) => {
    const { hits } = await searchIndex(index, query, SEARCH_BOX_LIMIT);
    return hits.slice(0, 3).map((hit) => new URL(hit.url, 'http://site').pathname);
  });
}

/** The set typed into the search box (Ctrl+K). `from`: the site's tab (reused-page.ts), or a browser to open a context of its own in. */
export async function measureRelevance(
  from: ReusedTab | Browser,
  siteUrl: string,
  queries: RelevanceQuery[],
): Promise<RelevanceResult> {
  const context = from instanceof ReusedTab ? undefined : await from.newContext();
  try {
    const page = from instanceof ReusedTab ? await from.page() : await context!.newPage();
    await page.goto(`${siteUrl}/docs`);
    await page.keyboard.press('Control+k');
    return await score(queries, (query) => firstResults(page, query));
  } finally {
    await context?.close();
  }
}

/** The addresses of the first three results the search box shows for `query`, once they are its own. */
async function firstResults(page: Page, query: string): Promise<string[]> {
  await page.locator('.search-modal input').fill(query);
  await withMessages(page).waitForFunction((q) => {
    const results = document.querySelector('.search-modal-results');
    return results?.getAttribute('data-query') === q && results.getAttribute('aria-busy') === 'false';
  }, query);
  return page
    .locator('.search-modal-results a.search-hit')
    .evaluateAll((links) => links.slice(0, 3).map((a) => new URL((a as HTMLAnchorElement).href).pathname));
}

/**
 * The addresses of the first three results of the search page (`/search?q=`), opened for `query`
 * alone: in the site's tab, reset, or a page of its own in `from`, a browser.
 */
export async function searchPageResults(from: ReusedTab | Browser, siteUrl: string, query: string): Promise<string[]> {
  const page = from instanceof ReusedTab ? await from.page() : await from.newPage();
  try {
    await page.goto(`${siteUrl}/search?q=${encodeURIComponent(query)}`);
    await page.waitForSelector('.search-results-title', { timeout: 120_000 });
    return await page
      .locator('.search-results-list > li > a:first-of-type')
      .evaluateAll((links) => links.slice(0, 3).map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  } finally {
    if (!(from instanceof ReusedTab)) await page.close();
  }
}
