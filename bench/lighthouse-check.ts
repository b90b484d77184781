/**
 * `npm run bench:lighthouse`: a page of every type (bench/lighthouse-baseline.ts), mobile and
 * desktop, may not fall below the saved baseline (bench/lighthouse-baseline.json) by more than a
 * small margin, so machine noise does not fail it but a regression does. Exits 1 on a drop.
 * Lighthouse scores timings, so this runs in the bench on a quiet machine, not in the test gate;
 * the full table of every page type is in `npm run bench`.
 */
import { readFile, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../src/node/build.ts';
import { MAIN_ROOT } from './site-files.ts';
import { BASELINE_FILE, measureBaseline, type Baseline } from './lighthouse-baseline.ts';
import { runLighthouse } from './lighthouse.ts';

/** Points a score may drop below the baseline: performance varies most from run to run. */
const MARGIN: Record<string, number> = { performance: 10, accessibility: 2, 'best-practices': 2, seo: 2 };

function dropsIn(baseline: Baseline, scores: Baseline): string[] {
  return Object.entries(baseline).flatMap(([key, expected]) =>
    Object.entries(expected)
      .filter(([category, score]) => !(scores[key]?.[category] >= score - (MARGIN[category] ?? 2)))
      .map(([category, score]) => `${key} ${category}: ${scores[key]?.[category]} (baseline ${score})`),
  );
}

/** The drops from the baseline that showed twice (a busy machine slows one run down). */
export async function lighthouseDrops(buildDir: string): Promise<{ scores: Baseline; drops: string[] }> {
  const baseline = JSON.parse(await readFile(BASELINE_FILE, 'utf8')) as Baseline;
  const scores = await measureBaseline(buildDir);
  // Only the pages that dropped are measured again (a whole second pass takes minutes).
  for (const key of new Set(dropsIn(baseline, scores).map((drop) => drop.split(' ').slice(0, 2).join(' ')))) {
    const [page, preset] = key.split(' ') as [string, 'mobile' | 'desktop'];
    const [again] = await runLighthouse(buildDir, [page], [preset]);
    scores[key] = Object.fromEntries(
      Object.entries(scores[key] ?? {}).map(([category, first]) => [
        category,
        Math.max(first, again.scores[category] ?? 0),
      ]),
    );
  }
  return { scores, drops: dropsIn(baseline, scores) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = await mkdtemp(join(tmpdir(), 'docsgen-lighthouse-'));
  try {
    await buildSite({ root: MAIN_ROOT, outDir: join(out, 'build') });
    const { scores, drops } = await lighthouseDrops(join(out, 'build'));
    console.log(JSON.stringify(scores, null, 2));
    console.log(
      drops.length ? `Below the baseline:\n${drops.join('\n')}` : 'Every score is within the margin of the baseline.',
    );
    process.exitCode = drops.length ? 1 : 0;
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}
