/**
 * The build, step by step. Each step is named and timed; content problems from every step
 * are collected and reported together before anything is written.
 */
import { join } from 'node:path';
import { loadConfig } from './config/load.ts';
import type { SiteConfig } from './config/schema.ts';
import { loadContent, type ContentModel } from './content/load.ts';
import { builtinGenerators } from './content/generators.ts';
import { docsInSidebars } from './content/resolve-sidebars.ts';
import { compileAll } from './markdown/compile-site.ts';
import { GeneratorDiskCache } from './cache/generator-cache.ts';
import type { DocEntry } from './content/types.ts';
import type { CompiledPage } from './markdown/types.ts';
import { ImageStore } from './images/store.ts';
import { readLastUpdates, type LastUpdate } from './site/git.ts';
import { loadSpecialPages, specialPages, type SpecialPage } from './render/special-pages.ts';
import type { PageDataContext } from './render/page-data-types.ts';
import { buildSiteProps } from './render/site-props.ts';
import { specialJobs, type RenderCache, type RenderedFile } from './render/pages.ts';
import { pagesToWrite, renderSite } from './render/render-site.ts';
import { PartsAhead } from './search/parts-ahead.ts';
import { redirectOutputPath } from './site/redirect-pages.ts';
import { createReuseState, type ReuseState } from './render/reuse.ts';
import { renderDocument } from './render/render.ts';
import { readPreviousSitemap } from './links/gone-pages.ts';
import { checkSiteLinks } from './site/check-links.ts';
import { resolvePageLinks } from './site/resolve-links.ts';
import { withSiteLevels } from './site/problem-levels.ts';
import { knownLanguage } from './markdown/code-languages.ts';
import { checkSiteExamples } from './site/check-examples.ts';
import { sidebarCoverage } from './site/sidebar-coverage.ts';
import { routeTable, docSummaries, listedDocs, idsOf } from './site/routes.ts';
import { bundleClient, type ClientAssets } from './client/bundle.ts';
import { stop as stopEsbuild } from 'esbuild';
import { writeSite, type TwinCache } from './site/write-site.ts';
import { buildSearchIndex } from './search/pagefind.ts';
import { createStaging, publish, discard, servedWhileWritten, type WrittenFiles } from './output/write.ts';
import { assertSafeOutput } from './output/safe-output.ts';
import { Problems, problem, type Problem } from './errors.ts';
import { step, type Logger } from './log.ts';
import { releaseUnits } from './versions/unit-cache.ts';
import { keepVersions, usedCompileKeys } from './versions/keep.ts';
import { pruneCompileCache, UNUSED_ENTRY_GRACE_MS } from './cache/compile-cache.ts';
import { takeCacheDamage } from './cache/verified.ts';
import { listStatic } from './site/static-files.ts';
import { createSocialCards, writeCards, type SocialCards } from './cards/cards.ts';
import { describeAssistant, resolveAssistant } from './config/assistant.ts';

export interface BuildOptions {
  root: string;
  outDir: string;
  /** Overrides the config's base URL. */
  baseUrl?: string;
  /** `serve` shows drafts; `build` leaves them out. */
  includeDrafts?: boolean;
  /** Build the search index (off for quick tests). */
  search?: boolean;
  /** Write straight into outDir, without staging (serve owns its output folder). */
  inPlace?: boolean;
  log: Logger;
  /** Caches kept between builds by `serve`. */
  state?: BuildState;
  /** With `state` (serve): the files changed since the last build, when none was added or removed (from the watcher). */
  changed?: ReadonlySet<string>;
  /** Reuse compiled pages from `<root>/.docsgen/cache` (default true). */
  cache?: boolean;
  /** Warnings fail the build (and `check`), for CI that keeps a site free of them. */
  strict?: boolean;
  /** `false`: no responsive sizes of images are made (`--no-images`). */
  images?: boolean;
  /** Test hook: replace the client island registry. */
  islandRegistry?: string;
  /**
   * Aborted when the user interrupts (Ctrl+C): the build stops at once, its staging folder is
   * removed and the output folder is left as it was.
   */
  signal?: AbortSignal;
  /**
   * The only build in this process (the CLI): esbuild's helper process (30–100 MB) is stopped
   * before compiling and once the client is bundled (it restarts when needed), so that it does
   * not sit beside the compile workers and the search indexer.
   */
  soleBuild?: boolean;
  /**
   * A full garbage collection, run between the big steps: V8 otherwise lets a large build's heap
   * fill with garbage (hundreds of megabytes at 10 000 pages) before it collects, and that memory
   * would sit beside the compile workers and the search indexer.
   */
  collectGarbage?: () => void;
}

