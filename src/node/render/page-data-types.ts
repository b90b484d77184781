/** What the special pages' data loaders receive. */
import type { Problem } from '../errors.ts';
import type { DataLink, DocSummary, ListedDoc } from '../site/routes.ts';
import type { parseYaml } from '../../shared/yaml-place.ts';
import type { KnownYaml } from '../content/yaml-cache.ts';

export interface PageDataContext {
  root: string;
  baseUrl: string;
  /** Every doc page, in sidebar order. */
  docsIndex: DocSummary[];
  /** The doc pages listed in the /integrations catalog (generated source pages). */
  listings: ListedDoc[];
  /** Loaders record every internal link of their data here, so link checking covers it. */
  links: DataLink[];
  /** Loaders record validation problems here (file, line, message, hint) instead of throwing. */
  problems: Problem[];
  /** Files the pages' data needs on the site (e.g. platform logos), by site path without a leading slash. */
  files?: Map<string, string>;
  /** serve: the last parse of each data file, by file, reused while its text is the same. */
  parses?: DataParses;
  /** A one-off build: the data files as the last build read them. */
  known?: KnownYaml;
}

/** Each data file's last parse, with the text it was parsed from. */
export type DataParses = Map<string, { text: string; yaml: ReturnType<typeof parseYaml> }>;
