/** Browser tests of a fixture site: copy it (with edits), build it, serve it, open a browser; one close for all. */
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite } from '../../src/node/build.ts';
import { tempSite, type TempSite } from './site.ts';
import { launchBrowser, serveFolder } from './browser.ts';

export interface ServedFixture {
  site: TempSite;
  server: { url: string; close: () => Promise<void> };
  browser: Browser;
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
  return {
    site,
    server,
    browser,
    async close() {
      await browser.close();
      await server.close();
      await site.remove();
    },
  };
}
