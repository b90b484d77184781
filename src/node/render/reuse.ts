/**
 * serve's shortcut after an edit: a doc page is rendered again only when the hash of its own doc
 * and compiled page changed, or when something that every page shows changed (the site props, the sidebars,
 * the titles and routes of docs, the versions). Deciding that costs one hash of those shared
 * inputs per build, instead of building and hashing the props of every page: on a site of
 * thousands of pages, that is most of an edit's rebuild time.
 */
import { createHash } from 'node:crypto';
import type { DocEntry } from '../content/types.ts';
import type { ContentModel } from '../content/load.ts';
import type { SiteProps } from './props.ts';

export interface ReuseState {
  /** The shared inputs' hash at the last build. */
  shared?: string;
  /** Each doc page's render key at the last build (`docKeys`, src/node/content/doc-key.ts), with its doc (a doc gone takes its page along). */
  pages: Map<string, { key: string; doc: DocEntry }>;
}

export function createReuseState(): ReuseState {
  return { pages: new Map() };
}

/** What every doc page shows besides its own doc and compiled page. */
export function sharedInputs(
  site: SiteProps,
  content: Pick<ContentModel, 'docs' | 'sidebars' | 'versions'>,
  extra: unknown,
): string {
  const hash = createHash('sha1');
  hash
    .update(JSON.stringify(site))
    .update(JSON.stringify(content.sidebars))
    .update(JSON.stringify(content.versions))
    .update(JSON.stringify(extra));
  // Other pages show a doc by its title or label and route (sidebar, previous/next, breadcrumbs, version menu).
  for (const doc of content.docs.values())
    hash.update(
      `${doc.id}\0${doc.route}\0${doc.title}\0${doc.sidebarLabel ?? ''}\0${doc.version ?? ''}\0${doc.versionedId ?? ''}\0${doc.source}\n`,
    );
  return hash.digest('hex');
}

/** The docs whose pages are as last rendered: same render key (`docKeys`, src/node/content/doc-key.ts), same shared inputs. */
export function unchangedSinceLastBuild(
  state: ReuseState,
  shared: string,
  docs: DocEntry[],
  keys: Map<string, string>,
): Set<string> {
  const unchanged = new Set<string>();
  if (state.shared !== shared) return unchanged;
  for (const doc of docs) if (state.pages.get(doc.id)?.key === keys.get(doc.id)) unchanged.add(doc.id);
  return unchanged;
}

/** Records what this build's pages were rendered from, once they are written; returns the docs gone since the last build. */
export function recordBuild(
  state: ReuseState,
  shared: string,
  docs: DocEntry[],
  keys: Map<string, string>,
): DocEntry[] {
  const current = new Map(docs.map((doc) => [doc.id, { key: keys.get(doc.id)!, doc }]));
  const gone = [...state.pages.values()].filter(({ doc }) => !current.has(doc.id)).map(({ doc }) => doc);
  state.shared = shared;
  state.pages = current;
  return gone;
}
