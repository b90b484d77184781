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
import type { CompiledPage } from './markdown/types.ts';
import { ImageStore } from './images/store.ts';
import { readLastUpdates, type LastUpdate } from './site/git.ts';
import { specialPages, type SpecialPage } from './render/special-pages.ts';
import type { PageDataContext } from './render/page-data-types.ts';
import { buildSiteProps } from './render/site-props.ts';
import { renderDocs, renderSpecialPages, type RenderCache, type RenderedFile } from './render/pages.ts';
import { validateLinks } from './links/validate.ts';
import { routeTable, templateLinks, dataLinkSources, docSummaries, idsOf } from './site/routes.ts';
import { bundleClient, type ClientAssets } from './client/bundle.ts';
import { writeSite } from './site/write-site.ts';
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
  const compiled = await step(log, `compile ${content.docs.size} pages`, () => compileAll(content, config, baseUrl, images, options.state));
  for (const page of compiled.values()) problems.addAll(page.problems);
  const pageData = await step(log, 'load page data', () => loadSpecialPageData(options.root, config, baseUrl, content, problems));
  const staticFiles = await listStatic(options.root);
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
    const files = await step(log, 'render pages', () => renderAll(analysis, assets, options.state));
    await step(log, 'write site', () => writeSite({ ...analysis, root: options.root, outDir: staging, files, search: options.search ?? true, log }));
    if (!options.inPlace) await publish(staging, options.outDir);
    return { pages: files.length, rendered: files.filter((f) => f.rendered).length, warnings: analysis.problems.warnings, files };
  } catch (error) {
    if (!options.inPlace) await discard(staging);
    throw error;
  }
}

async function compileAll(content: ContentModel, config: SiteConfig, baseUrl: string, images: ImageStore, state?: BuildState): Promise<Map<string, CompiledPage>> {
  const compiled = new Map<string, CompiledPage>();
  await Promise.all(
    [...content.docs.values()].map(async (doc) => {
      const hash = createHash('sha1').update(doc.source).update('\0').update(doc.route).update('\0').update(doc.markdown).digest('hex');
      const cached = state?.compiled.get(doc.id);
      if (cached?.hash === hash) return void compiled.set(doc.id, cached.page);
      const page = await compileMarkdown(doc.markdown, { source: doc.source, route: doc.route, baseUrl, toc: config.tableOfContents, resolveImage: images.resolve });
      state?.compiled.set(doc.id, { hash, page });
      compiled.set(doc.id, page);
    }),
  );
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
  const site = buildSiteProps(config, baseUrl, { css: '', js: '' });
  const files = renderSpecialPages(pages, { site, siteUrl: config.url, noIndex: config.noIndex });
  return pages.map(({ page }, i) => ({ page, anchors: idsOf(files[i].html) }));
}

function renderAll(analysis: Awaited<ReturnType<typeof analyzeSite>>, assets: ClientAssets, state?: BuildState): RenderedFile[] {
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
  return [...renderDocs([...content.docs.values()], compiled, context), ...renderSpecialPages(pageData.pages, context)];
}
