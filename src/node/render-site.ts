/**
 * Render and write every page of a build: doc pages as their compiled Markdown arrives, then the
 * special pages, each sidebar's full list once, and (in serve) the removal of pages whose docs are
 * gone. A page unchanged since serve's last build is neither rendered nor written again.
 */
import { garbagePacer } from './util/garbage-pacer.ts';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildOptions, BuildRuntime } from './build-options.ts';
import type { ServeSession } from './serve-session.ts';
import type { Logger } from './log.ts';
import type { SiteAnalysis } from './analyze.ts';
import type { ClientAssets } from './client-bundle.ts';
import type { DocEntry, Sidebars } from './content/types.ts';
import { pageWithHtml } from './markdown/compile-site.ts';
import { RenderDiskCache } from './cache/render-cache.ts';
import { writeIfChanged, writeOutput, type RenderedFile, type WrittenFiles } from './output/write.ts';
import { entryDigest } from './cache/verified.ts';
import { inlineScripts } from './site/headers.ts';
import type { LastUpdate } from './site/git.ts';
import { withBase } from '../shared/urls.ts';
import {
  docJobs,
  docOutputPath,
  renderPages,
  sharedTitles,
  specialJobs,
  type CardMaker,
  type PageOutput,
  type RenderCache,
  type RenderContext,
} from './render/pages.ts';
import { recordBuild, sharedInputs, unchangedSinceLastBuild } from './render/reuse.ts';
import type { RenderedSidebar } from './render/sidebar.ts';
import { buildSiteProps } from './render/site-props.ts';
import type { SiteProps } from './render/props.ts';
import { versionMenu } from './render/versions.ts';
import { editUrls } from './render/edit-url.ts';
import type { PartsAhead } from './search/parts-ahead.ts';
import type { PlaceFile } from './cache/output-files.ts';
import { withResolvedLinks } from './site/resolve-links.ts';

/** The site paths of the pages `renderSite` writes in a build that is not serve's (the docs that are not kept whole, and the special pages). */
export function pagesToWrite({ content, pageData }: Pick<SiteAnalysis, 'content' | 'pageData'>): string[] {
  return [
    ...[...content.docs.values()].filter((doc) => !doc.prebuilt).map(docOutputPath),
    ...pageData.pages.map(({ page }) => page.file),
  ];
}

/** Told of each page written, and giving the order to render the docs in (the search index made as they are written). */
export type PageSink = Pick<PartsAhead, 'rank' | 'written'>;

export async function renderSite(
  analysis: SiteAnalysis,
  assets: ClientAssets,
  outDir: string,
  scripts: Set<string>,
  options: Pick<BuildOptions, 'root' | 'cache'> &
    Pick<BuildRuntime, 'signal' | 'collectGarbage'> & {
      log: Logger;
      session?: ServeSession;
      sink?: PageSink;
      /** A build into a fresh folder: pages made of the same things as last time are linked from the output it replaces. */
      place?: PlaceFile;
    },
  cards: CardMaker | undefined,
): Promise<{ files: RenderedFile[]; sidebarFiles: Map<string, string> }> {
  const { content, pageData } = analysis;
  const { log, session, root, cache, sink } = options;
  const site = siteProps(analysis, assets);
  const settings = docSettings(analysis);
  const shared = session ? sharedInputs(site, content, settings) : '';
  const sidebars = session ? sessionSidebars(session, shared) : new Map<string, RenderedSidebar>();
  const context = renderContext(analysis, site, settings, { cache: session?.rendered, sidebars, cards });
  const all = [...content.docs.values()].filter((doc) => !doc.prebuilt);
  const keys = analysis.docKeys ?? new Map<string, string>();
  const unchanged = session ? unchangedSinceLastBuild(session.reuse, shared, all, keys) : new Set<string>();
  const docs = all.filter((doc) => !unchanged.has(doc.id));
  // Stable: in the sink's order, each group in the content's order.
  if (sink) docs.sort((a, b) => sink.rank(docOutputPath(a)) - sink.rank(docOutputPath(b)));
  const total = docs.length + pageData.pages.length;
  const disk = cache === false ? undefined : new RenderDiskCache(root);
  const pace = garbagePacer(options.collectGarbage);
  const jobs = pageJobs(analysis, docs, context, { ...options, keepHtml: Boolean(session) });
  const files = [
    ...[...unchanged].map((id) => ({ path: docOutputPath(content.docs.get(id)!), rendered: false })),
    ...(await renderPages(
      jobs,
      pageOutput(outDir, scripts, sink, options.place),
      session?.rendered,
      (done) => (log.progress('rendering', done, total), pace()),
      disk,
    )),
  ];
  // serve writes in place: the pages of docs removed since its last build must go too.
  if (session) await removePages(outDir, recordBuild(session.reuse, shared, all, keys));
  return { files, sidebarFiles: await writeSidebars(outDir, content.sidebars, context.sidebarCache, session?.written) };
}

/**
 * The sidebars serve rendered in its last builds, kept while what every page shows (and so every
 * sidebar: its items, the docs' titles and routes, the base URL) hashes the same.
 */
function sessionSidebars(session: ServeSession, shared: string): Map<string, RenderedSidebar> {
  if (session.sidebars.shared !== shared) session.sidebars = { shared, made: new Map() };
  return session.sidebars.made;
}

/**
 * Writes each page and collects its inline scripts (for the CSP headers); a one-off build keeps the
 * last build's page when it is made of the same things (`place`), its scripts recorded with it.
 */
