/**
 * The navbar search: a link to /search that works without JavaScript; as an island it opens a
 * modal that queries the offline Pagefind index as the reader types.
 */
import { useState } from 'react';
import { createPortal } from 'react-dom';
import { SearchIcon } from '../../shared/icons.tsx';
import { SearchModal } from './search-modal.tsx';

export interface SearchButtonProps {
  href: string;
  baseUrl: string;
  feedbackUrl?: string;
}

export function SearchButton({ href, baseUrl, feedbackUrl }: SearchButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <a
        className="search-button"
        href={href}
        data-search-open=""
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K"
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {/* Named by what it shows ("Search Ctrl K"); where the words are hidden (phones), "Search" is still read. */}
        <SearchIcon />
        <span className="search-button-label">Search</span>
        <kbd className="search-button-keys">Ctrl K</kbd>
      </a>
      {open
        ? createPortal(
            <SearchModal
              baseUrl={baseUrl}
              searchPage={href}
              feedbackUrl={feedbackUrl}
              onClose={() => setOpen(false)}
            />,
            document.body,
          )
        : null}
    </>
  );
}
