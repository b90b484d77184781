/**
 * The build, step by step: load the site (src/node/load-site.ts) and check it (src/node/analyze.ts),
 * then bundle, render, write, index and publish. Each step is named and timed in the log.
 */
import { join, relative } from 'node:path';
import { createHash } from 'node:crypto';
import type { PlaceBytes } from './search/write-index.ts';
import { pagesToWrite, renderSite } from './render-site.ts';
import { PartsAhead } from './search/parts-ahead.ts';
import { redirectOutputPath } from './site/redirect-pages.ts';
import { bundleClient, type ClientAssets } from './client-bundle.ts';
import { stop as stopEsbuild } from 'esbuild';
import { writeSite } from './site/write-site.ts';
import { buildSearchIndex } from './search/pagefind.ts';
import { createStaging, publish, discard, placeOnce, servedWhileWritten, type RenderedFile } from './output/write.ts';
import { assertSafeOutput } from './output/safe-output.ts';
import { releaseUnits } from './versions/unit-cache.ts';
import { copiedVersionsCompileKeys, keepVersions } from './versions/keep.ts';
import { markCompiledUsed } from './markdown/compile-cache.ts';
import { startPruning, type Pruning } from './cache/prune.ts';
import { CLIENT_CACHE_DIR } from './cache/client-cache.ts';
import { takeCacheDamage } from './cache/verified.ts';
import { OutputFiles, writeNewFile } from './cache/output-files.ts';
import { createSocialCards, writeCards, type SocialCards } from './cards/cards.ts';
import { describeAssistant, resolveAssistant } from './config/assistant.ts';
import { readLastUpdates } from './site/git.ts';
import { silentLogger, type Logger } from './log.ts';
import { docOutputPath } from './render/pages.ts';
import type { ServeSession } from './serve-session.ts';
import type { BuildOptions, BuildResult, BuildRuntime } from './build-options.ts';
import { checkSite, type SiteAnalysis } from './analyze.ts';
import { loadSite, timedSteps } from './load-site.ts';

/**
 * Builds the site into `options.outDir`. A one-off build writes a staging folder and publishes it
 * whole; serve passes its `session` and the build writes in place, reusing what the session kept.
 */
export async function buildSite(
  options: BuildOptions,
  runtime: BuildRuntime = {},
  session?: ServeSession,
): Promise<BuildResult> {
  const start = Date.now();
  // Before any work: a wrong --out fails at once.
  if (!session) await assertSafeOutput(options.root, options.outDir);
  const analysis = await analyse(options, runtime, session);
  const staging = session ? options.outDir : await createStaging(options.outDir);
  // serve's folder is read while it is written: its files are replaced whole.
  if (session) servedWhileWritten(staging);
  const log = runtime.log ?? silentLogger;
  const build: Build = { options, runtime, session, log, timed: timedSteps(runtime), analysis, staging };
  try {
    return await writeBuild(build, start);
  } catch (error) {
    await build.ahead?.close().catch(() => undefined);
    if (!session) await discard(staging);
    await releaseUnits(analysis.content.units);
    throw error;
  }
}

/** One build under way: what it was asked, where it writes, and what the analysis found. */
interface Build {
  options: BuildOptions;
  runtime: BuildRuntime;
  session?: ServeSession;
  log: Logger;
  timed: ReturnType<typeof timedSteps>;
  analysis: SiteAnalysis;
  /** The folder written: a staging folder, or serve's output folder itself. */
  staging: string;
  /** A build of a fresh folder indexes each part of the search index as soon as its pages are written. */
  ahead?: PartsAhead;
}

/** The site loaded and checked, with the pages' last updates read from git beside it; errors stop the build here. */
async function analyse(options: BuildOptions, runtime: BuildRuntime, session?: ServeSession): Promise<SiteAnalysis> {
  const timed = timedSteps(runtime);
  // `docsgen build` reuses unchanged frozen versions whole; serve rebuilds in place and keeps its own caches.
  const reuseVersions = !session && options.cache !== false;
  const [site, lastUpdates] = await Promise.all([
    loadSite(options.root, { ...options, reuseVersions }, runtime, session),
    session?.lastUpdates ?? timed('read git history', () => readLastUpdates(options.root)),
  ]);
  if (session) session.lastUpdates = lastUpdates;
  const previousOutput = session ? undefined : options.outDir;
  const checked = await checkSite(site, { ...options, previousOutput }, runtime, session);
  if (checked.problems.list.some((p) => p.severity === 'error')) {
    await releaseUnits(checked.content.units);
    checked.problems.throwIfErrors();
  }
  return { ...checked, lastUpdates };
}

