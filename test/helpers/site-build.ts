/** Browser tests of the DataHub site itself: build it once into a temporary folder and serve it. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite } from '../../src/build.ts';
import { silentLogger } from '../../src/log.ts';
import { repoRoot } from './site.ts';
import { launchBrowser, serveFolder } from './browser.ts';

export interface ServedSite {
  url: string;
  /** The built site's folder. */
  dir: string;
  browser: Browser;
  close(): Promise<void>;
}

export async function serveProjectSite(options: { search?: boolean } = {}): Promise<ServedSite> {
  const out = await mkdtemp(join(tmpdir(), 'docsgen-site-'));
  await buildSite({ root: repoRoot, outDir: join(out, 'build'), search: options.search ?? false, log: silentLogger });
  const server = await serveFolder(join(out, 'build'));
  const browser = await launchBrowser();
  return {
    url: server.url,
    dir: join(out, 'build'),
    browser,
    async close() {
      await browser.close();
      await server.close();
      await rm(out, { recursive: true, force: true });
    },
  };
}
