/** The route table and the link sources that are not Markdown pages (config, data files). */
import type { SiteConfig } from '../config/schema.ts';
import type { ContentModel } from '../content/load.ts';
import type { DocEntry, IntegrationListing, Sidebars } from '../content/types.ts';
import type { CompiledPage } from '../markdown/types.ts';
import type { LinkSource, RouteTable } from '../links/validate.ts';
import { CONFIG_FILE, configLinks } from '../config/load.ts';
import { classifyHref } from '../content/urls.ts';
import { withBase } from '../../shared/urls.ts';
import { flattenDocs } from '../content/sidebar-order.ts';

/** What the route table and the site's listings need of a special page (src/node/render/special-pages.ts). */
export interface SpecialRoute {
  route: string;
  title: string;
  description: string;
  /** Listed in the sitemap and llms.txt. */
  listed: boolean;
}

export interface DocSummary {
  title: string;
  /** With base URL. */
  href: string;
  description: string;
  /** Top-level sidebar category, e.g. "Deployment". */
  section: string;
}

export interface ListedDoc {
  id: string;
  title: string;
  description: string;
  /** Without base URL. */
  route: string;
  listing: IntegrationListing;
}

export interface DataLink {
  /** The data file, relative to the site root (e.g. content/data/home.yaml). */
  file: string;
  line?: number;
  /** A site path such as /docs/quickstart or /docs/quickstart#anchor, without base URL. */
  href: string;
}

export interface RouteInputs {
  docs: Map<string, DocEntry>;
  compiled: Map<string, CompiledPage>;
  /** The special pages with the element ids of their rendered HTML. */
  special: { page: SpecialRoute; anchors: Set<string> }[];
  staticFiles: string[];
  imageFiles: string[];
  /** Drafts the build leaves out. */
  drafts?: Map<string, DocEntry>;
  /** Special pages the site does not build (no data file), with that file. */
  omitted?: Map<string, string>;
  /** The docs folder, for hints. */
  docsDir?: string;
}

export const GENERATED_FILES = ['/sitemap.xml', '/robots.txt', '/llms.txt', '/llms-full.txt'];

export function routeTable(inputs: RouteInputs): RouteTable {
  const pages = new Map<string, Set<string>>();
  for (const { page, anchors } of inputs.special) if (page.route !== '/404') pages.set(page.route, anchors);
  for (const doc of inputs.docs.values()) pages.set(doc.route, new Set(inputs.compiled.get(doc.id)?.anchors ?? []));
  const files = new Set<string>(GENERATED_FILES);
  for (const doc of inputs.docs.values()) files.add(`${doc.route}.md`);
  for (const file of [...inputs.staticFiles, ...inputs.imageFiles]) files.add(`/${file}`);
  const drafts = new Map([...(inputs.drafts?.values() ?? [])].map((doc) => [doc.route, doc.source]));
  return { pages, files, drafts, omitted: inputs.omitted, docsDir: inputs.docsDir };
}

/** Navbar and footer links: checked once, reported where site.config.ts writes them. */
export function templateLinks(config: SiteConfig): LinkSource[] {
  const seen = new Map<string, number>();
  const links = configLinks(config).map((to) => {
    const href = to.startsWith('/') ? to : `/${to}`;
    const target = classifyHref(href, CONFIG_FILE, '/');
    const nth = seen.get(to) ?? 0;
    seen.set(to, nth + 1);
    return { href: to, ...target, kind: 'internal' as const, ...config.linkPositions?.get(to)?.[nth] };
  });
  return [{ source: CONFIG_FILE, links }];
}

export function dataLinkSources(links: DataLink[]): LinkSource[] {
  const byFile = new Map<string, LinkSource>();
  for (const link of links) {
    const source = byFile.get(link.file) ?? { source: link.file, links: [] };
    source.links.push({
      href: link.href,
      ...classifyHref(link.href, link.file, '/'),
      kind: 'internal',
      line: link.line,
    });
    byFile.set(link.file, source);
  }
  return [...byFile.values()];
}

/** Docs in no sidebar, for listings and the search's section filter. */
export const NO_SECTION = 'More';
const sectionsBySidebars = new WeakMap<Sidebars, Map<string, string>>();

/**
 * Each doc's section: the label of the top-level sidebar category it sits in, `Docs` for a doc at
 * the top of a sidebar (in sidebar order; a doc in no sidebar is absent, see NO_SECTION).
 */
export function docSections(sidebars: Sidebars): Map<string, string> {
  let sectionOf = sectionsBySidebars.get(sidebars);
  if (sectionOf) return sectionOf;
  sectionOf = new Map<string, string>();
  for (const items of Object.values(sidebars)) {
    for (const item of items) {
      const label = item.type === 'category' ? item.label : 'Docs';
      const ids = item.type === 'category' ? flattenDocs([item]) : item.type === 'doc' ? [item.id] : [];
      for (const id of ids) if (!sectionOf.has(id)) sectionOf.set(id, label);
    }
  }
  sectionsBySidebars.set(sidebars, sectionOf);
  return sectionOf;
}

/** Every doc, in sidebar order first, with the top-level category it sits in. */
export function docSummaries(content: ContentModel, baseUrl: string): DocSummary[] {
  const sectionOf = docSections(content.sidebars);
  const ordered = [...sectionOf.keys(), ...[...content.docs.keys()].filter((id) => !sectionOf.has(id)).sort()];
  // The latest docs only: older versions stay out of search listings, suggestions and llms.txt.
  return ordered
    .map((id) => content.docs.get(id))
    .filter((doc): doc is DocEntry => Boolean(doc) && !doc!.version && !doc!.unlisted)
    .map((doc) => ({
      title: doc.title,
      href: withBase(baseUrl, doc.route),
      description: doc.description,
      section: sectionOf.get(doc.id) ?? NO_SECTION,
    }));
}

/** The generated pages that the /integrations catalog lists. */
export function listedDocs(content: ContentModel): ListedDoc[] {
  return [...content.docs.values()]
    .filter((doc) => doc.listing)
    .map((doc) => ({
      id: doc.id.split('/').pop()!,
      title: doc.title,
      description: doc.description,
      route: doc.route,
      listing: doc.listing!,
    }));
}

/** Element ids of a rendered page, for anchor checks of links into the special pages. */
export function idsOf(html: string): Set<string> {
  return new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]));
}
