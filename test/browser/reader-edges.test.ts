/**
 * What a reader meets at the edges of the shell, in a real browser: focus kept in the search
 * modal, the search button named by what it shows, no control inside a sidebar <summary>, a click
 * made before the full sidebar loads, the crash box clear of the title, back to top, the
 * announcement bar on a phone, wide tables.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { LAZY_SIDEBAR_LINKS } from '../../src/node/render/sidebar.ts';
import { repoRoot } from '../helpers/site.ts';
import { serveFixture, type ServedFixture } from '../helpers/fixture-browser.ts';
import { withMessages } from '../helpers/browser.ts';
import type { TabOptions } from '../helpers/reused-page.ts';

let served: ServedFixture;

const wideTable = `| Variable | Default | Meaning |\n|---|---|---|\n| \`DATAHUB_GMS_PROTOCOL_AND_HOST_OVERRIDE_FOR_TESTS\` | \`http://localhost:8080/api/gms/override\` | Where the command line sends metadata when the default address is not the right one. |\n`;
const longPage = `---\ntitle: A long guide\ndescription: A page long enough to scroll, with a wide table.\n---\n\n## Settings\n\n${wideTable}\n## Ports\n\n| Service | Port |\n|---|---|\n| web | 9002 |\n\n${Array.from({ length: 40 }, (_, i) => `## Part ${i + 1}\n\nThis is part ${i + 1} of the long guide, with enough text to take some room on the screen.\n`).join('\n')}`;
/** Enough pages for the sidebar to arrive partial (src/node/render/sidebar.ts). */
const manyPages = Object.fromEntries(
  Array.from({ length: LAZY_SIDEBAR_LINKS }, (_, i) => [
    `content/docs/many/page-${i + 1}.md`,
    `---\ntitle: Page ${i + 1}\ndescription: One of many pages.\n---\n\nPage ${i + 1}.\n`,
  ]),
);

test.before(async () => {
  const sidebars = await readFile(join(repoRoot, 'test/fixtures/sites/valid/content/sidebars.yaml'), 'utf8');
  const edits: Record<string, string> = {
    ...manyPages,
    'content/docs/guide/long.md': longPage,
    'content/sidebars.yaml': `${sidebars}      - guide/long\n  - type: category\n    label: Many pages\n    items:\n${Object.keys(
      manyPages,
    )
      .map((path) => `      - ${path.slice('content/docs/'.length, -3)}\n`)
      .join('')}`,
  };
  served = await serveFixture(
    'valid',
    async (site) => {
      for (const [path, text] of Object.entries(edits)) await site.write(path, text);
      const config = await site.read('site.config.ts');
      await site.write(
        'site.config.ts',
        config.replace(
          '  colorMode: {},',
          "  colorMode: {},\n  announcementBar: { id: 'hosted', emphasis: 'Hosted Fixture', content: 'The fixture company runs the fixture for you as a hosted service.', button: { label: 'Sign up for the hosted fixture →', shortLabel: 'Sign up →', href: 'https://example.com/sign-up' }, backgroundColor: '#070707', textColor: '#ffffff', isCloseable: false },",
        ),
      );
    },
    {
      search: true,
      islandRegistry: join(repoRoot, 'test/fixtures/islands/registry-with-search.ts'),
      // A navbar widget that crashes when clicked, on a copy of a doc page.
      afterBuild: async (outDir) => {
        const quickstart = await readFile(join(outDir, 'docs/quickstart.html'), 'utf8');
        await writeFile(
          join(outDir, 'docs/crash.html'),
          quickstart.replace(
            '<div class="navbar-end">',
            '<div class="navbar-end"><div data-island="boom"><button type="button" class="boom">Break me</button></div>',
          ),
        );
      },
    },
  );
});

test.after(() => served?.close());

async function open(path: string, options: TabOptions = {}): Promise<Page> {
  const page = await served.tab.page(options);
  await page.goto(served.url + path);
  await withMessages(page).waitForFunction(() => (window as Window & { __docsgen?: boolean }).__docsgen === true);
  return page;
}

