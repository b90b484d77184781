/** Docs versions in the browser: the version menu, the remembered version, and version-scoped search. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { join } from 'node:path';
import { buildSite } from '../../src/node/build.ts';
import { runCli } from '../helpers/site.ts';
import { serveFixture, type ServedFixture } from '../helpers/fixture-browser.ts';
import { withMessages } from '../helpers/browser.ts';

let served: ServedFixture;
let server: { url: string };
let browser: Browser;

test.before(async () => {
  served = await serveFixture(
    'valid',
    async (site) => {
      const config = await site.read('site.config.ts');
      await site.write(
        'site.config.ts',
        config
          .replace(
            "{ to: '/integrations', label: 'Integrations' },",
            "{ to: '/integrations', label: 'Integrations' },\n      { type: 'docsVersionDropdown' },",
          )
          .replace('docs: {', "docs: { currentVersionLabel: '2.x',"),
      );
      assert.equal((await runCli(['version', '1.0', '--root', site.root])).code, 0);
      // After the cut the current docs say something the frozen ones do not.
      await site.write(
        'content/docs/quickstart.md',
        (await site.read('content/docs/quickstart.md')).replace('Run the installer', 'Run the zeppelin installer'),
      );
    },
    { search: true },
  );
  // Built a second time, the frozen version comes whole from the cache: what the reader gets must be the same.
  const again = await buildSite({
    root: served.site.root,
    outDir: join(served.site.root, 'build'),
    search: true,
  });
  assert.deepEqual(again.reusedVersions, ['1.0']);
  ({ browser } = served);
  server = { url: served.url };
});

test.after(() => served?.close());

test('the version menu leads to the same page in the other version, and the choice is remembered for the Docs link', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/quickstart`);
  await page.click('.navbar-versions summary');
  await page.click('.navbar-versions a[data-version="1.0"]');
  await page.waitForURL(/\/docs\/1\.0\/quickstart$/);
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), '1.0');
  assert.match(await page.locator('.version-banner').innerText(), /version 1\.0; the latest is 2\.x/);

  await page.goto(`${server.url}/`);
  assert.equal(
    await page.locator('.navbar-items .navbar-link', { hasText: 'Docs' }).getAttribute('href'),
    '/docs/1.0/features',
    'the Docs link leads to the remembered version',
  );
  await page.goto(`${server.url}/docs/`);
  const note = page.locator('[data-preferred-version-note]');
  assert.equal(await note.isVisible(), true);
  assert.match(await note.innerText(), /You chose the docs of version 1\.0/);

  // The banner's link back to the latest docs makes the latest the choice again.
  await page.goto(`${server.url}/docs/1.0/quickstart`);
  await page.click('.version-banner a');
  await page.waitForURL(/\/docs\/quickstart$/);
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), 'current');
  await page.goto(`${server.url}/`);
  assert.equal(await page.locator('.navbar-items .navbar-link', { hasText: 'Docs' }).getAttribute('href'), '/docs/');
});

test("after client navigation the version menu, and the mobile menu's, lead to the new page in each version", async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/quickstart`);
  await page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
  await page.click('.doc-sidebar a:has-text("Introduction")');
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Features');
  assert.equal(await page.evaluate(() => (window as unknown as { __mark?: number }).__mark), 1, 'no full page load');
  const links = (selector: string) =>
    page
      .locator(selector)
      .evaluateAll((found) =>
        found.map((a) => `${a.getAttribute('href')}${a.getAttribute('aria-current') ? ' (current)' : ''}`),
      );
  assert.deepEqual(await links('.navbar-versions a[data-version]'), ['/docs/features (current)', '/docs/1.0/features']);
  assert.deepEqual(await links('#dg\\:mobile-menu a[data-version]'), [
    '/docs/features (current)',
    '/docs/1.0/features',
  ]);
  await page.click('.navbar-versions summary');
  await page.click('.navbar-versions a[data-version="1.0"]');
  await page.waitForURL(/\/docs\/1\.0\/features$/);
  await withMessages(page).waitForFunction(() => document.querySelector('.version-banner') !== null);
  assert.equal(await page.locator('.navbar-versions summary').textContent(), '1.0');
  assert.deepEqual(await links('.navbar-versions a[data-version]'), ['/docs/features', '/docs/1.0/features (current)']);
});

test("each sidebar keeps its own open categories: the frozen version's sidebar never opens the current one's, nor the other way round", async () => {
  const page = await served.tab.page();
  const guides = () => page.locator('.doc-sidebar details:has(> summary:has-text("Guides"))');
  await page.goto(`${server.url}/docs/quickstart`);
  // Named by the sidebar and by the category's label, not by position.
  assert.equal(await page.locator('#dg\\:main [data-doc-sidebar]').getAttribute('data-doc-sidebar'), 'overviewSidebar');
  assert.equal(await guides().getAttribute('data-category'), 'guides');
  await guides().evaluate((details) => ((details as HTMLDetailsElement).open = true));
  await page.goto(`${server.url}/docs/1.0/quickstart`);
  assert.equal(
    await page.locator('#dg\\:main [data-doc-sidebar]').getAttribute('data-doc-sidebar'),
    '1.0/overviewSidebar',
  );
  assert.equal(await guides().getAttribute('open'), null, "the current docs' open Guides leaves 1.0's closed");
  await page.goto(`${server.url}/docs/quickstart`);
  assert.equal(await guides().getAttribute('open'), '', "the current docs' own state came back");

  // Client navigation into another version shows that version's sidebar, not the one it came from.
  await page.click('.navbar-versions summary');
  await page.click('.navbar-versions a[data-version="1.0"]');
  await withMessages(page).waitForFunction(() => document.querySelector('.version-banner') !== null);
  assert.equal(
    await page.locator('#dg\\:main [data-doc-sidebar]').getAttribute('data-doc-sidebar'),
    '1.0/overviewSidebar',
  );
  assert.ok(
    (
      await page
        .locator('#dg\\:main [data-doc-sidebar] a.sidebar-link')
        .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    )
      .filter((href) => href?.startsWith('/docs/'))
      .every((href) => href!.startsWith('/docs/1.0/')),
  );
});

test('a remembered version that the site no longer has is forgotten', async () => {
  // Its own context: the init script that seeds the forgotten version could not be removed from a reused tab.
  const context = await browser.newContext();
  await context.addInitScript(() => {
    if (!sessionStorage.getItem('seeded')) {
      localStorage.setItem('docs-preferred-version-default', '0.1-gone');
      sessionStorage.setItem('seeded', '1');
    }
  });
  const page = await context.newPage();
  await page.goto(`${server.url}/`);
  assert.equal(await page.evaluate(() => localStorage.getItem('docs-preferred-version-default')), null);
  assert.equal(await page.locator('.navbar-items .navbar-link', { hasText: 'Docs' }).getAttribute('href'), '/docs/');
  await context.close();
});

test('search looks in the version of the page the reader is on', async () => {
  const page = await served.tab.page();
  const hits = async () => {
    await page.keyboard.press('Control+k');
    await page.locator('.search-modal input').fill('installer');
    await page.waitForSelector('.search-hit');
    await page.waitForTimeout(300);
    const urls = await page
      .locator('a.search-hit')
      .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
    await page.keyboard.press('Escape');
    return urls;
  };
  await page.goto(`${server.url}/docs/quickstart`);
  const current = await hits();
  assert.ok(current.length > 0 && current.every((url) => !url.startsWith('/docs/1.0/')), current.join(', '));
  await page.goto(`${server.url}/docs/1.0/features`);
  const frozen = await hits();
  assert.ok(frozen.length > 0 && frozen.every((url) => url.startsWith('/docs/1.0/')), frozen.join(', '));
});
