/**
 * The names of every page of an index (the last part of its address, its title and its headings)
 * in one small file beside it, `page-names.json` (src/shared/search/names-file.ts), written when the
 * index is. The browser ranks Pagefind's best results again by these names (rerank.ts); without
 * them it loaded each result's details, a fetch and a copy of the page's whole text for each of
 * 30 results, and the results waited for all of them.
 */
import { gunzipSync } from 'node:zlib';
import { encodeNames, textWords, type PageNames } from '../../shared/search/names-file.ts';
import { addressName } from '../../shared/search/rerank.ts';

/** What a Pagefind fragment (a page's details) holds that the names are made of. */
export interface Fragment {
  url: string;
  meta: { title?: string; reference?: string };
  anchors: { element: string; text?: string }[];
}

/**
 * The names file of an index, from its files as Pagefind gave them, by the id Pagefind gives each
 * page (its fragment's name), the only key a search result carries before its details are loaded.
 * Nothing of Pagefind's is rewritten. `hides`: the ids of pages whose records in the index's other
 * parts are out of date (serve's part of edited pages, src/node/search/edits-part.ts).
 */
export function pageNamesFile(files: IndexFileBytes[], hides: string[] = []): string {
  const pages: Record<string, PageNames> = {};
  for (const { id, fragment } of fragmentsOf(files)) pages[id] = namesOf(fragment);
  return JSON.stringify({ ...encodeNames(pages), ...(hides.length ? { hides } : {}) });
}

/** Each page's id by its address as Pagefind records it: `/` and the page's path below the output folder. */
export function pageIdsOf(files: IndexFileBytes[]): Map<string, string> {
  return new Map(fragmentsOf(files).map(({ id, fragment }) => [fragment.url, id]));
}

type IndexFileBytes = { path: string; content: Uint8Array };

/** The fragments of an index, read as Pagefind's browser script reads them (gzip, a signature, then JSON). */
function fragmentsOf(files: IndexFileBytes[]): { id: string; fragment: Fragment }[] {
  return files.flatMap((file) => {
    const id = /^fragment\/(.+)\.pf_fragment$/.exec(file.path)?.[1];
    const text = id && gunzipSync(file.content).subarray(SIGNATURE.length).toString('utf8');
    return id ? [{ id, fragment: JSON.parse(text as string) as Fragment }] : [];
  });
}

/** What Pagefind puts before a fragment's JSON. */
const SIGNATURE = 'pagefind_dcd';

/**
 * The page's names. Of its headings (Pagefind's sections), those that add a word to the title,
 * each set of words once: a heading ranks a page by its words with the title's, so one without
 * a word of its own, or with the words of another, ranks nothing more.
 */
export function namesOf(fragment: Fragment): PageNames {
  const title = textWords(fragment.meta.title ?? '');
  const seen = new Set<string>();
  const headings = fragment.anchors
    .filter((anchor) => /^h\d$/i.test(anchor.element) && anchor.text)
    .map((anchor) => textWords(anchor.text!))
    .filter((words) => {
      const key = [...new Set(words)].sort().join(' ');
      if (!words.some((word) => !title.includes(word)) || seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  return {
    address: textWords(addressName(fragment.url)),
    title,
    headings,
    ...(fragment.meta.reference ? { reference: true } : {}),
  };
}
