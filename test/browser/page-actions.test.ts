/** The page actions of doc pages: "Copy page" copies the Markdown twin; the menu links it, chats and llms.txt. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { serveFixture, type ServedFixture } from '../helpers/served-fixture.ts';
import { withMessages } from '../helpers/browser.ts';

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

let served: ServedFixture;

test.before(async () => {
  served = await serveFixture('valid');
  ({ server, browser } = served);
});

test.after(() => served?.close());

test('Copy page puts the Markdown twin of the page shown on the clipboard, also after client navigation', async () => {
  const page = await served.tab.page({ permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(`${server.url}/docs/quickstart`);
  const twin = await (await fetch(`${server.url}/docs/quickstart.md`)).text();
  assert.match(twin, /^# Quickstart/m);
  await page.click('[data-copy-page]');
  await withMessages(page).waitForFunction(() => document.querySelector('[data-copy-label]')?.textContent === 'Copied');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), twin);
  await withMessages(page).waitForFunction(
    () => document.querySelector('[data-copy-label]')?.textContent === 'Copy page',
    undefined,
    { timeout: 5000 },
  );

  await page.click('.doc-sidebar a[href="/docs/features"]');
  await page.waitForURL(/\/docs\/features$/);
  await page.click('[data-copy-page]');
  await withMessages(page).waitForFunction(() => document.querySelector('[data-copy-label]')?.textContent === 'Copied');
  assert.equal(
    await page.evaluate(() => navigator.clipboard.readText()),
    await (await fetch(`${server.url}/docs/features.md`)).text(),
  );
});

test('the menu links the twin, two chats that are told to read it, and llms.txt; Escape and a click outside close it', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/guide/install`);
  const menu = page.locator('.page-actions ul');
  assert.ok(!(await menu.isVisible()));
  await page.click('.page-actions-more summary');
  assert.ok(await menu.isVisible());
  const links = await menu.locator('a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
  assert.deepEqual(
    links.map(([text]) => text?.replace(/(Ask|This|Every).*/, '')),
    ['View as Markdown', 'Open in ChatGPT', 'Open in Claude', 'llms.txt'],
  );
  assert.equal(links[0][1], '/docs/guide/install.md');
  assert.equal(links[3][1], '/llms.txt');
  for (const [, href] of links.slice(1, 3)) {
    const prompt = new URL(href!).searchParams.get('q')!;
    assert.match(
      prompt,
      /^Read https:\/\/fixture\.example\.com\/docs\/guide\/install\.md \(the Fixture documentation page "Install the CLI"\)/,
    );
  }
  await page.keyboard.press('Escape');
  assert.ok(!(await menu.isVisible()));
  assert.ok(
    await page.evaluate(() => document.activeElement?.matches('.page-actions-more summary')),
    'focus returns to the menu button',
  );
  await page.click('.page-actions-more summary');
  await page.click('h1');
  assert.ok(!(await menu.isVisible()));
});

test('the arrow keys open the menu and move through its items; Escape closes it and returns focus', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/guide/install`);
  const focused = () => page.evaluate(() => document.activeElement?.textContent?.replace(/(Ask|This|Every).*/, ''));
  await page.focus('.page-actions-more summary');
  await page.keyboard.press('ArrowDown');
  assert.ok(await page.locator('.page-actions ul').isVisible(), 'ArrowDown on the menu button opens the menu');
  assert.equal(await focused(), 'View as Markdown', 'and moves into it');
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), 'Open in ChatGPT');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(), 'llms.txt', 'the items wrap around');
  const scrolled = await page.evaluate(() => scrollY);
  await page.keyboard.press('ArrowDown');
  assert.equal(await focused(), 'View as Markdown');
  assert.equal(await page.evaluate(() => scrollY), scrolled, 'the arrows do not scroll the page');
  await page.keyboard.press('Escape');
  assert.ok(!(await page.locator('.page-actions ul').isVisible()));
  assert.ok(await page.evaluate(() => document.activeElement?.matches('.page-actions-more summary')));
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowUp');
  assert.equal(await focused(), 'llms.txt', "ArrowUp on the open menu's button moves to its last item");
});

test('without JavaScript the menu still opens and leads to the twin; the copy button, which cannot work, is hidden', async () => {
  // Its own context: a tab cannot turn JavaScript off once open.
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/quickstart`);
  assert.ok(!(await page.locator('[data-copy-page]').isVisible()));
  await page.click('.page-actions-more summary:has-text("Markdown and AI")');
  await page.click('.page-actions a:has-text("View as Markdown")');
  await page.waitForURL(/quickstart\.md$/);
  assert.match((await page.locator('body').textContent()) ?? '', /# Quickstart/);
  await context.close();
});
