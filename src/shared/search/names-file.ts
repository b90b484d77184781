/**
 * The names file of an index (`page-names.json`, written by src/node/search/page-names.ts, read by the
 * search in the browser): each page's address name, title and headings as words, by Pagefind's id
 * of the page. Words are numbers into one list of the site's name words, most used first, so that
 * "ingestion" is written once rather than on every page that names it: the file is about half the
 * size of the same names as text, and it is loaded with the first search.
 */

/** The file beside each index part. */
export const PAGE_NAMES_FILE = 'page-names.json';

/** What names a page, as words (`textWords`): the last part of its address, its title, its headings. */
export interface PageNames {
  address: string[];
  title: string[];
  headings: string[][];
  /** A short generated page about one thing (an entity of the metadata model): its name ranks below a guide's. */
  reference?: boolean;
  /** A record a later part of the index replaces (`NamesFile.hides`): left out of results. */
  hidden?: boolean;
}

/** The file: the words, and each page's names as `address|title|heading|…`, every word its number in base 36. */
export interface NamesFile {
  words: string[];
  pages: Record<string, string>;
  /** The ids of the reference pages. */
  reference?: string[];
  /** Ids of records in the index's other parts that this part's pages replace: searches leave them out (serve's edits). */
  hides?: string[];
}

/** Lowercase letters and digits, accents dropped: `Déjà-vu Ingestion` → `deja`, `vu`, `ingestion`. */
export function textWords(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

export function encodeNames(pages: Record<string, PageNames>): NamesFile {
  const uses = new Map<string, number>();
  const groups = (names: PageNames) => [names.address, names.title, ...names.headings];
  for (const names of Object.values(pages))
    for (const word of groups(names).flat()) uses.set(word, (uses.get(word) ?? 0) + 1);
  const words = [...uses].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)).map(([word]) => word);
  const number = new Map(words.map((word, i) => [word, i.toString(36)]));
  const encoded = Object.entries(pages).map(([id, names]) => [
    id,
    groups(names)
      .map((group) => group.map((word) => number.get(word)).join(' '))
      .join('|'),
  ]);
  const reference = Object.keys(pages).filter((id) => pages[id].reference);
  return { words, pages: Object.fromEntries(encoded), ...(reference.length ? { reference } : {}) };
}

export function decodeNames(file: NamesFile): Map<string, PageNames> {
  const group = (text: string) => (text ? text.split(' ').map((n) => file.words[parseInt(n, 36)] ?? '') : []);
  const reference = new Set(file.reference ?? []);
  return new Map(
    Object.entries(file.pages).map(([id, text]) => {
      const [address = '', title = '', ...headings] = text.split('|');
      return [
        id,
        {
          address: group(address),
          title: group(title),
          headings: headings.map(group),
          ...(reference.has(id) ? { reference: true } : {}),
        },
      ];
    }),
  );
}
