/**
 * The site hosted under a sub-path (`--base-url /docs-site/`): pages, assets, client navigation,
 * search and the assistant all stay under it, and nothing the pages load is missing.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveFixture, type ServedFixture } from '../helpers/fixture-browser.ts';

const BASE = '/docs-site/';
let served: ServedFixture;
let server: { url: string };

test.before(async () => {
  const withAssistant = async (site: ServedFixture['site']) => {
    const config = await site.read('site.config.ts');
    await site.write('site.config.ts', config.replace('  i18n:', '  assistant: {},\n  i18n:'));
  };
  served = await serveFixture('valid', withAssistant, { search: true, baseUrl: BASE });
  server = { url: served.url };
});

test.after(() => served?.close());

test('under a sub-path, every request stays under it and succeeds; navigation, search and the assistant work', async () => {
  const page = await served.tab.page();
  const failed: string[] = [];
  const outside: string[] = [];
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== new URL(server.url).origin) return;
    if (!url.pathname.startsWith(BASE)) outside.push(url.pathname);
    if (response.status() >= 400) failed.push(`${response.status()} ${url.pathname}`);
  });
  await page.goto(`${server.url}${BASE}docs/quickstart`);
  assert.equal(
    await page.evaluate(() => (window as Window & { __docsgen?: boolean }).__docsgen),
    true,
    'the client script ran',
  );

  // Client navigation: the page changes without a reload, under the base URL.
  await page.evaluate(() => ((window as Window & { marker?: number }).marker = 1));
  await page.locator('.markdown a[href$="/features#search"]').first().click();
  await page.waitForURL(`${server.url}${BASE}docs/features#search`);
  assert.equal(await page.evaluate(() => (window as Window & { marker?: number }).marker), 1, 'no full reload');

  // Search: results link under the base URL.
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal input').fill('installer');
  await page.waitForSelector('a.search-hit');
  const hits = await page
    .locator('a.search-hit')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  assert.ok(hits.length > 0 && hits.every((path) => path.startsWith(BASE)), hits.join(', '));
  await page.keyboard.press('Escape');

  // The local assistant answers from the site's pages, with sources under the base URL.
  await page.click('.assistant-button');
  await page.fill('.assistant-dialog input', 'How do I install the CLI?');
  await page.press('.assistant-dialog input', 'Enter');
  await page.waitForSelector('.assistant-answer-done');
  const sources = await page
    .locator('.assistant-sources a')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  assert.ok(sources.includes(`${BASE}docs/guide/install`), sources.join(', '));

  assert.deepEqual(failed, []);
  assert.deepEqual(outside, []);
});
