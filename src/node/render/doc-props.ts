/** Per-doc props: sidebar with the active page, breadcrumbs, previous/next, edit link, last update. */
import type { DocEntry, SidebarItem, Sidebars } from '../content/types.ts';
import type { CompiledPage } from '../markdown/types.ts';
import type { DocProps, LinkProps } from './props.ts';
import { absoluteUrl, withBase } from '../../shared/urls.ts';
import { docSections, NO_SECTION } from '../site/routes.ts';
import type { LastUpdate } from '../site/git.ts';
import { markActive, renderSidebar, type RenderedSidebar } from './sidebar.ts';
import { flattenDocs } from '../content/sidebar-order.ts';
import type { VersionInfo } from '../content/versions.ts';
import { CURRENT, versionBanner, versionMenu } from './versions.ts';
import type { EditUrlOf } from './edit-url.ts';
import { tagsRoute } from '../content/tag-pages.ts';

export interface DocPropsContext {
  baseUrl: string;
  /** The site's origin (config `url`), for absolute links. */
  siteUrl: string;
  docs: Map<string, DocEntry>;
  sidebars: Sidebars;
  /** The page's "Edit this page" link, if any (render/edit-url.ts). */
  editUrlOf: EditUrlOf;
  /** New-issue page for "Report an issue". */
  issueUrl?: string;
  /** The question asked under each page (config `feedback.question`); none: not asked. */
  feedbackQuestion?: string;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  breadcrumbs: boolean;
  lastUpdates: Map<string, LastUpdate>;
  /**
   * The sidebars rendered, by name, so each is rendered once and its full list written once; serve
   * keeps them while what every page shows hashes the same (src/node/render/reuse.ts).
   */
  sidebarCache: Map<string, RenderedSidebar>;
  versions: VersionInfo[];
  currentVersionLabel: string;
}

const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

/**
 * A doc page's sidebar with its link marked: made only when the page renders (`html`, read into
 * the props' `sidebarHtml`), since a large site's sidebar is as long as the site; `key` says what
 * it is made of, for a page kept from the last build.
 */
export interface DocSidebar {
  key: string;
  html(): string;
}

/** The props of a doc page, its `sidebarHtml` left empty until `sidebar.html()` fills it. */
export function buildDocProps(
  doc: DocEntry,
  page: CompiledPage,
  context: DocPropsContext,
): { data: DocProps; sidebar: DocSidebar } {
  const { name: sidebarName, items } = sidebarFor(doc, context.sidebars);
  const sidebar = renderedSidebar(sidebarName, items, context);
  const href = withBase(context.baseUrl, doc.route);
  const trail = (sidebar.trails.get(doc.id) ?? []).map((t) => t.crumb);
  const marked = {
    key: `${sidebar.hash}\0${doc.id}\0${href}`,
    html: () => markActive(sidebar, doc.id, href),
  };
  return { data: docProps(doc, page, context, { sidebar, sidebarName, items, href, trail }), sidebar: marked };
}

function docProps(
  doc: DocEntry,
  page: CompiledPage,
  context: DocPropsContext,
  place: { sidebar: RenderedSidebar; sidebarName: string; items: SidebarItem[]; href: string; trail: LinkProps[] },
): DocProps {
  const { sidebar, sidebarName, items, href, trail } = place;
  const versions = versionsContext(context);
  return {
    id: doc.id,
    title: doc.title,
    heading: page.heading ?? doc.title,
    hideTitle: doc.hideTitle ?? false,
    unlisted: doc.unlisted ?? false,
    tags: (doc.tags ?? []).map((tag) => ({
      label: tag.label,
      href: withBase(context.baseUrl, `${tagsRoute(doc.version)}/${tag.slug}`),
      external: false,
    })),
    description: doc.description,
    keywords: doc.keywords,
    html: page.html,
    toc: page.toc,
    hideToc: doc.hideTableOfContents,
    version: doc.version ?? CURRENT,
    versionMenu: versionMenu(doc, versions),
    versionBanner: versionBanner(doc, versions),
    noFooter: doc.noFooter ?? false,
    edition: doc.edition,
    searchWeight: doc.searchWeight,
    searchReference: doc.searchReference,
    sidebarHtml: '',
    sidebarName,
    fullSidebar: sidebar.file ? withBase(context.baseUrl, `/${sidebar.file}`) : undefined,
    breadcrumbs: context.breadcrumbs ? breadcrumbsOf(doc, trail, context) : [],
    categories: trail.map((crumb) => crumb.label),
    section: docSections(context.sidebars).get(doc.id) ?? NO_SECTION,
    editUrl: context.editUrlOf(doc),
    issueUrl: context.issueUrl
      ? issueLink(context.issueUrl, doc, absoluteUrl(context.siteUrl, context.baseUrl, doc.route))
      : undefined,
    feedback: context.feedbackQuestion ? { question: context.feedbackQuestion, page: href } : undefined,
    lastUpdated: lastUpdatedProps(doc, context),
    ...pagination(doc, items, context),
    markdown: {
      href: withBase(context.baseUrl, `${doc.route}.md`),
      url: absoluteUrl(context.siteUrl, context.baseUrl, `${doc.route}.md`),
      llmsTxt: withBase(context.baseUrl, '/llms.txt'),
    },
  };
}

