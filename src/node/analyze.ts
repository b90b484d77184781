/**
 * Everything `build` and `check` share: load the config and content, compile, check links and
 * examples. Content problems from every step are collected and reported together.
 */
import { loadConfig } from './config/load.ts';
import type { SiteConfig } from './config/schema.ts';
import { loadContent, type ContentModel } from './content/load.ts';
import { builtinGenerators } from './generators/builtin.ts';
import { docsInSidebars } from './content/resolve-sidebars.ts';
import { compileAll } from './markdown/compile-site.ts';
import { GeneratorDiskCache } from './content/generator-cache.ts';
import type { CompiledPage } from './markdown/types.ts';
import { ImageStore } from './images/store.ts';
import { readLastUpdates, type LastUpdate } from './site/git.ts';
import { loadSpecialPages, specialPages, type SpecialPage } from './render/special-pages.ts';
import type { PageDataContext } from './render/page-data-types.ts';
import { buildSiteProps } from './render/site-props.ts';
import { specialJobs } from './render/pages.ts';
import { renderDocument } from './render/render.ts';
import { readPreviousSitemap } from './links/gone-pages.ts';
import { checkSiteLinks } from './site/check-links.ts';
import { resolvePageLinks } from './site/resolve-links.ts';
import { withSiteLevels } from './site/problem-levels.ts';
import { knownLanguage } from './markdown/language-names.ts';
import { checkSiteExamples } from './site/check-examples.ts';
import { sidebarCoverage } from './site/sidebar-coverage.ts';
import { routeTable, docSummaries, listedDocs, idsOf } from './site/routes.ts';
import { stop as stopEsbuild } from 'esbuild';
import { Problems, problem, type Problem } from './errors.ts';
import { step } from './log.ts';
import { releaseUnits } from './versions/unit-cache.ts';
import { takeCacheDamage } from './cache/verified.ts';
import { listStatic } from './content/static-files.ts';

import type { BuildOptions } from './build-options.ts';

/** What `analyzeSite` found: the config, content, compiled pages and page data a render needs. */
export type SiteAnalysis = Awaited<ReturnType<typeof analyzeSite>>;

/**
 * Everything `build` and `check` share: load, compile, validate. Throws on content errors.
 * `previousOutput`: the output folder a build is about to replace; pages its sitemap lists that
 * are gone, with no redirect, are reported.
 */
