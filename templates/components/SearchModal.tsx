/** The search modal: results as you type, grouped by page, keyboard selection, recent searches. */
import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { SearchIcon } from './Icons.tsx';
import { inertOthers } from '../../src/client/inert.ts';
import { cycleFocus } from '../../src/client/focus-cycle.ts';
import { reportNoResults } from '../../src/client/feedback.ts';
import { prepareHosted, suggestionsFor } from '../../src/client/search/search-engine.ts';
import { recentSearches, rememberSearch } from '../../src/client/search/recent-searches.ts';
import type { SearchHit, SearchSection } from '../../src/client/search/results.ts';
import { useSearchResults } from '../../src/client/search/use-search-results.ts';
import { ENGINE_IDS, searchRowId } from '../../src/shared/engine-ids.ts';

export interface SearchModalProps {
  baseUrl: string;
  searchPage: string;
  feedbackUrl?: string;
  onClose: () => void;
}

const LIMIT = 8;
// A query that finds nothing is reported once the reader stops typing it, not at every keystroke.
const REPORT_AFTER_MS = 1000;

type Row = { url: string; hit?: SearchHit; section?: SearchSection };

export function SearchModal({ baseUrl, searchPage, feedbackUrl, onClose }: SearchModalProps) {
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDivElement>(null);
  const q = query.trim();
  // No waiting: the local index answers each keystroke (use-search-results.ts).
  const { results, state } = useSearchResults(baseUrl, q, LIMIT);
  // One flat list of what the arrow keys move through: each page, then its sections.
  const rows = useMemo(
    () =>
      results.hits.flatMap((hit): Row[] => [
        { url: hit.url, hit },
        ...hit.sections.map((section) => ({ url: section.url, section })),
      ]),
    [results],
  );

  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    input.current?.focus({ preventScroll: true });
    document.body.classList.add('search-open');
    // A modal dialog: Tab and screen readers stay inside it.
    const restore = overlay.current ? inertOthers(overlay.current) : undefined;
    prepareHosted();
    return () => {
      restore?.();
      document.body.classList.remove('search-open');
      // Without scrolling: the opener sits in the sticky navbar, and the page stays where the reader left it.
      opener?.focus?.({ preventScroll: true });
    };
  }, []);

  // The selected result stays in view as the arrow keys move through a long list.
  useEffect(() => {
    document.getElementById(searchRowId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  // New results start with their first row chosen.
  useEffect(() => setActive(0), [results]);

  // A result followed by client navigation replaces the page behind: the modal closes with it.
  const pick = () => {
    rememberSearch(q);
    onClose();
  };
  const open = (url: string) => {
    rememberSearch(q);
    location.href = url;
  };
  const onKeyDown = (event: KeyboardEvent) => {
    // Ctrl/Cmd+K toggles, as it opened the modal.
    if (event.key === 'Escape' || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k')) onClose();
    else if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, Math.max(rows.length - 1, 0)));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    // The results on screen may still be those of the previous query: Enter then opens the search page for this one.
    else if (event.key === 'Enter' && results.query === q && rows[active]) open(rows[active].url);
    else if (event.key === 'Enter' && q) open(`${searchPage}?q=${encodeURIComponent(q)}`);
    else return cycleFocus(event, dialog.current);
    event.preventDefault();
  };
  const settled = state === 'idle' && results.query === q;

  const found = `${results.count} ${results.count === 1 ? 'result' : 'results'}${results.corrected ? ` for "${results.corrected}"` : ''}`;
  const announcement =
    state === 'error'
      ? 'Unable to fetch results'
      : q && settled
        ? results.count > 0
          ? found
          : `No results for "${q}"`
        : '';
  const listed = state !== 'error' && rows.length > 0;

  return (
    <div
      ref={overlay}
      className="search-overlay"
      onMouseDown={(event) => event.target === event.currentTarget && onClose()}
    >
      <div
        ref={dialog}
        className="search-modal"
        role="dialog"
        aria-modal="true"
        aria-label="Search the documentation"
        onKeyDown={onKeyDown}
      >
        <div className="search-modal-field">
          <SearchIcon />
          {/* The combobox pattern: typing stays in the field while the arrow keys choose a result. */}
          <input
            ref={input}
            type="search"
            role="combobox"
            placeholder="Search docs"
            aria-label="Search docs"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            aria-expanded={listed}
            aria-autocomplete="list"
            aria-controls={ENGINE_IDS.searchListbox}
            aria-activedescendant={listed && rows[active] ? searchRowId(active) : undefined}
          />
          <button type="button" className="search-modal-close" onClick={onClose} aria-label="Esc: close search">
            Esc
          </button>
        </div>
        <div
          id={ENGINE_IDS.searchResults}
          className="search-modal-results"
          aria-busy={state === 'loading'}
          data-query={results.query}
          data-source={results.source}
        >
          {!q ? <Recent onPick={setQuery} /> : null}
          {q && state === 'loading' && rows.length === 0 ? <p className="search-modal-note">Searching…</p> : null}
          {state === 'error' ? (
            <div className="search-modal-note">
              <p>Unable to fetch results</p>
              <p>You might want to check your network connection.</p>
            </div>
          ) : q && settled && results.hits.length === 0 ? (
            <NoResults query={q} baseUrl={baseUrl} feedbackUrl={feedbackUrl} onPick={setQuery} />
          ) : listed && results.corrected ? (
            <p className="search-modal-note search-correction">
              Showing results for <strong>{results.corrected}</strong> instead of "{results.query}"
            </p>
          ) : null}
          {/* Results are chosen with the arrow keys from the field, so they are not Tab stops. */}
          <div id={ENGINE_IDS.searchListbox} role="listbox" aria-label="Results" hidden={!listed}>
            {listed
              ? rows.map((row, i) => (
                  <a
                    key={row.url + i}
                    id={searchRowId(i)}
                    role="option"
                    tabIndex={-1}
                    aria-selected={i === active}
                    className={`${row.hit ? 'search-hit' : 'search-section'}${i === active ? ' active' : ''}`}
                    href={row.url}
                    onMouseEnter={() => setActive(i)}
                    onClick={pick}
                  >
                    {row.hit?.breadcrumb ? <span className="search-hit-crumb">{row.hit.breadcrumb}</span> : null}
                    <span className="search-hit-title">{row.hit?.title ?? row.section?.title}</span>
                    {/* Pagefind escapes page text and only adds <mark> around matches. */}
                    <span
                      className="search-hit-excerpt"
                      dangerouslySetInnerHTML={{ __html: row.hit?.excerpt ?? row.section?.excerpt ?? '' }}
                    />
                  </a>
                ))
              : null}
          </div>
        </div>
        <p className="sr-only" role="status">
          {announcement}
        </p>
        {results.count > 0 && q ? (
          <a className="search-modal-all" href={`${searchPage}?q=${encodeURIComponent(q)}`} onClick={pick}>
            See all {results.count} results
          </a>
        ) : null}
      </div>
    </div>
  );
}

function Recent({ onPick }: { onPick: (query: string) => void }) {
  const recent = recentSearches();
  if (recent.length === 0) return <p className="search-modal-note">Type to search the documentation.</p>;
  return (
    <div className="search-recent">
      <p className="search-recent-title">Recent searches</p>
      {recent.map((query) => (
        <button key={query} type="button" className="search-recent-item" onClick={() => onPick(query)}>
          {query}
        </button>
      ))}
    </div>
  );
}

function NoResults({
  query,
  baseUrl,
  feedbackUrl,
  onPick,
}: {
  query: string;
  baseUrl: string;
  feedbackUrl?: string;
  onPick: (query: string) => void;
}) {
  const [suggestions, setSuggestions] = useState<string[]>([]);
  useEffect(() => {
    let current = true;
    setSuggestions([]);
    void suggestionsFor(baseUrl, query).then((found) => current && setSuggestions(found));
    const report = setTimeout(() => reportNoResults(query), REPORT_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(report);
    };
  }, [baseUrl, query]);
  return (
    <div className="search-modal-note">
      <p>No results for "{query}"</p>
      {suggestions.length > 0 ? (
        <p>
          Try searching for{' '}
          {suggestions.map((s, i) => (
            <span key={s}>
              {/* The suggestions look like pills side by side; the comma is for screen readers. */}
              {i > 0 ? <span className="sr-only">, </span> : null}
              <button type="button" className="search-suggestion" onClick={() => onPick(s)}>
                {s}
              </button>
            </span>
          ))}
        </p>
      ) : null}
      {feedbackUrl ? (
        <p>
          Believe this query should return results?{' '}
          <a href={feedbackUrl} target="_blank" rel="noopener noreferrer">
            Let us know.
          </a>
        </p>
      ) : null}
    </div>
  );
}