/** The sidebar's HTML, rendered once per build and shared by all its pages. */
function renderedSidebar(name: string, items: SidebarItem[], context: DocPropsContext): RenderedSidebar {
  let sidebar = context.sidebarCache.get(name);
  if (!sidebar) {
    sidebar = renderSidebar(items, context.docs, context.baseUrl);
    context.sidebarCache.set(name, sidebar);
  }
  return sidebar;
}

/** Docs start, the categories the page sits in, then the page itself (not a link). */
function breadcrumbsOf(doc: DocEntry, trail: LinkProps[], context: DocPropsContext): LinkProps[] {
  return [
    {
      label: 'Docs',
      href: withBase(context.baseUrl, doc.version ? docsStart(doc.version, context) : '/docs/'),
      external: false,
    },
    ...trail,
    { label: doc.sidebarLabel ?? doc.title, href: '', external: false },
  ];
}

function lastUpdatedProps(doc: DocEntry, context: DocPropsContext): DocProps['lastUpdated'] {
  const update = lastUpdateOf(doc, context.lastUpdates.get(doc.source));
  if (!update || !(context.showLastUpdateTime || context.showLastUpdateAuthor)) return undefined;
  return {
    iso: new Date(update.timestamp * 1000).toISOString(),
    date: dateFormat.format(new Date(update.timestamp * 1000)),
    author: context.showLastUpdateAuthor ? update.author : undefined,
  };
}

/** The previous and next pages: the sidebar's order, unless front matter names them. */
function pagination(
  doc: DocEntry,
  items: SidebarItem[],
  context: DocPropsContext,
): Pick<DocProps, 'previous' | 'next'> {
  const order = flattenDocs(items);
  const position = positionIn(items, doc.id);
  const neighbour = (id: string | null | undefined): LinkProps | undefined => {
    const target = id ? context.docs.get(id) : undefined;
    return target
      ? { label: target.sidebarLabel ?? target.title, href: withBase(context.baseUrl, target.route), external: false }
      : undefined;
  };
  return {
    // Front matter `pagination_prev` / `pagination_next` name another doc, or `null` for none.
    previous:
      doc.paginationPrev !== undefined
        ? neighbour(doc.paginationPrev)
        : position > 0
          ? neighbour(order[position - 1])
          : undefined,
    next:
      doc.paginationNext !== undefined
        ? neighbour(doc.paginationNext)
        : position >= 0
          ? neighbour(order[position + 1])
          : undefined,
  };
}

/** Front matter `last_update` over git's: a date, an author, or both. */
function lastUpdateOf(doc: DocEntry, fromGit: LastUpdate | undefined): LastUpdate | undefined {
  const given = doc.lastUpdate;
  if (!given) return fromGit;
  const timestamp = given.date ? Math.floor(Date.parse(given.date) / 1000) : fromGit?.timestamp;
  return timestamp === undefined ? undefined : { timestamp, author: given.author ?? fromGit?.author ?? '' };
}

/** The sidebar that lists the doc, or the first sidebar of its version for docs that none lists; with its name. */
function sidebarFor(doc: DocEntry, sidebars: Sidebars): { name: string; items: SidebarItem[] } {
  const all = Object.entries(sidebars);
  // Sidebars of frozen versions are named `<version>/<name>`.
  const ofVersion = all.filter(([name]) => (doc.version ? name.startsWith(`${doc.version}/`) : !name.includes('/')));
  const [name, items] = all.find(([, list]) => positionIn(list, doc.id) >= 0) ?? ofVersion[0] ?? ['', []];
  return { name, items };
}

function versionsContext(context: DocPropsContext) {
  return {
    versions: context.versions,
    currentLabel: context.currentVersionLabel,
    docs: context.docs,
    baseUrl: context.baseUrl,
  };
}

function docsStart(version: string, context: DocPropsContext): string {
  return context.versions.find((v) => v.name === version)?.startRoute ?? `/docs/${version}`;
}

const positionCache = new WeakMap<SidebarItem[], Map<string, number>>();

/** A doc's place in the reading order of a sidebar (-1 when absent); first listing wins. */
function positionIn(items: SidebarItem[], id: string): number {
  let positions = positionCache.get(items);
  if (!positions) {
    positions = new Map();
    flattenDocs(items).forEach((docId, i) => positions!.has(docId) || positions!.set(docId, i));
    positionCache.set(items, positions);
  }
  return positions.get(id) ?? -1;
}

/** A new issue about the page: GitHub (and GitLab, Gitea) fill the form from `title` and `body`. */
export function issueLink(issueUrl: string, doc: Pick<DocEntry, 'title' | 'version'>, pageUrl: string): string {
  const url = new URL(issueUrl);
  url.searchParams.set('title', `Docs: ${doc.title}${doc.version ? ` (${doc.version})` : ''}`);
  url.searchParams.set('body', `Page: ${pageUrl}\n\nWhat is wrong or missing:\n\n`);
  return url.href;
}
