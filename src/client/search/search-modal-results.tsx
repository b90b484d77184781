/** The search modal's results: recent searches, notes (searching, failed, nothing found) and the list of hits. */
import { useEffect, useState } from 'react';
import { reportNoResults } from '../feedback.ts';
import { suggestionsFor } from './search-engine.ts';
import { recentSearches } from './recent-searches.ts';
import type { SearchHit, SearchSection } from './results.ts';
import type { SearchState, ShownResults } from './use-search-results.ts';
import { ENGINE_IDS, searchRowId } from '../../shared/engine-ids.ts';

// A query that finds nothing is reported once the reader stops typing it, not at every keystroke.
const REPORT_AFTER_MS = 1000;

export type Row = { url: string; hit?: SearchHit; section?: SearchSection };

export /** One flat list of what the arrow keys move through: each page, then its sections. */
function rowsOf(hits: SearchHit[]): Row[] {
  return hits.flatMap((hit): Row[] => [
    { url: hit.url, hit },
    ...hit.sections.map((section) => ({ url: section.url, section })),
  ]);
}

export /** Below the field: recent searches before typing, then a note (searching, failed, nothing found) and the results. */
function ResultsPanel({
  query,
  state,
  settled,
  results,
  rows,
  active,
  listed,
  baseUrl,
  feedbackUrl,
  onQuery,
  onHover,
  onPick,
}: {
  query: string;
  state: SearchState;
  settled: boolean;
  results: ShownResults;
  rows: Row[];
  active: number;
  listed: boolean;
  baseUrl: string;
  feedbackUrl?: string;
  onQuery: (query: string) => void;
  onHover: (row: number) => void;
  onPick: () => void;
}) {
  return (
    <div
      id={ENGINE_IDS.searchResults}
      className="search-modal-results"
      aria-busy={state === 'loading'}
      data-query={results.query}
      data-source={results.source}
    >
      {!query ? <Recent onPick={onQuery} /> : null}
      {query && state === 'loading' && rows.length === 0 ? <p className="search-modal-note">Searching…</p> : null}
      <ResultsNote
        query={query}
        state={state}
        settled={settled}
        results={results}
        listed={listed}
        baseUrl={baseUrl}
        feedbackUrl={feedbackUrl}
        onPick={onQuery}
      />
      {/* Results are chosen with the arrow keys from the field, so they are not Tab stops. */}
      <ResultRows rows={rows} active={active} listed={listed} onHover={onHover} onPick={onPick} />
    </div>
  );
}

/** The line above the results: the failure, nothing found, or the corrected query the results are for. */
function ResultsNote({
  query,
  state,
  settled,
  results,
  listed,
  baseUrl,
  feedbackUrl,
  onPick,
}: {
  query: string;
  state: SearchState;
  settled: boolean;
  results: ShownResults;
  listed: boolean;
  baseUrl: string;
  feedbackUrl?: string;
  onPick: (query: string) => void;
}) {
  return state === 'error' ? (
    <div className="search-modal-note">
      <p>Unable to fetch results</p>
      <p>You might want to check your network connection.</p>
    </div>
  ) : query && settled && results.hits.length === 0 ? (
    <NoResults query={query} baseUrl={baseUrl} feedbackUrl={feedbackUrl} onPick={onPick} />
  ) : listed && results.corrected ? (
    <p className="search-modal-note search-correction">
      Showing results for <strong>{results.corrected}</strong> instead of "{results.query}"
    </p>
  ) : null;
}

/** One flat list of options: each page, then its sections; the one `active` is the field's choice. */
function ResultRows({
  rows,
  active,
  listed,
  onHover,
  onPick,
}: {
  rows: Row[];
  active: number;
  listed: boolean;
  onHover: (row: number) => void;
  onPick: () => void;
}) {
  return (
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
              onMouseEnter={() => onHover(i)}
              onClick={onPick}
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