/**
 * What `serve` keeps between builds. Its worker restarts whenever the config, templates or
 * engine code change, so the config and the client bundle stay valid for the worker's life.
 */
export interface BuildState {
  compiled: Map<string, { key: string; page: CompiledPage; doc: DocEntry }>;
  rendered: RenderCache;
  files: NonNullable<Parameters<typeof loadContent>[0]['readCache']>;
  generated: NonNullable<Parameters<typeof loadContent>[0]['generatorCache']>;
  written: WrittenFiles;
  config?: SiteConfig;
  assets?: ClientAssets;
  /** Git history changes with commits, not with edits: read once per worker. */
  lastUpdates?: Map<string, LastUpdate>;
  /** What each doc page was last rendered from, so an edit re-renders only the pages it changes. */
  reuse: ReuseState;
  /** Each doc's Markdown twin as last written. */
  twins: TwinCache;
  /** The folder listings of the last build. */
  listings: Map<string, string[]>;
  /**
   * Writing to do once edits are quiet (llms-full.txt, social cards), for serve's worker to run,
   * by name: a later build's llms-full.txt replaces an earlier one's; each build's cards are their own.
   */
  quietWrites: Map<string, () => Promise<void>>;
}

export interface BuildResult {
  pages: number;
  /** Pages rendered in this build (the rest reused cached HTML). */
  rendered: number;
  warnings: Problem[];
  files: RenderedFile[];
  /** Names of the frozen docs versions built. */
  versions: string[];
  /** Frozen versions copied whole from the cache (neither compiled nor rendered). */
  reusedVersions: string[];
  /** Links of pages that lead to files of the site's repository rather than of the site. */
  repositoryLinks: number;
}

/** What `analyzeSite` found: the config, content, compiled pages and page data a render needs. */
export type SiteAnalysis = Awaited<ReturnType<typeof analyzeSite>>;

export function createBuildState(): BuildState {
  return { compiled: new Map(), rendered: new Map(), files: new Map(), generated: new Map(), written: new Map(), reuse: createReuseState(), twins: new Map(), listings: new Map(), quietWrites: new Map() };
}

/**
 * Everything `build` and `check` share: load, compile, validate. Throws on content errors.
 * `previousOutput`: the output folder a build is about to replace; pages its sitemap lists that
 * are gone, with no redirect, are reported.
 */
export async function analyzeSite(options: Omit<BuildOptions, 'outDir'> & { reuseVersions?: boolean; previousOutput?: string }) {
  const timed = timedSteps(options);
  const loaded = options.state?.config ?? (await timed('load config', () => loadConfig(options.root)));
  // `--no-images`: images are published as they are, without responsive sizes.
  const config = options.images === false ? { ...loaded, images: { ...loaded.images, sizes: [] } } : loaded;
  if (options.state) options.state.config = config;
  const baseUrl = options.baseUrl ?? config.baseUrl;
  const problems = new Problems();
  const [content, lastUpdates] = await Promise.all([
    timed('load content', () =>
      loadContent({
        root: options.root,
        config,
        includeDrafts: options.includeDrafts ?? false,
        generators: builtinGenerators,
        readCache: options.state?.files,
        generatorCache: options.state?.generated,
        generatorDiskCache: options.cache === false ? undefined : new GeneratorDiskCache(options.root),
        // `docsgen build` reuses unchanged frozen versions whole; serve rebuilds in place and keeps its own caches.
        reuseVersions: options.reuseVersions ? { config: { ...config, baseUrl } } : undefined,
        changed: options.state && options.changed,
        listCache: options.state?.listings,
      }),
    ),
    options.state?.lastUpdates ?? timed('read git history', () => readLastUpdates(options.root)),
  ]);
  if (options.state) options.state.lastUpdates = lastUpdates;
  problems.addAll(content.problems);
  // The kept frozen versions it holds are let go if the rest fails or is stopped.
  return checkContent(options, config, baseUrl, content, lastUpdates, problems).catch(async (error: unknown) => {
    await releaseUnits(content.units);
    throw error;
  });
}

