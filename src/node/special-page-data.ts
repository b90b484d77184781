/**
 * The special pages' data (home, docs landing, guild, integrations, search, not found), loaded for
 * a build or check, and their element ids, for the links into them; serve keeps each data file's
 * parse and each page's anchors while what they are made of is the same.
 */
import { createHash } from 'node:crypto';
import type { SiteConfig } from './config/schema.ts';
import type { Problems } from './errors.ts';
import type { Site } from './load-site.ts';
import { loadSpecialPages, specialPages, type SpecialPage } from './render/special-pages.ts';
import type { DataParses, PageDataContext } from './render/page-data-types.ts';
import { buildSiteProps } from './render/site-props.ts';
import { specialJobs } from './render/pages.ts';
import { renderDocument } from './render/render.ts';
import { docSummaries, idsOf, listedDocs } from './site/routes.ts';
import { YamlCache } from './content/yaml-cache.ts';

/**
 * `parses` (serve): the last parse of each data file; each page's data is then hashed once (`dataKey`).
 * Without them and with `cache`, the data files are read as the last build read them (yaml-cache.ts).
 */
export async function loadSpecialPageData(
  { root, config, baseUrl, content }: Site,
  problems: Problems,
  { parses, cache }: { parses?: DataParses; cache: boolean },
) {
  const known = cache && !parses ? await YamlCache.open(root, 'page data') : undefined;
  const context: PageDataContext = {
    root,
    baseUrl,
    docsIndex: docSummaries(content, baseUrl),
    listings: listedDocs(content),
    links: [],
    problems: [],
    files: new Map(),
    parses,
    known,
  };
  // A doc at a special page's route (`index.md` of the docs) is that page: written, its stand-in is not built.
  const docRoutes = new Set([...content.docs.values()].map((doc) => doc.route));
  const { pages, omitted } = await loadSpecialPages(
    specialPages(config).filter((page) => !docRoutes.has(page.route)),
    context,
  );
  await known?.save();
  problems.addAll(context.problems);
  // serve compares each page's data by its hash: of hundreds of kilobytes on a large site (every doc's summary).
  const keyed = parses ? pages.map((entry) => ({ ...entry, dataKey: hashOf(JSON.stringify(entry.data)) })) : pages;
  return { pages: keyed, omitted, context };
}

const hashOf = (text: string) => createHash('sha1').update(text).digest('hex');

/**
 * The special pages are rendered once here (without assets) so links into them can be checked;
 * serve renders one again only when its data changed (`kept`: its data's JSON and anchors by route).
 */
export function specialAnchors(
  config: SiteConfig,
  baseUrl: string,
  pages: { page: SpecialPage; data: unknown; dataKey?: string }[],
  kept?: Map<string, { data: string; anchors: Set<string> }>,
) {
  const site = buildSiteProps(config, baseUrl, { css: '/assets/site.css', js: '/assets/main.js' });
  return specialJobs(pages, { site, siteUrl: config.url, noIndex: config.noIndex }).map((job, i) => {
    const { page, dataKey } = pages[i];
    const last = kept?.get(page.route);
    const same = dataKey !== undefined && last?.data === dataKey;
    const anchors = same ? last.anchors : idsOf(renderDocument(job.element()));
    if (dataKey !== undefined) kept?.set(page.route, { data: dataKey, anchors });
    return { page, anchors };
  });
}
