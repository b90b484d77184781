/**
 * Sweeps (accessibility.test.ts, visual.test.ts) check every page type at every width, in both
 * themes: minutes of browser work. `npm test` checks a sample that still reaches each page type,
 * width and widget, and both themes; `npm run bench:sweeps` sets DOCSGEN_SWEEPS=full and checks
 * every combination, failing as the tests fail.
 */
export const FULL_SWEEPS = process.env.DOCSGEN_SWEEPS === 'full';

export const THEMES = ['light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

/** In a sample, the nth item's theme: the two alternate, so that both are checked. */
export function alternateTheme(index: number): Theme {
  return THEMES[index % 2];
}
