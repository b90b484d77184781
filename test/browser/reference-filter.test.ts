/** The name filter of the GraphQL reference pages, in Chromium. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import { serveFixture, type ServedFixture } from '../helpers/served-fixture.ts';
import { withMessages } from '../helpers/browser.ts';

// A written page under graphql/ stands in for a generated one: the filter only looks at the doc id.
const PAGE = `---
title: Objects
description: A page shaped like the GraphQL reference, for the filter test.
---

Object types of the schema.

## Dataset {#dataset}

A dataset.

| Name | Description |
| --- | --- |
| **urn** | Its URN. |

## DatasetProperties {#datasetproperties}

Properties of a dataset.

## CorpUser {#corpuser}

A user.
`;

/**
 * A page as long as the whole API's: 80 sections whose tables, from one row to twenty, are drawn
 * only near the screen (content-visibility), so their real heights differ from the estimate.
 */
const LONG_PAGE = [
  '---\ntitle: Enums\ndescription: A long page shaped like the GraphQL reference, for deep links.\n---\n\nEvery enum of the schema.\n',
  ...Array.from({ length: 80 }, (_, i) => {
    const rows = Array.from(
      { length: 1 + ((i * 7) % 20) },
      (_, r) =>
        `| **VALUE_${r}** | Value ${r} of enum ${i}, described in a sentence long enough to wrap on a phone screen. |`,
    );
    return `## Enum${i} {#enum${i}}\n\nEnum ${i}.\n\n| Value | Description |\n| --- | --- |\n${rows.join('\n')}\n`;
  }),
].join('\n');

/**
 * Collects in `window.__moved` the elements of the article that a layout shift moved, with when.
 * Only shifts inside the article count: under a loaded CI machine Chromium may paint the navbar
 * half-parsed, which moves its right half once and has nothing to do with the page's content.
 */
function watchArticleShifts(): void {
  const w = window as Window & { __moved?: { at: number; what: string }[] };
  w.__moved = [];
  type Shift = PerformanceEntry & { sources: { node?: Node }[] };
  new PerformanceObserver((list) =>
    list.getEntries().forEach((entry) => {
      for (const { node } of (entry as Shift).sources) {
        const element = node instanceof Element ? node : node?.parentElement;
        if (!element || element.closest('article'))
          w.__moved!.push({
            at: entry.startTime,
            what: element ? element.outerHTML.slice(0, 80) : 'an element since removed',
          });
      }
    }),
  ).observe({ type: 'layout-shift', buffered: true });
}

/**
 * What moved in the article once the page was parsed. A loaded machine may also paint the page
 * half-parsed (its top, before the parser reaches the section linked to), and what the rest of the
 * page then moves says nothing about the drawing of the tables that these tests are about.
 */
function movedAfterParse(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const parsed = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming).domInteractive;
    const moved = (window as Window & { __moved?: { at: number; what: string }[] }).__moved ?? [];
    return moved.filter((shift) => shift.at >= parsed).map((shift) => shift.what);
  });
}

let browser: Browser;
let server: { url: string; close: () => Promise<void> };

let served: ServedFixture;

test.before(async () => {
  served = await serveFixture('valid', {
    edits: { 'content/docs/graphql/objects.md': PAGE, 'content/docs/graphql/enums.md': LONG_PAGE },
  });
  ({ server, browser } = served);
});

test.after(() => served?.close());

