/**
 * Pagefind answers a word it does not have with its longest prefix that it has ("nope" finds
 * "no", "orchid" finds "or"), and has no option to stop it (Pagefind issues #599, #793). That
 * prefix search is what makes half-typed words work ("installa" finds "installation"), so the
 * check is on the outcome instead: a query whose words the best pages do not contain beyond a
 * couple of letters found nothing it asked for; and a word that neither the site's titles and
 * headings nor the best pages have is mistyped when a word of the site is one edit from it.
 */

import { nearest } from '../../shared/suggest.ts';
import { STOP_WORDS } from '../../shared/search/query.ts';
import { textWords } from '../../shared/search/page-names.ts';

/** What a Pagefind result's data holds to tell which words it matched. */
export interface MatchedText {
  content?: string;
  raw_content?: string;
  locations?: number[];
}

/** The words of a page's word as the index splits it: lowercase, accents dropped, camelCase apart (`PrivateLink` → `private`, `link`). */
function parts(word: string): string[] {
  return textWords(word.replace(/([a-z])([A-Z])/g, '$1 $2'));
}

/**
 * The words of the page at the positions the index matched (Pagefind counts words split on
 * whitespace): each part, and a word of several parts also whole ("PrivateLink": `private`,
 * `link`, `privatelink`), as the index has it too.
 */
export function matchedWords(data: MatchedText): string[] {
  const words = (data.raw_content ?? data.content ?? '').split(/[\r\n\s]+/g);
  return (data.locations ?? []).flatMap((location) => {
    const split = parts(words[location] ?? '');
    return split.length > 1 ? [...split, split.join('')] : split;
  });
}

function sharedPrefix(a: string, b: string): number {
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return i;
}

/**
 * True when some word of the query is found in none of the pages: they have at most its first two
 * letters, or only a shorter word it starts with that is not a form of it ("fivetran" found "five",
 * "dagster" "dag", "openlineage" "open": a topic the site lacks; "running" found "run" is a form).
 */
export function foundOnlyPrefixes(query: string, best: MatchedText[]): boolean {
  const matched = best.flatMap(matchedWords);
  if (matched.length === 0) return false;
  // Numbers are left out: the index splits and joins version numbers its own way ("0.2.5").
  // Words that say nothing are not searched (src/shared/search/query.ts).
  const words = parts(query).filter((word) => !/^\d+$/.test(word) && !STOP_WORDS.has(word));
  return words.some((word) => !matched.some((found) => matches(word, found)));
}

/**
 * Whether a page's word answers a query word: the word itself, its start, a form of it, or one
 * that differs only after sharing at least half of it (a stem, a typo: "glosary" and "glossary";
 * not "openlineage" and "openapi", which Pagefind found by "open").
 */
function matches(word: string, found: string): boolean {
  if (found.startsWith(word)) return true;
  if (word.startsWith(found)) return isForm(found, word.slice(found.length));
  return sharedPrefix(found, word) >= Math.min(word.length, Math.max(3, Math.ceil(word.length / 2)));
}

/** Endings that make another form of a word ("configurations", "kafkas"), not a typo. */
const ENDING = /^(s|es|ed|er|ers|ing|ings|ly)$/;

/** Whether `word` + `rest` is a form of `word`: "tag" + "s", "configure" + "d", "run" + "ning". */
function isForm(word: string, rest: string): boolean {
  if (ENDING.test(rest)) return true;
  if (word.endsWith('e') && /^(d|r|rs)$/.test(rest)) return true;
  return rest[0] === word.at(-1) && ENDING.test(rest.slice(1));
}

/** A word of `words`, the start of one (still being typed), or one with an ending added ("configurations"). */
function isKnown(word: string, words: string[]): boolean {
  return words.some(
    (known) =>
      known.startsWith(word) || (known.length >= 3 && word.startsWith(known) && ENDING.test(word.slice(known.length))),
  );
}

function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

/**
 * The query's words that may be mistyped: plain words of four letters or more, not words that say
 * nothing, that the best pages do not have (Pagefind found them by a shorter part: "quickstrat"
 * found "quick"). None: the query needs no correction, and the site's words need not be fetched.
 */
export function suspectWords(query: string, best: MatchedText[]): string[] {
  const matched = best.flatMap(matchedWords);
  return queryWords(query).filter(
    (word) => word.length >= 4 && !/[^a-z0-9]/.test(word) && !STOP_WORDS.has(word) && !isKnown(word, matched),
  );
}

/**
 * The query with its mistyped words replaced, or undefined when it has none. A suspect word is
 * mistyped when the site's titles and headings (`vocabulary`, most frequent first) have no word it
 * starts either; its replacement is the nearest vocabulary word, one edit away (a swap of two
 * letters is one edit: "kafak"), two for words of eight letters or more. Of equally near words,
 * one that names a page (`pageNames`: words of titles and addresses) comes first, then the most
 * frequent: "tableu" is "tableau", the name of a source's page, not "table".
 */
export function correctedQuery(
  query: string,
  best: MatchedText[],
  vocabulary: string[],
  pageNames: ReadonlySet<string> = new Set(),
): string | undefined {
  const suspects = new Set(suspectWords(query, best));
  let changed = false;
  const fixed = queryWords(query).map((word) => {
    if (!suspects.has(word) || isKnown(word, vocabulary)) return word;
    const near = nearest(word, vocabulary, word.length >= 8 ? 2 : 1);
    const chosen = near.find((candidate) => pageNames.has(candidate)) ?? near[0];
    if (chosen) changed = true;
    return chosen ?? word;
  });
  return changed ? fixed.join(' ') : undefined;
}
