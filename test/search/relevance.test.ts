/** Search finds the right page: the relevance sets against the built DataHub site, through its search box and page. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveProjectSite } from '../helpers/site-build.ts';
import { measureRelevance, searchPageResults, type RelevanceQuery } from './relevance.ts';
import { READER_QUERIES, RELEVANCE_QUERIES } from './relevance-queries.ts';

// Each set: the least share of queries with an expected page first, and in the top 3. Measured
// (session 17): the first set 58 and 65 of 66, the readers' 69 and 73 of 74; (session 18) the
// first set 62 and 66 of 66, the readers' 70 and 74 of 75.
const SETS: [string, RelevanceQuery[], number, number][] = [
  ['relevance set', RELEVANCE_QUERIES, 0.9, 0.95],
  ["readers' queries", READER_QUERIES, 0.88, 0.95],
];

/** Queries of each set also opened in the search page (a full page load each, so a few). */
const PAGE_SAMPLE = 4;

test('the expected page comes first for most queries, and in the top 3 for nearly all', async (t) => {
  const site = await serveProjectSite();
  t.after(() => site.close());
  for (const [name, queries, first, top3] of SETS) {
    const result = await measureRelevance(site.tab, site.url, queries);
    // The search page asks the same engine for more results at once: its first three are the box's.
    for (const { query } of queries.slice(0, PAGE_SAMPLE))
      assert.deepEqual(await searchPageResults(site.tab, site.url, query), result.firsts.get(query), query);
    t.diagnostic(`${name}: first ${result.top1}, top 3 ${result.top3} of ${result.queries} queries`);
    const misses = result.misses
      .map((m) => `${m.query} → ${m.got.join(', ')} (expected ${m.expect.join(' or ')})`)
      .join('\n');
    assert.ok(result.top1 >= first * result.queries, `${name}: first for ${result.top1} of ${result.queries}`);
    assert.ok(
      result.top3 >= top3 * result.queries,
      `${name}: top 3 for ${result.top3} of ${result.queries}; misses:\n${misses}`,
    );
  }
});
