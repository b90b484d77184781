/**
 * Resolves the links pages write as paths to files and folders, as Docusaurus does, once every
 * page is known: a `.md` link leads to that file's page (wherever its id or slug put it),
 * relative to the page, else from the docs' root; a folder leads to its page; a file the site
 * publishes (an image, a PDF, an archive) is copied and linked; any other file of the repository
 * (source code, a folder, `LICENSE`) leads to it in the repository, when the site names one. What
 * nothing resolves is a path of the site, relative to the page, for the link check to judge.
 */
import { posix } from 'node:path';
import type { DocEntry } from '../content/types.ts';
import type { OutgoingLink } from '../content/types.ts';

export interface LinkResolution {
  /** Whether a site path is a page or file of the site (docs, special pages, static files). */
  isSitePath(path: string): boolean;
  /** Whether a file (from the site folder) is a draft this build leaves out. */
  isDraft(path: string): boolean;
  /** The doc of a page file (a path from the site folder; a generated page's by the file its id names). */
  docOf(path: string): DocEntry | undefined;
  /** Each folder with a page of its own (from the site folder) → that page's route. */
  byFolder: Map<string, string>;
  /** The docs' root for a page file (a frozen version's pages have their own). */
  docsRootOf(source: string): string;
  /** What is on disk at a path from the site folder. */
  kindOf(path: string): 'file' | 'folder' | undefined;
  /** Publishes a file linked from a page; its site path, or none when it cannot be published. */
  publish(path: string): string | undefined;
  /** Where a path from the site folder is in the site's repository, when the site names one. */
  repository?: { url: string; branch: string; pathOf(path: string): string | undefined };
}

/** Files a page links to that the site publishes (copied, then served), rather than showing them in the repository. */
const PUBLISHED =
  /\.(png|jpe?g|gif|svg|webp|avif|ico|pdf|zip|gz|tgz|bz2|xz|7z|mp4|webm|mov|mp3|ogg|wav|csv|xlsx?|docx?|pptx?|epub)$/i;

export interface ResolvedLink extends OutgoingLink {
  /** The href the page's HTML gets for it (without the base URL for site paths). */
  resolvedHref?: string;
  /** It leads to a file of the repository, not of the site. */
  repository?: boolean;
  /** A relative link that names no file: where its file was looked for (from the site folder), for the message. */
  lookedFor?: string;
}

/** The link with its target filled in: `path` (a site path) or, for a repository file, an external `resolvedHref`. */
export function resolveLink(link: OutgoingLink, source: string, site: LinkResolution): ResolvedLink {
  if (!link.file) return link;
  const tail = (link.query ?? '') + (link.hash ? `#${encodeURIComponent(link.hash).replace(/%2F/g, '/')}` : '');
  const sitePath = link.file.startsWith('/') && !link.markdown ? normalizeRoute(link.file) : undefined;
  // A site path is what it names; one that names nothing may be a file's path from the docs' root (`/docs/x` for docs/x.md).
  if (sitePath !== undefined && site.isSitePath(sitePath))
    return { ...link, file: undefined, path: sitePath, resolvedHref: sitePath + tail };
  const candidates = candidatesOf(link, source, site);
  for (const path of candidates) {
    const doc = site.docOf(path);
    if (doc) return { ...link, path: doc.route, resolvedHref: doc.route + tail };
  }
  const folder = candidates.map((path) => site.byFolder.get(path.replace(/\/+$/, ''))).find(Boolean);
  if (folder) return { ...link, path: folder, resolvedHref: folder + tail };
  // A draft's page is not built: its route is what the link check reports the draft by.
  const draft = link.markdown ? candidates.find((path) => site.isDraft(path)) : undefined;
  if (draft) return { ...link, path: markdownRoute(draft, site.docsRootOf(source)) };
  const onDisk = candidates.find(
    (path) => site.kindOf(path) && !(link.markdown && /\.mdx?$/i.test(path) && !site.repository),
  );
  if (onDisk) {
    const kind = site.kindOf(onDisk)!;
    const inRepository = site.repository?.pathOf(onDisk);
    if (kind === 'file' && !/\.mdx?$/i.test(onDisk) && (PUBLISHED.test(onDisk) || inRepository === undefined)) {
      const published = site.publish(onDisk);
      if (published) return { ...link, path: published, resolvedHref: published + tail };
    }
    if (inRepository !== undefined && site.repository) {
      const url = `${site.repository.url.replace(/\/+$/, '')}/${kind === 'folder' ? 'tree' : 'blob'}/${site.repository.branch}/${inRepository}${link.hash ? `#${link.hash}` : ''}`;
      return { ...link, kind: 'external', path: undefined, resolvedHref: url, repository: true };
    }
  }
  if (sitePath !== undefined) return { ...link, file: undefined, path: sitePath, resolvedHref: sitePath + tail };
  if (link.markdown) return { ...link, path: markdownRoute(candidates[0], site.docsRootOf(source)) };
  // A path of the site, relative to the page's route (`../quickstart`), as a browser reads it.
  return {
    ...link,
    path: undefined,
    file: undefined,
    resolvedHref: undefined,
    lookedFor: candidates[0],
    ...routeOf(link, source, site),
  };
}