test('typing hides the sections whose heading does not contain the text', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/graphql/objects`);
  const input = page.locator('[data-reference-filter] input');
  // The filter is added by a chunk the page loads after it shows: wait for it, or fail saying so.
  await input.waitFor({ timeout: 15_000 }).catch(() => assert.fail('the reference filter did not appear within 15 s'));
  assert.equal(await input.count(), 1);
  const headings = page.locator('.markdown h2');
  const visible = async () =>
    await headings.evaluateAll((hs) => hs.filter((h) => !(h as HTMLElement).hidden).map((h) => h.id));
  assert.deepEqual(await visible(), ['dataset', 'datasetproperties', 'corpuser']);
  const right = async (selector: string) =>
    page
      .locator(selector)
      .first()
      .evaluate((e) => Math.round(e.getBoundingClientRect().right));
  assert.equal(
    await right('[data-reference-filter] input'),
    await right('.markdown'),
    "the box lines up with the text's right edge",
  );
  await input.fill('dataset');
  assert.deepEqual(await visible(), ['dataset', 'datasetproperties']);
  assert.ok(
    !(await page.locator('.markdown p', { hasText: 'A user.' }).isVisible()),
    'the section body hides with its heading',
  );
  assert.ok(await page.locator('.markdown table').isVisible());
  await input.fill('PROPERTIES');
  assert.deepEqual(await visible(), ['datasetproperties']);
  const tocShown = await page
    .locator('.doc-toc-column [data-toc] a')
    .evaluateAll((links) => links.filter((a) => !a.closest('[hidden]')).map((a) => (a as HTMLAnchorElement).hash));
  assert.deepEqual(tocShown, ['#datasetproperties'], 'the table of contents follows the filter');
  assert.ok(!(await page.locator('.markdown table').isVisible()));
  assert.ok(
    await page.locator('.markdown p', { hasText: 'Object types of the schema.' }).isVisible(),
    'the intro stays',
  );
  assert.equal(await page.locator('[data-reference-filter] [aria-live]').textContent(), '1 of 3 shown');
  await input.press('Escape');
  assert.deepEqual(await visible(), ['dataset', 'datasetproperties', 'corpuser']);
});

test('the filter takes no room without scripts and moves nothing when it appears', async () => {
  const page = await browser.newPage();
  await page.addInitScript(watchArticleShifts);
  await page.goto(`${server.url}/docs/graphql/objects`);
  await page.locator('[data-reference-filter] input').waitFor();
  await page.waitForTimeout(300);
  assert.deepEqual(await movedAfterParse(page), [], 'nothing in the article moved');
  await page.close();
  const context = await browser.newContext({ javaScriptEnabled: false });
  const still = await context.newPage();
  await still.goto(`${server.url}/docs/graphql/objects`);
  assert.equal(await still.locator('[data-reference-filter]').count(), 1);
  assert.ok(!(await still.locator('[data-reference-filter]').isVisible()), 'no empty box without scripts');
  await context.close();
});

test('a link to a section of a long page lands on its heading, on a desktop and on a phone', async () => {
  const settled = (page: Page) =>
    page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100)))),
    );
  const headingTop = (page: Page, id: string) =>
    page.locator(`#${id}`).evaluate((h) => Math.round(h.getBoundingClientRect().top));
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 800 } });
    const page = await context.newPage();
    await page.addInitScript(watchArticleShifts);
    for (const target of ['enum47', 'enum78']) {
      // Opened at the section: its tables and those around it are drawn at once, nothing moves.
      await page.goto(`${server.url}/docs/graphql/enums#${target}`, { waitUntil: 'load' });
      await settled(page);
      const top = await headingTop(page, target);
      assert.ok(
        top >= 0 && top < 200,
        `${width} px, opened at #${target}: the heading is ${top} px from the top of the window`,
      );
      assert.deepEqual(await movedAfterParse(page), [], `${width} px, #${target}: nothing in the article moved`);
    }
    // Followed from the top of the page: the tables near the section are drawn after the jump, and
    // those above it that turn out shorter or longer than estimated must not move the heading away.
    await page.goto(`${server.url}/docs/graphql/enums`, { waitUntil: 'load' });
    for (const target of ['enum47', 'enum78', 'enum20']) {
      await page.evaluate((id) => (location.hash = id), target);
      await settled(page);
      const top = await headingTop(page, target);
      assert.ok(
        top >= 0 && top < 200,
        `${width} px, link to #${target}: the heading is ${top} px from the top of the window`,
      );
    }
    await context.close();
  }
});

test('other pages get no filter', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/quickstart`);
  await withMessages(page).waitForFunction(() => (window as Window & { __docsgen?: boolean }).__docsgen === true);
  assert.equal(await page.locator('[data-reference-filter]').count(), 0);
});
