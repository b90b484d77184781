/**
 * `npm run bench`: builds synthetic sites of 300 and 3000 pages in a child process and prints
 * build time, throughput, peak memory, output size, first-visit page weight and the edit-to-
 * reload latency of `docsgen serve`, each beside its target. BENCHMARKS.md explains the figures.
 *
 *   npm run bench [-- --pages 300] [-- --keep]
 *   npm run bench -- --peers [--pages 300] [--rounds 3] [--keep]   (beside Starlight and Docusaurus: bench/peers/)
 */
import { readdir, rm } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { writeCorpus } from './corpus.ts';
import { runNode } from './child.ts';
import { firstVisit, outputSize } from './measure.ts';
import { measureEditLatency } from './serve-latency.ts';
import { MAIN_ROOT } from './site-files.ts';
import { machineLine, printReport, type LatencyResult, type SizeResult } from './report.ts';
import { measureSearchWeight, measureSiteRelevance, type SearchWeight } from './search-weight.ts';
import { lighthouseOfSite } from './lighthouse-site.ts';
import { measureSiteAssistant } from './assistant.ts';
import { loadLine, measureServeLoad } from './serve-load.ts';
import { benchVersions } from './versions.ts';
import { benchPeers, succeeded } from './peers/side-by-side.ts';
import { printPeerReport } from './peers/report.ts';

const CORPUS_ROOT = join(MAIN_ROOT, 'bench/.corpus');
const EDITS = 5;

async function main(): Promise<void> {
  const { sizes, keep } = parseArgs(process.argv.slice(2));
  if (process.argv.includes('--peers')) return mainPeers(sizes[0], keep);
  const startedOn = machineLine();
  const results: SizeResult[] = [];
  for (const pages of sizes) results.push(await benchSize(pages));
  const serveSite = results.find((r) => r.pages === 300) ?? results[0];
  // Edit latency on every size built: a one-page edit should cost the same in a large site.
  const latencies: LatencyResult[] = [];
  for (const site of results) latencies.push(await benchServe(site));
  printReport(results, latencies, startedOn);
  if (!serveSite.error)
    printSearchWeight(
      await measureSearchWeight(join(serveSite.dir, 'build'), samplePage(await docFiles(serveSite.dir)).route),
    );
  console.log(
    `Search relevance on the DataHub site: ${((await measureSiteRelevance()) * 100).toFixed(0)} % of the relevance set in the top 3 (target ≥ 90 %).`,
  );
  console.log(await measureSiteAssistant());
  console.log(`DataHub site, ${loadLine(await measureServeLoad(MAIN_ROOT))}`);
  console.log(
    `\nFrozen docs versions (300-page corpus; target: each adds under 10 % to a warm build):\n${await benchVersions()}`,
  );
  console.log(
    `\nLighthouse on the DataHub site (targets: 100 in every category, mobile and desktop):\n${await lighthouseOfSite()}`,
  );
  if (!keep) await rm(CORPUS_ROOT, { recursive: true, force: true });
  process.exitCode = results.some((r) => r.error) ? 1 : 0;
}

/** Only the side-by-side comparison: its rounds take as long as the rest of the bench. */
async function mainPeers(pages: number | undefined, keep: boolean): Promise<void> {
  const rounds = wholeNumber(process.argv.slice(2), '--rounds') ?? 3;
  const result = await benchPeers({ pages: pages ?? 300, rounds, keep, corpusRoot: CORPUS_ROOT, log });
  printPeerReport(result);
  if (!keep) await rm(CORPUS_ROOT, { recursive: true, force: true });
  process.exitCode = result.rounds.some((round) => !succeeded(round[0].cold)) ? 1 : 0;
}

function wholeNumber(args: string[], flag: string): number | undefined {
  const index = args.indexOf(flag);
  const value = index >= 0 ? Number(args[index + 1]) : undefined;
  if (value !== undefined && !(Number.isInteger(value) && value > 0))
    throw new Error(`${flag} needs a positive whole number, got ${args[index + 1]}`);
  return value;
}

function parseArgs(args: string[]): { sizes: number[]; keep: boolean } {
  const pages = wholeNumber(args, '--pages');
  return { sizes: pages ? [pages] : [300, 3000], keep: args.includes('--keep') };
}