/** The steps after the analysis, in their order: the build's table of contents. */
async function writeBuild(build: Build, start: number): Promise<BuildResult> {
  const { options, analysis, session, staging, timed } = build;
  const assets = await bundle(build);
  const cards = await createSocialCards(options.root, analysis.config, analysis.baseUrl);
  const scripts = new Set<string>();
  const { root, cache } = options;
  // A fresh folder: pages and files made as in the last build are linked from the output it replaces.
  const outputFiles =
    session || cache === false
      ? undefined
      : await OutputFiles.open(join(root, '.docsgen/cache'), options.outDir, staging);
  const search = searchPlan(build, outputFiles);
  build.ahead = search && !session ? partsAhead(build, search) : undefined;
  const { files, sidebarFiles } = await timed('render and write pages', () =>
    renderSite(
      analysis,
      assets,
      staging,
      scripts,
      {
        root,
        cache,
        signal: build.runtime.signal,
        collectGarbage: build.runtime.collectGarbage,
        log: build.log,
        session,
        sink: build.ahead,
        place: outputFiles?.place,
      },
      cards,
    ),
  );
  await timed('write twins, files, images', () => writeFiles(build, scripts, outputFiles));
  if (cards) await writeSocialCards(cards, build);
  const pruning = session || cache === false ? undefined : startPruningCaches(build, start);
  if (search) await indexSearch(build, search);
  if (analysis.content.units.size > 0)
    await timed('frozen versions', () => keepVersions(analysis, staging, sidebarFiles, root, options.search ?? true));
  if (!session) await publish(staging, options.outDir);
  await outputFiles?.save();
  if (pruning) await timed('prune caches', () => finishPruning(build, pruning));
  return buildResult(analysis, files, root, Boolean(session));
}

/** The client's scripts and styles: bundled once per serve session. */
async function bundle({ options, runtime, session, analysis, staging, timed, log }: Build): Promise<ClientAssets> {
  const assets =
    session?.assets ??
    (await timed('bundle client', () =>
      bundleClient({
        outDir: staging,
        islandRegistry: runtime.testHooks?.islandRegistry,
        cache: options.cache,
        serviceWorker: analysis.config.offline,
      }),
    ));
  // esbuild's helper process holds ~400 MB once it has bundled the client; serve bundles it once a session.
  if (runtime.soleBuild || !session?.assets) await stopEsbuild();
  // Which service readers' questions go to, if any: said once per full build, not on each edit.
  if (!session?.changed)
    log.info(`  ${'assistant'.padEnd(28)} ${describeAssistant(resolveAssistant(analysis.config.assistant))}`);
  if (session) session.assets = assets;
  return assets;
}

/** Frozen versions copied whole from the cache: neither compiled nor rendered, their index kept. */
function reusedVersions(analysis: SiteAnalysis): string[] {
  return [...analysis.content.units].filter(([, u]) => u.unit).map(([name]) => name);
}

type SearchPlan = { versions: string[]; cacheDir?: string; signal?: AbortSignal; edits: boolean; place?: PlaceBytes };

/** What the search index covers (off: `search: false`); serve keeps its own edits' part (src/node/serve/search-refresh.ts). */
function searchPlan(
  { options, analysis, runtime, session, staging }: Build,
  outputFiles: OutputFiles | undefined,
): SearchPlan | false {
  if (options.search === false) return false;
  const reused = reusedVersions(analysis);
  return {
    versions: analysis.content.versions.map((v) => v.name).filter((name) => !reused.includes(name)),
    cacheDir: options.cache === false ? undefined : join(options.root, '.docsgen/cache/pagefind'),
    signal: runtime.signal,
    edits: !session,
    // Pagefind names its files by their content: an unchanged part's are linked from the last output.
    place:
      outputFiles &&
      ((file, content) =>
        outputFiles.place(
          relative(staging, file),
          `bytes ${createHash('sha1').update(content).digest('hex')}`,
          async (target) => writeNewFile(target, content),
        )),
  };
}

