/** What the special pages' data loaders receive. */
import type { Problem } from '../errors.ts';
import type { IntegrationListing } from '../content/types.ts';

export interface DocSummary {
  title: string;
  /** With base URL. */
  href: string;
  description: string;
  /** Top-level sidebar category, e.g. "Deployment". */
  section: string;
}

export interface ListedDoc {
  id: string;
  title: string;
  description: string;
  /** Without base URL. */
  route: string;
  listing: IntegrationListing;
}

export interface DataLink {
  /** The data file, relative to the site root (e.g. content/data/home.yaml). */
  file: string;
  line?: number;
  /** A site path such as /docs/quickstart or /docs/quickstart#anchor, without base URL. */
  href: string;
}

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
}
