/**
 * Pages that the previous build published and this one no longer has, with no redirect: the
 * readers' bookmarks and the search engines' links to them now end on the not-found page. The
 * previous build's sitemap.xml lists what it published, so no other record is kept.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { problem, type Problem } from '../errors.ts';
import { REDIRECTS_FILE } from '../content/redirects.ts';
import { absoluteUrl } from '../../shared/urls.ts';
import { findRoute, type RouteTable } from './validate.ts';

/** The previous build's sitemap, if the output folder holds one. */
export async function readPreviousSitemap(outDir: string): Promise<string | undefined> {
  return readFile(join(outDir, 'sitemap.xml'), 'utf8').catch(() => undefined);
}

export function gonePages(
  previousSitemap: string,
  site: { url: string; baseUrl: string },
  routes: RouteTable,
  redirected: ReadonlySet<string>,
): Problem[] {
  // The sitemap holds absolute addresses: only those under this site's address and base URL
  // compare (a changed url or baseUrl moves every page, which is not a page gone).
  const prefix = absoluteUrl(site.url, site.baseUrl, '/').replace(/\/$/, '');
  const problems: Problem[] = [];
  for (const [, loc] of previousSitemap.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const url = unescapeXml(loc);
    if (!url.startsWith(`${prefix}/`)) continue;
    const route = url.slice(prefix.length);
    if (findRoute(route, routes) || redirected.has(route.replace(/(.)\/$/, '$1'))) continue;
    problems.push(
      problem(
        'page-gone',
        { file: REDIRECTS_FILE },
        `${route} was published by the previous build and is gone`,
        `Readers' bookmarks and search engines' links to it now end on the not-found page. If it moved, add \`- from: ${route}\` with \`to: <its new path>\` to ${REDIRECTS_FILE}.`,
        'warning',
      ),
    );
  }
  return problems;
}

function unescapeXml(text: string): string {
  return text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&');
}