/** Indexing beside the rendering, in the order of every file the build will write (serve indexes once edits are quiet). */
function partsAhead({ analysis, staging }: Build, search: SearchPlan): PartsAhead {
  const paths = [
    ...pagesToWrite(analysis),
    ...[...(analysis.redirects ?? new Map()).keys()].map(redirectOutputPath),
    ...analysis.content.generatedFiles.keys(),
  ];
  const changed = [...analysis.compiledNow].map((id) => docOutputPath(analysis.content.docs.get(id)!));
  return new PartsAhead(staging, paths, search, new Set(changed));
}

/** The Markdown twins, llms.txt, the sitemap, redirects, static files and images. */
function writeFiles(
  { options, analysis, session, staging, log }: Build,
  scripts: Set<string>,
  outputFiles: OutputFiles | undefined,
) {
  return writeSite({
    outputFiles,
    ...analysis,
    root: options.root,
    outDir: staging,
    imageCache: options.cache === false ? undefined : join(options.root, '.docsgen/cache/images'),
    log,
    written: session?.written,
    twins: session?.twins,
    searchWords: session?.searchWords,
    madeFrom: session?.madeFrom,
    placed: session && placeOnce(staging, session.placed),
    defer: session && ((name, write) => session.quietWrites.set(name, write)),
    inlineScripts: scripts,
  });
}

/**
 * The one pruning rule (cache/prune.ts) on the site's caches and the kept client bundles: their
 * folders are walked while the search index is made, the unused entries removed at the end.
 */
function startPruningCaches({ options }: Build, start: number): Pruning[] {
  return [startPruning(join(options.root, '.docsgen/cache'), start), startPruning(CLIENT_CACHE_DIR, start)];
}

async function finishPruning({ options, analysis, log }: Build, pruning: Pruning[]): Promise<void> {
  markCompiledUsed(options.root, copiedVersionsCompileKeys(analysis));
  const [site, client] = await Promise.all(pruning.map((p) => p.finish()));
  log.debug(`removed ${site} unused cache entries, and ${client} kept client bundles`);
}

async function indexSearch({ runtime, staging, timed, ahead, log }: Build, search: SearchPlan): Promise<void> {
  // Reused versions are copied in after this step, so the index of the current docs never sees them.
  runtime.collectGarbage?.();
  const index = await timed('search index', () => buildSearchIndex(staging, { ...search, ahead }));
  if (ahead) log.debug(`search index: ${index.madeAhead} parts made while the pages were written`);
}

/** `serve`: its edits' results leave out what only the build command reports (a walk over every link of the site). */
function buildResult(analysis: SiteAnalysis, files: RenderedFile[], root: string, serve: boolean): BuildResult {
  const prebuilt = [...analysis.content.docs.values()].filter((doc) => doc.prebuilt).length;
  return {
    pages: files.length + prebuilt,
    rendered: files.filter((f) => f.rendered).length,
    warnings: [...analysis.problems.warnings, ...takeCacheDamage(root)],
    files,
    versions: analysis.content.versions.map((v) => v.name),
    reusedVersions: reusedVersions(analysis),
    repositoryLinks: serve
      ? undefined
      : [...analysis.pageLinks.values()].reduce(
          (n, links) => n + links.filter((link) => 'repository' in link && link.repository).length,
          0,
        ),
  };
}

/**
 * The pages' social cards: a build draws those not cached; serve draws them once edits are quiet
 * (only the cards of the pages an edit re-rendered, and none already in its output folder).
 */
async function writeSocialCards(cards: SocialCards, { options, runtime, session, staging, timed }: Build) {
  const cacheDir = options.cache === false ? undefined : join(options.root, '.docsgen/cache/cards');
  const write = () =>
    writeCards(cards, {
      outDir: staging,
      cacheDir,
      keepExisting: Boolean(session),
      signal: runtime.signal,
    });
  if (!session) return void (await timed('social cards', write));
  session.quietWrites.set(`social cards ${++cardBatches}`, () => write().then(() => undefined));
}

let cardBatches = 0;
