/**
 * Search finds the right page: the relevance sets against the built DataHub site. Every query is
 * searched in Node by the search box's own code on the site's index (relevance.ts); a browser
 * types a sample of them into the box and opens a few in the search page, and must show the same
 * first three results.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveProjectSite } from '../helpers/site-build.ts';
import { nodeIndex } from '../helpers/node-pagefind.ts';
import {
  measureRelevance,
  nodeRelevance,
  searchPageResults,
  type RelevanceQuery,
  type RelevanceResult,
} from './relevance.ts';
import { READER_QUERIES, RELEVANCE_QUERIES } from './relevance-queries.ts';

// Each set: the least share of queries with an expected page first, and in the top 3. Measured
// (session 17): the first set 58 and 65 of 66, the readers' 69 and 73 of 74; (session 18) the
// first set 62 and 66 of 66, the readers' 70 and 74 of 75.
const SETS: [string, RelevanceQuery[], number, number][] = [
  ['relevance set', RELEVANCE_QUERIES, 0.9, 0.95],
  ["readers' queries", READER_QUERIES, 0.88, 0.95],
];

/** Every how many queries of a set the browser types one into the box (each costs it a quarter of a CPU-second). */
const BOX_SAMPLE_EVERY = 6;

/** Queries of each set also opened in the search page (a full page load each, so a few). */
const PAGE_SAMPLE = 2;

test('the expected page comes first for most queries, and in the top 3 for nearly all', async (t) => {
  const site = await serveProjectSite();
  t.after(() => site.close());
  const index = await nodeIndex(site.dir, site.url);
  for (const [name, queries, first, top3] of SETS) {
    const result = await nodeRelevance(index, queries);
    t.diagnostic(`${name}: first ${result.top1}, top 3 ${result.top3} of ${result.queries} queries`);
    assert.ok(result.top1 >= first * result.queries, `${name}: first for ${result.top1} of ${result.queries}`);
    assert.ok(
      result.top3 >= top3 * result.queries,
      `${name}: top 3 for ${result.top3} of ${result.queries}; misses:\n${missesOf(result)}`,
    );
    // The browser shows what Node computed: in the box, typed one after another, and in the search page.
    const sample = queries.filter((_, i) => i % BOX_SAMPLE_EVERY === 0);
    const inBox = await measureRelevance(site.tab, site.url, sample);
    for (const { query } of sample) assert.deepEqual(inBox.firsts.get(query), result.firsts.get(query), query);
    for (const { query } of sample.slice(0, PAGE_SAMPLE))
      assert.deepEqual(await searchPageResults(site.tab, site.url, query), result.firsts.get(query), query);
  }
});

function missesOf(result: RelevanceResult): string {
  return result.misses.map((m) => `${m.query} → ${m.got.join(', ')} (expected ${m.expect.join(' or ')})`).join('\n');
}
