/**
 * Renders every page to HTML and writes it as it goes (nothing is held for the whole site).
 * In `serve`, a page whose props did not change since the last render is skipped: the file
 * on disk is already right, so a one-page edit re-renders only the pages it affects.
 */
import { createElement, type ReactElement } from 'react';
import { createHash } from 'node:crypto';
import type { RenderDiskCache } from '../cache/render-cache.ts';
import { cacheKey } from '../cache/key.ts';
import { mapIterableLimited } from '../util/map-limited.ts';
import type { DocEntry } from '../content/types.ts';
import type { CompiledPage } from '../markdown/types.ts';
import type { RenderedFile } from '../output/write.ts';
import type { CardImage, DocProps, PageProps, SiteProps } from './props.ts';
import { buildDocProps, type DocPropsContext } from './doc-props.ts';
import { renderDocument } from './render.ts';
import { DocPage } from '../../../templates/DocPage.tsx';
import type { SpecialPage } from './special-pages.ts';
import { absoluteUrl, withBase } from '../../shared/urls.ts';
import { breadcrumbList } from '../../shared/structured-data.ts';
import { NO_SECTION } from '../site/routes.ts';

/** Props hash by output path, kept across rebuilds by `serve`. */
export type RenderCache = Map<string, string>;

/** What a page's social card shows. */
export interface CardPage {
  title: string;
  description: string;
  section?: string;
  /** The page's absolute address. */
  canonical: string;
}

/** Gives each page its social card (src/node/cards/cards.ts draws them after rendering). */
export interface CardMaker {
  /** None when the card cannot be drawn (its typeface lacks some of the page's characters). */
  add(page: CardPage): CardImage | undefined;
}

export interface RenderContext extends DocPropsContext {
  site: SiteProps;
  noIndex: boolean;
  cache?: RenderCache;
  /** Collects each page's social card, when the site draws them. */
  cards?: CardMaker;
  /** Titles more than one page of a docs version has (`sharedTitles`). */
  sharedTitles?: Set<string>;
}

const titleKey = (doc: DocEntry) => `${doc.version ?? ''}\0${doc.title}`;

/**
 * Titles that more than one page of the same docs version has ("Overview", "Setup"): such a page's
 * `<title>` also names where it sits, so that browser tabs, bookmarks and search engines' results
 * tell them apart. The page's h1 stays its title.
 */
export function sharedTitles(docs: Iterable<DocEntry>): Set<string> {
  const seen = new Set<string>();
  const shared = new Set<string>();
  for (const doc of docs) {
    if (seen.has(titleKey(doc))) shared.add(titleKey(doc));
    seen.add(titleKey(doc));
  }
  return shared;
}

/** The `<title>` of a doc page (before the site's name): its title, with its place when the title is shared, and its version. */
function docHeadTitle(doc: DocEntry, data: DocProps, shared: Set<string> | undefined): string {
  const place = shared?.has(titleKey(doc)) ? placeOf(data, doc.title) : undefined;
  const title = place ? `${doc.title} – ${place}` : doc.title;
  return doc.version ? `${title} (${doc.version})` : title;
}

/** Where a doc sits: the nearest category of its sidebar trail that is not named like it, or its section. */
function placeOf(data: DocProps, title: string): string | undefined {
  const named = [...[...data.categories].reverse(), data.section].filter(
    (label) => label !== title && label !== NO_SECTION,
  );
  return named[0];
}

type SiteContext = Pick<RenderContext, 'site' | 'siteUrl' | 'noIndex' | 'cache' | 'cards'>;

/** A page ready to render: its output path, props, and the element that renders them. */
export interface PageJob {
  path: string;
  /** The doc a doc page shows. */
  docId?: string;
  props: PageProps<unknown>;
  /** The hash of the props, when known without walking them (a special page's data hashed once a build, in serve). */
  propsKey?: string;
  /** The hash of the site's props (the same on every page, so hashed once), standing for them in the props' hash. */
  siteKey?: string;
  element: () => ReactElement;
  /** A doc page: its HTML, filled into the props before it renders (`load`), and what that HTML is made of. */
  own?: DocHtml;
}

