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
import { foldedLowercase, namesOfMeta, textWords, type PageNames } from './page-names.ts';

/** What a result's details hold that the ranking reads (a part of Pagefind's result data). */
export interface RankedData {
  url: string;
  content?: string;
  meta: { title?: string; reference?: string; address?: string; headings?: string };
}

/** The names read from a loaded result (its metadata; a page without an `address` field is named by its URL). */
export function namesOfData(data: RankedData): PageNames {
  const names = namesOfMeta(data.meta);
  return data.meta.address === undefined ? { ...names, address: textWords(addressName(data.url)) } : names;
}

/**
 * One of Pagefind's results: its score, its details, and its page's names when they are known
 * without loading the details (none: a result none of whose names has a word of the query).
 */
export interface Candidate<T> {
  score: number;
  names?: PageNames;
  data(): Promise<T>;
}

/** A result in the new order, with its details when they were loaded to rank it. */
export interface Reranked<T, C extends Candidate<T> = Candidate<T>> {
  candidate: C;
  data?: T;
}

/** How many of Pagefind's best results are ranked again. */
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
/**
 * A generated reference page's name counts this much of a guide's: a short entity page named
 * "Domain" no longer ties with (and, being short, beats) the Domains guide, yet still comes
 * before pages that only mention the word.
 */
const REFERENCE_NAME = 0.8;

/** Lowercase words without accents, and without the endings of plurals ("domains" is "domain"). */
export function nameWords(text: string): string[] {
  return telling(textWords(text));
}

/** The words of a name that tell something, in their singular; a version's `v0` is its number (`v0.2.5` is `0.2.5`). */
function telling(words: string[]): string[] {
  const kept: string[] = [];
  for (const word of words) {
    const told = tellingWord(word);
    if (told !== undefined) kept.push(told);
  }
  return kept;
}

/** A word as `telling` keeps it, or none for a stop word. Without regular expressions: it runs on every word of a page's text. */
function tellingWord(word: string): string | undefined {
  if (STOP_WORDS.has(word) || word === 'v') return undefined;
  return word.charCodeAt(0) === V && digitsFrom(word, 1) ? word.slice(1) : singular(word);
}

const V = 'v'.charCodeAt(0);
const S = 's'.charCodeAt(0);
/** The letters before a final `s` that keep it: `ss`, `us`, `is` (class, status, analysis). */
const KEEP_S = new Set(['s', 'u', 'i'].map((letter) => letter.charCodeAt(0)));

/** Whether the word is digits from `start` on (at least one). */
function digitsFrom(word: string, start: number): boolean {
  for (let i = start; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 48 || code > 57) return false;
  }
  return word.length > start;
}

/** The singular of a plural in `s` or `ies` (policies → policy, topics → topic; class, status, analysis stay). */
function singular(word: string): string {
  const n = word.length;
  if (word.charCodeAt(n - 1) !== S) return word;
  if (n > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (n > 3 && !KEEP_S.has(word.charCodeAt(n - 2))) return word.slice(0, -1);
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
export function addressName(url: string): string {
  const path = url
    .replace(/[?#].*$/, '')
    .replace(/(\/index)?\.html$/, '')
    .replace(/\/$/, '');
  return path.slice(path.lastIndexOf('/') + 1);
}

/** How well the page's names match the query, 0 to 1. */
export function bestName(query: string[], names: PageNames): number {
  const title = telling(names.title);
  let best = Math.max(nameMatch(query, title), nameMatch(query, telling(names.address)));
  for (const heading of names.headings)
    best = Math.max(best, HEADING_NAME * nameMatch(query, [...new Set([...title, ...telling(heading)])]));
  return best;
}

/**
 * True when the page has the query's words one after the other (two words or more), as in the
 * list of its text's telling words (`nameWords`). Up to 30 pages are checked on a keystroke, each
 * up to tens of thousands of words: rather than reading every word, a regular expression finds
 * where the first word is, and only the words after it are read (listing the words took ~23 ms a
 * query on a desktop; test/search/rerank.test.ts checks both give the same answer).
 */
export function hasPhrase(query: string[], data: RankedData): boolean {
  if (query.length < 2) return false;
  const text = foldedLowercase(data.content ?? '');
  // The first word, as any of the words that read as it, a whole word (no look-behind: older Safari lacks it).
  const first = new RegExp(`(?:^|[^a-z0-9])(?:${wordsTold(query[0]).join('|')})(?![a-z0-9])`, 'g');
  for (let match = first.exec(text); match; match = first.exec(text))
    if (wordsFollow(text, match.index + match[0].length, query.slice(1))) return true;
  return false;
}

/** The words that `tellingWord` reads as `told`: itself, its plurals, a version number's `v`. */
function wordsTold(told: string): string[] {
  const forms = [told, `${told}s`, ...(told.endsWith('y') ? [`${told.slice(0, -1)}ies`] : []), `v${told}`];
  return forms.filter((form) => tellingWord(form) === told);
}

/** Whether the telling words of `text` from `offset` on start with `words`. */
function wordsFollow(text: string, offset: number, words: string[]): boolean {
  const pattern = /[a-z0-9]+/g;
  pattern.lastIndex = offset;
  let next = 0;
  for (let match = pattern.exec(text); match && next < words.length; match = pattern.exec(text)) {
    const word = tellingWord(match[0]);
    if (word === undefined) continue;
    if (word !== words[next]) return false;
    next++;
  }
  return next === words.length;
}

/**
 * The results in their new order: Pagefind's score (the best as 1) plus what their names and
 * phrases add. The first `shown` are in their final order, with their details loaded; beyond
 * them, a result whose details were not needed keeps the place its names give it. A result whose
 * names are not given is loaded for them; any other only when it is shown or when its phrase could
 * bring it among the shown, since a phrase needs the page's text.
 */
export async function rerank<T extends RankedData, C extends Candidate<T> = Candidate<T>>(
  query: string,
  results: C[],
  shown: number,
): Promise<Reranked<T, C>[]> {
  const words = [...new Set(nameWords(query))];
  const top = Math.max(...results.map((r) => r.score), Number.MIN_VALUE);
  const entries = await Promise.all(
    results.map(async (candidate, i) => {
      const data = candidate.names ? undefined : await candidate.data();
      const names = candidate.names ?? namesOfData(data!);
      return {
        candidate,
        i,
        data,
        score: candidate.score / top + NAME_WEIGHT * (names.reference ? REFERENCE_NAME : 1) * bestName(words, names),
      };
    }),
  );
  const byScore = (a: { score: number; i: number }, b: { score: number; i: number }) => b.score - a.score || a.i - b.i;
  entries.sort(byScore);
  // The last shown result's score without a phrase: a result below it by more than a phrase adds stays below.
  const bar = entries[Math.min(shown, entries.length) - 1]?.score ?? 0;
  const phrases = words.length > 1;
  await Promise.all(
    entries.map(async (entry, rank) => {
      if (rank >= shown && !(phrases && entry.score + PHRASE_WEIGHT >= bar)) return;
      entry.data ??= await entry.candidate.data();
      if (hasPhrase(words, entry.data)) entry.score += PHRASE_WEIGHT;
    }),
  );
  return entries.sort(byScore).map(({ candidate, data }) => ({ candidate, data }));
}
