/**
 * The local assistant: answers in the browser from the site's own pages, with no third party.
 * The offline search index (Pagefind) finds the pages, their Markdown twins give the sections,
 * and compose.ts quotes the one that states what is asked. The result is served as a
 * completions stream in the same format as a remote provider's, so the widget reads both
 * through one parser.
 */
import { loadPagefind, readerVersion } from '../search/search-engine.ts';
import { composeAnswer } from './compose.ts';
import { retrievePages, type RetrievalContext } from './retrieve.ts';
import type { PageSections } from './score.ts';
import { STREAM_SEPARATOR } from './stream.ts';
import { keywords } from './terms.ts';

export async function localAnswer(question: string, siteBaseUrl: string): Promise<Response> {
  const answer = composeAnswer(question, await sitePages(question, siteBaseUrl));
  // Not covered: the sources are empty and the answer too; the widget then says it does not know.
  return new Response(streamOf(JSON.stringify(answer?.sources ?? []), answer?.markdown ?? ''), {
    headers: { 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

let lastRetrieval: { key: string; pages: Promise<PageSections[]> } | undefined;

/**
 * The pages of this site that may answer the question. Asked once per question: a service's
 * provider starts it beside its own request, so that the local assistant, if it must answer
 * instead, finds it done.
 */
export function sitePages(question: string, siteBaseUrl: string): Promise<PageSections[]> {
  const key = `${siteBaseUrl}\n${readerVersion()}\n${question}`;
  if (lastRetrieval?.key !== key) {
    const pages = siteRetrieval(siteBaseUrl).then((context) => retrievePages(question, context));
    lastRetrieval = { key, pages };
    pages.catch(() => lastRetrieval?.pages === pages && (lastRetrieval = undefined));
  }
  return lastRetrieval.pages;
}

/** Twins already read, as text: a page quoted twice is fetched once. */
const twins = new Map<string, Promise<string | undefined>>();

/** Retrieval from this site: its offline index, of the docs version the reader is in, and its Markdown twins. */
async function siteRetrieval(siteBaseUrl: string): Promise<RetrievalContext> {
  return {
    index: await loadPagefind(siteBaseUrl),
    baseUrl: siteBaseUrl,
    version: readerVersion(),
    readText(url) {
      if (!twins.has(url)) {
        const text = fetch(url)
          .then((response) => (response.ok ? response.text() : undefined))
          .catch(() => undefined);
        twins.set(url, text);
        void text.then((t) => t === undefined && twins.delete(url));
      }
      return twins.get(url)!;
    },
  };
}

/** Loads the index chunks for the words typed so far, so that asking finds them in cache. */
export async function preloadQuestion(question: string, siteBaseUrl: string): Promise<void> {
  const words = keywords(question);
  if (words.length === 0) return;
  const engine = await loadPagefind(siteBaseUrl);
  await Promise.all(words.map((w) => engine.preload?.(w)));
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
