/** The static pages in a real browser: without JavaScript, and with the client script's enhancements. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite } from '../../src/build.ts';
import { silentLogger } from '../../src/log.ts';
import { repoRoot, tempSite, type TempSite } from '../helpers/site.ts';
import { launchBrowser, serveFolder } from '../helpers/browser.ts';

let site: TempSite;
let browser: Browser;
let server: { url: string; close: () => Promise<void> };

test.before(async () => {
  site = await tempSite('valid');
  const outDir = join(site.root, 'build');
  await buildSite({ root: site.root, outDir, search: false, log: silentLogger, islandRegistry: join(repoRoot, 'test/fixtures/islands/registry.ts') });
  const main = (await readdir(join(outDir, 'assets'))).find((f) => f.startsWith('main.'));
  // A page holding a fixture island, as a template would render it.
  await writeFile(join(outDir, 'island.html'), `<!doctype html><html><head><script type="module" src="/assets/${main}"></script></head><body><div data-island="counter" data-props='{"start":5}'><button type="button" class="counter">Count: <!-- -->5</button></div></body></html>`);
  server = await serveFolder(outDir);
  browser = await launchBrowser();
});

test.after(async () => {
  await (await indexed)?.close();
  await browser?.close();
  await server?.close();
  await site?.remove();
});

test('with JavaScript off, pages are complete and every tab panel is readable', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/guide/install`);
  assert.equal(await page.locator('h1').textContent(), 'Install the CLI');
  assert.equal(await page.locator('.tab-panel').count(), 2);
  assert.ok(await page.locator('.tab-panel').nth(1).isVisible(), 'all panels are visible without JavaScript');
  assert.equal(await page.locator('.doc-sidebar a', { hasText: 'Quickstart' }).count(), 1);
  await page.click('.doc-sidebar summary:has-text("Getting Started")');
  assert.ok(await page.locator('.doc-sidebar a', { hasText: 'Quickstart' }).isVisible(), 'categories open without JavaScript');
  assert.ok(await page.locator('footer.footer').isVisible());
  await context.close();
});

test('the colour mode switch persists, survives reloads and follows other tabs', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/quickstart`);
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
  await page.click('[data-theme-toggle]');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  await page.reload();
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  const other = await context.newPage();
  await other.goto(`${server.url}/docs/features`);
  await other.click('[data-theme-toggle]');
  await page.waitForFunction(() => document.documentElement.dataset.theme === 'light');
  await context.close();
});

test('tabs show one panel, and a choice carries to every page with the same group', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/guide/install`);
  const panels = page.locator('.tab-panel');
  assert.ok(await panels.nth(0).isVisible());
  assert.ok(!(await panels.nth(1).isVisible()));
  await page.click('[role="tab"][data-label="Docker"]');
  assert.ok(await panels.nth(1).isVisible());
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.install')), 'Docker');
  await page.reload();
  assert.equal(await page.getAttribute('[role="tab"][data-label="Docker"]', 'aria-selected'), 'true');
  await context.close();
});

test('code blocks get a copy button', async () => {
  const context = await browser.newContext({ permissions: ['clipboard-read', 'clipboard-write'] });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/quickstart`);
  await page.hover('.code-block');
  await page.click('.copy-button');
  await page.waitForFunction(() => document.querySelector('.copy-button')?.textContent === 'Copied');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), "pip install 'fixture[all]'");
  await context.close();
});

test('the mobile menu opens with the docs sidebar and closes on Escape and at desktop width', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/quickstart`);
  assert.ok(!(await page.locator('#mobile-menu').isVisible()));
  await page.click('[data-menu-open]');
  assert.ok(await page.locator('#mobile-menu .doc-sidebar').isVisible());
  assert.ok(await page.locator('#mobile-menu .sidebar-link.active', { hasText: 'Quickstart' }).isVisible());
  await page.click('[data-menu-back]');
  assert.ok(await page.locator('#mobile-menu .mobile-menu-link', { hasText: 'Integrations' }).isVisible());
  await page.keyboard.press('Escape');
  assert.ok(!(await page.locator('#mobile-menu').isVisible()));
  await page.click('[data-menu-open]');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-mobile-menu]')?.hidden === true);
  await context.close();
});

test('an island loads React only when used, then hydrates and replays the click', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  const scripts: { url: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    // Counted as a browser receives them from a host that compresses: gzipped.
    if (response.request().resourceType() === 'script') pending.push(response.body().then((body) => void scripts.push({ url: response.url(), bytes: gzipSync(body).length })));
  });
  await page.goto(`${server.url}/island.html`);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const before = scripts.reduce((sum, s) => sum + s.bytes, 0);
  assert.ok(before <= 10 * 1024, `before interaction at most 10 KB gzip of script loads (${before} bytes: ${scripts.map((s) => s.url).join(', ')})`);
  await page.click('.counter');
  await page.waitForFunction(() => document.querySelector<HTMLElement>('[data-island]')?.dataset.hydrated === 'true');
  await Promise.all(pending);
  const after = scripts.reduce((sum, s) => sum + s.bytes, 0);
  assert.ok(after - before > 30_000, `React and the widget arrive as chunks on first use (${after - before} bytes: ${scripts.map((s) => `${s.url.split('/').pop()} ${s.bytes}`).join(', ')})`);
  await page.waitForFunction(() => document.querySelector('.counter')?.textContent === 'Count: 6');
  await page.click('.counter');
  await page.waitForFunction(() => document.querySelector('.counter')?.textContent === 'Count: 7');
  await context.close();
});

test('Ctrl+K opens search (the search page when the index is not built)', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/quickstart`);
  await page.keyboard.press('Control+k');
  await page.waitForURL(/\/search$/);
  await context.close();
});

test('the integrations text filter matches titles and descriptions and keeps the query in the URL', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/integrations`);
  // The fixture has no source catalog: its cards are the integrations of content/data/integrations.yaml.
  const total = await page.locator('[data-integration-id]').count();
  assert.ok(total >= 6);
  await page.fill('[data-filter-input]', 'scheduler');
  const visible = page.locator('[data-integration-id]:visible');
  assert.ok((await visible.count()) >= 1 && (await visible.count()) < total);
  for (const title of await visible.evaluateAll((cards) => cards.map((c) => `${(c as HTMLElement).dataset.title} ${(c as HTMLElement).dataset.description}`.toLowerCase()))) assert.match(title, /scheduler/);
  assert.match(page.url(), /\?q=scheduler$/);
  await page.reload();
  assert.equal(await page.inputValue('[data-filter-input]'), 'scheduler');
  assert.equal(await page.locator('[data-integration-id]:visible').count(), await visible.count());
  await context.close();
});

/** The fixture built with its search index and the real island registry, shared by the search tests. */
let indexed: Promise<{ url: string; close(): Promise<void> }> | undefined;
function indexedSite(): Promise<{ url: string }> {
  indexed ??= (async () => {
    const copy = await tempSite('valid');
    await buildSite({ root: copy.root, outDir: join(copy.root, 'build'), search: true, log: silentLogger });
    const local = await serveFolder(join(copy.root, 'build'));
    return { url: local.url, close: async () => (await local.close(), await copy.remove()) };
  })();
  return indexed;
}

