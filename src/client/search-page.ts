/**
 * The /search page: reads `q`, queries the offline Pagefind index (loaded only here) and lists
 * the results. The texts follow the site we replace (spec §8).
 */
import { clientConfig } from './config.ts';
import { pageUrl } from './search-url.ts';

interface PagefindResult {
  data(): Promise<{ url: string; excerpt: string; meta: { title?: string; breadcrumb?: string } }>;
}
interface Pagefind {
  options(options: { baseUrl: string }): Promise<void>;
  search(query: string): Promise<{ results: PagefindResult[] }>;
}

const PAGE_SIZE = 20;

export async function initSearchPage(): Promise<void> {
  const container = document.querySelector<HTMLElement>('[data-search-results]');
  if (!container) return;
  const query = new URL(location.href).searchParams.get('q')?.trim() ?? '';
  const input = document.querySelector<HTMLInputElement>('[data-search-input]');
  if (input) input.value = query;
  if (!query) return;
  document.querySelector<HTMLElement>('.pg-all-docs')?.setAttribute('hidden', '');
  container.textContent = 'Fetching results...';
  try {
    const base = clientConfig().baseUrl;
    const pagefind = (await import(/* @vite-ignore */ `${base}pagefind/pagefind.js`)) as Pagefind;
    await pagefind.options({ baseUrl: base });
    const search = await pagefind.search(query);
    const results = await Promise.all(search.results.slice(0, PAGE_SIZE).map((r) => r.data()));
    container.replaceChildren(heading(search.results.length, query), ...(results.length ? [list(results)] : noResults(query)));
  } catch {
    container.replaceChildren(paragraph('Unable to fetch results'), paragraph('You might want to check your network connection.'));
  }
}

function heading(count: number, query: string): HTMLElement {
  const h = document.createElement('h2');
  h.className = 'search-results-title';
  h.textContent = count ? `${count} result${count === 1 ? '' : 's'} for "${query}"` : `No results for "${query}"`;
  return h;
}

function list(results: { url: string; excerpt: string; meta: { title?: string; breadcrumb?: string } }[]): HTMLElement {
  const ol = document.createElement('ol');
  ol.className = 'search-results-list';
  for (const result of results) {
    const li = document.createElement('li');
    const a = document.createElement('a');
    a.href = pageUrl(result.url);
    a.textContent = result.meta.title ?? result.url;
    if (result.meta.breadcrumb) {
      const crumb = document.createElement('span');
      crumb.className = 'search-result-crumb';
      crumb.textContent = result.meta.breadcrumb;
      li.append(crumb);
    }
    const p = document.createElement('p');
    // Pagefind escapes page text and only adds <mark> around matches.
    p.innerHTML = result.excerpt;
    li.append(a, p);
    ol.append(li);
  }
  return ol;
}

function noResults(query: string): HTMLElement[] {
  const words = query.split(/\s+/).filter(Boolean);
  const hint = words.length > 1 ? `Try searching for "${words[0]}".` : 'Try a shorter or more general word.';
  return [paragraph(`Try searching for another term. ${hint}`), paragraph('Believe this query should return results? Let us know in the community Slack.')];
}

function paragraph(text: string): HTMLElement {
  const p = document.createElement('p');
  p.textContent = text;
  return p;
}
