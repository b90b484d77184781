/**
 * The /search page: reads `q`, asks the same engine as the search modal, and lists every result
 * with its matching sections. Texts follow the spec's error catalogue.
 */
import { clientConfig } from './config.ts';
import { reportNoResults } from './feedback.ts';
import { hostedResults, search, suggestionsFor } from './search/search-engine.ts';
import type { Found, SearchHit } from './search/results.ts';

/** Results shown at first and added each time the reader reaches the end of the list. */
const PAGE_SIZE = 20;

export async function initSearchPage(): Promise<void> {
  const container = document.querySelector<HTMLElement>('[data-search-results]');
  if (!container) return;
  const params = new URL(location.href).searchParams;
  const query = params.get('q')?.trim() ?? '';
  const section = params.get('section') ?? undefined;
  const input = document.querySelector<HTMLInputElement>('[data-search-input]');
  if (input) input.value = query;
  if (!query) return;
  // The page's title and heading name the query, as the site we replace does.
  const title = `Search results for "${query}"`;
  const h1 = document.querySelector<HTMLElement>('.pg-search-page h1');
  if (h1) h1.textContent = title;
  const suffix = document.title.indexOf(' | ');
  document.title = title + (suffix >= 0 ? document.title.slice(suffix) : '');
  document.querySelector<HTMLElement>('.pg-all-docs')?.setAttribute('hidden', '');
  container.textContent = 'Fetching new results...';
  const status = document.querySelector<HTMLElement>('[data-search-status]');
  const say = (text: string) => status && (status.textContent = text);
  say('Fetching new results...');
  const baseUrl = clientConfig().baseUrl;
  // The local index's results show at once; the hosted service's (sections are the local index's
  // filter, which it lacks) replace them when they come in time.
  let hostedShown = false;
  const show = async (found: Found, source: 'local' | 'hosted') => {
    const suggestions = found.hits.length ? [] : await suggestionsFor(baseUrl, query);
    if (source === 'local' && hostedShown) return;
    // A gap in the docs (not a filter that left nothing): worth a maintainer's look.
    if (source === 'local' && found.count === 0 && !section) reportNoResults(query);
    const title = showResults(container, query, section, found, suggestions, say);
    container.dataset.source = source;
    say(title);
  };
  const hosted = (section ? Promise.resolve(undefined) : hostedResults(baseUrl, query, PAGE_SIZE)).then((found) => {
    if (!found) return false;
    hostedShown = true;
    return show(found, 'hosted').then(() => true);
  });
  try {
    await show(await search(baseUrl, query, PAGE_SIZE, { section, countSections: true }), 'local');
  } catch {
    if (await hosted) return;
    container.replaceChildren(
      paragraph('Unable to fetch results'),
      paragraph('You might want to check your network connection.'),
    );
    say('Unable to fetch results');
  }
}

/** Replaces the container's content with the results: heading, correction, section links, list; returns the heading's text. */
function showResults(
  container: HTMLElement,
  query: string,
  section: string | undefined,
  found: Found,
  suggestions: string[],
  say: (text: string) => void,
): string {
  const { count, hits, sections, total, corrected } = found;
  const facets = sections ? sectionFilter(query, section, sections, total ?? count) : undefined;
  const title = heading(count, corrected ?? query);
  const note = corrected ? [correction(query, corrected)] : [];
  const list = hits.length ? resultList(hits) : undefined;
  container.replaceChildren(
    title,
    ...note,
    ...(facets ? [facets] : []),
    ...(list ? [list, ...moreResults(found, list, say)] : noResults(suggestions)),
  );
  return title.textContent ?? '';
}

/**
 * The end of a list that has more results: they load when it scrolls into view, as the site we
 * replace did, or when its button is pressed (then focus moves to the first new result, since
 * Tab from the button would otherwise skip them). Empty when every result is shown.
 */
