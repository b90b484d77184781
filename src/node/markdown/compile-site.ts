/** The compile step of a build: which pages to compile, where, and what to reuse. */
import { createHash } from 'node:crypto';
import type { ContentModel } from '../content/load.ts';
import type { DocEntry } from '../content/types.ts';
import type { SiteConfig } from '../config/schema.ts';
import type { ImageStore } from '../images/store.ts';
import type { Logger } from '../log.ts';
import { CompileCache } from './compile-cache.ts';
import { compileInWorkers, workerCount, type CompileJob, type PoolOptions } from './pool.ts';
import type { CompileContext, CompiledPage } from './types.ts';
import { fileLine } from '../content/partials.ts';
import { DocsgenError, problem } from '../errors.ts';

export interface CompileSiteOptions {
  root: string;
  log: Logger;
  /** serve's session: each doc's last compile, by id (src/node/serve-session.ts). */
  session?: { compiled: Map<string, LastCompile> };
  /** Use the compile cache on disk (default true). */
  cache?: boolean;
  /** A full garbage collection (see BuildRuntime). */
  collectGarbage?: () => void;
  /** Stops the workers (the build was interrupted). */
  signal?: AbortSignal;
}

/**
 * Pages compile with this in place of the base URL, and a build puts its own in when it takes a
 * page's HTML (`withBaseUrl`): one compiled page serves every base URL, so `check` followed by
 * `build --base-url /x/`, or a preview under a sub-path beside a root deploy sharing a cache,
 * compile each page once. Only characters a URL keeps as they are, so Markdown's URL encoding
 * and the HTML serializer leave it whole.
 */
export const BASE_URL_MARK = '/__docsgen-base-url__/';

/** The page's HTML with the build's base URL in place of the mark. */
export function withBaseUrl(page: CompiledPage, baseUrl: string): CompiledPage {
  return page.html.includes(BASE_URL_MARK) ? { ...page, html: page.html.replaceAll(BASE_URL_MARK, baseUrl) } : page;
}

/** The HTML of a page whose HTML was left in the compile cache (`htmlAt`), with the build's base URL. */
export async function pageWithHtml(root: string, baseUrl: string, page: CompiledPage): Promise<CompiledPage> {
  if (!page.htmlAt) return page;
  const html = await new CompileCache(root, {}).html(page.htmlAt);
  // Checked whole by the compile step a moment ago: only bytes changed on disk since then get here.
  if (html === undefined)
    throw new DocsgenError([
      problem(
        'cache-damaged',
        { file: '.docsgen/cache/pages' },
        `the HTML of a compiled page (${page.htmlAt}) was damaged on disk during the build; it was removed`,
        'Build again: the page is compiled afresh. If this repeats, check the disk.',
      ),
    ]);
  return withBaseUrl({ ...page, html }, baseUrl);
}

/** A doc's last compile in serve: its page, its key, and what the key is a hash of. */
export interface LastCompile {
  key: string;
  page: CompiledPage;
  source: string;
  route: string;
  markdown: string;
  /** The compile options, as their JSON. */
  options: string;
  /** The base URL `page` has in its HTML. */
  baseUrl: string;
}

export interface CompiledSite {
  pages: Map<string, CompiledPage>;
  /** Each compiled (or reused) doc's key in the compile cache, by id; none for pages of a frozen version kept whole. */
  keys: Map<string, string>;
  /** The docs compiled by this build (the others were reused), by id. */
  compiledNow: Set<string>;
}

/**
 * Compiles every doc that needs it: pages of a frozen version kept whole, pages unchanged since
 * serve's last build and pages in the disk cache are reused; the rest compile in worker threads
 * (or here, when few).
 */
