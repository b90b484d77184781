/**
 * `npm run bench`: builds synthetic sites of 300 and 3000 pages in a child process and prints
 * build times (cold, warm, after editing 5 pages), cores busy, throughput, peak memory, output
 * size, first-visit page weight and `docsgen serve`'s edit-to-reload and edit-to-search latency,
 * each beside its target (issue 34's). BENCHMARKS.md explains the figures.
 *
 *   npm run bench [-- --pages 300 | --pages 3000,10000] [-- --keep]
 *   npm run bench -- --peers [--peer starlight] [--pages 300] [--rounds 3] [--keep]   (beside Starlight and Docusaurus: bench/peers/)
 *   npm run bench -- --cache-gain [--site dir] [--rounds 3] [--fresh-output]   (what each cache kind saves a warm build: bench/cache-gain.ts)
 */
import { readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { writeCorpus } from './corpus.ts';
import { runNode, type ChildResult } from './child.ts';
import { parseBenchArgs, type BenchArgs } from './args.ts';
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
import { gainReport, measureCacheGains } from './cache-gain.ts';
import { EVENTS_PATH } from '../src/node/serve/livereload.ts';

const CORPUS_ROOT = join(MAIN_ROOT, 'bench/.corpus');
const EDITS = 5;

async function main(): Promise<void> {
  const args = parseBenchArgs(process.argv.slice(2));
  const { sizes, keep } = args;
  if (args.peers) return mainPeers(args);
  if (args.cacheGain) return mainCacheGain(args);
  const startedOn = machineLine();
  const results: SizeResult[] = [];
  for (const pages of sizes) results.push(await benchSize(pages));
  const base = results.find((r) => r.pages === 3000)?.build;
  // Time linear in pages: each larger size's cold build against the 3000-page one's.
  for (const r of results) if (base && r.pages > 3000 && r.build) r.timesThe3000Build = r.build.ms / base.ms;
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
async function mainPeers({ sizes, keep, only, rounds }: BenchArgs): Promise<void> {
  const pages = sizes.length === 1 ? sizes[0] : 300;
  const result = await benchPeers({ pages, rounds: rounds ?? 3, keep, only, corpusRoot: CORPUS_ROOT, log });
  printPeerReport(result);
  if (!keep) await rm(CORPUS_ROOT, { recursive: true, force: true });
  process.exitCode = result.rounds.some((round) => !succeeded(round[0].cold)) ? 1 : 0;
}

/** Only what each cache kind saves a warm build. */
async function mainCacheGain({ rounds, site, freshOutput }: BenchArgs): Promise<void> {
  const startedOn = machineLine();
  const gains = await measureCacheGains({ siteRoot: site, rounds: rounds ?? 3, freshOutput, log });
  const where = freshOutput ? ', each into an empty output folder (CI)' : '';
  console.log(
    `\nWhat each cache kind saves a warm build of ${site ?? 'the DataHub site'}${where} (${rounds ?? 3} rounds)`,
  );
  console.log(`${startedOn}\n${machineLine()}\n\n${gainReport(gains)}`);
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
  result.edited = await buildAfterEdits(dir, out, pages);
  result.output = await outputSize(out);
  result.searchIndex = existsSync(join(out, 'pagefind'));
  result.visit = await firstVisit(out, samplePage(await docFiles(dir)).route).catch((error: Error) => {
    result.error = `first-visit measurement failed: ${error.message}`;
    return undefined;
  });
  return result;
}

/** Five pages' bodies changed, then the same build: what a commit touching a few pages costs in CI. Put back after. */
async function buildAfterEdits(dir: string, out: string, pages: number): Promise<ChildResult> {
  const edited = editedPages(await docFiles(dir)).map((page) => join(dir, page.file));
  const originals = await Promise.all(edited.map((file) => readFile(file, 'utf8')));
  try {
    await Promise.all(edited.map((file, i) => writeFile(file, `${originals[i]}\nA sentence added by the bench.\n`)));
    return await runNode('bin/docsgen.js', ['build', '--root', dir, '--out', out], {
      cwd: MAIN_ROOT,
      timeoutMs: pages <= 300 ? 180_000 : 900_000,
    });
  } finally {
    await Promise.all(edited.map((file, i) => writeFile(file, originals[i])));
  }
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

/** The pages the bench edits: the sample page and four deploy pages. */
function editedPages(files: string[]): { file: string; route: string }[] {
  const others = files.filter((f) => /^deploy\/[^/]+\/[^/]+\.md$/.test(f)).slice(0, EDITS - 1);
  return [samplePage(files), ...others.map(pageOf)];
}

async function benchServe(site: SizeResult): Promise<LatencyResult> {
  if (site.error) return { skipped: `the ${site.pages}-page build failed` };
  const pages = editedPages(await docFiles(site.dir));
  log(`measuring edit latency of docsgen serve on the ${site.pages}-page site`);
  try {
    const latency = await measureEditLatency({
      engineRoot: MAIN_ROOT,
      siteRoot: site.dir,
      pages,
      eventsPath: EVENTS_PATH,
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