function moreResults(found: Found, list: HTMLElement, say: (text: string) => void): HTMLElement[] {
  const { count, more } = found;
  let shown = list.children.length;
  if (!more || shown >= count) return [];
  const box = element('div', 'search-more', '');
  const button = element('button', 'search-more-button', 'Show more results') as HTMLButtonElement;
  button.type = 'button';
  box.append(button);
  let loading = false;
  let failed = false;
  const observer = new IntersectionObserver(
    (entries) => entries.some((entry) => entry.isIntersecting) && void load(false),
  );
  async function load(byButton: boolean) {
    if (loading) return;
    loading = true;
    button.textContent = 'Fetching new results...';
    const added = await more!(PAGE_SIZE).catch(() => undefined);
    loading = false;
    if (!added) {
      // Offline or the host failed. Pagefind keeps a failed fetch as failed, so only a new page
      // load can try again; the observer stops, lest it retry in a loop.
      observer.disconnect();
      failed = true;
      button.textContent = 'Unable to fetch results. Reload to try again';
      return;
    }
    const items = [...resultList(added).children];
    list.append(...items);
    shown += items.length;
    say(`Showing ${shown} of ${count} results`);
    if (byButton) items[0]?.querySelector('a')?.focus();
    if (added.length === 0 || shown >= count) {
      observer.disconnect();
      box.remove();
      return;
    }
    button.textContent = 'Show more results';
    // Still in view (a tall window): observing anew reports it again and loads the next page.
    observer.unobserve(box);
    observer.observe(box);
  }
  button.addEventListener('click', () => (failed ? location.reload() : void load(true)));
  observer.observe(box);
  return [box];
}

/**
 * Links that narrow the results to one docs section ("Deployment 12"), most results first, and
 * back to all; plain links, so a filtered search can be shared and Back undoes it.
 */
function sectionFilter(
  query: string,
  current: string | undefined,
  counts: Record<string, number>,
  total: number,
): HTMLElement | undefined {
  const sections = Object.entries(counts)
    .filter(([, n]) => n > 0)
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  if (sections.length < 2 && !current) return undefined;
  const nav = element('nav', 'search-sections', '');
  nav.setAttribute('aria-label', 'Filter by section');
  for (const [name, n] of [['All sections', total] as [string, number], ...sections]) {
    const all = name === 'All sections';
    const a = element('a', 'search-section-link', '') as HTMLAnchorElement;
    a.href = `?q=${encodeURIComponent(query)}${all ? '' : `&section=${encodeURIComponent(name)}`}`;
    a.append(name, ' ', element('span', 'search-section-count', String(n)));
    if ((all && !current) || name === current) a.setAttribute('aria-current', 'true');
    nav.append(a);
  }
  return nav;
}

function heading(count: number, query: string): HTMLElement {
  const h = document.createElement('h2');
  h.className = 'search-results-title';
  h.textContent = count ? `${count} result${count === 1 ? '' : 's'} for "${query}"` : `No results for "${query}"`;
  return h;
}

export function resultList(hits: SearchHit[]): HTMLElement {
  const ol = document.createElement('ol');
  ol.className = 'search-results-list';
  for (const hit of hits) {
    const li = document.createElement('li');
    if (hit.breadcrumb) li.append(element('span', 'search-result-crumb', hit.breadcrumb));
    const a = element('a', '', hit.title) as HTMLAnchorElement;
    a.href = hit.url;
    const p = document.createElement('p');
    // Pagefind escapes page text and only adds <mark> around matches.
    p.innerHTML = hit.excerpt;
    li.append(a, p);
    for (const section of hit.sections) {
      const link = element('a', 'search-result-section', section.title) as HTMLAnchorElement;
      link.href = section.url;
      li.append(link);
    }
    ol.append(li);
  }
  return ol;
}

/** Above the results of a corrected query: the reader sees which words were searched. */
function correction(query: string, corrected: string): HTMLElement {
  const p = element('p', 'search-correction', 'Showing results for ');
  p.append(element('strong', '', corrected), ` instead of "${query}"`);
  return p;
}

function noResults(suggestions: string[]): HTMLElement[] {
  const out: HTMLElement[] = [];
  if (suggestions.length) {
    const p = paragraph('Try searching for ');
    suggestions.forEach((s, i) => {
      const a = element('a', '', s) as HTMLAnchorElement;
      a.href = `?q=${encodeURIComponent(s)}`;
      p.append(...(i ? [', '] : []), a);
    });
    out.push(p);
  }
  const feedback = clientConfig().search.feedbackUrl;
  if (feedback) {
    const p = paragraph('Believe this query should return results? ');
    const a = element('a', '', 'Let us know.') as HTMLAnchorElement;
    a.href = feedback;
    p.append(a);
    out.push(p);
  }
  return out;
}

function element(tag: string, className: string, text: string): HTMLElement {
  const el = document.createElement(tag);
  if (className) el.className = className;
  el.textContent = text;
  return el;
}

function paragraph(text: string): HTMLElement {
  return element('p', '', text);
}
