/**
 * A frozen docs version kept whole by an earlier build: its docs and sidebars stand in the content
 * model in place of its files, and what the link check and the search listing need of its pages
 * stands beside them. How it is kept and found again is src/node/versions/unit-cache.ts.
 */
import type { DocEntry, OutgoingLink, Sidebars, TocItem } from './types.ts';

export interface VersionUnit {
  key: string;
  docs: DocEntry[];
  /** Per doc id: what the link check and the search listing need (no HTML). */
  compiled: Record<string, { links: OutgoingLink[]; anchors: string[]; toc: TocItem[] }>;
  /** The docs' keys in the compile cache, which a build that copies the version whole still counts as used. */
  compileKeys: string[];
  sidebars: Sidebars;
  /** Output files of the version, relative to the output folder. */
  files: string[];
}

/** A kept unit whose files this build holds (copied into its own folder) until it copies them. */
export type HeldUnit = VersionUnit & { held: string };

/** Finds the kept unit of a version, when its key holds (load-site.ts hands in the cache's lookup). */
export type FindKeptVersion = (
  name: string,
  versions: { name: string; label?: string }[],
  currentRoutes: string[],
) => Promise<{ key: string; unit?: HeldUnit }>;
