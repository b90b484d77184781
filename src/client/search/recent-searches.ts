/**
 * The reader's recent searches, newest first, kept in localStorage so that the search dialog can
 * offer them again before anything is typed.
 */
const RECENT_KEY = 'docsgen.search.recent';

export function recentSearches(): string[] {
  try {
    // Storage is the reader's: another version of the site, an extension or a hand edit may have left anything there.
    const stored: unknown = JSON.parse(localStorage.getItem(RECENT_KEY) ?? '[]');
    return Array.isArray(stored)
      ? stored.filter((q): q is string => typeof q === 'string' && q.trim() !== '').slice(0, 5)
      : [];
  } catch {
    return [];
  }
}

export function rememberSearch(query: string): void {
  const q = query.trim();
  if (!q) return;
  try {
    localStorage.setItem(RECENT_KEY, JSON.stringify([q, ...recentSearches().filter((r) => r !== q)].slice(0, 5)));
  } catch {
    /* storage unavailable */
  }
}
