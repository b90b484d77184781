/**
 * A page opened from a search result marks the words searched (`?highlight=kafka&highlight=topic`,
 * added by the search engine) in its content, with Pagefind's highlighter (mark.js), which is
 * loaded only then.
 */
import { clientConfig } from './config.ts';

interface HighlightModule {
  default: new (options: {
    highlightParam: string;
    markContext: string;
    markOptions: { className: string; exclude: string[] };
    addStyles: boolean;
  }) => unknown;
}

/** HIGHLIGHT_PARAM of search/local-search.ts (repeated here so that pages without search never load its code). */
const PARAM = 'highlight';

export function initHighlight(): void {
  if (!new URL(location.href).searchParams.has(PARAM) || !document.querySelector('.doc-article .markdown')) return;
  const script = `${clientConfig().baseUrl}pagefind/pagefind-highlight.js`;
  void (import(/* @vite-ignore */ script) as Promise<HighlightModule>)
    .then(
      ({ default: Highlight }) =>
        new Highlight({
          highlightParam: PARAM,
          markContext: '.doc-article .markdown',
          markOptions: {
            className: 'search-highlight',
            exclude: ['.hash-link', '[data-pagefind-ignore]', '[data-pagefind-ignore] *'],
          },
          addStyles: false,
        }),
    )
    // No search index (a build without one): the page simply shows unmarked.
    .catch(() => undefined);
}
