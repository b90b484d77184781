/** Runs the relevance set against a built site's Pagefind index in a browser page. */
import type { Page } from 'playwright-core';
import { RELEVANCE_QUERIES } from './relevance-queries.ts';
import { SEARCH_RANKING } from '../../src/search/ranking.ts';

export interface RelevanceResult {
  score: number;
  misses: { query: string; expect: string[]; got: string[] }[];
}

export async function measureRelevance(page: Page, siteUrl: string): Promise<RelevanceResult> {
  await page.goto(`${siteUrl}/search`);
  const misses: RelevanceResult['misses'] = [];
  for (const { query, expect } of RELEVANCE_QUERIES) {
    const got = await page.evaluate(async ({ q, ranking }) => {
      const pagefind = await import(/* @vite-ignore */ `${location.origin}/pagefind/pagefind.js`);
      await pagefind.options({ ranking });
      const search = await pagefind.search(q);
      const top = await Promise.all(search.results.slice(0, 3).map((r: { data(): Promise<{ url: string }> }) => r.data()));
      return top.map((d: { url: string }) => d.url.replace(/\/index\.html$/, '/').replace(/\.html$/, ''));
    }, { q: query, ranking: SEARCH_RANKING });
    if (!got.some((url) => expect.includes(url))) misses.push({ query, expect, got });
  }
  return { score: 1 - misses.length / RELEVANCE_QUERIES.length, misses };
}
