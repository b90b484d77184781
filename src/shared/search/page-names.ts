/**
 * What names a page in search: the last part of its address, its title and its headings. A doc
 * page carries them as Pagefind metadata (`data-pagefind-meta`, written by templates/DocPage.tsx),
 * which Pagefind indexes without ranking by them (SEARCH_RANKING's metaWeights of 0). A search
 * result then says, before its details are loaded, whether the query's words are in one of its
 * names (`matchedMetaFields`); the browser loads only those results' details to rank them again
 * by their names (rerank.ts). Nothing of Pagefind's output is read here.
 */

/** What names a page, as words (`textWords`): the last part of its address, its title, its headings. */
export interface PageNames {
  address: string[];
  title: string[];
  headings: string[][];
  /** A short generated page about one thing (an entity of the metadata model): its name ranks below a guide's. */
  reference?: boolean;
}

/** The metadata fields that hold a page's names: Pagefind's title, and the two a doc page adds. */
export const NAME_FIELDS = { title: 'title', address: 'address', headings: 'headings' } as const;

/** Between two headings in the `headings` field (not a word, so Pagefind does not index it). */
const HEADING_BREAK = ' | ';

/** Lowercase letters and digits, accents dropped: `Déjà-vu Ingestion` → `deja`, `vu`, `ingestion`. */
export function textWords(text: string): string[] {
  return foldedLowercase(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** The text in lowercase, accents dropped (only looked for in a text that is not all ASCII: a page's text is long). */
export function foldedLowercase(text: string): string {
  const folded = /[^\x00-\x7f]/.test(text) ? text.normalize('NFD').replace(/\p{M}/gu, '') : text;
  return folded.toLowerCase();
}

/** The values of a doc page's `address` and `headings` metadata fields. */
export function nameFields(addressName: string, headings: string[]): { address: string; headings: string } {
  return {
    address: textWords(addressName).join(' '),
    headings: headings.map((heading) => textWords(heading).join(' ')).join(HEADING_BREAK),
  };
}

/**
 * The page's names from its metadata. Of its headings, those that add a word to the title, each
 * set of words once: a heading ranks a page by its words with the title's, so one without a word
 * of its own, or with the words of another, ranks nothing more.
 */
export function namesOfMeta(meta: {
  title?: string;
  address?: string;
  headings?: string;
  reference?: string;
}): PageNames {
  const title = textWords(meta.title ?? '');
  const seen = new Set<string>();
  const headings = (meta.headings ?? '')
    .split(HEADING_BREAK.trim())
    .map(textWords)
    .filter((words) => {
      const key = [...new Set(words)].sort().join(' ');
      if (!words.some((word) => !title.includes(word)) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return {
    address: textWords(meta.address ?? ''),
    title,
    headings,
    ...(meta.reference ? { reference: true } : {}),
  };
}
