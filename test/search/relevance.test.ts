/** Search finds the right page: the relevance set against the built DataHub site. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../../src/build.ts';
import { silentLogger } from '../../src/log.ts';
import { repoRoot } from '../helpers/site.ts';
import { launchBrowser, serveFolder } from '../helpers/browser.ts';
import { measureRelevance } from './relevance.ts';
import { RELEVANCE_QUERIES } from './relevance-queries.ts';

test('the expected page is in the top 3 for at least 90 % of the relevance set', async (t) => {
  assert.ok(RELEVANCE_QUERIES.length >= 40);
  const out = await mkdtemp(join(tmpdir(), 'docsgen-relevance-'));
  t.after(() => rm(out, { recursive: true, force: true }));
  await buildSite({ root: repoRoot, outDir: join(out, 'build'), log: silentLogger });
  const server = await serveFolder(join(out, 'build'));
  const browser = await launchBrowser();
  t.after(async () => {
    await browser.close();
    await server.close();
  });
  const { score, misses } = await measureRelevance(await browser.newPage(), server.url);
  t.diagnostic(`relevance: ${(score * 100).toFixed(0)} % of ${RELEVANCE_QUERIES.length} queries`);
  assert.ok(score >= 0.9, `score ${score.toFixed(2)}; misses:\n${misses.map((m) => `${m.query} → ${m.got.join(', ')} (expected ${m.expect.join(' or ')})`).join('\n')}`);
});
