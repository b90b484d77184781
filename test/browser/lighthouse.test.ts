/**
 * Lighthouse in CI: a page of every type (bench/lighthouse-baseline.ts), mobile and desktop,
 * may not fall below the saved baseline (test/browser/lighthouse-baseline.json) by more than a
 * small margin, so machine noise does not fail the run but a regression does. The full table
 * of every page type stays in `npm run bench`.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { serveProjectSite } from '../helpers/site-build.ts';
import { BASELINE_FILE, measureBaseline, type Baseline } from '../../bench/lighthouse-baseline.ts';
import { runLighthouse } from '../../bench/lighthouse.ts';

/** Points a score may drop below the baseline: performance varies most from run to run. */
const MARGIN: Record<string, number> = { performance: 10, accessibility: 2, 'best-practices': 2, seo: 2 };

test('Lighthouse scores stay within a small margin of the baseline', async (t) => {
  const baseline = JSON.parse(await readFile(BASELINE_FILE, 'utf8')) as Baseline;
  const site = await serveProjectSite({ search: true });
  t.after(() => site.close());
  const dropsIn = (scores: Baseline) =>
    Object.entries(baseline).flatMap(([key, expected]) =>
      Object.entries(expected)
        .filter(([category, score]) => !(scores[key]?.[category] >= score - (MARGIN[category] ?? 2)))
        .map(([category, score]) => `${key} ${category}: ${scores[key]?.[category]} (baseline ${score})`),
    );
  const scores = await measureBaseline(site.dir);
  // A busy machine slows a run down; a drop must show twice to count. Only the pages that dropped
  // are measured again (a whole second pass took minutes).
  for (const key of new Set(dropsIn(scores).map((drop) => drop.split(' ').slice(0, 2).join(' ')))) {
    const [page, preset] = key.split(' ') as [string, 'mobile' | 'desktop'];
    const [again] = await runLighthouse(site.dir, [page], [preset]);
    scores[key] = Object.fromEntries(Object.entries(scores[key] ?? {}).map(([category, first]) => [category, Math.max(first, again.scores[category] ?? 0)]));
  }
  t.diagnostic(JSON.stringify(scores));
  assert.deepEqual(dropsIn(scores), []);
});
