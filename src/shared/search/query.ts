/**
 * What the offline index is asked for a reader's query. Pagefind drops punctuation from a query
 * but keeps symbols, and joins the parts of a word: `~/.datahubenv` becomes `~datahubenv`, which
 * no page has, and `mce-consumer-job` becomes `mceconsumerjob`, which a page that only writes
 * `metadata-jobs:mce-consumer-job` does not have either.
 */

/**
 * Words that say nothing about a page. Pagefind matches every word as a prefix, so "a" matches
 * all the words starting with "a" in the parts of the index loaded so far: the results of "how do
 * I add tags to a dataset" changed with the searches made before it on the same page.
 */
export const STOP_WORDS = new Set(
  'a an and are as at be by can do does for from how i if in into is it its my of on or so that the this to was what when where which who why with you your'.split(
    ' ',
  ),
);

/**
 * The query's words as the index holds them: without symbols and the punctuation around them
 * (`~/.datahubenv` is `datahubenv`, `--urn` is `urn`), and without the words that say nothing
 * (unless nothing else is left).
 */
export function searchTerms(query: string): string {
  const words = query
    .replace(/\p{S}+/gu, ' ')
    .split(/\s+/)
    .map((word) => word.replace(/^[^\p{L}\p{N}_]+|[^\p{L}\p{N}_]+$/gu, ''))
    .filter(Boolean);
  const telling = words.filter((word) => !STOP_WORDS.has(word.toLowerCase()));
  return (telling.length ? telling : words).join(' ');
}

/** A word joined by punctuation (`mce-consumer-job`, `rest.li`, `stateful_ingestion.remove_stale_metadata`): its parts; undefined for a plain word. */
export function identifierParts(word: string): string[] | undefined {
  // Version numbers (`0.2.5`) are left whole.
  if (!/\p{L}/u.test(word)) return undefined;
  const parts = word.split(/[._\-/:]+/).filter((part) => /[\p{L}\p{N}]/u.test(part));
  return parts.length > 1 ? parts : undefined;
}

/** A version number (`0.2.5`): pages write it `v0.2.5`, which the index holds as another word. */
const VERSION = /^\d+(\.\d+)+$/;

/**
 * The searches a query needs: its terms; when some of its words are joined by punctuation, the
 * same with those words apart, so that a page writing the name inside a longer one or spelled
 * out is found too; when it has a version number, the same with the number as pages write it
 * (`release notes 0.2.5` finds the notes titled "v0.2.5"). Their results are merged.
 */
export function indexQueries(query: string): string[] {
  const terms = searchTerms(query);
  const words = terms.split(' ');
  const apart = words.flatMap((word) => identifierParts(word) ?? [word]).join(' ');
  const versioned = words.map((word) => (VERSION.test(word) ? `v${word}` : word)).join(' ');
  return [...new Set([terms, apart, versioned])];
}
