/**
 * The Lighthouse baseline that `npm run bench:lighthouse` compares against (bench/lighthouse-check.ts): the scores
 * of the page types it checks, on this machine. Refresh it when a change moves them on purpose:
 *
 *   node --import tsx bench/lighthouse-baseline.ts
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../src/node/build.ts';
import { MAIN_ROOT } from './site-files.ts';
import { LIGHTHOUSE_PAGES, runLighthouse } from './lighthouse.ts';

export const BASELINE_FILE = join(MAIN_ROOT, 'bench/lighthouse-baseline.json');
/**
 * Every page type of the site: home, docs landing, a long doc, a source, an entity, a GraphQL page, /integrations, /search.
 * /search scores 66 for SEO on purpose: result pages ask not to be indexed (noindex), which Lighthouse counts against it.
 */
export const BASELINE_PAGES = LIGHTHOUSE_PAGES;

export type Baseline = Record<string, Record<string, number>>;

export async function measureBaseline(outDir?: string): Promise<Baseline> {
  const dir = outDir ?? (await mkdtemp(join(tmpdir(), 'docsgen-lh-')));
  try {
    if (!outDir) await buildSite({ root: MAIN_ROOT, outDir: join(dir, 'build') });
    const rows = await runLighthouse(outDir ?? join(dir, 'build'), BASELINE_PAGES);
    return Object.fromEntries(rows.map((row) => [`${row.page} ${row.preset}`, row.scores]));
  } finally {
    if (!outDir) await rm(dir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const baseline = await measureBaseline();
  await writeFile(BASELINE_FILE, `${JSON.stringify(baseline, null, 2)}\n`);
  console.log(JSON.stringify(baseline, null, 2));
}
