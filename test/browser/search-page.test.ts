/** The search page and modal beyond plain results: corrections of mistyped words, and the filter by docs section. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { serveFixture, type ServedFixture } from '../helpers/served-fixture.ts';

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

let served: ServedFixture;

test.before(async () => {
  served = await serveFixture('valid', { search: true });
  ({ server, browser } = served);
});

test.after(() => served?.close());

test('the search page offers the corrected query, and following it finds the page', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/search?q=quikstart`);
  await page.waitForSelector('.search-results-title');
  assert.equal(await page.locator('.search-results-title').textContent(), 'No results for "quikstart"');
  await page.click('a.search-correction:has-text("quickstart")');
  await page.waitForSelector('.search-results-list li');
  assert.ok(await page.locator('.search-results-list a', { hasText: 'Quickstart' }).count());
  await page.close();
});

test('the search modal offers it too, and picking it searches again', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/docs/features`);
  await page.keyboard.press('Control+k');
  await page.fill('.search-modal input', 'quickstrat');
  await page.click('button.search-correction:has-text("quickstart")');
  await page.waitForSelector('.search-hit');
  assert.equal(await page.inputValue('.search-modal input'), 'quickstart');
  assert.ok(await page.locator('.search-hit-title', { hasText: 'Quickstart' }).count());
  await page.close();
});

test('a word with no near word in the site gets no correction', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/search?q=zzzqqqxx`);
  await page.waitForSelector('.search-results-title');
  assert.equal(await page.locator('.search-correction').count(), 0);
  await page.close();
});

test('results can be narrowed to one docs section, with the count of each, and widened again', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/search?q=install`);
  await page.waitForSelector('.search-results-list li');
  const links = page.locator('.search-sections a');
  const labels = await links.allTextContents();
  const count = (label: string) => Number(/(\d+)$/.exec(labels.find((l) => l.startsWith(label)) ?? '')?.[1]);
  assert.equal(labels[0], `All sections ${count('All sections')}`);
  assert.ok(count('Getting Started') > 0 && count('Guides') > 0, labels.join(', '));
  assert.equal(await links.first().getAttribute('aria-current'), 'true');
  await page.click('.search-sections a:has-text("Guides")');
  await page.waitForURL(/section=Guides/);
  // The list of the previous state is still on screen until the new one replaces it: wait for the new title.
  await page.locator('.search-results-title', { hasText: `${count('Guides')} result${count('Guides') === 1 ? '' : 's'} for "install"` }).waitFor();
  assert.ok(await page.locator('.search-results-list a', { hasText: 'Install the CLI' }).count());
  assert.equal(await page.locator('.search-results-list a', { hasText: 'Quickstart' }).count(), 0, 'pages of other sections are left out');
  assert.equal(await page.locator('.search-sections a[aria-current="true"]').textContent(), `Guides ${count('Guides')}`);
  await page.goBack();
  await page.locator('.search-results-title', { hasText: `${count('All sections')} results for "install"` }).waitFor();
  assert.ok(await page.locator('.search-results-list a', { hasText: 'Quickstart' }).count(), 'the other sections are back');
  await page.close();
});

test('a page opened from a result marks the words searched in its content, and only there', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}/search?q=pip%20docker`);
  await page.waitForSelector('.search-results-list li');
  const result = page.locator('.search-results-list li > a', { hasText: 'Install the CLI' });
  assert.equal(await result.getAttribute('href'), '/docs/guide/install?highlight=pip&highlight=docker');
  await result.click();
  await page.waitForSelector('.markdown mark.search-highlight');
  const marked = await page.locator('mark.search-highlight').allTextContents();
  assert.ok(marked.includes('pip') && marked.some((word) => /docker/i.test(word)), marked.join(', '));
  assert.equal(await page.locator('.doc-sidebar-column mark, .navbar mark').count(), 0, 'navigation is not marked');
  await page.goto(`${server.url}/docs/guide/install`);
  await page.waitForTimeout(300);
  assert.equal(await page.locator('mark.search-highlight').count(), 0);
  await page.close();
});
