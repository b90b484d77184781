/**
 * The one client entry. Plain enhancements that need no React live here; React and each
 * widget's code load on demand, as split chunks, when an island is first used or seen.
 */
import { initTheme } from './theme.ts';
import { initMenu } from './menu.ts';
import { initNavbar } from './navbar.ts';
import { initTabs, initTabSync } from './tabs.ts';
import { initCopyButtons } from './copy.ts';
import { initKeyboard } from './keyboard.ts';
import { initIslands } from './islands.ts';
import { initSidebar, keepSidebarState } from './sidebar.ts';
import { initNavigation } from './navigation.ts';
import { initRecipeCheckers } from './recipe-checker-button.ts';
import { initAssistantButton } from './assistant-button.ts';
import { initVersions, showPreferredVersion } from './versions.ts';
import { initPageActions } from './page-actions.ts';
import { initPrint } from './print.ts';
import { initHighlight } from './highlight.ts';
import { initPageFeedback, restorePageFeedback } from './page-feedback.ts';
import { initOffline } from './offline.ts';
import { initCollapse } from './collapse.ts';
import { initDropdowns } from './dropdowns.ts';
import { initToc, initTocSpy } from './toc.ts';
import { readingAidsFor, readingAidsOnScroll } from './on-demand.ts';

/** Enhancements of a page's content: run on load and again after each client navigation. */
function initContent(root: ParentNode): void {
  initSidebar();
  readingAidsFor(root);
  showPreferredVersion();
  initTocSpy();
  initTabs(root);
  // Video players load their code only on pages that have one.
  if (root.querySelector('.embed[data-embed-src]')) void import('./embeds.ts').then((m) => m.initEmbeds(root));
  initCopyButtons(root);
  initIslands(root);
  initRecipeCheckers(root);
  initHighlight();
  restorePageFeedback(root);
  initOffline();
  // The search, not-found and integrations pages load their code (and the search engine's) themselves: other pages never need it.
  // The GraphQL reference pages load their name filter likewise (its box keeps its room meanwhile: 32-reference.css).
  if (document.querySelector('[data-reference-filter]'))
    void import('./reference-filter.ts').then((m) => m.initReferenceFilter(root));
  if (document.querySelector('[data-integrations]'))
    void import('./integrations.ts').then((m) => m.initIntegrationsFilter());
  if (document.querySelector('[data-search-results]')) void import('./search-page.ts').then((m) => m.initSearchPage());
  if (document.querySelector('[data-not-found-suggestions]'))
    void import('./not-found.ts').then((m) => m.initNotFound());
}

function start(): void {
  // The base-URL check in <head> looks for this: the script loaded.
  (window as Window & { __docsgen?: boolean }).__docsgen = true;
  initTheme();
  initMenu();
  initNavbar();
  initDropdowns();
  initKeyboard();
  initTabSync();
  keepSidebarState();
  initCollapse();
  initToc();
  initAssistantButton();
  initVersions();
  initPageActions();
  initPrint();
  initPageFeedback();
  readingAidsOnScroll();
  initContent(document);
  initNavigation(initContent);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