test('the search page lists results from the offline index', async () => {
  const local = await indexedSite();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${local.url}/search?q=docker`);
  await page.waitForSelector('.search-results-list li');
  assert.match((await page.locator('.search-results-title').textContent()) ?? '', /results? for "docker"/);
  assert.equal(await page.inputValue('[data-search-input]'), 'docker');
  assert.ok(await page.locator('.search-results-list a', { hasText: 'Install the CLI' }).count());
  assert.equal(await page.locator('.search-results-list a[href$=".html"]').count(), 0);
  await page.goto(`${local.url}/search?q=zzzqqq`);
  await page.waitForSelector('.search-results-title');
  assert.equal(await page.locator('.search-results-title').textContent(), 'No results for "zzzqqq"');
  await context.close();
});

test('Ctrl+K opens the search modal: results as you type, arrows and Enter, See all, Escape', async () => {
  const local = await indexedSite();
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${local.url}/docs/features`);
  await page.keyboard.press('Control+k');
  const input = page.locator('.search-modal input');
  await input.waitFor();
  assert.equal(await input.getAttribute('placeholder'), 'Search docs');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('placeholder')), 'Search docs');
  await input.fill('docker');
  await page.waitForSelector('.search-hit');
  assert.match((await page.locator('.search-modal-all').textContent()) ?? '', /^See all \d+ results$/);
  assert.match((await page.locator('.search-modal-all').getAttribute('href')) ?? '', /\/search\?q=docker$/);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.search-modal').count(), 0);
  await page.keyboard.press('/');
  await page.locator('.search-modal input').fill('zzzqqq install');
  // Each word alone that finds something: not the word no page has.
  const none = page.locator('.search-modal-note', { hasText: 'Try searching for' });
  await none.waitFor();
  assert.match((await none.textContent()) ?? '', /^No results for "zzzqqq install"Try searching for install$/);
  await page.locator('.search-modal input').fill('install');
  await page.waitForSelector('.search-hit');
  const first = (await page.locator('.search-hit').first().getAttribute('href')) ?? '';
  assert.doesNotMatch(first, /\.html(\?|$)/, 'results link to routes, not files');
  assert.match(first, /\?highlight=install$/, 'the page opened marks the word searched');
  assert.ok(await page.locator('.search-hit-crumb', { hasText: 'Guides' }).count(), 'results show where the page sits');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname + url.search === first);
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.search-recent-item');
  assert.equal(await page.locator('.search-recent-item').first().textContent(), 'install', 'recent searches are remembered');
  // A result followed by client navigation closes the modal with the page it covered.
  await page.locator('.search-modal input').fill('docker');
  await page.waitForSelector('.search-hit');
  await page.locator('.search-modal-all').click();
  await page.waitForURL((url) => url.pathname.endsWith('/search'));
  await page.waitForSelector('.search-modal', { state: 'detached' });
  assert.equal(await page.locator('[inert]').count(), 0, 'the page is no longer inert');
  assert.equal(await page.evaluate(() => document.body.classList.contains('search-open')), false);
  await context.close();
});