/**
 * A doc page's own HTML (and its sidebar): read only when the page renders (a one-off build keeps
 * the HTML in the compile cache).
 */
export interface DocHtml {
  load(): Promise<string>;
  /** What they are made of (the compiled page's digest, the resolved links, the sidebar), when known without reading them. */
  madeFrom?: string;
}

/** The pages' HTML goes out through here; `place` (a one-off build) may keep the last build's file instead. */
export interface PageOutput {
  write(path: string, html: string, bytes?: Uint8Array): Promise<void>;
  /** Makes the page with `make`, or keeps the last build's page made from the same things (src/node/cache/output-files.ts). */
  keep?(path: string, madeFrom: string, make: () => Promise<MadePage>): Promise<void>;
}

export interface MadePage {
  html: string;
  /** The HTML encoded, when it was anyway. */
  bytes?: Uint8Array;
  rendered: boolean;
}

/** Where a doc page is written, below the output folder. */
export function docOutputPath(doc: Pick<DocEntry, 'route'>): string {
  return doc.route === '/docs/' ? 'docs/index.html' : `${doc.route.slice(1)}.html`;
}

/**
 * One job per doc page, made as the renderer asks for it: a page's props (its HTML, sidebar,
 * TOC) exist only while it renders, so a large site is never held in memory whole.
 */
export function* docJobs(
  docs: DocEntry[],
  pageOf: (doc: DocEntry) => { page: CompiledPage; own: DocHtml },
  context: RenderContext,
): Generator<PageJob> {
  const siteKey = propsHash(context.site);
  for (const doc of docs) {
    const { page, own } = pageOf(doc);
    // The page's own HTML and its sidebar join its props when it renders (`load`): a page kept whole makes neither.
    const { data, sidebar } = buildDocProps(doc, { ...page, html: '' }, context);
    // A page of an older version points search engines at the same page in the latest docs, and is not indexed.
    const canonical = absoluteUrl(
      context.siteUrl,
      context.site.baseUrl,
      (doc.version && context.docs.get(doc.versionedId ?? '')?.route) || doc.route,
    );
    // Pages of older versions are not indexed and point at the latest docs: no card of their own.
    const image = doc.version
      ? undefined
      : context.cards?.add({ title: doc.title, description: doc.description, section: cardSection(data), canonical });
    const props: PageProps<typeof data> = {
      site: context.site,
      head: {
        title: docHeadTitle(doc, data, context.sharedTitles),
        description: doc.description,
        canonical,
        ogType: 'article',
        noIndex: context.noIndex || Boolean(doc.version) || Boolean(doc.unlisted),
        markdownTwin: withBase(context.site.baseUrl, `${doc.route}.md`),
        structuredData: doc.version ? undefined : breadcrumbList(data.breadcrumbs, context.siteUrl, canonical),
        image,
      },
      path: withBase(context.site.baseUrl, doc.route),
      data,
    };
    const load = async () => {
      data.sidebarHtml = sidebar.html();
      data.html = await own.load();
      return data.html;
    };
    const madeFrom = own.madeFrom === undefined ? undefined : `${own.madeFrom}\0${sidebar.key}`;
    yield {
      path: docOutputPath(doc),
      docId: doc.id,
      props,
      siteKey,
      element: () => createElement(DocPage, props),
      own: { ...own, madeFrom, load },
    };
  }
}

/** `dataKey`: a hash of the page's data (serve), which then stands for the data in its props' hash. */
export function specialJobs(
  pages: { page: SpecialPage; data: unknown; dataKey?: string }[],
  context: SiteContext,
): PageJob[] {
  return pages.map(({ page, data, dataKey }) => {
    const address = absoluteUrl(context.siteUrl, context.site.baseUrl, page.route);
    const noIndex = context.noIndex || Boolean(page.noIndex);
    // A page kept out of search engines (search results, not found, offline) names no canonical address: it has none to give.
    const canonical = page.noIndex ? undefined : address;
    const image = noIndex
      ? undefined
      : context.cards?.add({ title: page.title, description: page.description, canonical: address });
    const props: PageProps<unknown> = {
      site: context.site,
      head: { title: page.title, description: page.description, canonical, ogType: 'website', noIndex, image },
      path: withBase(context.site.baseUrl, page.route),
      data,
    };
    const propsKey = dataKey === undefined ? undefined : propsHash({ ...props, data: `#data ${dataKey}` });
    return { path: page.file, props, propsKey, element: () => createElement(page.template, props) };
  });
}

