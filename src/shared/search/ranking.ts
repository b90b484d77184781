/**
 * How the offline index ranks pages (Pagefind's ranking options), shared by the search widgets
 * and the relevance test so that the test measures what readers get.
 *
 * Measured on the DataHub docs with test/search/relevance-queries.ts (expected page in the top 3):
 * Pagefind's defaults miss 6 of 67 queries; these miss 4 and rank the expected pages higher overall.
 * - termSimilarity 7 (default 1): an exact word outranks the longer words it prefixes, so
 *   `datahub-rest` finds the sink page before pages that only say "rest" in longer words.
 * - pageLength 0.5 (default 0.75): long reference pages (the CLI, the sinks) are penalised less.
 * Front-matter keywords are indexed as a meta field at Pagefind's default meta weight; a higher
 * weight let keyword lists outrank page text and cost three queries.
 * - metaWeights: the address and headings fields a doc page adds (page-names.ts) do not rank; they
 *   tell which results may be named by the query (`matchedMetaFields`). Ranked by Pagefind, they
 *   flipped near ties and lifted pages found by a prefix of the query's word ("lineage" for
 *   `lineage_overrides`): both relevance sets lost queries at every weight tried (0.5 to 5).
 * The browser then ranks Pagefind's best results again by their names and phrases (rerank.ts),
 * after the query is cleaned up for the index (query.ts).
 */
export const SEARCH_RANKING = { termSimilarity: 7, pageLength: 0.5, metaWeights: { address: 0, headings: 0 } } as const;
