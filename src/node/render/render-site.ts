/**
 * Render and write every page of a build: doc pages as their compiled Markdown arrives, then the
 * special pages, each sidebar's full list once, and (in serve) the removal of pages whose docs are
 * gone. A page unchanged since serve's last build is neither rendered nor written again.
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { BuildOptions, BuildRuntime } from '../build-options.ts';
import type { ServeSession } from '../serve/session.ts';
import type { Logger } from '../log.ts';
import type { SiteAnalysis } from '../analyze.ts';
import type { ClientAssets } from '../client-bundle.ts';
import type { SocialCards } from '../cards/cards.ts';
import type { SidebarItem } from '../content/types.ts';
import { pageWithHtml } from '../markdown/compile-site.ts';
import { RenderDiskCache } from '../cache/render-cache.ts';
import { writeOutput } from '../output/write.ts';
import { inlineScripts } from '../site/headers.ts';
import type { LastUpdate } from '../site/git.ts';
import { withBase } from '../../shared/urls.ts';
import { docJobs, docOutputPath, sharedTitles, specialJobs, renderPages, type RenderedFile } from './pages.ts';
import { recordBuild, sharedInputs, unchangedSinceLastBuild, renderKeys } from './reuse.ts';
import type { RenderedSidebar } from './sidebar.ts';
import { buildSiteProps } from './site-props.ts';
import { versionMenu } from './versions.ts';
import { editUrls } from './edit-url.ts';
import type { PartsAhead } from '../search/parts-ahead.ts';
import { withResolvedLinks } from '../site/resolve-links.ts';

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
    Pick<BuildRuntime, 'signal'> & { log: Logger; session?: ServeSession; sink?: PageSink },
  cards: SocialCards | undefined,
): Promise<{ files: RenderedFile[]; sidebarFiles: Map<string, string> }> {
  const { config, baseUrl, content, compiled, lastUpdates, pageData, pageLinks } = analysis;
  const { log, session, root, cache, signal, sink } = options;
  const site = buildSiteProps(
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
  // Settings every doc page reads; with the site props, the sidebars and the docs' titles, what all pages share.
  const settings = {
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
  const context = {
    site,
    ...settings,
    editUrlOf: editUrls(config),
    docs: content.docs,
    sidebars: content.sidebars,
    versions: content.versions,
    lastUpdates: lastUpdates as Map<string, LastUpdate>,
    sidebarCache: new Map<SidebarItem[], RenderedSidebar>(),
    cache: session?.rendered,
    cards,
    sharedTitles: sharedTitles(content.docs.values()),
  };
  const all = [...content.docs.values()].filter((doc) => !doc.prebuilt);
  const shared = session ? sharedInputs(site, content, settings) : '';
  const keys = session ? renderKeys(all, analysis.compileKeys) : new Map<string, string>();
  const unchanged = session ? unchangedSinceLastBuild(session.reuse, shared, all, keys) : new Set<string>();
  const docs = all.filter((doc) => !unchanged.has(doc.id));
  // Stable: in the sink's order, each group in the content's order.
  if (sink) docs.sort((a, b) => sink.rank(docOutputPath(a)) - sink.rank(docOutputPath(b)));
  const total = docs.length + pageData.pages.length;
  const jobs = (async function* () {
    // The few special pages first: each completes a part of the search index made as pages are written (`sink`).
    yield* specialJobs(pageData.pages, context);
    const page = async (id: string) => {
      const withHtml = await pageWithHtml(root, baseUrl, compiled.get(id)!);
      return { ...withHtml, html: withResolvedLinks(withHtml.html, pageLinks.get(id), baseUrl) };
    };
    for await (const job of docJobs(docs, (doc) => page(doc.id), context)) {
      // Interrupted: no more pages are written into the staging folder being removed.
      signal?.throwIfAborted();
      yield job;
      // A one-off build lets each page's HTML go once the page is written; serve keeps it for the next edit.
      if (!session) compiled.set(job.docId!, { ...compiled.get(job.docId!)!, html: '' });
    }
  })();
  const write = (path: string, html: string, bytes?: Uint8Array) => {
    for (const script of inlineScripts(html)) scripts.add(script);
    return writeOutput(outDir, path, bytes ?? html).then(() => sink?.written(path));
  };
  const disk = cache === false ? undefined : new RenderDiskCache(root);
  const files = [
    ...[...unchanged].map((id) => ({ path: docOutputPath(content.docs.get(id)!), rendered: false })),
    ...(await renderPages(jobs, write, session?.rendered, (done) => log.progress('rendering', done, total), disk)),
  ];
  // serve writes in place: the pages of docs removed since its last build must go too.
  const gone = session ? recordBuild(session.reuse, shared, all, keys) : [];
  await Promise.all(
    gone
      .flatMap((doc) => [docOutputPath(doc), `${doc.route.replace(/\/$/, '')}.md`])
      .map((path) => rm(join(outDir, path), { force: true })),
  );
  // Each sidebar's full list, made while the pages were (once per sidebar).
  for (const sidebar of context.sidebarCache.values())
    if (sidebar.file) await writeOutput(outDir, sidebar.file, sidebar.html);
  // Where each sidebar's full list was written: a frozen version keeps its own.
  const sidebarFiles = new Map(
    Object.entries(content.sidebars).flatMap(([name, items]) => {
      const file = context.sidebarCache.get(items)?.file;
      return file ? [[name, file] as [string, string]] : [];
    }),
  );
  return { files, sidebarFiles };
}
