/**
 * The words of the site's titles, headings, descriptions and keywords, most frequent first
 * (`/search-words.json`). A search for a mistyped word searches the nearest of them instead
 * ("Showing results for quickstart"): the offline index matches words and their prefixes, not
 * near misses. Headings and titles are where the words readers look for live, and each of them
 * is in the index, so a correction always finds something.
 */
import type { DocEntry } from '../content/types.ts';
import type { TocItem } from '../content/types.ts';
import { textWords } from '../../shared/search/page-names.ts';
import { addressName } from '../../shared/search/rerank.ts';

/** Enough for every title and heading word of a large site, in a file of some tens of KB. */
const MAX_WORDS = 6000;

/**
 * serve's last list and what it was made from (each doc's title, description, keywords and heading
 * texts, as one string): an edit that changed none of them (a body edit) reuses the list.
 */
export interface WordsMemo {
  from?: string[];
  words?: string[];
}

/**
 * `keyOf` (serve): a hash of all a doc's words come from and more (its doc key: its fields and its
 * compiled page), compared in place of that text when the doc has one.
 */
export function searchWords(
  docs: Pick<DocEntry, 'id' | 'title' | 'description' | 'keywords'>[],
  tocOf: (id: string) => TocItem[],
  memo?: WordsMemo,
  keyOf?: (id: string) => string | undefined,
): string[] {
  if (!memo) return countWords(docs, tocOf);
  const from = docs.map(
    (doc) =>
      keyOf?.(doc.id) ??
      [doc.title, doc.description, doc.keywords.join('\u0001'), ...tocOf(doc.id).map((item) => item.text)].join('\0'),
  );
  const last = memo.from;
  const same = last?.length === from.length && from.every((input, i) => input === last[i]);
  if (!same || !memo.words) Object.assign(memo, { from, words: countWords(docs, tocOf) });
  return memo.words!;
}

function countWords(
  docs: Pick<DocEntry, 'id' | 'title' | 'description' | 'keywords'>[],
  tocOf: (id: string) => TocItem[],
): string[] {
  const counts = new Map<string, number>();
  const add = (text: string) => {
    for (const word of text.toLowerCase().split(/[^a-z0-9]+/))
      if (word.length >= 3 && !/^\d+$/.test(word)) counts.set(word, (counts.get(word) ?? 0) + 1);
  };
  for (const doc of docs) {
    add(doc.title);
    add(doc.description);
    for (const keyword of doc.keywords) add(keyword);
    for (const item of tocOf(doc.id)) add(item.text);
  }
  return [...counts]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, MAX_WORDS)
    .map(([word]) => word);
}

/**
 * The words that name the site's pages, their titles' and the last part of their addresses'
 * (`/search-names.json`): of two words equally near a mistyped one, the one naming a page is the
 * better correction ("tableu" is "tableau", a source's page, not "table").
 */
export function searchNames(docs: Pick<DocEntry, 'title' | 'route'>[]): string[] {
  const words = docs.flatMap((doc) => [...textWords(doc.title), ...textWords(addressName(doc.route))]);
  return [...new Set(words)].sort();
}
