/**
 * The names of every page of an index (the last part of its address, its title and its headings)
 * in one small file beside it, `page-names.json` (src/search/names-file.ts), written when the
 * index is. The browser ranks Pagefind's best results again by these names (rerank.ts); without
 * them it loaded each result's details, a fetch and a copy of the page's whole text for each of
 * 30 results, and the results waited for all of them.
 */
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { readPagefindFile } from './stable-index.ts';
import { PAGE_NAMES_FILE, encodeNames, textWords, type PageNames } from './names-file.ts';
import { addressName } from './rerank.ts';
import { mapLimited } from '../util/map-limited.ts';

/** What a Pagefind fragment (a page's details) holds that the names are made of. */
export interface Fragment {
  url: string;
  meta: { title?: string; reference?: string };
  anchors: { element: string; text?: string }[];
}

/** Writes the names of the pages of the index at `outputPath`, by the id Pagefind gives each page. */
export async function writePageNames(outputPath: string): Promise<void> {
  const folder = join(outputPath, 'fragment');
  const files = (await readdir(folder)).filter((file) => file.endsWith('.pf_fragment')).sort();
  // Read many at a time (the reads wait on the disk more than the rest works), kept in file order.
  const names = await mapLimited(files, 16, async (file) => namesOf(JSON.parse((await readPagefindFile(join(folder, file))).toString('utf8')) as Fragment));
  const pages: Record<string, PageNames> = Object.fromEntries(files.map((file, i) => [file.slice(0, -'.pf_fragment'.length), names[i]]));
  await writeFile(join(outputPath, PAGE_NAMES_FILE), JSON.stringify(encodeNames(pages)));
}

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
  return { address: textWords(addressName(fragment.url)), title, headings, ...(fragment.meta.reference ? { reference: true } : {}) };
}
