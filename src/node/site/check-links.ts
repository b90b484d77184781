/**
 * Every link of the site checked at once: the pages' links, the config's and the data files',
 * the redirects' targets; plus the links that lead to an old path, and the published pages that
 * are gone without a redirect.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import type { ContentModel } from '../content/load.ts';
import type { DocEntry, SidebarItem, Sidebars } from '../content/types.ts';
import type { OutgoingLink } from '../content/types.ts';
import type { PageLinks } from './resolve-links.ts';
import type { Problem } from '../errors.ts';
import { validateLinks, type LinkSource, type RouteTable } from '../links/validate.ts';
import { checkRedirects, linksToRedirects } from '../links/redirects.ts';
import { gonePages } from '../links/gone-pages.ts';
import { dataLinkSources, templateLinks, type DataLink } from './routes.ts';

export interface SiteLinkInputs {
  /** The site's folder: a generated page's broken link is looked for in its data file. */
  root: string;
  config: SiteConfig;
  baseUrl: string;
  content: ContentModel;
  /** Each doc's links, resolved (site/resolve-links.ts). */
  pageLinks: PageLinks;
  dataLinks: DataLink[];
  /** Every route of this build; the redirects' old paths are added to it. */
  routes: RouteTable;
  /** The sitemap of the build this one replaces, when there is one. */
  previousSitemap?: string;
}

export function checkSiteLinks(inputs: SiteLinkInputs): {
  problems: Problem[];
  redirects: Map<string, string>;
  sources: LinkSource[];
} {
  const { config, baseUrl, content, pageLinks, routes } = inputs;
  const redirects = checkRedirects(content.redirects, routes);
  const problems = [...redirects.problems];
  if (inputs.previousSitemap)
    problems.push(
      ...gonePages(inputs.previousSitemap, { url: config.url, baseUrl }, routes, new Set(redirects.targets.keys())),
    );
  // An old path still leads somewhere: links to it work (and are pointed out), they are not broken.
  for (const from of redirects.targets.keys()) routes.files.add(from);
  const dataText = fileTexts(inputs.root);
  const sources = [
    ...[...content.docs.values()].map((doc) => docLinks(doc, pageLinks.get(doc.id) ?? [], dataText)),
    ...templateLinks(config),
    ...dataLinkSources([...inputs.dataLinks, ...sidebarLinks(content.sidebars)]),
  ];
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
      else if (item.type === 'link' && item.file && item.href.startsWith('/'))
        links.push({ file: item.file, line: item.line, href: item.href });
    }
  };
  for (const items of Object.values(sidebars)) visit(items);
  return links;
}

/**
 * A doc's links. Positions in a generated page's Markdown mean nothing in its data file: a link
 * reported there is looked for in the file's text, where descriptions write it as it is (the
 * first place that has it; none when the file spells it otherwise).
 */
function docLinks(doc: DocEntry, links: OutgoingLink[], dataText: (file: string) => string | undefined): LinkSource {
  if (!doc.generator) return { source: doc.source, links };
  return {
    source: doc.source,
    links: links.map(({ line: _line, column: _column, ...link }) => link),
    locate: (link) => positionIn(dataText(doc.source), link.href),
  };
}

/** Where `href` is first written as a link target in `text` (`](href)`, else anywhere). */
export function positionIn(text: string | undefined, href: string): { line: number; column: number } | undefined {
  if (!text) return undefined;
  const asTarget = text.indexOf(`](${href})`);
  const at = asTarget >= 0 ? asTarget + 2 : text.indexOf(href);
  if (at < 0) return undefined;
  const before = text.slice(0, at);
  const line = before.split('\n').length;
  return { line, column: at - before.lastIndexOf('\n') };
}

/** Files of the site read when first asked for (only for the few links reported), kept for the check. */
function fileTexts(root: string): (file: string) => string | undefined {
  const texts = new Map<string, string | undefined>();
  return (file) => {
    if (!texts.has(file)) {
      try {
        texts.set(file, readFileSync(join(root, file), 'utf8'));
      } catch {
        texts.set(file, undefined);
      }
    }
    return texts.get(file);
  };
}
