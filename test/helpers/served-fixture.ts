/** Browser tests of a fixture site: copy it (with edits), build it, serve it, open a browser; one close for all. */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite } from '../../src/node/build.ts';
import { tempSite, type TempSite } from './site.ts';
import { launchBrowser, serveFolder } from './browser.ts';
import { ReusedTab } from './reused-page.ts';

export interface ServedFixture {
  site: TempSite;
  server: { url: string; close: () => Promise<void> };
  browser: Browser;
  /** The file's one tab, reset for each test that asks for it (reused-page.ts). */
  tab: ReusedTab;
  close(): Promise<void>;
}

/** `edits`: files to write into the copy (path → text); `search`: build the Pagefind index too. */
export async function serveFixture(
  name: string,
  options: { edits?: Record<string, string>; search?: boolean } = {},
): Promise<ServedFixture> {
  const site = await tempSite(name, options.edits);
  const outDir = join(site.root, 'build');
  await buildSite({ root: site.root, outDir, search: options.search ?? false });
  const server = await serveFolder(outDir);
  const browser = await launchBrowser();
  const tab = new ReusedTab(browser, new URL(server.url).origin);
  return {
    site,
    server,
    browser,
    tab,
    async close() {
      await tab.close();
      await browser.close();
      await server.close();
      await site.remove();
    },
  };
}