function pageOutput(outDir: string, scripts: Set<string>, sink: PageSink | undefined, place?: PlaceFile): PageOutput {
  const written = async (path: string, html: string, bytes?: Uint8Array): Promise<WrittenPage> => {
    const own = inlineScripts(html);
    for (const script of own) scripts.add(script);
    await writeOutput(outDir, path, bytes ?? html);
    // The search index keys its parts by their pages' bytes: known here, they are not read again.
    return { scripts: own, digest: sink ? entryDigest(bytes ?? html) : undefined };
  };
  return {
    write: async (path, html, bytes) => {
      const page = await written(path, html, bytes);
      sink?.written(path, page.digest);
    },
    keep: place
      ? async (path, madeFrom, make) => {
          const page = await place(path, madeFrom, async () => {
            const { html, bytes } = await make();
            return written(path, html, bytes);
          });
          for (const script of page.scripts) scripts.add(script);
          sink?.written(path, page.digest);
        }
      : undefined,
  };
}

/** What writing a page gave, kept with it in the record of a one-off build's files (cache/output-files.ts). */
interface WrittenPage {
  scripts: string[];
  digest?: string;
}

/** What every page shows of the site: its name, navigation, assets and version menu. */
function siteProps({ config, baseUrl, content }: SiteAnalysis, assets: ClientAssets): SiteProps {
  return buildSiteProps(
    config,
    baseUrl,
    {
      css: withBase(baseUrl, `/${assets.css}`),
      js: withBase(baseUrl, `/${assets.js}`),
      font: assets.preloadFont && withBase(baseUrl, `/${assets.preloadFont}`),
    },
    versionMenu(undefined, {
      versions: content.versions,
      currentLabel: config.docs.currentVersionLabel,
      docs: content.docs,
      baseUrl,
    }),
  );
}

/** Settings every doc page reads; with the site props, the sidebars and the docs' titles, what all pages share. */
function docSettings({ config, baseUrl }: SiteAnalysis) {
  return {
    siteUrl: config.url,
    noIndex: config.noIndex,
    baseUrl,
    editUrl: config.docs.editUrl,
    issueUrl: config.docs.issueUrl,
    feedbackQuestion: config.feedback?.question || undefined,
    showLastUpdateTime: config.docs.showLastUpdateTime,
    showLastUpdateAuthor: config.docs.showLastUpdateAuthor,
    breadcrumbs: config.docs.breadcrumbs,
    currentVersionLabel: config.docs.currentVersionLabel,
  };
}

function renderContext(
  { config, content, lastUpdates }: SiteAnalysis,
  site: SiteProps,
  settings: ReturnType<typeof docSettings>,
  { cache, sidebars, cards }: { cache?: RenderCache; sidebars: Map<string, RenderedSidebar>; cards?: CardMaker },
): RenderContext {
  return {
    site,
    ...settings,
    editUrlOf: editUrls(config),
    docs: content.docs,
    sidebars: content.sidebars,
    versions: content.versions,
    lastUpdates: lastUpdates as Map<string, LastUpdate>,
    sidebarCache: sidebars,
    cache,
    cards,
    sharedTitles: sharedTitles(content.docs.values()),
  };
}

/** The pages to render, in order: the few special pages first, then the docs as their HTML is read. */
async function* pageJobs(
  { baseUrl, compiled, pageData, pageLinks }: SiteAnalysis,
  docs: DocEntry[],
  context: RenderContext,
  options: { root: string; signal?: AbortSignal; keepHtml: boolean },
) {
  // Each special page completes a part of the search index made as pages are written (`sink`).
  yield* specialJobs(pageData.pages, context);
  const pageOf = (doc: DocEntry) => {
    const page = compiled.get(doc.id)!;
    const links = pageLinks.get(doc.id);
    const load = async () => withResolvedLinks((await pageWithHtml(options.root, baseUrl, page)).html, links, baseUrl);
    // The compiled page's digest stands for its HTML; the resolved links and the base URL change what it becomes.
    const madeFrom = page.digest && `${page.digest} ${baseUrl} ${JSON.stringify(links ?? [])}`;
    return { page, own: { load, madeFrom } };
  };
  for (const job of docJobs(docs, pageOf, context)) {
    // Interrupted: no more pages are written into the staging folder being removed.
    options.signal?.throwIfAborted();
    yield job;
    // A one-off build lets each page's HTML go once the page is written; serve keeps it for the next edit.
    if (!options.keepHtml) compiled.set(job.docId!, { ...compiled.get(job.docId!)!, html: '' });
  }
}

/** Removes the pages (and Markdown twins) of docs that are gone. */
async function removePages(outDir: string, gone: DocEntry[]): Promise<void> {
  await Promise.all(
    gone
      .flatMap((doc) => [docOutputPath(doc), `${doc.route.replace(/\/$/, '')}.md`])
      .map((path) => rm(join(outDir, path), { force: true })),
  );
}

/**
 * Writes each sidebar's full list, made while the pages were (once per sidebar), and returns
 * where each was written by sidebar name: a frozen version keeps its own.
 */
async function writeSidebars(
  outDir: string,
  sidebars: Sidebars,
  made: Map<string, RenderedSidebar>,
  written: WrittenFiles | undefined,
): Promise<Map<string, string>> {
  for (const sidebar of made.values())
    if (sidebar.file) await writeIfChanged(outDir, sidebar.file, sidebar.html, written);
  return new Map(
    Object.entries(sidebars).flatMap(([name]) => {
      const file = made.get(name)?.file;
      return file ? [[name, file] as [string, string]] : [];
    }),
  );
}
