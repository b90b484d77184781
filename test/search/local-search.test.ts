/**
 * The search over a loaded index (src/client/search/local-search.ts) against a Pagefind of pages
 * made up here: which results it loads (each load costs Pagefind an excerpt), and that loading
 * fewer changes neither the results nor the correction of a mistyped word.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchIndex, type LoadedIndex, type PagefindData } from '../../src/client/search/local-search.ts';

/** A page of the fake index: its address and the text Pagefind matched `locations` in. */
interface FakePage {
  url: string;
  text: string;
}

/**
 * A Pagefind whose every search finds every page, the first best (scores far apart, so that only
 * names move a result); a result's locations are the words of its text the query's words start,
 * and its title is a name that matched when a query word starts it. `loads` counts the `data()`
 * calls by page.
 */
function fakeIndex(pages: FakePage[], vocabulary: string[] = []) {
  const loads = new Map<string, number>();
  const engine: LoadedIndex['engine'] = {
    options: async () => undefined,
    search: async (terms) => {
      const words = terms.toLowerCase().split(/\s+/).filter(Boolean);
      const matches = (word: string) => words.some((q) => word.startsWith(q));
      return {
        results: pages.map((page, i) => ({
          id: page.url,
          score: 100 / (i + 1),
          matchedMetaFields: matches(page.url.slice(1)) ? ['title'] : [],
          data: async (): Promise<PagefindData> => {
            loads.set(page.url, (loads.get(page.url) ?? 0) + 1);
            return {
              url: `${page.url}.html`,
              content: page.text,
              excerpt: page.text,
              locations: page.text.split(' ').flatMap((word, at) => (matches(word) ? [at] : [])),
              meta: { title: page.url.slice(1) },
            };
          },
        })),
      };
    },
  };
  const index: LoadedIndex = {
    engine,
    edited: { pages: new Set(), kept: new Set() },
    version: 'current',
    vocabulary: async () => vocabulary,
    names: async () => new Set(),
  };
  return { index, loads };
}

/** `n` pages about ingestion, then those given. */
function pagesAbout(n: number, ...more: FakePage[]): FakePage[] {
  const pages = Array.from({ length: n }, (_, i) => ({ url: `/p${i}`, text: `ingestion of metadata number ${i}` }));
  return [...pages, ...more];
}

test('a query the shown results answer loads only those', async () => {
  const { index, loads } = fakeIndex(pagesAbout(20));
  const found = await searchIndex(index, 'ingestion', 8);
  assert.equal(found.hits.length, 8);
  assert.deepEqual(
    found.hits.map((hit) => new URL(hit.url, 'http://x').pathname),
    pagesAbout(8).map((page) => page.url),
  );
  assert.equal(loads.size, 8, `loaded ${[...loads.keys()]}`);
  assert.ok(
    [...loads.values()].every((n) => n === 1),
    'each result loaded once',
  );
});

test('a word the shown results lack is looked for in the next ones before it is corrected', async () => {
  // "lineage" is in the ninth page's text only: it is not mistyped, and is not replaced by "linkage".
  const ninth = { url: '/p-ninth', text: 'metadata lineage graph' };
  const { index, loads } = fakeIndex(pagesAbout(8, ninth, ...pagesAbout(12).slice(8)), ['linkage']);
  const found = await searchIndex(index, 'lineage', 8);
  assert.equal(found.corrected, undefined);
  assert.equal(loads.size, 10, 'the ten checked are loaded');
  assert.ok(
    [...loads.values()].every((n) => n === 1),
    'each result loaded once, though ranked twice',
  );
});

test('a word none of the checked results has is corrected to the nearest word of the site', async () => {
  const { index } = fakeIndex(pagesAbout(12, { url: '/kafka', text: 'kafka metadata events' }), ['kafka']);
  const found = await searchIndex(index, 'kafak', 8);
  assert.equal(found.corrected, 'kafka');
  assert.equal(new URL(found.hits[0].url, 'http://x').pathname, '/kafka');
});

test('more results load in pages, after the shown ones', async () => {
  const { index, loads } = fakeIndex(pagesAbout(40));
  const found = await searchIndex(index, 'ingestion', 8);
  const next = await found.more!(8);
  assert.deepEqual(
    next.map((hit) => new URL(hit.url, 'http://x').pathname),
    pagesAbout(16)
      .slice(8)
      .map((page) => page.url),
  );
  assert.equal(loads.size, 16);
});