export async function compileAll(
  content: ContentModel,
  config: SiteConfig,
  baseUrl: string,
  images: ImageStore,
  options: CompileSiteOptions,
): Promise<CompiledSite> {
  const { root, log, session } = options;
  const poolOptions = poolOptionsFor(root, config, content);
  const disk = options.cache === false ? undefined : new CompileCache(root, poolOptions, images.digests);
  const compileOptions = JSON.stringify(poolOptions);
  // serve keeps pages in memory for the next edit; a one-off build leaves their HTML on disk until it renders them.
  const reuse: Reuse = { disk, session, baseUrl, release: Boolean(disk && !session), options: compileOptions };
  const compiled = prebuiltPages(content);
  const { todo, keys } = await reuseCompiled(content, compiled, reuse);
  const pages = await compileTodo(todo, { config, images, poolOptions, reuse, options });
  todo.forEach(({ doc }, i) => compiled.set(doc.id, pages[i]));
  // Register every page's images with this build's store (workers and the cache resolved them elsewhere).
  await Promise.all(
    [...content.docs.values()].flatMap((doc) =>
      compiled.get(doc.id)!.images.map((src) => images.resolve(doc.source, src)),
    ),
  );
  const prebuilt = [...content.docs.values()].filter((doc) => doc.prebuilt).length;
  if (prebuilt > 0) log.debug(`${prebuilt} pages of frozen versions reused whole`);
  for (const [id, key] of session ? keys : []) {
    const { source, route, markdown } = content.docs.get(id)!;
    const page = compiled.get(id)!;
    session!.compiled.set(id, { key, page, source, route, markdown, options: compileOptions, baseUrl });
  }
  log.debug(
    `compiled ${todo.length} pages, ${compiled.size - todo.length - [...content.docs.values()].filter((d) => d.prebuilt).length} from the cache`,
  );
  return { pages: compiled, keys, compiledNow: new Set(todo.map(({ doc }) => doc.id)) };
}

/** What decides where a compiled page comes from and in which form it is kept. */
interface Reuse {
  disk: CompileCache | undefined;
  session: CompileSiteOptions['session'];
  baseUrl: string;
  /** Keep a stored page's HTML on disk only (`htmlAt`), not in memory. */
  release: boolean;
  /** The compile options as JSON: part of every key. */
  options: string;
}

type PendingDoc = { doc: DocEntry; key: string };

/** The workers' options; the base URL is not part of a page's key: pages compile with a mark in its place. */
function poolOptionsFor(root: string, config: SiteConfig, content: ContentModel): PoolOptions {
  return {
    root,
    baseUrl: BASE_URL_MARK,
    toc: config.tableOfContents,
    imageSizes: config.images.sizes,
    imageQuality: config.images.quality,
    generatedFiles: [...content.generatedFiles.keys()].sort(),
    docsDir: config.layout.docs,
    staticDirs: config.layout.static,
    codeLanguages: config.codeLanguages,
  };
}

/** Pages of a frozen version reused whole: only their links, anchors and headings are needed. */
function prebuiltPages(content: ContentModel): Map<string, CompiledPage> {
  const compiled = new Map<string, CompiledPage>();
  for (const doc of content.docs.values()) {
    const kept = doc.prebuilt ? content.units.get(doc.version!)?.unit?.compiled[doc.id] : undefined;
    if (kept) compiled.set(doc.id, { html: '', images: [], codeExamples: [], problems: [], ...kept });
  }
  return compiled;
}

/** Fills `compiled` with pages unchanged since serve's last build or found in the disk cache; the rest are to do. */
async function reuseCompiled(
  content: ContentModel,
  compiled: Map<string, CompiledPage>,
  { disk, session, baseUrl, release, options }: Reuse,
): Promise<{ todo: PendingDoc[]; keys: Map<string, string> }> {
  const todo: PendingDoc[] = [];
  const keys = new Map<string, string>();
  await Promise.all(
    [...content.docs.values()]
      .filter((doc) => !compiled.has(doc.id))
      .map(async (doc) => {
        // The key is a hash of what the doc compiles from; serve knows it without hashing again when that text is
        // the same as at its last compile (compared as text: an unchanged file's is the very same string).
        const last = session?.compiled.get(doc.id);
        const same =
          last?.markdown === doc.markdown &&
          last.source === doc.source &&
          last.route === doc.route &&
          last.options === options;
        const key = same ? last.key : disk ? await disk.key(doc.source, doc.route, doc.markdown) : contentKey(doc);
        keys.set(doc.id, key);
        // The last page has its base URL already: not looked through again (megabytes of HTML on a large site).
        if (last?.key === key && last.baseUrl === baseUrl) return void compiled.set(doc.id, last.page);
        const page = last?.key === key ? last.page : await (release ? disk?.meta(key) : disk?.get(key));
        if (page) compiled.set(doc.id, release ? page : withBaseUrl(page, baseUrl));
        else todo.push({ doc, key });
      }),
  );
  return { todo, keys };
}

