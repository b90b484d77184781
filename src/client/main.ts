/**
 * The one client entry. Plain enhancements that need no React live here; React and each
 * widget's code load on demand, as split chunks, when an island is first used or seen.
 */
import { initTheme } from './theme.ts';
import { initMenu } from './menu.ts';
import { initTabs } from './tabs.ts';
import { initCopyButtons } from './copy.ts';
import { initKeyboard } from './keyboard.ts';
import { initIslands } from './islands.ts';
import { initIntegrationsFilter } from './integrations.ts';
import { initSearchPage } from './search-page.ts';
import { initSidebar } from './sidebar.ts';

function start(): void {
  initTheme();
  initSidebar();
  initMenu();
  initTabs();
  initCopyButtons();
  initKeyboard();
  initIslands();
  initIntegrationsFilter();
  void initSearchPage();
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', start);
else start();
