/**
 * Tests of the DataHub site itself: the site built (with its search index) and served.
 *
 * Under `npm test` every file that needs it shares one build: `scripts/test.sh` names a folder in
 * DOCSGEN_TEST_SITE and starts building into it (build-shared-site.ts) before the tests start,
 * holding a lock (a folder made with mkdir, which only one process can make); the files wait for
 * it and read it (had no build started, the first file to arrive would build). Run alone, a file
 * builds its own copy. The shared build is read-only for the tests.
 */
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite } from '../../src/node/build.ts';
import { repoRoot } from './site.ts';
import { launchBrowser, serveFolder } from './browser.ts';
import { ReusedTab } from './reused-page.ts';

export interface ServedSite {
  url: string;
  /** The built site's folder. */
  dir: string;
  browser: Browser;
  /** The file's one tab, reset for each test that asks for it (reused-page.ts). */
  tab: ReusedTab;
  close(): Promise<void>;
}

export async function serveProjectSite(): Promise<ServedSite> {
  const { dir, remove } = await projectSiteBuild();
  const server = await serveFolder(dir);
  const browser = await launchBrowser();
  const tab = new ReusedTab(browser, new URL(server.url).origin);
  return {
    url: server.url,
    dir,
    browser,
    tab,
    async close() {
      await tab.close();
      await browser.close();
      await server.close();
      await remove();
    },
  };
}

/** The DataHub site built with search: the shared build when there is one, else a build of its own (removed by `remove`). */
export async function projectSiteBuild(): Promise<{ dir: string; remove(): Promise<void> }> {
  const shared = process.env.DOCSGEN_TEST_SITE;
  if (shared) return { dir: await sharedBuild(shared), remove: async () => {} };
  const out = await mkdtemp(join(tmpdir(), 'docsgen-site-'));
  await buildSite({ root: repoRoot, outDir: join(out, 'build'), search: true });
  return { dir: join(out, 'build'), remove: () => rm(out, { recursive: true, force: true }) };
}

/** Waits at most this long for another test file's build of the site. */
const WAIT_MS = 600_000;

/** The build in `folder`: made here when no other process is making it, else awaited. */
export async function sharedBuild(folder: string): Promise<string> {
  const dir = join(folder, 'build');
  const done = join(folder, 'done');
  await mkdir(folder, { recursive: true });
  const builder = await mkdir(join(folder, 'lock')).then(
    () => true,
    () => false,
  );
  if (builder) {
    try {
      await buildSite({ root: repoRoot, outDir: dir, search: true });
      await writeFile(done, 'ok');
    } catch (error) {
      await writeFile(done, `failed: ${(error as Error).message}`);
      throw error;
    }
    return dir;
  }
  for (let waited = 0; waited < WAIT_MS; waited += 500) {
    const outcome = await readFile(done, 'utf8').catch(() => undefined);
    if (outcome === 'ok') return dir;
    if (outcome !== undefined) throw new Error(`the shared build of the site in ${folder} ${outcome}`);
    await new Promise((resume) => setTimeout(resume, 500));
  }
  const started = await stat(join(folder, 'lock')).then(
    (s) => s.mtime.toISOString(),
    () => 'never',
  );
  throw new Error(
    `the shared build of the site in ${folder} (started ${started}) did not finish within ${WAIT_MS / 1000} s`,
  );
}