/** Without the disk cache (`--no-cache`), a doc's key is the hash of what it compiles from. */
function contentKey(doc: DocEntry): string {
  return createHash('sha1')
    .update(doc.source)
    .update('\0')
    .update(doc.route)
    .update('\0')
    .update(doc.markdown)
    .digest('hex');
}

/** Compiles the pages to do, in worker threads or (when few) here, storing each as it arrives. */
async function compileTodo(
  todo: PendingDoc[],
  setup: {
    config: SiteConfig;
    images: ImageStore;
    poolOptions: PoolOptions;
    reuse: Reuse;
    options: CompileSiteOptions;
  },
): Promise<CompiledPage[]> {
  const { config, images, poolOptions, reuse, options } = setup;
  const workers = workerCount(todo.length);
  const jobs = todo.map(({ doc }) => ({
    markdown: doc.markdown,
    tree: doc.tree,
    source: doc.source,
    route: doc.route,
    toc: tocLevels(doc, config),
  }));
  // Each page is stored as it arrives; a one-off build then keeps only its links, anchors and TOC in memory.
  const store = async (i: number, compiledPage: CompiledPage): Promise<CompiledPage> => {
    const page = inFileLines(compiledPage, todo[i].doc.insertions);
    const digest = await reuse.disk?.set(todo[i].key, page, todo[i].doc.source);
    return reuse.release && digest
      ? { ...page, html: '', htmlAt: todo[i].key, digest }
      : withBaseUrl({ ...page, digest }, reuse.baseUrl);
  };
  if (workers === 0)
    return compileHere(
      jobs,
      {
        baseUrl: BASE_URL_MARK,
        toc: config.tableOfContents,
        codeLanguages: config.codeLanguages,
        resolveImage: images.resolverFor(BASE_URL_MARK),
        suggestImage: images.suggest,
      },
      store,
    );
  let collectedAt = 0;
  const onProgress = (done: number) => {
    options.log.progress('compiling', done, jobs.length);
    // This thread waits while the workers compile, its heap filling with the garbage of their
    // replies: collected every 240 pages, it stays some 40 MB smaller beside them, at no cost in time.
    if (done - collectedAt >= 240) {
      collectedAt = done;
      options.collectGarbage?.();
    }
  };
  return compileInWorkers(jobs, poolOptions, workers, onProgress, store, options.signal);
}

/** Problems and links placed at the lines of the page's own file, when partials added lines to its Markdown. */
function inFileLines(page: CompiledPage, insertions: DocEntry['insertions']): CompiledPage {
  if (!insertions) return page;
  const place = <T extends { line?: number }>(item: T): T =>
    item.line === undefined ? item : { ...item, line: fileLine(item.line, insertions) };
  return { ...page, problems: page.problems.map(place), links: page.links.map(place) };
}

/** A page's own table of contents levels (front matter `toc_min_heading_level` / `toc_max_heading_level`), when it sets them. */
function tocLevels(doc: DocEntry, config: SiteConfig): CompileJob['toc'] {
  if (!doc.tocLevels) return undefined;
  const site = config.tableOfContents;
  return {
    minHeadingLevel: doc.tocLevels.min ?? site.minHeadingLevel,
    maxHeadingLevel: doc.tocLevels.max ?? site.maxHeadingLevel,
  };
}

/** Compiles in this process; the Markdown stage is loaded only when a build has pages to compile. */
async function compileHere(
  jobs: CompileJob[],
  options: Omit<CompileContext, 'source' | 'route'>,
  store: (i: number, page: CompiledPage) => Promise<CompiledPage>,
): Promise<CompiledPage[]> {
  if (jobs.length === 0) return [];
  const { compileMarkdown } = await import('./pipeline.ts');
  return Promise.all(
    jobs.map(async ({ markdown, tree, toc, ...job }, i) =>
      store(i, await compileMarkdown(markdown, { ...job, ...options, toc: toc ?? options.toc }, tree)),
    ),
  );
}