/** The paths a link may name, in Docusaurus' order: beside the page, then from the docs' root. */
function candidatesOf(link: OutgoingLink, source: string, site: LinkResolution): string[] {
  const root = site.docsRootOf(source);
  const written = link.file!;
  const paths: string[] = [];
  if (!written.startsWith('/')) paths.push(posix.normalize(written));
  if (link.fromDocsRoot) {
    const fromRoot = written.startsWith('/') ? written.slice(1) : posix.relative(posix.dirname(source), written);
    paths.push(posix.join(root, fromRoot));
    // `/docs/x.md`: written as the page's address with `.md`.
    if (fromRoot.startsWith('docs/')) paths.push(posix.join(root, fromRoot.slice('docs/'.length)));
  }
  if (!link.markdown)
    for (const path of [...paths]) paths.push(`${path.replace(/\/+$/, '')}.md`, `${path.replace(/\/+$/, '')}.mdx`);
  return [...new Set(paths.map((path) => posix.normalize(path)))];
}

/** Routes compare without a trailing slash, except the roots that keep one. */
function normalizeRoute(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURI(path);
  } catch {
    // kept as written
  }
  const trimmed = posix.normalize(decoded).replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed === '/docs' || trimmed === '/guild' ? `${trimmed}/` : trimmed;
}

/** A `.md` link that names no page: the route it would have, for the message. */
function markdownRoute(path: string, root: string): string {
  const relative = posix
    .relative(root, path)
    .replace(/\.mdx?$/i, '')
    .replace(/(^|\/)index$/, '');
  // A frozen version's pages are under its name.
  const version = /^content\/versions\/([^/]+)\/docs$/.exec(root)?.[1];
  const routeRoot = version ? `/docs/${version}` : '/docs';
  if (relative.startsWith('..')) return `/${relative}`;
  return relative ? `${routeRoot}/${relative}` : version ? routeRoot : '/docs/';
}

function routeOf(
  link: OutgoingLink,
  source: string,
  site: LinkResolution,
): Pick<ResolvedLink, 'path' | 'resolvedHref' | 'kind'> {
  const doc = site.docOf(source);
  const route = doc?.route ?? '/docs/';
  const base = route.endsWith('/') ? route : posix.dirname(route);
  const written = link.href.split(/[?#]/)[0];
  let decoded = written;
  try {
    decoded = decodeURI(written);
  } catch {
    // kept as written
  }
  const joined = posix.join(base, decoded);
  const path = joined === '/' ? '/' : joined.replace(/\/+$/, '') === '/docs' ? '/docs/' : joined.replace(/\/+$/, '');
  return { kind: 'internal', path, resolvedHref: path + (link.query ?? '') + (link.hash ? `#${link.hash}` : '') };
}