/** The rest of `analyzeSite`, once content is loaded: compile, load page data, check links. */
async function checkContent(options: Omit<BuildOptions, 'outDir'> & { previousOutput?: string }, config: SiteConfig, baseUrl: string, content: ContentModel, lastUpdates: Map<string, LastUpdate>, problems: Problems) {
  const timed = timedSteps(options);
  const images = new ImageStore({ root: options.root, baseUrl, sizes: config.images.sizes, quality: config.images.quality, generated: content.generatedFiles.keys(), docsDir: config.layout.docs, staticDirs: config.layout.static });
  options.collectGarbage?.();
  // esbuild loaded the config and made the generators' modules: its helper process need not sit beside the compile workers.
  if (options.soleBuild) await stopEsbuild();
  const { pages: compiled, keys: compileKeys } = await timed(`compile ${content.docs.size} pages`, () => compileAll(content, config, baseUrl, images, options));
  for (const page of compiled.values()) problems.addAll(page.problems);
  describeFromSummaries(content, compiled);
  const staticFiles = await listStatic(options.root, config.layout.static);
  const sitePaths = [...specialPages(config).map((page) => page.route), ...[...staticFiles, ...content.generatedFiles.keys()].map((file) => `/${file}`), ...content.redirects.map((redirect) => redirect.from)];
  const pageLinks = resolvePageLinks(options.root, config, content, compiled, images, sitePaths);
  const pageData = await timed('load page data', () => loadSpecialPageData(options.root, config, baseUrl, content, problems));
  problems.addAll(missingConfigFiles(config, staticFiles));
  const special = specialAnchors(config, baseUrl, pageData.pages);
  const routes = routeTable({ docs: content.docs, compiled, special, staticFiles: [...staticFiles, ...content.generatedFiles.keys()], imageFiles: await images.outputs(), drafts: content.drafts, omitted: pageData.omitted, docsDir: config.layout.docs });
  const previousSitemap = options.previousOutput && (await readPreviousSitemap(options.previousOutput));
  const links = await timed('check links', () => checkSiteLinks({ root: options.root, config, baseUrl, content, pageLinks, dataLinks: pageData.context.links, routes, previousSitemap }));
  problems.addAll(links.problems);
  problems.addAll(await timed('check code examples', () => checkSiteExamples(options.root, config, content, compiled, options.cache !== false)));
  const sidebarsInError = content.problems.some((p) => p.file === config.layout.sidebars && p.severity === 'error');
  problems.addAll(sidebarCoverage({ docs: content.docs.values(), inSidebar: docsInSidebars(content.sidebars), links: links.sources, sidebarsInError, sidebarsFile: config.layout.sidebars }));
  problems.list.splice(0, problems.list.length, ...withSiteLevels(problems.list, config));
  if (options.strict) warningsAsErrors(problems);
  // Not made errors by --strict: the damaged entries were made again, the site is whole.
  problems.addAll(takeCacheDamage(options.root));
  return { config, baseUrl, content, compiled, compileKeys, pageLinks, lastUpdates, images, pageData, problems, redirects: links.redirects };
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { log } = options;
  const timed = timedSteps(options);
  const buildStart = Date.now();
  // Before any work: a wrong --out fails at once.
  if (!options.inPlace) await assertSafeOutput(options.root, options.outDir);
  const analysis = await analyzeSite({ ...options, reuseVersions: !options.inPlace && options.cache !== false, previousOutput: options.inPlace ? undefined : options.outDir });
  if (analysis.problems.list.some((p) => p.severity === 'error')) {
    await releaseUnits(analysis.content.units);
    analysis.problems.throwIfErrors();
  }
  const staging = options.inPlace ? options.outDir : await createStaging(options.outDir);
  let ahead: PartsAhead | undefined;
  // serve's folder is read while it is written: its files are replaced whole.
  if (options.inPlace) servedWhileWritten(staging);
  try {
    const assets = options.state?.assets ?? (await timed('bundle client', () => bundleClient({ outDir: staging, islandRegistry: options.islandRegistry, cache: options.cache, serviceWorker: analysis.config.offline })));
    if (options.soleBuild) await stopEsbuild();
    // Which service readers' questions go to, if any: said once per full build, not on each edit.
    if (!options.changed) log.info(`  ${'assistant'.padEnd(28)} ${describeAssistant(resolveAssistant(analysis.config.assistant))}`);
    if (options.state) options.state.assets = assets;
    const scripts = new Set<string>();
    const cards = await createSocialCards(options.root, analysis.config, analysis.baseUrl);
    const units = analysis.content.units;
    const reused = [...units].filter(([, u]) => u.unit).map(([name]) => name);
    const search = (options.search ?? true) && { versions: analysis.content.versions.map((v) => v.name).filter((name) => !reused.includes(name)), cacheDir: options.cache === false ? undefined : join(options.root, '.docsgen/cache/pagefind'), signal: options.signal };
    // A build of a fresh folder indexes each part of the search index as soon as its pages are written, beside the rendering (serve indexes once edits are quiet).
    ahead = search && !options.inPlace ? new PartsAhead(staging, [...pagesToWrite(analysis), ...[...(analysis.redirects ?? new Map()).keys()].map(redirectOutputPath), ...analysis.content.generatedFiles.keys()], search) : undefined;
    const { files, sidebarFiles } = await timed('render and write pages', () => renderSite(analysis, assets, staging, scripts, { ...options, sink: ahead }, cards));
    await timed('write twins, files, images', () => writeSite({ ...analysis, root: options.root, outDir: staging, imageCache: options.cache === false ? undefined : join(options.root, '.docsgen/cache/images'), log, written: options.state?.written, twins: options.state?.twins, deferFullText: options.state && ((write) => options.state!.quietWrites.set('llms-full.txt', write)), inlineScripts: scripts }));
    if (cards) await writeSocialCards(cards, staging, options);
    // A full build (not an edit's rebuild in serve) knows every page the compile cache must keep;
    // the pages are rendered, so the rest can go while the search index is made.
    const pruning = options.cache !== false && !options.changed ? pruneCompileCache(options.root, usedCompileKeys(analysis), buildStart - UNUSED_ENTRY_GRACE_MS).then((n) => log.debug(`removed ${n} unused entries from the compile cache`)) : undefined;
    pruning?.catch(() => undefined);
    if (search) {
      // Reused versions are copied in after this step, so the index of the current docs never sees them.
      options.collectGarbage?.();
      const index = await timed('search index', () => buildSearchIndex(staging, { ...search, ahead }));
      if (ahead) log.debug(`search index: ${index.madeAhead} parts made while the pages were written`);
    }
    if (units.size > 0) await timed('frozen versions', () => keepVersions(analysis, staging, sidebarFiles, options.root, options.search ?? true));
    if (!options.inPlace) await publish(staging, options.outDir);
    // serve answers first; a one-off build finishes it before the process exits.
    if (!options.state) await pruning;
    const prebuilt = [...analysis.content.docs.values()].filter((doc) => doc.prebuilt).length;
    return { pages: files.length + prebuilt, rendered: files.filter((f) => f.rendered).length, warnings: [...analysis.problems.warnings, ...takeCacheDamage(options.root)], files, versions: analysis.content.versions.map((v) => v.name), reusedVersions: reused, repositoryLinks: [...analysis.pageLinks.values()].reduce((n, links) => n + links.filter((link) => 'repository' in link && link.repository).length, 0) };
  } catch (error) {
    await ahead?.close().catch(() => undefined);
    if (!options.inPlace) await discard(staging);
    await releaseUnits(analysis.content.units);
    throw error;
  }
}

