/**
 * Everything `build` and `check` check once the site is loaded (src/node/load-site.ts): compile, load
 * the special pages' data, check links and examples. Content problems from every step are
 * collected and reported together.
 */
import type { SiteConfig } from './config/schema.ts';
import type { ContentModel } from './content/load.ts';
import { docsInSidebars } from './content/resolve-sidebars.ts';
import { compileAll } from './markdown/compile-site.ts';
import type { CompiledPage } from './markdown/types.ts';
import { ImageStore } from './images/store.ts';
import { FileDigests } from './cache/file-digests.ts';
import { join } from 'node:path';
import type { LastUpdate } from './site/git.ts';
import { readPreviousSitemap } from './links/gone-pages.ts';
import { checkSiteLinks } from './site/check-links.ts';
import { resolvePageLinks } from './site/resolve-links.ts';
import { withSiteLevels } from './site/problem-levels.ts';
import { knownLanguage } from './markdown/language-names.ts';
import { checkSiteExamples } from './site/check-examples.ts';
import { sidebarCoverage } from './site/sidebar-coverage.ts';
import { routeTable } from './site/routes.ts';
import { stop as stopEsbuild } from 'esbuild';
import { Problems, problem, type Problem } from './errors.ts';
import { silentLogger } from './log.ts';
import { releaseUnits } from './versions/unit-cache.ts';
import { takeCacheDamage } from './cache/verified.ts';
import { timedSteps, type Site } from './load-site.ts';
import type { BuildOptions, BuildRuntime } from './build-options.ts';
import type { ServeSession } from './serve-session.ts';
import { docKeys } from './content/doc-key.ts';
import { loadSpecialPageData, specialAnchors } from './special-page-data.ts';

export interface CheckOptions extends Pick<BuildOptions, 'cache' | 'strict'> {
  /**
   * The output folder a build is about to replace: pages its sitemap lists that are gone, with
   * no redirect, are reported.
   */
  previousOutput?: string;
}

/** What `checkSite` found: the site, its compiled pages and page data, and every problem. */
export type SiteCheck = Awaited<ReturnType<typeof checkSite>>;

/** What rendering a site reads: the check's findings and the pages' last updates from git. */
export type SiteAnalysis = SiteCheck & { lastUpdates: Map<string, LastUpdate> };

/**
 * Compiles and validates a loaded site; problems are collected, not thrown. On failure, the kept
 * frozen versions the content holds are let go.
 */
export async function checkSite(site: Site, options: CheckOptions, runtime: BuildRuntime = {}, session?: ServeSession) {
  return checkContent(site, options, runtime, session).catch(async (error: unknown) => {
    await releaseUnits(site.content.units);
    throw error;
  });
}