test('Tab and Shift+Tab cycle inside the search modal', async () => {
  const page = await open('/docs/quickstart');
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal input').fill('docker');
  await page.waitForSelector('.search-modal-all');
  const focused = () =>
    page.evaluate(() => ({
      inside: Boolean(document.activeElement?.closest('.search-modal')),
      input: document.activeElement?.matches('.search-modal input') ?? false,
      all: document.activeElement?.matches('.search-modal-all') ?? false,
    }));
  let wrapped = false;
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    const now = await focused();
    assert.ok(now.inside, `Tab ${i + 1} stays in the modal`);
    wrapped ||= now.input;
  }
  assert.ok(wrapped, 'Tab from the last stop comes back to the field');
  await page.locator('.search-modal input').focus();
  await page.keyboard.press('Shift+Tab');
  assert.ok((await focused()).all, 'Shift+Tab from the field goes to the last stop');
});

test('the search button is named by the words it shows', async () => {
  const desktop = await open('/docs/quickstart', { viewport: { width: 1280, height: 800 } });
  assert.equal((await desktop.locator('.search-button').innerText()).replace(/\s+/g, ' ').trim(), 'Search Ctrl K');
  assert.equal(await desktop.getByRole('link', { name: 'Search Ctrl K', exact: true }).count(), 1);
  // A phone shows the icon alone; the name stays "Search".
  const phone = await open('/docs/quickstart', { viewport: { width: 390, height: 844 } });
  assert.ok((await phone.locator('.search-button-label').boundingBox())!.width <= 1, 'the word is out of sight');
  assert.equal(await phone.getByRole('link', { name: 'Search', exact: true }).count(), 1);
});

test("no sidebar <summary> holds a link or a button; a category's link sits beside its chevron and is marked when current", async () => {
  const page = await open('/docs/guide/install');
  const nested = await page.evaluate(() =>
    [...document.querySelectorAll('summary')]
      .filter((s) => s.querySelector('a, button, input, select, textarea, [tabindex]'))
      .map((s) => s.outerHTML),
  );
  assert.deepEqual(nested, []);
  const guides = page.locator('.doc-sidebar .sidebar-category-link', { hasText: 'Guides' });
  assert.equal(await guides.getAttribute('href'), '/docs/guide');
  assert.equal(
    await page.locator('.doc-sidebar details:has(> summary:has-text("Guides section"))').getAttribute('open'),
    '',
  );
  await guides.click();
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Guides');
  assert.equal(await guides.getAttribute('aria-current'), 'page');
  // The server marks it the same way on a full load.
  await page.reload();
  assert.equal(await page.locator('.doc-sidebar .sidebar-category-link.active').textContent(), 'Guides');
});

