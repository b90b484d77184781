/** URL rules shared by the markdown stage, templates and link checking. */
import { posix } from 'node:path';

export interface HrefTarget {
  kind: 'internal' | 'external' | 'unsafe';
  path?: string;
  hash?: string;
  query?: string;
  markdown?: boolean;
}

const EXTERNAL = /^(https?:|mailto:|tel:)/i;

/** What data files and sidebars may link to: a site path (not `//host`) or a full web or mail address. */
const SITE_OR_WEB_HREF = /^(\/(?!\/)|https?:\/\/|mailto:)/i;
export const HREF_EXPECTED = 'a site path starting with / or a URL starting with https://, http:// or mailto:';
export const HREF_HINT =
  'Write internal links as site paths such as /docs/quickstart (no base URL, no .md); write external links in full, starting with https://.';

export function isSiteOrWebHref(href: string): boolean {
  return SITE_OR_WEB_HREF.test(href);
}
const SCHEME = /^[a-z][a-z0-9+.-]*:/i;

/**
 * Classifies a link written in a page: external, unsafe (another scheme), or internal with its
 * site path. `.md` targets are resolved as files relative to the source file.
 */
export function classifyHref(href: string, source: string, route: string): HrefTarget {
  if (EXTERNAL.test(href) || href.startsWith('//')) return { kind: 'external' };
  if (SCHEME.test(href)) return { kind: 'unsafe' };
  const [beforeHash, hash] = splitOnce(href, '#');
  const [pathPart, query] = splitOnce(beforeHash, '?');
  const queryText = query !== undefined ? `?${query}` : undefined;
  if (pathPart === '') return { kind: 'internal', path: route, hash: decode(hash), query: queryText };
  if (/\.md$/i.test(pathPart)) {
    return {
      kind: 'internal',
      path: markdownPathToRoute(pathPart, source),
      hash: decode(hash),
      query: queryText,
      markdown: true,
    };
  }
  const path = pathPart.startsWith('/') ? posix.normalize(pathPart) : posix.join(routeDir(route), pathPart);
  return { kind: 'internal', path: normalizeRoute(path), hash: decode(hash), query: queryText };
}

/**
 * `../deploy/kubernetes.md` written in `content/docs/quickstart.md` → `/docs/deploy/kubernetes`.
 * In a frozen version (`content/versions/<v>/docs/…`) the same link leads to `/docs/<v>/…`.
 */
export function markdownPathToRoute(pathPart: string, source: string): string {
  const version = /^content\/versions\/([^/]+)\/docs\//.exec(source)?.[1];
  const docsRoot = version ? `content/versions/${version}/docs` : 'content/docs';
  const routeRoot = version ? `/docs/${version}/` : '/docs/';
  const file = pathPart.startsWith('/')
    ? posix.join(docsRoot, pathPart.replace(routeRoot, '/').replace(/^\/docs\//, '/'))
    : posix.join(posix.dirname(source), decode(pathPart) ?? pathPart);
  const relative = posix
    .relative(docsRoot, file)
    .replace(/\.md$/i, '')
    .replace(/(^|\/)index$/, '');
  if (relative.startsWith('..')) return `/${relative}`;
  return relative ? `${routeRoot}${relative}` : routeRoot.replace(/\/$/, version ? '' : '/');
}

/** Routes compare without a trailing slash, except the roots that have one. */
export function normalizeRoute(path: string): string {
  if (path === '/' || path === '') return '/';
  const trimmed = path.replace(/\/+$/, '');
  return trimmed === '/docs' || trimmed === '/guild' ? `${trimmed}/` : trimmed;
}

function routeDir(route: string): string {
  return route.endsWith('/') ? route : posix.dirname(route);
}

function splitOnce(text: string, separator: string): [string, string | undefined] {
  const index = text.indexOf(separator);
  return index < 0 ? [text, undefined] : [text.slice(0, index), text.slice(index + 1)];
}

function decode(text: string | undefined): string | undefined {
  if (text === undefined || text === '') return undefined;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