async function benchSize(pages: number): Promise<SizeResult> {
  const dir = join(CORPUS_ROOT, String(pages));
  const out = join(dir, 'build');
  log(`writing ${pages}-page corpus to ${dir}`);
  const corpusStart = performance.now();
  await writeCorpus(dir, pages);
  const result: SizeResult = {
    pages,
    dir,
    corpusMs: performance.now() - corpusStart,
    markdownPages: (await docFiles(dir)).length,
  };
  log(`building ${pages} pages`);
  // Generous limits: a slow build is a result to report, a hung one must not hang the bench.
  result.build = await runNode('bin/docsgen.js', ['build', '--root', dir, '--out', out], {
    cwd: MAIN_ROOT,
    timeoutMs: pages <= 300 ? 180_000 : 900_000,
  });
  if (result.build.timedOut || result.build.code !== 0) {
    result.error = `build ${result.build.timedOut ? 'timed out' : `exited with ${result.build.code}`}:\n${result.build.stderr.trim().split('\n').slice(-25).join('\n')}`;
    return result;
  }
  // Nothing changed: the compile cache that the first build wrote serves every page.
  result.warm = await runNode('bin/docsgen.js', ['build', '--root', dir, '--out', out], {
    cwd: MAIN_ROOT,
    timeoutMs: pages <= 300 ? 180_000 : 900_000,
  });
  result.output = await outputSize(out);
  result.searchIndex = existsSync(join(out, 'pagefind'));
  result.visit = await firstVisit(out, samplePage(await docFiles(dir)).route).catch((error: Error) => {
    result.error = `first-visit measurement failed: ${error.message}`;
    return undefined;
  });
  return result;
}

async function docFiles(dir: string): Promise<string[]> {
  return ((await readdir(join(dir, 'content/docs'), { recursive: true })) as string[])
    .filter((f) => f.endsWith('.md'))
    .sort();
}

const pageOf = (file: string) => ({
  file: `content/docs/${file}`,
  route: `/docs/${file.replace(/\.md$/, '').replace(/(^|\/)index$/, '')}`,
});

/** The doc page whose first visit is measured (and first edited): the first ingestion page two folders deep. */
function samplePage(files: string[]): { file: string; route: string } {
  return pageOf(files.find((f) => /^ingestion\/[^/]+\/[^/]+\.md$/.test(f)) ?? files[0]);
}

async function benchServe(site: SizeResult): Promise<LatencyResult> {
  if (site.error) return { skipped: `the ${site.pages}-page build failed` };
  const module = (await import(join(MAIN_ROOT, 'src/node/serve/livereload.ts')).catch(() => undefined)) as
    | { EVENTS_PATH?: string }
    | undefined;
  if (!module?.EVENTS_PATH) return { skipped: 'src/node/serve/livereload.ts (EVENTS_PATH) does not exist yet' };
  const files = await docFiles(site.dir);
  const others = files.filter((f) => /^deploy\/[^/]+\/[^/]+\.md$/.test(f)).slice(0, EDITS - 1);
  const pages = [samplePage(files), ...others.map(pageOf)];
  log(`measuring edit latency of docsgen serve on the ${site.pages}-page site`);
  try {
    const latency = await measureEditLatency({
      engineRoot: MAIN_ROOT,
      siteRoot: site.dir,
      pages,
      eventsPath: module.EVENTS_PATH,
      timeoutMs: 300_000,
    });
    return { latency, pages: site.pages };
  } catch (error) {
    return { skipped: `serve measurement failed: ${(error as Error).message}` };
  }
}

const log = (message: string) => process.stderr.write(`bench: ${message}\n`);

await main();

function printSearchWeight(weight: SearchWeight): void {
  const summary = (ms: number[]) => {
    const sorted = [...ms].sort((a, b) => a - b);
    return `median ${sorted[Math.floor(sorted.length / 2)].toFixed(0)} ms, max ${sorted.at(-1)!.toFixed(0)} ms`;
  };
  console.log(
    `\nSearch (300 pages): the first search downloads ${(weight.firstSearchBytes / 1024).toFixed(1)} KB; keystroke to results after warm-up: ${summary(weight.warmMs)} (target < 50 ms); with a hosted search service that never answers: ${summary(weight.hangingServiceMs)} (target < 100 ms).`,
  );
}
