/**
 * The pages that may answer a question, with their sections: the site's own search index finds
 * the pages, their Markdown twins give the sections. Both the local answerer and the
 * self-hosted LLM provider (which sends the best sections as context) start here.
 */
import { pageUrl } from '../search-url.ts';
import { splitSections } from './sections.ts';
import type { PageSections } from './score.ts';
import { keywords, stem } from './terms.ts';

/** Pagefind's search, as far as retrieval uses it. */
export interface SearchIndex {
  search(query: string, options?: { filters?: Record<string, string> }): Promise<{ results: IndexResult[] }>;
}

interface IndexResult {
  id: string;
  data(): Promise<{ url: string; meta: { title?: string; breadcrumb?: string } }>;
}

export interface RetrievalContext {
  index: SearchIndex;
  baseUrl: string;
  /** The docs version searched (`current` for the latest). */
  version: string;
  /** The text of a site file, or undefined when it cannot be read. */
  readText(url: string): Promise<string | undefined>;
}

const PAGES = 6;

/**
 * Pages for the question: the whole question's keywords, then each keyword alone (the index
 * matches all words of a query, and a question rarely shares all of its words with one page),
 * fused by reciprocal rank; a page whose title the question names ranks higher.
 */
export async function retrievePages(question: string, context: RetrievalContext): Promise<PageSections[]> {
  const words = keywords(question);
  if (words.length === 0) return [];
  const queries = [words.join(' '), ...(words.length > 1 ? words : [])];
  const filters = { version: context.version };
  const lists = await Promise.all(
    queries.map(async (q) => (await context.index.search(q, { filters })).results.slice(0, 12)),
  );
  const scores = new Map<string, number>();
  const results = new Map<string, IndexResult>();
  lists.forEach((list, listIndex) =>
    list.forEach((result, rank) => {
      results.set(result.id, result);
      scores.set(result.id, (scores.get(result.id) ?? 0) + (listIndex === 0 ? 2 : 1) / (rank + 2));
    }),
  );
  // Twelve of each list and twice as many candidates as pages to quote: a page the question names but
  // the index ranks lower (a long reference page such as an entity's) still reaches the title check.
  const shortlist = [...scores.entries()].sort((a, b) => b[1] - a[1]).slice(0, PAGES * 2);
  const stems = new Set(words.map(stem));
  const pages = await Promise.all(
    shortlist.map(async ([id, score]) => {
      const data = await results.get(id)!.data();
      const titleWords = (data.meta.title ?? '').toLowerCase().match(/[a-z0-9]+/g) ?? [];
      const named = titleWords.length > 0 ? titleWords.filter((w) => stems.has(stem(w))).length / titleWords.length : 0;
      return {
        url: pageUrl(data.url),
        title: data.meta.title,
        breadcrumb: data.meta.breadcrumb,
        score: score + named * 0.6,
      };
    }),
  );
  // Only doc pages have Markdown twins to quote; the landing pages are left to search.
  const docs = `${context.baseUrl}docs/`;
  const chosen = pages
    .filter((page) => page.url.startsWith(docs) && page.url.length > docs.length)
    .sort((a, b) => b.score - a.score)
    .slice(0, PAGES);
  const loaded = await Promise.all(chosen.map((page, rank) => loadSections(page, rank, context)));
  return loaded.filter((page): page is PageSections => Boolean(page));
}

async function loadSections(
  { url, title, breadcrumb }: { url: string; title?: string; breadcrumb?: string },
  rank: number,
  context: RetrievalContext,
): Promise<PageSections | undefined> {
  const text = await context.readText(`${url.replace(/\/$/, '')}.md`);
  if (text === undefined) return undefined;
  // A short title like "Overview" or "Setup" says little alone: name its parent too.
  const parent = breadcrumb
    ?.split('›')
    .map((s) => s.trim())
    .filter(Boolean)
    .at(-1);
  const label = title && parent && title.split(/\s+/).length <= 2 && parent !== title ? `${parent} › ${title}` : title;
  return { url, rank, label, sections: splitSections(text) };
}
