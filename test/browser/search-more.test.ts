/** The search page lists a long result set a page at a time: more as the reader scrolls, or by the button. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { serveFixture, type ServedFixture } from '../helpers/served-fixture.ts';
import { withMessages } from '../helpers/browser.ts';

const PAGES = 45;
const edits = Object.fromEntries(
  Array.from({ length: PAGES }, (_, i) => [
    `content/docs/herd/zebra-${i + 1}.md`,
    `---\ntitle: Zebra ${i + 1}\ndescription: Page ${i + 1} of a herd that all say one word.\n---\n\nThe zebra number ${i + 1} grazes here.\n`,
  ]),
);

let served: ServedFixture;

test.before(async () => {
  served = await serveFixture('valid', { search: true, edits });
});

test.after(() => served?.close());

async function openResults(): Promise<Page> {
  const page = await served.tab.page({ viewport: { width: 1280, height: 700 } });
  await page.goto(`${served.server.url}/search?q=zebra`);
  await page.waitForSelector('.search-results-list li');
  return page;
}

const shown = (page: Page) => page.locator('.search-results-list > li').count();

test('twenty results come first; scrolling to the end of the list brings twenty more', async () => {
  const page = await openResults();
  assert.equal(await page.locator('.search-results-title').textContent(), `${PAGES} results for "zebra"`);
  assert.equal(await shown(page), 20);
  await page.locator('.search-more').scrollIntoViewIfNeeded();
  await withMessages(page).waitForFunction(() => document.querySelectorAll('.search-results-list > li').length === 40);
  assert.equal(await page.locator('[data-search-status]').textContent(), `Showing 40 of ${PAGES} results`);
  // Pressed rather than scrolled to: focus goes to the first new result, which Tab would skip.
  await page.evaluate(() => document.querySelector<HTMLButtonElement>('.search-more-button')!.click());
  await withMessages(page).waitForFunction(
    (n) => document.querySelectorAll('.search-results-list > li').length === n,
    PAGES,
  );
  assert.equal(
    await page.evaluate(
      () => document.activeElement?.closest('li') === document.querySelectorAll('.search-results-list > li')[40],
    ),
    true,
  );
  assert.equal(await page.locator('.search-more').count(), 0, 'nothing more to load');
  const titles = await page.locator('.search-results-list > li > a').allTextContents();
  assert.equal(new Set(titles).size, PAGES, 'no result twice');
});

test('when more results cannot be fetched the button says so, and reloads the page to try again', async () => {
  const page = await openResults();
  await page.route('**/pagefind/fragment/**', (route) => route.abort());
  await page.locator('.search-more').scrollIntoViewIfNeeded();
  await withMessages(page).waitForFunction(
    () => document.querySelector('.search-more-button')?.textContent === 'Unable to fetch results. Reload to try again',
  );
  assert.equal(await shown(page), 20);
  await page.unroute('**/pagefind/fragment/**');
  await Promise.all([page.waitForEvent('load'), page.click('.search-more-button')]);
  await page.waitForSelector('.search-results-list li');
  await page.locator('.search-more').scrollIntoViewIfNeeded();
  await withMessages(page).waitForFunction(() => document.querySelectorAll('.search-results-list > li').length === 40);
});
