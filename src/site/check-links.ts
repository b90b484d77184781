/**
 * Every link of the site checked at once: the pages' links, the config's and the data files',
 * the redirects' targets; plus the links that lead to an old path, and the published pages that
 * are gone without a redirect.
 */
import type { SiteConfig } from '../config/schema.ts';
import type { ContentModel } from '../content/load.ts';
import type { DocEntry, SidebarItem, Sidebars } from '../content/types.ts';
import type { CompiledPage, OutgoingLink } from '../markdown/types.ts';
import type { DataLink } from '../render/page-data-types.ts';
import type { Problem } from '../errors.ts';
import { validateLinks, type LinkSource, type RouteTable } from '../links/validate.ts';
import { checkRedirects, linksToRedirects } from '../links/redirects.ts';
import { gonePages } from '../links/gone-pages.ts';
import { dataLinkSources, templateLinks } from './routes.ts';

export interface SiteLinkInputs {
  config: SiteConfig;
  baseUrl: string;
  content: ContentModel;
  compiled: Map<string, CompiledPage>;
  dataLinks: DataLink[];
  /** Every route of this build; the redirects' old paths are added to it. */
  routes: RouteTable;
  /** The sitemap of the build this one replaces, when there is one. */
  previousSitemap?: string;
}

export function checkSiteLinks(inputs: SiteLinkInputs): { problems: Problem[]; redirects: Map<string, string>; sources: LinkSource[] } {
  const { config, baseUrl, content, compiled, routes } = inputs;
  const redirects = checkRedirects(content.redirects, routes);
  const problems = [...redirects.problems];
  if (inputs.previousSitemap) problems.push(...gonePages(inputs.previousSitemap, { url: config.url, baseUrl }, routes, new Set(redirects.targets.keys())));
  // An old path still leads somewhere: links to it work (and are pointed out), they are not broken.
  for (const from of redirects.targets.keys()) routes.files.add(from);
  const sources = [...[...content.docs.values()].map((doc) => ({ source: doc.source, links: linksWithPositions(doc, compiled.get(doc.id)!.links) })), ...templateLinks(config), ...dataLinkSources([...inputs.dataLinks, ...sidebarLinks(content.sidebars)])];
  const all = [...sources, redirects.links];
  problems.push(...validateLinks(all, routes), ...linksToRedirects(all, redirects.targets));
  return { problems, redirects: redirects.targets, sources };
}

/** The site paths of the sidebars' `link` items (their web addresses are checked when read). */
function sidebarLinks(sidebars: Sidebars): DataLink[] {
  const links: DataLink[] = [];
  const visit = (items: SidebarItem[]) => {
    for (const item of items) {
      if (item.type === 'category') visit(item.items);
      else if (item.type === 'link' && item.file && item.href.startsWith('/')) links.push({ file: item.file, line: item.line, href: item.href });
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return links;
}

/** Positions in a generated page's markdown mean nothing in its data file: report the file alone. */
function linksWithPositions(doc: DocEntry, links: OutgoingLink[]): OutgoingLink[] {
  return doc.generator ? links.map(({ line: _line, column: _column, ...link }) => link) : links;
}
