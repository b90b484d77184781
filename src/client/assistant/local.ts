/**
 * The local assistant: answers in the browser from the site's own pages, with no third party.
 * The offline search index (Pagefind) finds the pages, their Markdown twins give the sections,
 * and compose.ts quotes the best ones. The result is served as a completions stream in the
 * same format as a remote provider's, so the widget reads both through one parser.
 */
import { loadPagefind, readerVersion } from '../../../templates/components/search-engine.ts';
import { pageUrl } from '../search-url.ts';
import { composeAnswer, keywords, stem, type PageSections } from './compose.ts';
import { splitSections } from './sections.ts';
import { STREAM_SEPARATOR } from './stream.ts';

const PAGES = 4;

export async function localAnswer(question: string, baseUrl: string, siteTitle?: string): Promise<Response> {
  const urls = await retrieve(question, baseUrl);
  const pages = (await Promise.all(urls.map((hit, rank) => loadSections(hit, rank)))).filter((p): p is PageSections => Boolean(p));
  const answer = composeAnswer(question, pages, siteTitle);
  // No good match: the sources are empty and the answer too; the widget then says it does not know.
  return new Response(streamOf(JSON.stringify(answer?.sources ?? []), answer?.markdown ?? ''), { headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * Pages for the question: the whole question's keywords, then each keyword alone (the index
 * matches all words of a query, and a question rarely shares all of its words with one page),
 * fused by reciprocal rank.
 */
interface Retrieved {
  url: string;
  title?: string;
  breadcrumb?: string;
}

async function retrieve(question: string, baseUrl: string): Promise<Retrieved[]> {
  const words = keywords(question);
  if (words.length === 0) return [];
  const engine = await loadPagefind(baseUrl);
  const queries = [words.join(' '), ...(words.length > 1 ? words : [])];
  const filters = { version: readerVersion() };
  const lists = await Promise.all(queries.map(async (q) => (await engine.search(q, { filters })).results.slice(0, 12)));
  const scores = new Map<string, number>();
  const ids = new Map<string, { data(): Promise<{ url: string; meta: { title?: string; breadcrumb?: string } }> }>();
  lists.forEach((results, listIndex) =>
    results.forEach((result, rank) => {
      const key = (result as unknown as { id: string }).id;
      ids.set(key, result);
      scores.set(key, (scores.get(key) ?? 0) + (listIndex === 0 ? 2 : 1) / (rank + 2));
    }),
  );
  // Twelve of each list and three candidates per page to quote: a page the question names but the
  // index ranks 9th to 12th (a long reference page such as an entity's) still reaches the title check.
  const shortlist = [...scores.entries()].sort((a, b) => b[1] - a[1]).slice(0, PAGES * 3);
  const stems = new Set(words.map(stem));
  const pages = await Promise.all(
    shortlist.map(async ([id, score]) => {
      const data = await ids.get(id)!.data();
      // A page named by the question ("domains", "the dataset entity") is the one to quote.
      const titleWords = (data.meta.title ?? '').toLowerCase().match(/[a-z0-9]+/g) ?? [];
      const named = titleWords.length > 0 ? titleWords.filter((w) => stems.has(stem(w))).length / titleWords.length : 0;
      return { url: pageUrl(data.url), title: data.meta.title, breadcrumb: data.meta.breadcrumb, score: score + named * 0.6 };
    }),
  );
  // Only doc pages have Markdown twins to quote; the landing pages are left to search.
  const isDoc = (url: string) => url.startsWith(`${baseUrl}docs/`) && url.length > `${baseUrl}docs/`.length;
  return pages.filter((page) => isDoc(page.url)).sort((a, b) => b.score - a.score).slice(0, PAGES);
}

/** Loads the index chunks for the words typed so far, so that asking finds them in cache. */
export async function preloadQuestion(question: string, baseUrl: string): Promise<void> {
  const words = keywords(question);
  if (words.length === 0) return;
  const engine = await loadPagefind(baseUrl);
  await Promise.all(words.map((w) => engine.preload?.(w)));
}

async function loadSections({ url, title, breadcrumb }: Retrieved, rank: number): Promise<PageSections | undefined> {
  const twin = `${url.replace(/\/$/, '')}.md`;
  try {
    const response = await fetch(twin);
    if (!response.ok) return undefined;
    // A short title like "Overview" or "Setup" says little alone: name its parent too.
    const parent = breadcrumb?.split('›').map((s) => s.trim()).filter(Boolean).at(-1);
    const label = title && parent && title.split(/\s+/).length <= 2 && parent !== title ? `${parent} › ${title}` : title;
    return { url, rank, label, sections: splitSections(await response.text()) };
  } catch {
    return undefined;
  }
}

/** The protocol's body: sources, marker, then the answer in small chunks, as a service streams it. */
function streamOf(sources: string, answer: string): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const pieces = answer.match(/[\s\S]{1,48}(?=\s|$)|[\s\S]{1,48}/g) ?? [];
  let index = 0;
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(`${sources}${STREAM_SEPARATOR}`));
    },
    async pull(controller) {
      if (index >= pieces.length) return controller.close();
      controller.enqueue(encoder.encode(pieces[index++]));
      // A short pause between pieces, so the answer reads as it arrives.
      await new Promise((done) => setTimeout(done, 12));
    },
  });
}
