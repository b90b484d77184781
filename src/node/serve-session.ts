/**
 * What `serve` keeps between the builds of its worker: the caches of the last build and the files
 * changed since. Owned by serve (src/node/serve/worker.ts) and passed down explicitly; a one-off
 * build has none. The worker restarts whenever the config, templates or engine code change, so
 * the config and the client bundle kept here stay valid for the session's life.
 */
import type { SiteConfig } from './config/schema.ts';
import type { ContentOptions } from './content/load.ts';
import type { SidebarParses } from './content/load-sidebars.ts';
import type { LastCompile } from './markdown/compile-site.ts';
import type { LastUpdate } from './site/git.ts';
import type { RenderCache } from './render/pages.ts';
import { createReuseState, type ReuseState } from './render/reuse.ts';
import type { ClientAssets } from './client-bundle.ts';
import type { TwinCache } from './site/write-site.ts';
import type { PlacedFiles, WrittenFiles } from './output/write.ts';
import type { ExampleMemo } from './site/check-examples.ts';
import type { LinkMemo } from './site/resolve-links.ts';
import type { WordsMemo } from './search/words.ts';
import type { RenderedSidebar } from './render/sidebar.ts';
import type { DataParses } from './render/page-data-types.ts';

export interface ServeSession {
  /**
   * The files the watcher saw change since the last build, when none was added or removed; the
   * rest of what was read is then trusted without even a stat. None: every file is looked at.
   */
  changed?: ReadonlySet<string>;
  /** Each doc's last compile by id, with its key: the hash of the doc's source path, route, Markdown and compile options. */
  compiled: Map<string, LastCompile>;
  rendered: RenderCache;
  files: NonNullable<ContentOptions['readCache']>;
  generated: NonNullable<ContentOptions['generatorCache']>;
  /** The last parse of each YAML sidebars file, reused while its text is the same. */
  sidebarParses: SidebarParses;
  written: WrittenFiles;
  /** The config as the first build resolved it (the `images` option applied). */
  config?: SiteConfig;
  assets?: ClientAssets;
  /** Git history changes with commits, not with edits: read once per session. */
  lastUpdates?: Map<string, LastUpdate>;
  /** What each doc page was last rendered from, so an edit re-renders only the pages it changes. */
  reuse: ReuseState;
  /** Each doc's Markdown twin as last written. */
  twins: TwinCache;
  /** The folder listings of the last build. */
  listings: Map<string, string[]>;
  /**
   * Writing to do once edits are quiet (llms-full.txt, social cards), for serve's worker to run,
   * by name: a later build's llms-full.txt replaces an earlier one's; each build's cards are their own.
   */
  quietWrites: Map<string, () => Promise<void>>;
  /** The code examples' last results, so an edit checks (and reads) only the examples it changed. */
  examples: ExampleMemo;
  /** Each special page's data (the hash of its JSON) and element ids at the last build, by route: rendered again for its links' check only when its data changed. */
  specialAnchors: Map<string, { data: string; anchors: Set<string> }>;
  /** The docs' resolved links at the last build, reused for the docs an edit did not change. */
  links: LinkMemo;
  /** The search words' last list (`/search-words.json`). */
  searchWords: WordsMemo;
  /** The hash of what sitemap.xml and llms.txt were last made from, by path (src/node/site/write-site.ts). */
  madeFrom: Map<string, string>;
  /** The static files and images placed in the output folder, with what each was made from. */
  placed: PlacedFiles;
  /** The last parse of each data file (`content/data/*.yaml`), reused while its text is the same. */
  dataParses: DataParses;
  /** The sidebars last rendered, by name, and the hash of what every page shows they were rendered under. */
  sidebars: { shared?: string; made: Map<string, RenderedSidebar> };
}

export function createServeSession(): ServeSession {
  return {
    compiled: new Map(),
    rendered: new Map(),
    files: new Map(),
    generated: new Map(),
    sidebarParses: new Map(),
    written: new Map(),
    reuse: createReuseState(),
    twins: new Map(),
    listings: new Map(),
    quietWrites: new Map(),
    examples: { results: new Map(), keys: new Map() },
    specialAnchors: new Map(),
    links: { docs: new Map() },
    searchWords: {},
    sidebars: { made: new Map() },
    madeFrom: new Map(),
    dataParses: new Map(),
    placed: new Map(),
  };
}
