/** What a search gives the search box, the search page and the not-found page, whichever index answered. */

export interface SearchSection {
  title: string;
  url: string;
  excerpt: string;
}

export interface SearchHit {
  url: string;
  title: string;
  excerpt: string;
  breadcrumb?: string;
  sections: SearchSection[];
}

/** What a search finds: a page of hits, their count, and the way to the next ones. */
export type Found = {
  count: number;
  hits: SearchHit[];
  /** Results of the query in each docs section, whatever section was asked for, and in all (offline index only). */
  sections?: Record<string, number>;
  total?: number;
  /** The next `limit` hits after those already given (none when all are); for a list that grows as the reader scrolls. */
  more?: (limit: number) => Promise<SearchHit[]>;
  /** The query searched instead of the reader's, whose words no page has ("kafak": "kafka"). */
  corrected?: string;
};
