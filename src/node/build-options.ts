/**
 * What a build is asked to do (`BuildOptions`: what a user can ask for), the process it runs in
 * (`BuildRuntime`: logging, interruption, memory) and what it returns. serve's state between
 * builds is its own (src/node/serve-session.ts).
 */
import type { RenderedFile } from './output/write.ts';
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
  /** Reuse compiled pages from `<root>/.docsgen/cache` (default true). */
  cache?: boolean;
  /** Warnings fail the build (and `check`), for CI that keeps a site free of them. */
  strict?: boolean;
  /** `false`: no responsive sizes of images are made (`--no-images`). */
  images?: boolean;
}

/** The process a build runs in: none of it changes what is built. */
export interface BuildRuntime {
  /** Where the steps are told (default: nowhere). */
  log?: Logger;
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
  /** For tests only: replaces the client's island registry (src/node/client-bundle.ts). */
  testHooks?: { islandRegistry?: string };
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
  /** Links of pages that lead to files of the site's repository rather than of the site (counted by a one-off build; serve says nothing of them). */
  repositoryLinks?: number;
}
