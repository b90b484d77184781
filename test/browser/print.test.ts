/** Printing a doc page: the content alone, every tab panel and detail shown, in the light theme. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { serveFixture, type ServedFixture } from '../helpers/served-fixture.ts';

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

const PAGE = `---
title: Printable
description: A page with tabs, a collapsed detail, an external link and a recipe checker, to print.
---

::::tabs
:::tab{label="pip"}
Install with pip.
:::
:::tab{label="Docker"}
Run the container.
:::
::::

:::details[Advanced settings]
Hidden until opened on screen.
:::

Read [the guide](https://example.org/guide).

:::recipe-checker{plugin="acme" validator="/assets/acme.js"}
Check a recipe against the options of acme.
:::
`;

let served: ServedFixture;

test.before(async () => {
  served = await serveFixture('valid', { edits: { 'content/docs/printable.md': PAGE } });
  ({ server, browser } = served);
});

test.after(() => served?.close());

test('a printed page shows its content alone (no recipe checker, no buttons): every tab panel with its label, open details, link addresses, light colours', async () => {
  const context = await browser.newContext();
  await context.addInitScript(() => localStorage.setItem('theme', 'dark'));
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/printable`);
  assert.ok(!(await page.getByText('Run the container.').isVisible()), 'on screen one tab panel shows');
  assert.ok(await page.locator('.recipe-checker').isVisible(), 'on screen the recipe checker shows');
  await page.evaluate(() => window.dispatchEvent(new Event('beforeprint')));
  await page.emulateMedia({ media: 'print' });
  for (const hidden of [
    '.navbar',
    '.doc-sidebar-column',
    '.doc-toc-column',
    '.footer',
    '.assistant-button',
    '.page-actions',
    '.tab-list',
    '.recipe-checker',
  ]) {
    assert.ok(!(await page.locator(hidden).first().isVisible()), `${hidden} is not printed`);
  }
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
  assert.ok(await page.getByText('Install with pip.').isVisible());
  assert.ok(await page.getByText('Run the container.').isVisible());
  assert.ok(
    await page.locator('.tab-label', { hasText: 'Docker' }).isVisible(),
    'each panel is headed by its tab label',
  );
  assert.ok(await page.getByText('Hidden until opened on screen.').isVisible());
  const after = await page
    .locator('.markdown a[href="https://example.org/guide"]')
    .evaluate((a) => getComputedStyle(a, '::after').content);
  assert.match(after, /https:\/\/example\.org\/guide/, 'an external link prints its address');
  assert.ok((await page.pdf({ format: 'A4' })).length > 1000, 'the page prints');
  await page.emulateMedia({ media: 'screen' });
  await page.evaluate(() => window.dispatchEvent(new Event('afterprint')));
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark', 'the reader’s theme is back');
  assert.ok(!(await page.getByText('Hidden until opened on screen.').isVisible()), 'the detail is closed again');
  await context.close();
});