/** A doc whose front matter has no description is described by its first sentences (filled in place: the same text every build). */
function describeFromSummaries(content: ContentModel, compiled: Map<string, CompiledPage>): void {
  for (const doc of content.docs.values()) if (!doc.description) doc.description = compiled.get(doc.id)?.summary ?? '';
}

/** `--strict`: every warning becomes an error that says why (new objects: a page's problems may be cached). */
function warningsAsErrors(problems: Problems): void {
  problems.list.splice(0, problems.list.length, ...problems.list.map((p) => (p.severity === 'warning' ? { ...p, severity: 'error' as const, message: `${p.message} [--strict]` } : p)));
}

async function loadSpecialPageData(root: string, config: SiteConfig, baseUrl: string, content: ContentModel, problems: Problems) {
  const context: PageDataContext = { root, baseUrl, docsIndex: docSummaries(content, baseUrl), listings: listedDocs(content), links: [], problems: [], files: new Map() };
  // A doc at a special page's route (`index.md` of the docs) is that page: written, its stand-in is not built.
  const docRoutes = new Set([...content.docs.values()].map((doc) => doc.route));
  const { pages, omitted } = await loadSpecialPages(specialPages(config).filter((page) => !docRoutes.has(page.route)), context);
  problems.addAll(context.problems);
  return { pages, omitted, context };
}

