/**
 * The build, step by step. Each step is named and timed; content problems from every step
 * are collected and reported together before anything is written.
 */
import { createHash } from 'node:crypto';
import { loadConfig } from './config/load.ts';
import type { SiteConfig } from './config/schema.ts';
import { loadContent, type ContentModel } from './content/load.ts';
import { builtinGenerators } from './content/generators.ts';
import { docsInSidebars } from './content/resolve-sidebars.ts';
import { compileMarkdown } from './markdown/pipeline.ts';
import { compileInWorkers, workerCount } from './markdown/pool.ts';
import type { DocEntry } from './content/types.ts';
import type { CompiledPage } from './markdown/types.ts';
import { ImageStore } from './images/store.ts';
import { readLastUpdates, type LastUpdate } from './site/git.ts';
import { specialPages, type SpecialPage } from './render/special-pages.ts';
import type { PageDataContext } from './render/page-data-types.ts';
import { buildSiteProps } from './render/site-props.ts';
import { docJobs, specialJobs, renderPages, type RenderCache, type RenderedFile } from './render/pages.ts';
import { renderDocument } from './render/render.ts';
import { writeOutput } from './output/write.ts';
import { validateLinks } from './links/validate.ts';
import { routeTable, templateLinks, dataLinkSources, docSummaries, idsOf } from './site/routes.ts';
import { bundleClient, type ClientAssets } from './client/bundle.ts';
import { writeSite } from './site/write-site.ts';
import { buildSearchIndex } from './search/pagefind.ts';
import { createStaging, publish, discard } from './output/write.ts';
import { Problems, problem, type Problem } from './errors.ts';
import { step, type Logger } from './log.ts';
import { withBase } from './site/urls.ts';
import { listStatic } from './site/static-files.ts';

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
  /** Test hook: replace the client island registry. */
  islandRegistry?: string;
}

export interface BuildState {
  compiled: Map<string, { hash: string; page: CompiledPage }>;
  rendered: RenderCache;
  assets?: ClientAssets;
}

export interface BuildResult {
  pages: number;
  /** Pages rendered in this build (the rest reused cached HTML). */
  rendered: number;
  warnings: Problem[];
  files: RenderedFile[];
}

export function createBuildState(): BuildState {
  return { compiled: new Map(), rendered: new Map() };
}

/** Everything `build` and `check` share: load, compile, validate. Throws on content errors. */
export async function analyzeSite(options: Omit<BuildOptions, 'outDir'>) {
  const { log } = options;
  const config = await step(log, 'load config', () => loadConfig(options.root));
  const baseUrl = options.baseUrl ?? config.baseUrl;
  const problems = new Problems();
  const [content, lastUpdates] = await Promise.all([
    step(log, 'load content', () => loadContent({ root: options.root, includeDrafts: options.includeDrafts ?? false, generators: builtinGenerators })),
    step(log, 'read git history', () => readLastUpdates(options.root)),
  ]);
  problems.addAll(content.problems);
  const images = new ImageStore({ root: options.root, baseUrl, sizes: config.images.sizes, quality: config.images.quality });
  const compiled = await step(log, `compile ${content.docs.size} pages`, () => compileAll(content, config, baseUrl, images, options.root, log, options.state));
  for (const page of compiled.values()) problems.addAll(page.problems);
  const pageData = await step(log, 'load page data', () => loadSpecialPageData(options.root, config, baseUrl, content, problems));
  const staticFiles = await listStatic(options.root);
  problems.addAll(missingConfigFiles(config, staticFiles));
  const special = specialAnchors(config, baseUrl, pageData.pages);
  const routes = routeTable({ docs: content.docs, compiled, special, staticFiles, imageFiles: await images.outputs() });
  await step(log, 'check links', () => {
    const sources = [...[...content.docs.values()].map((doc) => ({ source: doc.source, links: compiled.get(doc.id)!.links })), ...templateLinks(config), ...dataLinkSources(pageData.context.links)];
    problems.addAll(validateLinks(sources, routes));
  });
  const inSidebar = docsInSidebars(content.sidebars);
  for (const doc of content.docs.values()) {
    if (!inSidebar.has(doc.id) && !doc.generator) problems.add(problem('not-in-sidebar', { file: doc.source }, `${doc.route} is in no sidebar`, 'Add its id to content/sidebars.yaml, or link to it from a related page.', 'warning'));
  }
  return { config, baseUrl, content, compiled, lastUpdates, images, pageData, problems };
}

export async function buildSite(options: BuildOptions): Promise<BuildResult> {
  const { log } = options;
  const analysis = await analyzeSite(options);
  analysis.problems.throwIfErrors();
  const staging = options.inPlace ? options.outDir : await createStaging(options.outDir);
  try {
    const assets = await step(log, 'bundle client', () => bundleClient({ outDir: staging, islandRegistry: options.islandRegistry }));
    const files = await step(log, 'render and write pages', () => renderAll(analysis, assets, staging, log, options.state));
    await step(log, 'write twins, files, images', () => writeSite({ ...analysis, root: options.root, outDir: staging }));
    if (options.search ?? true) await step(log, 'search index', () => buildSearchIndex(staging));
    if (!options.inPlace) await publish(staging, options.outDir);
    return { pages: files.length, rendered: files.filter((f) => f.rendered).length, warnings: analysis.problems.warnings, files };
  } catch (error) {
    if (!options.inPlace) await discard(staging);
    throw error;
  }
}