test('closing the search modal leaves the page where the reader was', async () => {
  const local = await indexedSite();
  const page = await browser.newPage({ viewport: { width: 1280, height: 500 } });
  await page.goto(`${local.url}/docs/quickstart`);
  await page.evaluate(() => {
    document.querySelector('.markdown')!.append(Object.assign(document.createElement('div'), { style: 'height: 3000px' }));
    window.scrollTo(0, 1500);
  });
  await page.waitForTimeout(100);
  await page.evaluate(() => window.scrollBy(0, -50));
  await page.waitForTimeout(200);
  const before = await page.evaluate(() => window.scrollY);
  await page.locator('.search-button').first().click();
  await page.locator('.search-modal input').waitFor();
  await page.keyboard.press('Escape');
  await page.waitForSelector('.search-modal', { state: 'detached' });
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.scrollY), before);
  await page.close();
});

test('the integrations facets filter by any selected option, show chips, keep the URL, and Reset', async () => {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${server.url}/integrations`);
  const total = await page.locator('[data-integration-id]').count();
  await page.click('.pg-int-facets summary');
  const option = page.locator('[data-facet-option][name="connection"][value="Push"]');
  const expected = Number(await page.locator('.pg-int-option', { has: option }).locator('.pg-int-option-count').textContent());
  await option.check();
  assert.equal(await page.locator('[data-integration-id]:visible').count(), expected, 'the count beside the option matches');
  for (const type of await page.locator('[data-integration-id]:visible').evaluateAll((cards) => cards.map((c) => (c as HTMLElement).dataset.connectionType))) assert.equal(type, 'Push');
  assert.match(page.url(), /connection=Push/);
  assert.equal(await page.locator('.pg-int-chip').textContent(), 'Push ×');
  await page.reload();
  assert.equal(await page.locator('[data-integration-id]:visible').count(), expected, 'the URL restores the filter');
  await page.click('.pg-int-chip');
  assert.equal(await page.locator('[data-integration-id]:visible').count(), total, 'removing the chip clears it');
  await page.click('.pg-int-facets summary');
  await page.locator('[data-facet-option][name="type"]').first().check();
  assert.ok((await page.locator('[data-integration-id]:visible').count()) < total);
  await page.click('[data-facet-reset]');
  assert.equal(await page.locator('[data-integration-id]:visible').count(), total);
  assert.doesNotMatch(page.url(), /type=/);
  await context.close();
});