/** The special pages are rendered once here (without assets) so links into them can be checked. */
function specialAnchors(config: SiteConfig, baseUrl: string, pages: { page: SpecialPage; data: unknown }[]) {
  const site = buildSiteProps(config, baseUrl, { css: '/assets/site.css', js: '/assets/main.js' });
  return specialJobs(pages, { site, siteUrl: config.url, noIndex: config.noIndex }).map((job, i) => ({ page: pages[i].page, anchors: idsOf(renderDocument(job.element())) }));
}

/**
 * The pages' social cards: a build draws those not cached; serve draws them once edits are quiet
 * (only the cards of the pages an edit re-rendered, and none already in its output folder).
 */
async function writeSocialCards(cards: SocialCards, outDir: string, options: BuildOptions): Promise<void> {
  const cacheDir = options.cache === false ? undefined : join(options.root, '.docsgen/cache/cards');
  const write = () => writeCards(cards, { outDir, cacheDir, keepExisting: Boolean(options.state), prune: !options.state, signal: options.signal });
  if (!options.state) return void (await timedSteps(options)('social cards', write));
  options.state.quietWrites.set(`social cards ${++cardBatches}`, () => write().then(() => undefined));
}

let cardBatches = 0;

/** The favicon and logo named in the config must be files of the static folders. */
function missingConfigFiles(config: SiteConfig, staticFiles: string[]): Problem[] {
  const present = new Set(staticFiles);
  const named = [['favicon', config.favicon], ['navbar.logo.src', config.navbar.logo?.src], ['navbar.logo.srcDark', config.navbar.logo?.srcDark]] as const;
  const files = named
    .filter(([, path]) => path && !present.has(path.replace(/^\//, '')))
    .map(([field, path]) => problem('config-file-missing', { file: 'site.config.ts' }, `\`${field}\` names ${path}, which is not in ${config.layout.static.join(' or ')}`, `Add ${config.layout.static[0]}/${String(path).replace(/^\//, '')} or change the field.`));
  const languages = config.codeLanguages.filter((name) => !knownLanguage(name)).map((name) => problem('config-code-language', { file: 'site.config.ts' }, `\`codeLanguages\` names \`${name}\`, which highlight.js has no grammar for: its blocks are shown as plain text`, 'Use a highlight.js language name (see its list of supported languages), or remove it.', 'warning'));
  return [...files, ...languages];
}

/** Runs the build's steps: each timed in its log, and given up when its signal aborts (Ctrl+C). */
function timedSteps({ log, signal }: Pick<BuildOptions, 'log' | 'signal'>) {
  return <T>(name: string, run: () => Promise<T> | T) => step(log, name, run, signal);
}