export async function analyzeSite(
  options: Omit<BuildOptions, 'outDir'> & { reuseVersions?: boolean; previousOutput?: string },
) {
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
async function checkContent(
  options: Omit<BuildOptions, 'outDir'> & { previousOutput?: string },
  config: SiteConfig,
  baseUrl: string,
  content: ContentModel,
  lastUpdates: Map<string, LastUpdate>,
  problems: Problems,
) {
  const timed = timedSteps(options);
  const images = new ImageStore({
    root: options.root,
    baseUrl,
    sizes: config.images.sizes,
    quality: config.images.quality,
    generated: content.generatedFiles.keys(),
    docsDir: config.layout.docs,
    staticDirs: config.layout.static,
  });
  options.collectGarbage?.();
  // esbuild loaded the config and made the generators' modules: its helper process need not sit beside the compile workers.
  if (options.soleBuild) await stopEsbuild();
  const { pages: compiled, keys: compileKeys } = await timed(`compile ${content.docs.size} pages`, () =>
    compileAll(content, config, baseUrl, images, options),
  );
  for (const page of compiled.values()) problems.addAll(page.problems);
  describeFromSummaries(content, compiled);
  const staticFiles = await listStatic(options.root, config.layout.static);
  const sitePaths = [
    ...specialPages(config).map((page) => page.route),
    ...[...staticFiles, ...content.generatedFiles.keys()].map((file) => `/${file}`),
    ...content.redirects.map((redirect) => redirect.from),
  ];
  const pageLinks = resolvePageLinks(options.root, config, content, compiled, images, sitePaths);
  const pageData = await timed('load page data', () =>
    loadSpecialPageData(options.root, config, baseUrl, content, problems),
  );
  problems.addAll(missingConfigFiles(config, staticFiles));
  const special = specialAnchors(config, baseUrl, pageData.pages);
  const routes = routeTable({
    docs: content.docs,
    compiled,
    special,
    staticFiles: [...staticFiles, ...content.generatedFiles.keys()],
    imageFiles: await images.outputs(),
    drafts: content.drafts,
    omitted: pageData.omitted,
    docsDir: config.layout.docs,
  });
  const previousSitemap = options.previousOutput && (await readPreviousSitemap(options.previousOutput));
  const links = await timed('check links', () =>
    checkSiteLinks({
      root: options.root,
      config,
      baseUrl,
      content,
      pageLinks,
      dataLinks: pageData.context.links,
      routes,
      previousSitemap,
    }),
  );
  problems.addAll(links.problems);
  problems.addAll(
    await timed('check code examples', () =>
      checkSiteExamples(options.root, config, content, compiled, options.cache !== false),
    ),
  );
  const sidebarsInError = content.problems.some((p) => p.file === config.layout.sidebars && p.severity === 'error');
  problems.addAll(
    sidebarCoverage({
      docs: content.docs.values(),
      inSidebar: docsInSidebars(content.sidebars),
      links: links.sources,
      sidebarsInError,
      sidebarsFile: config.layout.sidebars,
    }),
  );
  problems.list.splice(0, problems.list.length, ...withSiteLevels(problems.list, config));
  if (options.strict) warningsAsErrors(problems);
  // Not made errors by --strict: the damaged entries were made again, the site is whole.
  problems.addAll(takeCacheDamage(options.root));
  return {
    config,
    baseUrl,
    content,
    compiled,
    compileKeys,
    pageLinks,
    lastUpdates,
    images,
    pageData,
    problems,
    redirects: links.redirects,
  };
}

/** A doc whose front matter has no description is described by its first sentences (filled in place: the same text every build). */
function describeFromSummaries(content: ContentModel, compiled: Map<string, CompiledPage>): void {
  for (const doc of content.docs.values()) if (!doc.description) doc.description = compiled.get(doc.id)?.summary ?? '';
}

/** `--strict`: every warning becomes an error that says why (new objects: a page's problems may be cached). */
function warningsAsErrors(problems: Problems): void {
  problems.list.splice(
    0,
    problems.list.length,
    ...problems.list.map((p) =>
      p.severity === 'warning' ? { ...p, severity: 'error' as const, message: `${p.message} [--strict]` } : p,
    ),
  );
}

async function loadSpecialPageData(
  root: string,
  config: SiteConfig,
  baseUrl: string,
  content: ContentModel,
  problems: Problems,
) {
  const context: PageDataContext = {
    root,
    baseUrl,
    docsIndex: docSummaries(content, baseUrl),
    listings: listedDocs(content),
    links: [],
    problems: [],
    files: new Map(),
  };
  // A doc at a special page's route (`index.md` of the docs) is that page: written, its stand-in is not built.
  const docRoutes = new Set([...content.docs.values()].map((doc) => doc.route));
  const { pages, omitted } = await loadSpecialPages(
    specialPages(config).filter((page) => !docRoutes.has(page.route)),
    context,
  );
  problems.addAll(context.problems);
  return { pages, omitted, context };
}

/** The special pages are rendered once here (without assets) so links into them can be checked. */
function specialAnchors(config: SiteConfig, baseUrl: string, pages: { page: SpecialPage; data: unknown }[]) {
  const site = buildSiteProps(config, baseUrl, { css: '/assets/site.css', js: '/assets/main.js' });
  return specialJobs(pages, { site, siteUrl: config.url, noIndex: config.noIndex }).map((job, i) => ({
    page: pages[i].page,
    anchors: idsOf(renderDocument(job.element())),
  }));
}

/** The favicon and logo named in the config must be files of the static folders. */
function missingConfigFiles(config: SiteConfig, staticFiles: string[]): Problem[] {
  const present = new Set(staticFiles);
  const named = [
    ['favicon', config.favicon],
    ['navbar.logo.src', config.navbar.logo?.src],
    ['navbar.logo.srcDark', config.navbar.logo?.srcDark],
  ] as const;
  const files = named
    .filter(([, path]) => path && !present.has(path.replace(/^\//, '')))
    .map(([field, path]) =>
      problem(
        'config-file-missing',
        { file: 'site.config.ts' },
        `\`${field}\` names ${path}, which is not in ${config.layout.static.join(' or ')}`,
        `Add ${config.layout.static[0]}/${String(path).replace(/^\//, '')} or change the field.`,
      ),
    );
  const languages = config.codeLanguages
    .filter((name) => !knownLanguage(name))
    .map((name) =>
      problem(
        'config-code-language',
        { file: 'site.config.ts' },
        `\`codeLanguages\` names \`${name}\`, which highlight.js has no grammar for: its blocks are shown as plain text`,
        'Use a highlight.js language name (see its list of supported languages), or remove it.',
        'warning',
      ),
    );
  return [...files, ...languages];
}

/** Runs the build's steps: each timed in its log, and given up when its signal aborts (Ctrl+C). */
export function timedSteps({ log, signal }: Pick<BuildOptions, 'log' | 'signal'>) {
  return <T>(name: string, run: () => Promise<T> | T) => step(log, name, run, signal);
}
