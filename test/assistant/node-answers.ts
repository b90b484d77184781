/**
 * The local assistant's answers computed in Node against a served build of the site: the same
 * retrieval (the site's Pagefind index, loaded from the server as the browser loads it, and its
 * Markdown twins), the same composition and the same Markdown rendering as the widget, without
 * a browser, a typing pause or a streamed answer. The widget's work on top (sources normalised,
 * the fallback when the docs do not cover a question) is repeated here as it does it;
 * quality.test.ts checks that a browser shows the same answers for a sample of questions.
 */
import { fromHtml } from 'hast-util-from-html';
import { toString as textOf } from 'hast-util-to-string';
import { composeAnswer } from '../../src/client/assistant/compose.ts';
import { renderAnswer } from '../../src/client/assistant/markdown.ts';
import { retrievePages } from '../../src/client/assistant/retrieve.ts';
import { normalizeSources } from '../../src/client/assistant/sources.ts';
import { nodeIndex } from '../helpers/node-pagefind.ts';
import type { Answered } from './quality.ts';

/** What the widget shows when no answer is composed (the DataHub config keeps the default). */
export const NOT_COVERED = 'Sorry, I am not sure how to answer that.';

/**
 * Answers questions about the site built in `dir` and served at `siteUrl` (at its root), as its
 * widget would with the local assistant. Pagefind keeps one index per process: call once.
 */
export async function nodeAssistant(dir: string, siteUrl: string): Promise<(question: string) => Promise<Answered>> {
  const { engine: index } = await nodeIndex(dir, siteUrl);
  const readText = (url: string) =>
    fetch(siteUrl + url)
      .then((response) => (response.ok ? response.text() : undefined))
      .catch(() => undefined);
  return async (question) => {
    const pages = await retrievePages(question, { index, baseUrl: '/', version: 'current', readText });
    const composed = composeAnswer(question, pages);
    const markdown = composed?.markdown ?? '';
    const answer = markdown.trim() ? markdown : NOT_COVERED;
    // The widget lists sources only beside an answer it was given, not beside its fallback.
    const sources = answer === markdown ? normalizeSources(composed?.sources ?? [], '/') : [];
    return {
      opening: await openingOf(answer),
      sources: sources.map((source) => source.href.split('#')[0].replace(/\/$/, '')),
    };
  };
}

/** The text of the rendered answer's first two blocks, as the browser's `textContent` gives it. */
async function openingOf(answer: string): Promise<string> {
  const tree = fromHtml(await renderAnswer(answer, {}), { fragment: true });
  return tree.children
    .filter((node) => node.type === 'element')
    .slice(0, 2)
    .map((node) => textOf(node))
    .join('\n');
}
