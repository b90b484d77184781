/** Search finds the right page: the relevance set against the built DataHub site. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveProjectSite } from '../helpers/site-build.ts';
import { measureRelevance } from './relevance.ts';
import { RELEVANCE_QUERIES } from './relevance-queries.ts';

test('the expected page is in the top 3 for at least 93 % of the relevance set', async (t) => {
  assert.ok(RELEVANCE_QUERIES.length >= 40);
  const site = await serveProjectSite({ search: true });
  t.after(() => site.close());
  const { score, misses } = await measureRelevance(await site.browser.newPage(), site.url);
  t.diagnostic(`relevance: ${(score * 100).toFixed(0)} % of ${RELEVANCE_QUERIES.length} queries`);
  assert.ok(score >= 0.93, `score ${score.toFixed(2)}; misses:\n${misses.map((m) => `${m.query} → ${m.got.join(', ')} (expected ${m.expect.join(' or ')})`).join('\n')}`);
});
