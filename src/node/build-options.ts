/**
 * What a build is asked to do (the CLI's options, serve's state kept between builds) and what it
 * returns: the types every stage of the build reads.
 */
import type { SiteConfig } from './config/schema.ts';
import type { ContentOptions } from './content/load.ts';
import type { DocEntry } from './content/types.ts';
import type { CompiledPage } from './markdown/types.ts';
import type { LastUpdate } from './site/git.ts';
import type { RenderCache, RenderedFile } from './render/pages.ts';
import { createReuseState, type ReuseState } from './render/reuse.ts';
import type { ClientAssets } from './client-bundle.ts';
import type { TwinCache } from './site/write-site.ts';
import type { WrittenFiles } from './output/write.ts';
import type { Problem } from './errors.ts';
import type { Logger } from './log.ts';

export interface BuildOptions {
  root: string;
  outDir: string;
  /** Overrides the config's base URL. */
  baseUrl?: string;
  /** `serve` shows drafts; `build` leaves them out. */
  includeDrafts?: boolean;
  /** Build the search index (off for quick tests). */
  search?: boolean;
  /** Write straight into outDir, without staging (serve owns its output folder). */
  inPlace?: boolean;
  log: Logger;
  /** Caches kept between builds by `serve`. */
  state?: BuildState;
  /** With `state` (serve): the files changed since the last build, when none was added or removed (from the watcher). */
  changed?: ReadonlySet<string>;
  /** Reuse compiled pages from `<root>/.docsgen/cache` (default true). */
  cache?: boolean;
  /** Warnings fail the build (and `check`), for CI that keeps a site free of them. */
  strict?: boolean;
  /** `false`: no responsive sizes of images are made (`--no-images`). */
  images?: boolean;
  /** Test hook: replace the client island registry. */
  islandRegistry?: string;
  /**
   * Aborted when the user interrupts (Ctrl+C): the build stops at once, its staging folder is
   * removed and the output folder is left as it was.
   */
  signal?: AbortSignal;
  /**
   * The only build in this process (the CLI): esbuild's helper process (30–100 MB) is stopped
   * before compiling and once the client is bundled (it restarts when needed), so that it does
   * not sit beside the compile workers and the search indexer.
   */
  soleBuild?: boolean;
  /**
   * A full garbage collection, run between the big steps: V8 otherwise lets a large build's heap
   * fill with garbage (hundreds of megabytes at 10 000 pages) before it collects, and that memory
   * would sit beside the compile workers and the search indexer.
   */
  collectGarbage?: () => void;
}

/**
 * What `serve` keeps between builds. Its worker restarts whenever the config, templates or
 * engine code change, so the config and the client bundle stay valid for the worker's life.
 */
export interface BuildState {
  compiled: Map<string, { key: string; page: CompiledPage; doc: DocEntry }>;
  rendered: RenderCache;
  files: NonNullable<ContentOptions['readCache']>;
  generated: NonNullable<ContentOptions['generatorCache']>;
  written: WrittenFiles;
  config?: SiteConfig;
  assets?: ClientAssets;
  /** Git history changes with commits, not with edits: read once per worker. */
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
}

export interface BuildResult {
  pages: number;
  /** Pages rendered in this build (the rest reused cached HTML). */
  rendered: number;
  warnings: Problem[];
  files: RenderedFile[];
  /** Names of the frozen docs versions built. */
  versions: string[];
  /** Frozen versions copied whole from the cache (neither compiled nor rendered). */
  reusedVersions: string[];
  /** Links of pages that lead to files of the site's repository rather than of the site. */
  repositoryLinks: number;
}

export function createBuildState(): BuildState {
  return {
    compiled: new Map(),
    rendered: new Map(),
    files: new Map(),
    generated: new Map(),
    written: new Map(),
    reuse: createReuseState(),
    twins: new Map(),
    listings: new Map(),
    quietWrites: new Map(),
  };
}