test('a category closed while the full sidebar is on its way stays closed when it arrives', async () => {
  const page = await served.tab.page();
  let release: () => void = () => undefined;
  const held = new Promise<void>((done) => (release = done));
  await page.context().route('**/assets/sidebar.*.html', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${served.url}/docs/quickstart`);
  const category = page.locator('.doc-sidebar details:has(> summary:has-text("Getting Started"))');
  assert.equal(await category.getAttribute('open'), '', "the current page's category is open");
  // The pointer over the sidebar starts the full list's download; the click closes the category at once.
  await page.click('.doc-sidebar summary:has-text("Getting Started")');
  release();
  await withMessages(page).waitForFunction(
    () => document.querySelector<HTMLElement>('[data-doc-sidebar]')?.dataset.complete === 'true',
  );
  await withMessages(page).waitForFunction(() => document.getAnimations().length === 0);
  assert.equal(await category.getAttribute('open'), null);
  assert.equal(await page.locator('.doc-sidebar a.active').textContent(), 'Quickstart');
});

test('the crash box of a navbar widget takes a place above the page, clear of its title', async () => {
  for (const width of [1280, 390]) {
    const page = await open('/docs/crash', { viewport: { width, height: 844 } });
    await page.click('.boom');
    const box = page.locator('.island-crash');
    await box.waitFor();
    assert.equal(await box.locator('h2').textContent(), 'This page crashed.');
    const [crash, title] = [(await box.boundingBox())!, (await page.locator('h1').boundingBox())!];
    assert.ok(
      crash.y + crash.height <= title.y,
      `at ${width} px the box (bottom ${crash.y + crash.height}) ends above the title (top ${title.y})`,
    );
    await page.click('.island-crash button:has-text("Try again")');
    await page.waitForSelector('.boom');
    assert.equal(await page.locator('.island-crash').count(), 0);
  }
});

test('a back-to-top button shows once the reader is a screen down a long page, and takes them and focus to the title', async () => {
  const page = await open('/docs/guide/long', { viewport: { width: 1280, height: 700 } });
  const button = page.getByRole('button', { name: 'Back to top' });
  assert.equal(await button.isVisible(), false, 'not at the top');
  await page.evaluate(() => window.scrollTo(0, 2000));
  await button.waitFor({ state: 'visible' });
  await button.click();
  await withMessages(page).waitForFunction(() => scrollY === 0);
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1');
  await button.waitFor({ state: 'hidden' });
  // A page not two screens long never shows it.
  const short = await open('/docs/features', { viewport: { width: 1280, height: 700 } });
  await short.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await short.waitForTimeout(300);
  assert.equal(await short.getByRole('button', { name: 'Back to top' }).isVisible(), false);
});

test('on a phone the announcement bar keeps to one line of at most 56 px; the whole sentence is still read', async () => {
  const phone = await open('/docs/quickstart', { viewport: { width: 390, height: 844 } });
  const bar = phone.locator('.announcement');
  assert.ok((await bar.boundingBox())!.height <= 56, `${(await bar.boundingBox())!.height} px`);
  assert.equal((await phone.locator('.announcement-button').innerText()).trim(), 'Sign up →');
  assert.equal(await phone.getByRole('link', { name: 'Sign up →', exact: true }).count(), 1);
  assert.match(
    (await bar.locator('.announcement-text').textContent()) ?? '',
    /Hosted Fixture.*runs the fixture for you/,
  );
  const desktop = await open('/docs/quickstart', { viewport: { width: 1280, height: 800 } });
  assert.equal((await desktop.locator('.announcement-button').innerText()).trim(), 'Sign up for the hosted fixture →');
  assert.ok(await desktop.locator('.announcement-content').isVisible());
});

test('on a phone a wide table shows that it scrolls and scrolls by keyboard; a table that fits is a plain table', async () => {
  const phone = await open('/docs/guide/long', { viewport: { width: 390, height: 844 } });
  // The frames come with the reader's first scroll (src/client/on-demand.ts).
  await phone.evaluate(() => window.scrollTo(0, 100));
  const area = phone.locator('.table-scroll-area').first();
  await withMessages(phone).waitForFunction(
    () => document.querySelector('.table-scroll-area')?.getAttribute('tabindex') === '0',
  );
  assert.equal(await area.getAttribute('role'), 'region');
  assert.equal(await area.getAttribute('aria-label'), 'Table: Settings (scrolls sideways)');
  const frame = phone.locator('.table-scroll').first();
  assert.match((await frame.getAttribute('class')) ?? '', /table-scroll-more-after/);
  // The cue is drawn: the shadow on the side with more to see (it fades in: waited for, not read mid-way).
  await withMessages(phone).waitForFunction(
    () => getComputedStyle(document.querySelector('.table-scroll')!, '::after').opacity === '1',
  );
  await area.focus();
  await phone.keyboard.press('ArrowRight');
  await withMessages(phone).waitForFunction(() => document.querySelector('.table-scroll-area')!.scrollLeft > 0);
  await withMessages(phone).waitForFunction(() =>
    document.querySelector('.table-scroll')!.classList.contains('table-scroll-more-before'),
  );
  assert.equal(
    await phone.locator('.table-scroll-area').nth(1).getAttribute('tabindex'),
    null,
    'no Tab stop for a table that fits',
  );
  assert.doesNotMatch((await phone.locator('.table-scroll').nth(1).getAttribute('class')) ?? '', /more/);
});
