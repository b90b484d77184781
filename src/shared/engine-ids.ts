/**
 * The ids docsgen gives elements of a page itself (templates, client scripts, the dev server's
 * overlay). Each starts with `dg:`: a heading's slug never holds a `:` (github-slugger drops it)
 * and neither may an explicit `{#id}`, so no heading can take one; an id in a page's raw HTML that
 * starts with it is renamed (src/node/markdown/plugins/rehype-unique-ids.ts). Shared by the templates,
 * the client and the Markdown stage.
 */
export const ENGINE_ID_PREFIX = 'dg:';

export const ENGINE_IDS = {
  main: 'dg:main',
  mainContent: 'dg:main-content',
  config: 'dg:config',
  status: 'dg:status',
  mobileMenu: 'dg:mobile-menu',
  mobileMenuVersions: 'dg:mobile-menu-versions',
  feedbackQuestion: 'dg:page-feedback-question',
  feedbackComment: 'dg:page-feedback-comment',
  searchResults: 'dg:search-modal-results',
  searchListbox: 'dg:search-modal-listbox',
  assistantTitle: 'dg:assistant-title',
} as const;

/** The search dialog's result row `index`. */
export const searchRowId = (index: number): string => `${ENGINE_ID_PREFIX}search-row-${index}`;

/** A tab group's tab or panel (the `n`th group of the page, its `index`th tab). */
export const tabsPartId = (n: number, part: 'tab' | 'panel', index: number): string =>
  `${ENGINE_ID_PREFIX}tabs-${n}-${part}-${index}`;

/** A recipe checker's text field. */
export const recipeCheckerId = (n: number): string => `${ENGINE_ID_PREFIX}recipe-checker-${n}`;

/** The selector of an element by one of these ids: the `:` is escaped, as CSS requires. */
export const byId = (id: string): string => `#${id.replace(/:/g, '\\:')}`;

/** The selector of the page's main region, which the client's page swaps replace. */
export const MAIN = byId(ENGINE_IDS.main);
