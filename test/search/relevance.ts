/**
 * Runs a relevance set against a built site, through its search page: what readers get, with the
 * query's normalisation, the corrections of mistyped words and the ranking made in the browser.
 */
import type { Browser } from 'playwright-core';

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
}

/** Pages searching side by side (each query still in a page of its own). */
const PARALLEL = 2;

export async function measureRelevance(
  browser: Browser,
  siteUrl: string,
  queries: RelevanceQuery[],
): Promise<RelevanceResult> {
  const result: RelevanceResult = { queries: queries.length, top1: 0, top3: 0, misses: [] };
  let next = 0;
  const worker = async () => {
    const context = await browser.newContext();
    for (let item = queries[next++]; item; item = queries[next++]) {
      // A page of its own for each query: the index keeps the parts an earlier search loaded, and
      // a query's short words used to match in them, so results depended on the searches before.
      const page = await context.newPage();
      await page.goto(`${siteUrl}/search?q=${encodeURIComponent(item.query)}`);
      await page.waitForSelector('.search-results-title');
      const got = await page
        .locator('.search-results-list > li > a:first-of-type')
        .evaluateAll((links) => links.slice(0, 3).map((a) => new URL((a as HTMLAnchorElement).href).pathname));
      await page.close();
      const rank = got.findIndex((url) => item.expect.includes(url)) + 1;
      if (rank === 1) result.top1++;
      if (rank >= 1) result.top3++;
      else result.misses.push({ ...item, got });
    }
    await context.close();
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return result;
}
