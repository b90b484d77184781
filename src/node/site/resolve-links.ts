/**
 * The link stage's first step: every page's links to files and folders resolved against the whole
 * site (links/resolve.ts), and the marks they hold in the pages' HTML replaced when a page is
 * rendered. Files pages link to are published with the images.
 */
import { createHash } from 'node:crypto';
import { statSync } from 'node:fs';
import { join, posix } from 'node:path';
import type { SiteConfig } from '../config/schema.ts';
import type { ContentModel } from '../content/load.ts';
import type { DocEntry, OutgoingLink } from '../content/types.ts';
import type { CompiledPage } from '../markdown/types.ts';
import type { ImageStore } from '../images/store.ts';
import { LINK_MARK } from '../markdown/plugins/remark-links.ts';
import { resolveLink, type LinkResolution, type ResolvedLink } from '../links/resolve.ts';
import { withBase } from '../../shared/urls.ts';

/** Each doc's links, with their targets; docs that link to no file share their compiled list. */
export type PageLinks = Map<string, ResolvedLink[]>;

/**
 * serve's resolved links of its last build: a doc's are reused while its compile key is the same and
 * so are the site's paths (`site`: their digest), the files they published registered again.
 */
export interface LinkMemo {
  site?: string;
  docs: Map<string, { key: string; links: ResolvedLink[]; published: string[] }>;
}

/**
 * `sitePaths`: the site's pages and files other than docs (special pages, static and generated files).
 * `memo`: serve's, with each doc's compile key; `structural` (a file added or removed): nothing reused.
 */
export function resolvePageLinks(
  root: string,
  config: SiteConfig,
  content: ContentModel,
  compiled: Map<string, CompiledPage>,
  images: ImageStore,
  sitePaths: Iterable<string>,
  memo?: { kept: LinkMemo; keys: Map<string, string>; structural: boolean },
): PageLinks {
  const paths = new Set(sitePaths);
  const digest = memo && siteDigest(content, paths);
  const reusable = memo && !memo.structural && memo.kept.site === digest;
  const site = linkResolution(root, config, content, images, paths);
  const links: PageLinks = new Map();
  const kept: LinkMemo['docs'] = new Map();
  for (const doc of content.docs.values()) {
    const own = compiled.get(doc.id)?.links ?? [];
    if (!own.some((link) => link.file)) {
      links.set(doc.id, own);
      continue;
    }
    const key = memo?.keys.get(doc.id);
    const last = reusable ? memo.kept.docs.get(doc.id) : undefined;
    const entry = last && last.key === key ? last : resolveOwn(own, doc.source, site, key);
    if (entry === last) for (const path of entry.published) site.publish(path);
    links.set(doc.id, entry.links);
    if (key) kept.set(doc.id, entry);
  }
  if (memo) Object.assign(memo.kept, { site: digest, docs: kept });
  return links;
}

/** A doc's links resolved, with the files they published. */
function resolveOwn(own: OutgoingLink[], source: string, site: LinkResolution, key = '') {
  const published: string[] = [];
  const recording = { ...site, publish: (path: string) => (published.push(path), site.publish(path)) };
  return { key, links: own.map((link) => resolveLink(link, source, recording)), published };
}

/** What every doc's links resolve against: the site's paths and each doc's file, route and kind. */
function siteDigest(content: ContentModel, sitePaths: Set<string>): string {
  const hash = createHash('sha1');
  for (const path of sitePaths) hash.update(`${path}\n`);
  for (const doc of content.docs.values())
    hash.update(
      `${doc.id}\0${doc.source}\0${doc.route}\0${doc.version ?? ''}\0${doc.versionedId ?? ''}\0${doc.generator ? 1 : 0}\n`,
    );
  for (const doc of content.drafts.values()) hash.update(`draft ${doc.source}\n`);
  for (const [folder, id] of content.folderPages) hash.update(`folder ${folder}\0${id}\n`);
  return hash.digest('hex');
}

function linkResolution(
  root: string,
  config: SiteConfig,
  content: ContentModel,
  images: ImageStore,
  sitePaths: Set<string>,
): LinkResolution {
  const byFile = new Map<string, DocEntry>();
  // A generated page has no file: it is linked to as the file its id names (`generated/x.md` below the docs), in any case.
  const generated = new Map<string, DocEntry>();
  const byFolder = new Map<string, string>();
  for (const doc of content.docs.values()) {
    sitePaths.add(doc.route);
    if (doc.generator) {
      generated.set(
        posix
          .join(
            doc.version ? `content/versions/${doc.version}/docs` : config.layout.docs,
            `${doc.versionedId ?? doc.id}.md`,
          )
          .toLowerCase(),
        doc,
      );
      continue;
    }
    byFile.set(doc.source, doc);
    const folder = posix.dirname(doc.source);
    const name = posix
      .basename(doc.source)
      .replace(/\.mdx?$/i, '')
      .toLowerCase();
    if (['index', 'readme', posix.basename(folder).toLowerCase()].includes(name) && !byFolder.has(folder))
      byFolder.set(folder, doc.route);
  }
  for (const [folder, id] of content.folderPages) {
    const doc = content.docs.get(id);
    const path = posix.join(config.layout.docs, folder).replace(/\/$/, '');
    if (doc && !byFolder.has(path)) byFolder.set(path, doc.route);
  }
  const draftFiles = new Set([...content.drafts.values()].map((doc) => doc.source));
  const kinds = new Map<string, 'file' | 'folder' | undefined>();
  const { layout, repository } = config;
  return {
    docOf: (path) => byFile.get(path) ?? generated.get(path.toLowerCase()),
    isSitePath: (path) => sitePaths.has(path),
    isDraft: (path) => draftFiles.has(path),
    byFolder,
    docsRootOf: (source) => /^content\/versions\/[^/]+\/docs\//.exec(source)?.[0].replace(/\/$/, '') ?? layout.docs,
    kindOf: (path) => {
      if (!kinds.has(path)) {
        const info = statSync(join(root, path), { throwIfNoEntry: false });
        kinds.set(path, info?.isFile() ? 'file' : info?.isDirectory() ? 'folder' : undefined);
      }
      return kinds.get(path);
    },
    publish: (path) => images.asset(path),
    repository:
      repository && layout.docsInRepository !== undefined
        ? {
            url: repository.url,
            branch: repository.branch,
            pathOf: (path) => {
              const inRepository = posix.normalize(
                posix.join(layout.docsInRepository!, posix.relative(layout.docs, path)),
              );
              return inRepository.startsWith('..') ? undefined : inRepository === '.' ? '' : inRepository;
            },
          }
        : undefined,
  };
}

/** A page's HTML with its file links' marks replaced by their targets. */
export function withResolvedLinks(html: string, links: ResolvedLink[] | undefined, baseUrl: string): string {
  if (!links || !html.includes(LINK_MARK)) return html;
  return html.replace(new RegExp(`${LINK_MARK}(\\d+)`, 'g'), (mark, index: string) => {
    const link = links[Number(index)];
    if (!link?.resolvedHref) return mark;
    return link.kind === 'external'
      ? link.resolvedHref.replace(/&/g, '&#x26;')
      : withBase(baseUrl, link.resolvedHref).replace(/&/g, '&#x26;');
  });
}