/** Where a doc sits, for its card: the categories of its breadcrumbs, or its sidebar section. */
function cardSection(data: DocProps): string | undefined {
  const trail = data.breadcrumbs.slice(1, -1).map((crumb) => crumb.label);
  if (trail.length > 0) return trail.join(' › ');
  return data.section === NO_SECTION ? undefined : data.section;
}

/** Pages in work at once: rendering is synchronous, but reading the kept page and writing it wait on the disk. */
const IN_FLIGHT = 8;

/**
 * Renders the jobs and hands each HTML to `output`. A page whose props are unchanged since the
 * last build of this process (`cache`, serve) is not written again; a doc page made of the same
 * things as the last build's may be kept (`output.keep`); one found in the disk cache is written
 * from there without rendering.
 */
export async function renderPages(
  jobs: AsyncIterable<PageJob> | Iterable<PageJob>,
  output: PageOutput,
  cache?: RenderCache,
  onProgress: (done: number) => void = () => {},
  disk?: RenderDiskCache,
): Promise<RenderedFile[]> {
  let done = 0;
  const files = await mapIterableLimited(jobs, IN_FLIGHT, async (job): Promise<RenderedFile> => {
    if (done++ % 50 === 0) onProgress(done - 1);
    const { keep } = output;
    if (keep && job.own?.madeFrom) {
      let rendered = false;
      await keep(job.path, await keptPageKey(job, job.own.madeFrom), async () => {
        await job.own!.load();
        const made = await makePage(job, pageHash(job), disk);
        rendered = made.rendered;
        return made;
      });
      return { path: job.path, rendered };
    }
    await job.own?.load();
    const hash = cache || disk ? pageHash(job) : '';
    if (cache) {
      if (cache.get(job.path) === hash) return { path: job.path, rendered: false };
      cache.set(job.path, hash);
    }
    const made = await makePage(job, hash, disk);
    await output.write(job.path, made.html, made.bytes);
    return { path: job.path, rendered: made.rendered };
  });
  return files;
}

/** A page's HTML: from the disk cache, or rendered (and stored there). */
async function makePage(job: PageJob, hash: string, disk: RenderDiskCache | undefined): Promise<MadePage> {
  const key = disk ? await disk.key(hash) : '';
  const stored = disk ? await disk.get(key) : undefined;
  if (stored !== undefined) return { html: stored, rendered: false };
  const html = renderDocument(job.element());
  if (!disk) return { html, rendered: true };
  // Encoded once for both files.
  const bytes = Buffer.from(html);
  await disk.set(key, bytes);
  return { html, bytes, rendered: true };
}

/** What a kept page is known by: the templates, its props (its own HTML left out) and what that HTML is made of. */
async function keptPageKey(job: PageJob, madeFrom: string): Promise<string> {
  return cacheKey({ kind: 'output-files-page-1', fingerprint: 'render', inputs: [pageHash(job), madeFrom] });
}

/** The hash of a job's props. */
function pageHash(job: PageJob): string {
  return job.propsKey ?? propsHash(job.siteKey ? { ...job.props, site: `#site ${job.siteKey}` } : job.props);
}

/** A hash of the props; long strings (page HTML, sidebar) are hashed raw, which is faster than escaping them into JSON. */
function propsHash(props: unknown): string {
  const hash = createHash('sha1');
  const json = JSON.stringify(props, (_key, value: unknown) => {
    if (typeof value === 'string' && value.length > 512) {
      hash.update(value);
      return `#${value.length}`;
    }
    return value;
  });
  return hash.update(json).digest('hex');
}