async function compileAll(content: ContentModel, config: SiteConfig, baseUrl: string, images: ImageStore, root: string, log: Logger, state?: BuildState): Promise<Map<string, CompiledPage>> {
  const compiled = new Map<string, CompiledPage>();
  const todo: { doc: DocEntry; hash: string }[] = [];
  for (const doc of content.docs.values()) {
    const hash = createHash('sha1').update(doc.source).update('\0').update(doc.route).update('\0').update(doc.markdown).digest('hex');
    const cached = state?.compiled.get(doc.id);
    if (cached?.hash === hash) compiled.set(doc.id, cached.page);
    else todo.push({ doc, hash });
  }
  const threads = workerCount(todo.length);
  const jobs = todo.map(({ doc }) => ({ markdown: doc.markdown, source: doc.source, route: doc.route }));
  const pages = threads > 0
    ? await compileInWorkers(jobs, { root, baseUrl, toc: config.tableOfContents, imageSizes: config.images.sizes, imageQuality: config.images.quality }, threads, (done) => log.progress('compiling', done, jobs.length))
    : await Promise.all(jobs.map((job) => compileMarkdown(job.markdown, { ...job, baseUrl, toc: config.tableOfContents, resolveImage: images.resolve })));
  // Pages compiled in workers resolved their images there; register them with this build's store.
  await Promise.all(todo.flatMap(({ doc }, i) => pages[i].images.map((src) => images.resolve(doc.source, src))));
  todo.forEach(({ doc, hash }, i) => {
    state?.compiled.set(doc.id, { hash, page: pages[i] });
    compiled.set(doc.id, pages[i]);
  });
  return compiled;
}

async function loadSpecialPageData(root: string, config: SiteConfig, baseUrl: string, content: ContentModel, problems: Problems) {
  const context: PageDataContext = { root, baseUrl, docsIndex: docSummaries(content, baseUrl), links: [], problems: [] };
  const pages = await Promise.all(specialPages(config).map(async (page: SpecialPage) => ({ page, data: await page.data(context) })));
  problems.addAll(context.problems);
  return { pages, context };
}

/** The special pages are rendered once here (without assets) so links into them can be checked. */
function specialAnchors(config: SiteConfig, baseUrl: string, pages: { page: SpecialPage; data: unknown }[]) {
  const site = buildSiteProps(config, baseUrl, { css: '/assets/site.css', js: '/assets/main.js' });
  return specialJobs(pages, { site, siteUrl: config.url, noIndex: config.noIndex }).map((job, i) => ({ page: pages[i].page, anchors: idsOf(renderDocument(job.element())) }));
}

function renderAll(analysis: Awaited<ReturnType<typeof analyzeSite>>, assets: ClientAssets, outDir: string, log: Logger, state?: BuildState): Promise<RenderedFile[]> {
  const { config, baseUrl, content, compiled, lastUpdates, pageData } = analysis;
  const site = buildSiteProps(config, baseUrl, { css: withBase(baseUrl, `/${assets.css}`), js: withBase(baseUrl, `/${assets.js}`) });
  const context = {
    site,
    siteUrl: config.url,
    noIndex: config.noIndex,
    baseUrl,
    docs: content.docs,
    sidebars: content.sidebars,
    editUrl: config.docs.editUrl,
    showLastUpdateTime: config.docs.showLastUpdateTime,
    showLastUpdateAuthor: config.docs.showLastUpdateAuthor,
    breadcrumbs: config.docs.breadcrumbs,
    lastUpdates: lastUpdates as Map<string, LastUpdate>,
    cache: state?.rendered,
  };
  const jobs = [...docJobs([...content.docs.values()], compiled, context), ...specialJobs(pageData.pages, context)];
  return renderPages(jobs, (path, html) => writeOutput(outDir, path, html), state?.rendered, (done) => log.progress('rendering', done, jobs.length));
}

/** The favicon and logo named in the config must be files of content/static. */
function missingConfigFiles(config: SiteConfig, staticFiles: string[]): Problem[] {
  const present = new Set(staticFiles);
  const named = [['favicon', config.favicon], ['navbar.logo.src', config.navbar.logo.src], ['navbar.logo.srcDark', config.navbar.logo.srcDark]] as const;
  return named
    .filter(([, path]) => path && !present.has(path.replace(/^\//, '')))
    .map(([field, path]) => problem('config-file-missing', { file: 'site.config.ts' }, `\`${field}\` names ${path}, which is not in content/static`, `Add content/static/${String(path).replace(/^\//, '')} or change the field.`));
}
