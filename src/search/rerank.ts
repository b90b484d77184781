/**
 * The order of the best results, made again in the reader's browser with what Pagefind's scores
 * cannot see. Pagefind ranks a page by how often it has the query's words, so a long page that
 * repeats "kafka" beats the page named "Kafka", and it has no notion of words side by side, so
 * `datahub check` does not find the CLI's `check` command. Here a page whose name (title, address,
 * or a heading below its title) is the query, or close to it, moves up, and so does a
 * page that has the query's words together in their order.
 *
 * Measured with test/search/relevance-queries.ts.
 */
import { STOP_WORDS } from './query.ts';

/** What a result's details hold that the ranking reads (a part of Pagefind's result data). */
export interface RankedData {
  url: string;
  content?: string;
  meta: { title?: string };
  sub_results?: { title: string }[];
}

export interface Ranked<T extends RankedData> {
  score: number;
  data: T;
}

/** How many of Pagefind's best results are ranked again (each costs the fetch of its details). */
export const RERANK_DEPTH = 30;

/*
 * Weights against the best page's Pagefind score (1), chosen on the relevance set where its
 * scores level off (name 1.25 to 1.75, heading 0.6 to 0.8, phrase 0.15 to 0.3). Front-matter
 * keywords are not names here: Pagefind already ranks them, and shared ones ("python sdk" on
 * every API tutorial) pushed the tutorials above the SDK's pages.
 */
/** A name that is the query. */
const NAME_WEIGHT = 1.5;
/** A heading below the title that, with the title, is the query (`datahub check`: "DataHub CLI" › "check"). */
const HEADING_NAME = 0.7;
/** The query's words side by side in the page. */
const PHRASE_WEIGHT = 0.25;

/** Lowercase words without accents, and without the endings of plurals ("domains" is "domain"). */
export function nameWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word && !STOP_WORDS.has(word))
    .map(singular);
}

function singular(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** 1 when the name is the query's words, less as either has words the other lacks. */
function nameMatch(query: string[], name: string[]): number {
  if (query.length === 0 || name.length === 0) return 0;
  const inName = query.filter((word) => name.includes(word)).length;
  const inQuery = name.filter((word) => query.includes(word)).length;
  return (inName / query.length) * (inQuery / name.length);
}

/** The last part of a page's address (`/docs/authentication` → `authentication`). */
function addressName(url: string): string {
  const path = url.replace(/(\/index)?\.html$/, '').replace(/\/$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
}

/** How well the page's names match the query, 0 to 1. */
export function bestName(query: string[], data: RankedData): number {
  const title = nameWords(data.meta.title ?? '');
  let best = Math.max(nameMatch(query, title), nameMatch(query, nameWords(addressName(data.url))));
  // The first section is the page's title; the others are headings below it.
  for (const section of (data.sub_results ?? []).slice(1)) best = Math.max(best, HEADING_NAME * nameMatch(query, [...new Set([...title, ...nameWords(section.title)])]));
  return best;
}

/** True when the page has the query's words one after the other (two words or more). */
export function hasPhrase(query: string[], data: RankedData): boolean {
  if (query.length < 2) return false;
  const words = nameWords(data.content ?? '');
  for (let i = words.indexOf(query[0]); i >= 0; i = words.indexOf(query[0], i + 1)) {
    if (query.every((word, j) => words[i + j] === word)) return true;
  }
  return false;
}

/** The results in their new order: Pagefind's score (the best as 1) plus what their names and phrases add. */
export function rerank<T extends RankedData>(query: string, results: Ranked<T>[]): Ranked<T>[] {
  const words = [...new Set(nameWords(query))];
  const top = Math.max(...results.map((r) => r.score), Number.MIN_VALUE);
  const scored = results.map((result, i) => ({ result, i, score: result.score / top + NAME_WEIGHT * bestName(words, result.data) + (hasPhrase(words, result.data) ? PHRASE_WEIGHT : 0) }));
  return scored.sort((a, b) => b.score - a.score || a.i - b.i).map(({ result }) => result);
}
