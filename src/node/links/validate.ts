/**
 * Link validation: a pure function over every page's outgoing links and the site's route
 * table. Shared by `build` and `check`.
 */
import { problem, type Place, type Problem } from '../errors.ts';
import type { OutgoingLink } from '../content/types.ts';
import { closest } from '../../shared/suggest.ts';

export interface LinkSource {
  /** File the links are written in, relative to the site root. */
  source: string;
  links: OutgoingLink[];
  /** Where a link without a position is written, asked only for the links reported (a generated page's, in its data file). */
  locate?: (link: OutgoingLink) => Pick<OutgoingLink, 'line' | 'column'> | undefined;
}

/** The link with its position, from its source's `locate` when it has none of its own. */
export function placed(link: OutgoingLink, source: LinkSource): OutgoingLink {
  return link.line === undefined && source.locate ? { ...link, ...source.locate(link) } : link;
}

export interface RouteTable {
  /** Page routes (without base URL) and the element ids of each page. */
  pages: Map<string, Set<string>>;
  /** Other files served at a path: static files, Markdown twins, assets. */
  files: Set<string>;
  /** Routes of drafts the build leaves out, with their files. */
  drafts?: Map<string, string>;
  /** Routes of special pages the site does not build, with the data file that would build them. */
  omitted?: Map<string, string>;
  /** The docs folder, for hints. */
  docsDir?: string;
}

/** A link that breaks on this many pages or more is reported once, as a template problem. */
export const MANY_PAGES = 5;

export function validateLinks(sources: LinkSource[], routes: RouteTable): Problem[] {
  const broken = new Map<string, { source: string; link: OutgoingLink; reason: 'route' | 'anchor' }[]>();
  for (const from of sources) {
    for (const link of from.links) {
      if (link.kind !== 'internal' || !link.path) continue;
      const reason = check(link, routes);
      if (!reason) continue;
      const key = `${reason}:${link.path}#${link.hash ?? ''}`;
      const list = broken.get(key) ?? [];
      list.push({ source: from.source, link: placed(link, from), reason });
      broken.set(key, list);
    }
  }
  const problems: Problem[] = [];
  for (const list of broken.values()) {
    const pages = new Set(list.map((b) => b.source));
    if (pages.size >= MANY_PAGES) problems.push(manyPages(list, pages.size, routes));
    else problems.push(...list.map((b) => brokenLink(b.source, b.link, b.reason, routes)));
  }
  return problems.sort(
    (a, b) => a.file.localeCompare(b.file) || (a.line ?? 0) - (b.line ?? 0) || (a.column ?? 0) - (b.column ?? 0),
  );
}

/** Finds the page a path names, accepting the forms a browser or static host accepts. */
export function findRoute(path: string, routes: RouteTable): string | undefined {
  // Most links name a route as written: the other forms (a decode among them) only for the rest.
  if (routes.pages.has(path) || routes.files.has(path)) return path;
  return routeForms(path).find((candidate) => routes.pages.has(candidate) || routes.files.has(candidate));
}

/** The forms of a path a browser or static host maps to the same page. */
function routeForms(path: string): string[] {
  return [
    path,
    path.replace(/\/$/, ''),
    `${path.replace(/\/$/, '')}/`,
    path.replace(/(?:\/index)?\.html$/, ''),
    safeDecode(path),
  ];
}

function check(link: OutgoingLink, routes: RouteTable): 'route' | 'anchor' | undefined {
  const route = findRoute(link.path!, routes);
  if (!route) return 'route';
  if (!link.hash) return undefined;
  const anchors = routes.pages.get(route);
  if (!anchors) return undefined; // a file such as an image: no anchors to check
  return anchors.has(link.hash) ? undefined : 'anchor';
}

function brokenLink(source: string, link: OutgoingLink, reason: 'route' | 'anchor', routes: RouteTable): Problem {
  const place = { file: source, line: link.line, column: link.column };
  if (reason === 'anchor') return brokenAnchor(place, link, routes);
  return unbuiltPageLink(place, link, routes) ?? brokenPathLink(place, link, routes);
}

function brokenAnchor(place: Place, link: OutgoingLink, routes: RouteTable): Problem {
  const route = findRoute(link.path!, routes)!;
  const suggestion = closest(link.hash!, routes.pages.get(route) ?? []);
  return problem(
    'broken-anchor',
    place,
    `broken anchor \`${link.href}\`: ${route} has no heading with id \`${link.hash}\``,
    suggestion
      ? `Did you mean \`#${suggestion}\`?`
      : `Link to a heading that exists on ${route}, or add \`{#${link.hash}}\` to a heading there.`,
  );
}

/** A link to a page that exists but is not built: a draft, or a special page without its data file. */
function unbuiltPageLink(place: Place, link: OutgoingLink, routes: RouteTable): Problem | undefined {
  const draft = matchingForm(link.path!, routes.drafts)?.[1];
  if (draft)
    return problem(
      'link-to-draft',
      place,
      `link \`${link.href}\` leads to a draft (${draft} has \`draft: true\`), which the build leaves out`,
      'Publish the page (remove `draft: true`), or remove the link until it is published.',
    );
  const omitted = matchingForm(link.path!, routes.omitted);
  if (omitted)
    return problem(
      'link-to-omitted-page',
      place,
      `link \`${link.href}\` leads to ${omitted[0]}, which this site does not build: ${omitted[1]} does not exist`,
      `Create ${omitted[1]} to build that page, or remove the link.`,
    );
  return undefined;
}

