/** The search modal: results as you type, grouped by page, keyboard selection, recent searches. */
import {
  useEffect,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type KeyboardEvent,
  type RefObject,
  type SetStateAction,
} from 'react';
import { SearchIcon } from '../../shared/icons.tsx';
import { ResultsPanel, rowsOf, type Row } from './search-modal-results.tsx';
import { inertOthers } from '../inert.ts';
import { cycleFocus } from '../focus-cycle.ts';
import { prepareHosted } from './search-engine.ts';
import { rememberSearch } from './recent-searches.ts';
import { useSearchResults, type SearchState, type ShownResults } from './use-search-results.ts';
import { ENGINE_IDS, searchRowId } from '../../shared/engine-ids.ts';

export interface SearchModalProps {
  baseUrl: string;
  searchPage: string;
  feedbackUrl?: string;
  onClose: () => void;
}

/** The results the box shows for a query. */
export const SEARCH_BOX_LIMIT = 8;

export function SearchModal({ baseUrl, searchPage, feedbackUrl, onClose }: SearchModalProps) {
  const [query, setQuery] = useState('');
  const { overlay, input } = useModalFocus();
  const dialog = useRef<HTMLDivElement>(null);
  const q = query.trim();
  // No waiting: the local index answers each keystroke (use-search-results.ts).
  const { results, state } = useSearchResults(baseUrl, q, SEARCH_BOX_LIMIT);
  const rows = useMemo(() => rowsOf(results.hits), [results]);
  const [active, setActive] = useActiveRow(results);

  // A result followed by client navigation replaces the page behind: the modal closes with it.
  const pick = () => {
    rememberSearch(q);
    onClose();
  };
  const open = (url: string) => {
    rememberSearch(q);
    location.href = url;
  };
  const onKeyDown = (event: KeyboardEvent) =>
    onModalKey(event, { q, rows, active, setActive, results, searchPage, dialog, open, onClose });
  const settled = state === 'idle' && results.query === q;
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
        <SearchField
          input={input}
          query={query}
          onQuery={setQuery}
          listed={listed}
          activeRow={listed && rows[active] ? searchRowId(active) : undefined}
          onClose={onClose}
        />
        <ResultsPanel
          query={q}
          state={state}
          settled={settled}
          results={results}
          rows={rows}
          active={active}
          listed={listed}
          baseUrl={baseUrl}
          feedbackUrl={feedbackUrl}
          onQuery={setQuery}
          onHover={setActive}
          onPick={pick}
        />
        <p className="sr-only" role="status">
          {announcementFor(state, q, settled, results)}
        </p>
        {results.count > 0 && q ? (
          <SeeAll count={results.count} href={`${searchPage}?q=${encodeURIComponent(q)}`} onPick={pick} />
        ) : null}
      </div>
    </div>
  );
}

/** What the dialog's keys act on; `results` may still be those of the previous query. */
interface ModalKeys {
  q: string;
  rows: Row[];
  active: number;
  setActive: Dispatch<SetStateAction<number>>;
  results: ShownResults;
  searchPage: string;
  dialog: RefObject<HTMLDivElement | null>;
  open: (url: string) => void;
  onClose: () => void;
}

function onModalKey(event: KeyboardEvent, modal: ModalKeys): void {
  // Ctrl/Cmd+K toggles, as it opened the modal.
  if (event.key === 'Escape' || ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k')) modal.onClose();
  else if (event.key === 'ArrowDown') modal.setActive((i) => Math.min(i + 1, Math.max(modal.rows.length - 1, 0)));
  else if (event.key === 'ArrowUp') modal.setActive((i) => Math.max(i - 1, 0));
  // The results on screen may still be those of the previous query: Enter then opens the search page for this one.
  else if (event.key === 'Enter' && modal.results.query === modal.q && modal.rows[modal.active])
    modal.open(modal.rows[modal.active].url);
  else if (event.key === 'Enter' && modal.q) modal.open(`${modal.searchPage}?q=${encodeURIComponent(modal.q)}`);
  else {
    cycleFocus(event, modal.dialog.current);
    return;
  }
  event.preventDefault();
}

/** The link to the search page, which lists every result of the query. */
function SeeAll({ count, href, onPick }: { count: number; href: string; onPick: () => void }) {
  return (
    <a className="search-modal-all" href={href} onClick={onPick}>
      See all {count} results
    </a>
  );
}

/** The field; `activeRow`: the id of the result the arrow keys chose. */
function SearchField({
  input,
  query,
  onQuery,
  listed,
  activeRow,
  onClose,
}: {
  input: RefObject<HTMLInputElement | null>;
  query: string;
  onQuery: (query: string) => void;
  listed: boolean;
  activeRow: string | undefined;
  onClose: () => void;
}) {
  return (
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
        onChange={(event) => onQuery(event.target.value)}
        aria-expanded={listed}
        aria-autocomplete="list"
        aria-controls={ENGINE_IDS.searchListbox}
        aria-activedescendant={activeRow}
      />
      <button type="button" className="search-modal-close" onClick={onClose} aria-label="Esc: close search">
        Esc
      </button>
    </div>
  );
}

/** Opens as a modal dialog: focus in the field, the rest of the page inert; closing gives focus back to the opener. */
function useModalFocus() {
  const input = useRef<HTMLInputElement>(null);
  const overlay = useRef<HTMLDivElement>(null);
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
  return { overlay, input };
}

/** What the live region says: the count once the results of the query typed are in, or the failure. */
function announcementFor(state: SearchState, q: string, settled: boolean, results: ShownResults): string {
  const found = `${results.count} ${results.count === 1 ? 'result' : 'results'}${results.corrected ? ` for "${results.corrected}"` : ''}`;
  return state === 'error'
    ? 'Unable to fetch results'
    : q && settled
      ? results.count > 0
        ? found
        : `No results for "${q}"`
      : '';
}

/** The row the arrow keys chose, kept in view; new results start with their first row chosen. */
function useActiveRow(results: ShownResults) {
  const [active, setActive] = useState(0);
  // The selected result stays in view as the arrow keys move through a long list.
  useEffect(() => {
    document.getElementById(searchRowId(active))?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  useEffect(() => setActive(0), [results]);

  return [active, setActive] as const;
}
