/**
 * Offline reading (config `offline`): the service worker keeps the pages a reader opened, opens
 * them without a network, answers other pages with the offline page listing them, and goes away
 * when the site turns the feature off or when `docsgen serve` shows the pages.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '../../src/node/build.ts';
import { silentLogger } from '../../src/node/log.ts';
import { startDevServer } from '../../src/node/serve/dev-server.ts';
import { fixtures, tempSite, type TempSite } from '../helpers/site.ts';
import { launchBrowser, serveFolder } from '../helpers/browser.ts';

let site: TempSite;
let browser: Browser;
const original = () => readFile(join(fixtures, 'valid/site.config.ts'), 'utf8');
const withOffline = async () => (await original()).replace('  docs: {', '  offline: true,\n  docs: {');
const build = () => buildSite({ root: site.root, outDir: join(site.root, 'build'), search: false });

test.before(async () => {
  site = await tempSite('valid', { 'site.config.ts': await withOffline() });
  await build();
  browser = await launchBrowser();
});

test.after(async () => {
  await browser?.close();
  await site?.remove();
});

/** Waits until `check` (run in the page) is true. */
async function until(page: Page, check: () => Promise<boolean>, what: string): Promise<void> {
  for (let waited = 0; waited < 15_000; waited += 100) {
    if (await page.evaluate(check).catch(() => false)) return;
    await page.waitForTimeout(100);
  }
  throw new Error(`timed out waiting for ${what}`);
}

const controlled = () => Promise.resolve(navigator.serviceWorker.controller !== null);
/** Registration waits for the page's load and an idle moment (at most 5 s). */
const afterIdle = (page: Page) =>
  page.evaluate(
    () =>
      new Promise((idle) =>
        document.readyState === 'complete'
          ? requestIdleCallback(idle, { timeout: 5000 })
          : addEventListener('load', () => requestIdleCallback(idle, { timeout: 5000 })),
      ),
  );
const registrations = (page: Page) =>
  page.evaluate(() => navigator.serviceWorker.getRegistrations().then((all) => all.length));
const kept = () =>
  caches
    .open('docsgen-pages-1')
    .then((cache) => cache.match(location.origin + location.pathname))
    .then(Boolean);

test('pages opened before open without a network; another page gets the offline page, and Try again loads it once back online', async () => {
  // Browsers ask for the worker again on their own schedule: hosts must not let it be cached.
  assert.match(await readFile(join(site.root, 'build/_headers'), 'utf8'), /\n\/sw\.js\n {2}Cache-Control: no-cache\n/);
  let server = await serveFolder(join(site.root, 'build'));
  const port = Number(new URL(server.url).port);
  const context = await browser.newContext();
  // A reader who saves data: no prefetching, so exactly the pages opened are kept.
  await context.addInitScript(() => Object.defineProperty(navigator, 'connection', { value: { saveData: true } }));
  const page = await context.newPage();
  try {
    // A reader's first page registers nothing; the second does, and is kept.
    await page.goto(`${server.url}/docs/quickstart`);
    await afterIdle(page);
    await page.waitForTimeout(300);
    assert.equal(await registrations(page), 0);
    await page.goto(`${server.url}/docs/features`);
    await until(page, controlled, 'the service worker to control the second page');
    await until(page, kept, 'the second page to be kept');
    // The page asks for itself again through the worker: every such request ends (the page reaches network idle).
    await page.goto(`${server.url}/docs/quickstart`, { waitUntil: 'networkidle', timeout: 15_000 });
    await until(page, kept, 'the first page to be kept once opened again');

    await server.close();
    const again = await page.goto(`${server.url}/docs/quickstart`);
    assert.equal(again?.status(), 200);
    assert.equal(await page.locator('h1').textContent(), 'Quickstart');

    const missing = await page.goto(`${server.url}/docs/guide?from=test`);
    assert.equal(missing?.status(), 503);
    assert.equal(await page.locator('h1').textContent(), 'You are offline');
    const saved = await page
      .locator('[data-offline-saved] a')
      .evaluateAll((links) => links.map((a) => `${new URL((a as HTMLAnchorElement).href).pathname} ${a.textContent}`));
    assert.deepEqual(saved.sort(), [
      `/docs/features ${await titleOf('docs/features.html')}`,
      `/docs/quickstart ${await titleOf('docs/quickstart.html')}`,
    ]);
    // The site's styles came from the worker's copy: the page looks like the site.
    assert.equal(await page.locator('.pg-button-primary').evaluate((a) => getComputedStyle(a).borderRadius), '999px');
    const retry = page.getByRole('link', { name: 'Try again' });
    assert.equal(await retry.getAttribute('href'), `${server.url}/docs/guide?from=test`);

    server = await serveFolder(join(site.root, 'build'), '/', port);
    await retry.click();
    await page.locator('h1', { hasText: 'Guides' }).waitFor();
    assert.equal(new URL(page.url()).pathname + new URL(page.url()).search, '/docs/guide?from=test');
  } finally {
    await context.close();
    await server.close();
  }
});

test('a site that turns offline reading off removes the worker and what it kept; serve never registers one', async () => {
  const server = await serveFolder(join(site.root, 'build'));
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/docs/features`);
    await page.goto(`${server.url}/docs/quickstart`);
    await until(page, controlled, 'the service worker to control the page');
    await until(page, kept, 'the page to be kept');

    await site.write('site.config.ts', await original());
    await build();
    const response = await page.request.get(`${server.url}/sw.js`);
    assert.equal(response.status(), 404, 'the new build has no worker');
    assert.doesNotMatch(await readFile(join(site.root, 'build/_headers'), 'utf8'), /sw\.js/);
    await assert.rejects(readFile(join(site.root, 'build/offline.html')));
    // The old worker still answers this load (from the network): the page it gets removes it.
    await page.reload();
    await until(
      page,
      () => navigator.serviceWorker.getRegistrations().then((all) => all.length === 0),
      'the worker to be unregistered',
    );
    await until(
      page,
      () => caches.keys().then((names) => !names.some((name) => name.startsWith('docsgen-'))),
      "the worker's caches to be deleted",
    );
    await until(
      page,
      () => Promise.resolve(localStorage.getItem('docsgen-offline-seen') === null),
      'the mark of a reader who had it to go',
    );
  } finally {
    await context.close();
    await server.close();
  }

  await site.write('site.config.ts', await withOffline());
  const dev = await startDevServer({ root: site.root, port: 0, host: '127.0.0.1', watch: false, log: silentLogger });
  const writer = await browser.newContext();
  try {
    const served = await writer.newPage();
    // Not the writer's first page: a built site would register the worker now.
    await served.addInitScript(() => localStorage.setItem('docsgen-offline-seen', '1'));
    await served.goto(`${dev.url}docs/quickstart`);
    assert.match(await served.content(), /"offline":\{"version"/, 'the pages say the site has offline reading');
    await afterIdle(served);
    await served.waitForTimeout(1000);
    assert.equal(await registrations(served), 0);
  } finally {
    await writer.close();
    await dev.close();
  }
});

async function titleOf(file: string): Promise<string> {
  const html = await readFile(join(site.root, 'build', file), 'utf8');
  return /<title>([^<]*) \| Fixture<\/title>/.exec(html)![1];
}