/** A link whose path leads nowhere: the hint names the likeliest mistake (outside the docs, no scheme, a typo). */
function brokenPathLink(place: Place, link: OutgoingLink, routes: RouteTable): Problem {
  const code = link.markdown ? 'broken-markdown-link' : 'broken-link';
  const what = link.markdown ? 'broken markdown link' : 'broken link';
  if (link.path!.startsWith('/..'))
    return problem(
      code,
      place,
      `${what} \`${link.href}\` leads outside content/docs`,
      'A Markdown link leads to a page of content/docs, relative to the file it is written in: link to one of those, or write a full https:// address.',
    );
  const resolved = `${what} \`${link.href}\` (resolved as ${link.path})`;
  if (!link.markdown && looksLikeWebAddress(link.href))
    return problem(
      code,
      place,
      resolved,
      `Did you mean \`https://${link.href}\`? Without a scheme a link is a path of this site.`,
    );
  const extension = /\.[a-z0-9]{1,8}$/i.exec(link.path!)?.[0].toLowerCase();
  if (!link.markdown && extension && extension !== '.html')
    return missingFileLink(place, link, routes, { code, resolved, extension });
  const suggestion = suggestionFor(link.path!, routes);
  const lookedFor = (link as { lookedFor?: string }).lookedFor;
  if (lookedFor !== undefined && !suggestion)
    return problem(
      code,
      place,
      `${what} \`${link.href}\`: no page, file or folder is at ${lookedFor}, and no page at ${link.path}`,
      'Fix the path: it is relative to the file the link is written in. A link to a page can also name its .md file.',
    );
  return problem(
    code,
    place,
    resolved,
    suggestion
      ? `Did you mean ${suggestion}? ${link.markdown ? 'Markdown links are relative to the file they are written in.' : ''}`.trim()
      : noSimilarRoute(link.path!, routes.docsDir),
  );
}

/** A file, not a page: the files served with that extension are what it may have meant. */
function missingFileLink(
  place: Place,
  link: OutgoingLink,
  routes: RouteTable,
  found: { code: string; resolved: string; extension: string },
): Problem {
  const file = closest(
    link.path!,
    [...routes.files].filter((f) => f.toLowerCase().endsWith(found.extension)),
    maxRouteDistance(link.path!),
  );
  return problem(
    found.code,
    place,
    `${found.resolved}: no file is served there`,
    file
      ? `Did you mean ${file}?`
      : `Add the file to a static folder (served from the site root) as ${link.path}, or fix the path.`,
  );
}

/** `www.example.com/page`, `example.io`: a web address written without its scheme, which a browser takes for a path. */
function looksLikeWebAddress(href: string): boolean {
  return /^(www\.[\w-]+(\.[\w-]+)+|[\w-]+(\.[\w-]+)*\.(com|org|net|io|dev|ai|co|app|cloud|edu|gov|info))(\/|$)/i.test(
    href,
  );
}

/** The entry of `map` whose route is a form of `path`. */
function matchingForm(path: string, map: Map<string, string> | undefined): [string, string] | undefined {
  if (!map?.size) return undefined;
  const route = routeForms(path).find((candidate) => map.has(candidate));
  return route === undefined ? undefined : [route, map.get(route)!];
}

/**
 * Fewer edits than the last segment has characters: `/docs/cli` is not a typo of `/docs/`
 * (the segment dropped whole), while `/docs/featurez` is one of `/docs/features`.
 */
function maxRouteDistance(path: string): number {
  const last = path.replace(/\/$/, '').split('/').pop() ?? '';
  return Math.min(Math.max(2, Math.ceil(path.length / 4)), Math.max(0, last.length - 1));
}

function noSimilarRoute(path: string, docsDir = 'content/docs'): string {
  const doc = /^\/docs\/(.+?)\/?$/.exec(path)?.[1];
  return `No page has a route like it: link to an existing page${doc ? `, or write the page as ${docsDir}/${doc}.md` : ''}.`;
}

function suggestionFor(path: string, routes: RouteTable): string | undefined {
  return closest(path, [...routes.pages.keys()], maxRouteDistance(path));
}

function manyPages(
  list: { source: string; link: OutgoingLink; reason: 'route' | 'anchor' }[],
  pageCount: number,
  routes: RouteTable,
): Problem {
  const first = list[0];
  const single = brokenLink(first.source, first.link, first.reason, routes);
  return {
    ...single,
    code: `${single.code}-template`,
    message: `${single.message} appears on ${pageCount} pages`,
    hint: `A link broken on many pages usually comes from the navbar, footer, sidebar or a template: fix it there. ${single.hint ?? ''}`.trim(),
  };
}

function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
