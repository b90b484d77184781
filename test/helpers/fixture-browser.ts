/** Browser tests of a fixture site: copy it, adjust it, build it, serve it, open a browser; one close for all. */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite } from '../../src/node/build.ts';
import { tempSite, type TempSite } from './site.ts';
import { launchBrowser, serveFolder } from './browser.ts';
import { ReusedTab } from './reused-page.ts';

export interface ServedFixture {
  site: TempSite;
  url: string;
  browser: Browser;
  /** The file's one tab, reset for each test that asks for it (reused-page.ts). */
  tab: ReusedTab;
  close(): Promise<void>;
}

/** `afterBuild` may change the built site before it is served; `islandRegistry` replaces the site's widgets (src/node/client-bundle.ts). */
export async function serveFixture(
  name: string,
  prepare: (site: TempSite) => Promise<void>,
  options: {
    search?: boolean;
    baseUrl?: string;
    islandRegistry?: string;
    afterBuild?: (outDir: string) => Promise<unknown>;
    pageData?: boolean;
  } = {},
): Promise<ServedFixture> {
  const site = await tempSite(name, {}, { pageData: options.pageData ?? true });
  await prepare(site);
  await buildSite(
    {
      root: site.root,
      outDir: join(site.root, 'build'),
      search: options.search ?? false,
      baseUrl: options.baseUrl,
    },
    { testHooks: { islandRegistry: options.islandRegistry } },
  );
  await options.afterBuild?.(join(site.root, 'build'));
  const server = await serveFolder(join(site.root, 'build'), options.baseUrl);
  const browser = await launchBrowser();
  const tab = new ReusedTab(browser, new URL(server.url).origin);
  return {
    site,
    url: server.url,
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