/** The checks in their order: each later one reads what the earlier ones found. */
async function checkContent(site: Site, options: CheckOptions, runtime: BuildRuntime, session?: ServeSession) {
  const { root, config, baseUrl, content } = site;
  const timed = timedSteps(runtime);
  const problems = new Problems();
  problems.addAll(content.problems);
  const images = imageStore(site, options.cache !== false);
  const { pages: compiled, keys: compileKeys, compiledNow } = await compile(site, images, options, runtime, session);
  for (const page of compiled.values()) problems.addAll(page.problems);
  describeFromSummaries(content, compiled);
  const pageLinks = resolveLinks(site, compiled, compileKeys, images, session);
  const pageData = await timed('load page data', () =>
    loadSpecialPageData(site, problems, { parses: session?.dataParses, cache: options.cache !== false }),
  );
  problems.addAll(missingConfigFiles(config, site.staticFiles));
  const routes = routeTable({
    docs: content.docs,
    compiled,
    special: specialAnchors(config, baseUrl, pageData.pages, session?.specialAnchors),
    staticFiles: [...site.staticFiles, ...content.generatedFiles.keys()],
    imageFiles: await images.outputs(),
    drafts: content.drafts,
    omitted: pageData.omitted,
    docsDir: config.layout.docs,
  });
  const previousSitemap = options.previousOutput && (await readPreviousSitemap(options.previousOutput));
  const links = await timed('check links', () =>
    checkSiteLinks({
      root,
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
      checkExamples(site, compiled, compileKeys, options.cache !== false, session),
    ),
  );
  problems.addAll(coverage(site, links.sources));
  settleLevels(problems, site, options.strict);
  return {
    ...site,
    compiled,
    compileKeys,
    // serve compares them with its last build's to know which pages and twins are as they were.
    docKeys: session ? docKeys(content.docs.values(), compileKeys) : undefined,
    compiledNow,
    pageLinks,
    images,
    pageData,
    problems,
    redirects: links.redirects,
  };
}

/** Each doc's links resolved; serve resolves again only the docs an edit changed, unless it changed the site's paths. */
function resolveLinks(
  { root, config, content, routes }: Site,
  compiled: Map<string, CompiledPage>,
  compileKeys: Map<string, string>,
  images: ImageStore,
  session: ServeSession | undefined,
) {
  const memo = session && { kept: session.links, keys: compileKeys, structural: !session.changed };
  return resolvePageLinks(root, config, content, compiled, images, routes, memo);
}

/** The pages' code examples checked; serve checks again only those an edit changed. */
function checkExamples(
  { root, config, content }: Site,
  compiled: Map<string, CompiledPage>,
  compileKeys: Map<string, string>,
  cache: boolean,
  session: ServeSession | undefined,
) {
  return checkSiteExamples(
    root,
    config,
    content,
    compiled,
    cache,
    session && { kept: session.examples, changed: session.changed, compileKeys },
  );
}

/** Every doc compiled (or reused); what was learnt of the images' bytes is kept for the next build or check. */
async function compile(
  { root, config, baseUrl, content }: Site,
  images: ImageStore,
  options: CheckOptions,
  runtime: BuildRuntime,
  session?: ServeSession,
) {
  await makeRoomToCompile(runtime);
  const compiled = await timedSteps(runtime)(`compile ${content.docs.size} pages`, () =>
    compileAll(content, config, baseUrl, images, {
      root,
      log: runtime.log ?? silentLogger,
      cache: options.cache,
      collectGarbage: runtime.collectGarbage,
      signal: runtime.signal,
      session,
    }),
  );
  await images.digests.save();
  return compiled;
}

/** The store of the site's images, which pages register theirs with as they compile. */
function imageStore({ root, config, baseUrl, content }: Site, cache: boolean): ImageStore {
  return new ImageStore({
    digests: new FileDigests(cache ? join(root, '.docsgen/cache') : undefined),
    root,
    baseUrl,
    sizes: config.images.sizes,
    quality: config.images.quality,
    generated: content.generatedFiles.keys(),
    docsDir: config.layout.docs,
    staticDirs: config.layout.static,
  });
}

/** Memory for the compile workers: garbage collected, and esbuild's helper process stopped (it made the config and generators). */
async function makeRoomToCompile(runtime: BuildRuntime): Promise<void> {
  runtime.collectGarbage?.();
  if (runtime.soleBuild) await stopEsbuild();
}

/** Docs that no sidebar lists and nothing links to (none reported while the sidebars file itself is in error). */
function coverage({ config, content }: Site, links: Parameters<typeof sidebarCoverage>[0]['links']): Problem[] {
  const sidebarsInError = content.problems.some((p) => p.file === config.layout.sidebars && p.severity === 'error');
  return sidebarCoverage({
    docs: content.docs.values(),
    inSidebar: docsInSidebars(content.sidebars),
    links,
    sidebarsInError,
    sidebarsFile: config.layout.sidebars,
  });
}

/** Each problem at the level the config gives its kind; `--strict` makes warnings errors; then the cache's repairs. */
function settleLevels(problems: Problems, site: Site, strict: boolean | undefined): void {
  problems.list.splice(0, problems.list.length, ...withSiteLevels(problems.list, site.config));
  if (strict) warningsAsErrors(problems);
  // Not made errors by --strict: the damaged entries were made again, the site is whole.
  problems.addAll(takeCacheDamage(site.root));
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
