/**
 * The navbar search: a link to /search that works without JavaScript; as an island it opens a
 * modal that queries the offline Pagefind index as the reader types.
 */
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { SearchIcon } from './Icons.tsx';
import { pageUrl } from '../../src/client/search-url.ts';

export interface SearchButtonProps {
  href: string;
  baseUrl: string;
}

interface Hit {
  url: string;
  title: string;
  excerpt: string;
  breadcrumb?: string;
}

export function SearchButton({ href, baseUrl }: SearchButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        className="search-button"
        href={href}
        data-search-open=""
        aria-label="Search"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        <SearchIcon />
        <span className="search-button-label">Search</span>
        <kbd className="search-button-keys">Ctrl K</kbd>
      </a>
      {open ? createPortal(<SearchModal baseUrl={baseUrl} searchPage={href} onClose={() => setOpen(false)} />, document.body) : null}
    </>
  );
}

type Pagefind = { options(o: { baseUrl: string }): Promise<void>; search(q: string): Promise<{ results: { data(): Promise<{ url: string; excerpt: string; meta: { title?: string; breadcrumb?: string } }> }[] }> };

let pagefind: Promise<Pagefind> | undefined;

function loadPagefind(baseUrl: string): Promise<Pagefind> {
  pagefind ??= import(/* @vite-ignore */ `${baseUrl}pagefind/pagefind.js`).then(async (module: Pagefind) => {
    await module.options({ baseUrl });
    return module;
  });
  return pagefind;
}

function SearchModal({ baseUrl, searchPage, onClose }: { baseUrl: string; searchPage: string; onClose: () => void }) {
  const [query, setQuery] = useState('');
  const [hits, setHits] = useState<Hit[]>([]);
  const [count, setCount] = useState(0);
  const [state, setState] = useState<'idle' | 'loading' | 'error'>('idle');
  const [active, setActive] = useState(0);
  const input = useRef<HTMLInputElement>(null);
  const opener = useRef<Element | null>(null);

  useEffect(() => {
    opener.current = document.activeElement;
    input.current?.focus();
    document.body.classList.add('search-open');
    return () => {
      document.body.classList.remove('search-open');
      (opener.current as HTMLElement | null)?.focus?.();
    };
  }, []);

  useEffect(() => {
    const q = query.trim();
    if (!q) return void (setHits([]), setCount(0), setState('idle'));
    let current = true;
    setState('loading');
    loadPagefind(baseUrl)
      .then((pf) => pf.search(q))
      .then(async (search) => {
        const data = await Promise.all(search.results.slice(0, 8).map((r) => r.data()));
        if (!current) return;
        setHits(data.map((d) => ({ url: pageUrl(d.url), title: d.meta.title ?? d.url, excerpt: d.excerpt, breadcrumb: d.meta.breadcrumb })));
        setCount(search.results.length);
        setActive(0);
        setState('idle');
      })
      .catch(() => current && setState('error'));
    return () => {
      current = false;
    };
  }, [query, baseUrl]);

  const seeAll = `${searchPage}?q=${encodeURIComponent(query.trim())}`;
  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape') return onClose();
    if (event.key === 'ArrowDown') setActive((i) => Math.min(i + 1, Math.max(hits.length - 1, 0)));
    else if (event.key === 'ArrowUp') setActive((i) => Math.max(i - 1, 0));
    else if (event.key === 'Enter' && hits[active]) location.href = hits[active].url;
    else return;
    event.preventDefault();
  };

  return (
    <div className="search-overlay" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div className="search-modal" role="dialog" aria-modal="true" aria-label="Search the documentation" onKeyDown={onKeyDown}>
        <div className="search-modal-field">
          <SearchIcon />
          <input ref={input} type="search" placeholder="Search docs" aria-label="Search docs" value={query} onChange={(event) => setQuery(event.target.value)} aria-controls="search-modal-results" aria-activedescendant={hits[active] ? `search-hit-${active}` : undefined} />
          <button type="button" className="search-modal-close" onClick={onClose} aria-label="Close search">
            Esc
          </button>
        </div>
        <div id="search-modal-results" className="search-modal-results" role="listbox" aria-label="Results">
          {state === 'error' ? (
            <p className="search-modal-note">
              Unable to fetch results
              <br />
              You might want to check your network connection.
            </p>
          ) : query.trim() && state === 'idle' && hits.length === 0 ? (
            <p className="search-modal-note">No results for "{query.trim()}"</p>
          ) : (
            hits.map((hit, i) => (
              <a key={hit.url} id={`search-hit-${i}`} role="option" aria-selected={i === active} className={`search-hit${i === active ? ' active' : ''}`} href={hit.url} onMouseEnter={() => setActive(i)}>
                {hit.breadcrumb ? <span className="search-hit-crumb">{hit.breadcrumb}</span> : null}
                <span className="search-hit-title">{hit.title}</span>
                {/* Pagefind escapes page text and only adds <mark> around matches. */}
                <span className="search-hit-excerpt" dangerouslySetInnerHTML={{ __html: hit.excerpt }} />
              </a>
            ))
          )}
        </div>
        {count > 0 ? (
          <a className="search-modal-all" href={seeAll}>
            See all {count} results
          </a>
        ) : null}
      </div>
    </div>
  );
}
