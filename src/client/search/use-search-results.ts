/**
 * The search modal's results as the reader types: the local index answers every keystroke at
 * once; the hosted service, when the site has one, is asked once the query settles, and its
 * answer takes the local results' place only if it comes in time (hosted-search.ts).
 */
import { useEffect, useRef, useState } from 'react';
import { hostedAvailable, hostedResults, search } from './search-engine.ts';
import type { SearchHit } from './results.ts';

/** A pause in typing this long settles the query: the hosted service is asked for it, not for each keystroke. */
export const SETTLE_MS = 350;

export interface ShownResults {
  query: string;
  count: number;
  hits: SearchHit[];
  corrected?: string;
  /** Which index answered: the local one, or the hosted service. */
  source: 'local' | 'hosted';
}

export type SearchState = 'idle' | 'loading' | 'error';

const NONE: ShownResults = { query: '', count: 0, hits: [], source: 'local' };

export function useSearchResults(
  baseUrl: string,
  q: string,
  limit: number,
): { results: ShownResults; state: SearchState } {
  const [results, setResults] = useState<ShownResults>(NONE);
  const [state, setState] = useState<SearchState>('idle');
  // The query the hosted service answered last: a local answer for it that arrives later must not replace it.
  const hostedFor = useRef<string | undefined>(undefined);

  useEffect(() => {
    hostedFor.current = undefined;
    if (!q) return void (setResults(NONE), setState('idle'));
    let current = true;
    // The previous results stay until the new ones arrive (no flicker); stale answers are dropped.
    setState('loading');
    search(baseUrl, q, limit)
      .then(({ count, hits, corrected }) => {
        if (!current || hostedFor.current === q) return;
        setResults({ query: q, count, hits, corrected, source: 'local' });
        setState('idle');
      })
      .catch(() => current && hostedFor.current !== q && setState('error'));
    return () => {
      current = false;
    };
  }, [q, baseUrl, limit]);

  useEffect(() => {
    if (!q || !hostedAvailable()) return;
    let current = true;
    const settled = setTimeout(() => {
      void hostedResults(baseUrl, q, limit).then((found) => {
        if (!current || !found) return;
        hostedFor.current = q;
        setResults({ query: q, count: found.count, hits: found.hits, source: 'hosted' });
        setState('idle');
      });
    }, SETTLE_MS);
    return () => {
      current = false;
      clearTimeout(settled);
    };
  }, [q, baseUrl, limit]);

  return { results, state };
}
