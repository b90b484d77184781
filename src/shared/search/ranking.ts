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
 * The browser then ranks Pagefind's best results again by their names and phrases (rerank.ts),
 * after the query is cleaned up for the index (query.ts).
 */
export const SEARCH_RANKING = { termSimilarity: 7, pageLength: 0.5 } as const;
