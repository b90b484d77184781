/** Client-side navigation and the shell's other behaviours, in a real browser. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '../../src/node/build.ts';
import { repoRoot, tempSite, type TempSite } from '../helpers/site.ts';
import { launchBrowser, serveFolder, withMessages } from '../helpers/browser.ts';
import { ReusedTab, type TabOptions } from '../helpers/reused-page.ts';

let site: TempSite;
let browser: Browser;
let server: { url: string; close: () => Promise<void> };
let tab: ReusedTab;

const longPage = `---\ntitle: A long guide\ndescription: A page long enough to scroll.\n---\n\n${Array.from({ length: 40 }, (_, i) => `## Part ${i + 1}\n\nThis is part ${i + 1} of the long guide, with enough text to take some room on the screen. It goes on for a while so that the page scrolls well past the first screen.\n`).join('\n')}\n[Back to the quickstart](../quickstart.md)\n`;

test.before(async () => {
  site = await tempSite('valid', {
    'content/docs/guide/long.md': longPage,
    'content/sidebars.yaml': `${(await import('node:fs')).readFileSync(join(repoRoot, 'test/fixtures/sites/valid/content/sidebars.yaml'), 'utf8')}      - guide/long\n`,
  });
  const config = await site.read('site.config.ts');
  await site.write(
    'site.config.ts',
    config
      .replace(
        "{ type: 'search' },",
        "{ type: 'search' },\n      { type: 'dropdown', label: 'More', items: [{ label: 'Quickstart', to: 'docs/quickstart' }, { label: 'Example', href: 'https://example.com/' }] },",
      )
      .replace('colorMode: {},', 'colorMode: {},\n  socialCards: {},'),
  );
  const outDir = join(site.root, 'build');
  await buildSite(
    {
      root: site.root,
      outDir,
      search: false,
    },
    { testHooks: { islandRegistry: join(repoRoot, 'test/fixtures/islands/registry.ts') } },
  );
  const main = (await readdir(join(outDir, 'assets'))).find((f) => f.startsWith('main.'));
  await writeFile(
    join(outDir, 'boom.html'),
    `<!doctype html><html><head><script type="module" src="/assets/${main}"></script></head><body><main id="dg:main"><div data-island="boom"><button type="button" class="boom">Break me</button></div></main></body></html>`,
  );
  server = await serveFolder(outDir);
  browser = await launchBrowser();
  tab = new ReusedTab(browser, new URL(server.url).origin);
});

test.after(async () => {
  await tab?.close();
  await browser?.close();
  await server?.close();
  await site?.remove();
});

/** The file's one tab (reused-page.ts), reset, at `path`. */
async function open(path: string, options: TabOptions = {}): Promise<Page> {
  const page = await tab.page(options);
  await page.goto(server.url + path);
  return page;
}

/** A page in a context of its own, for what a reused tab cannot be given: touch, a phone, an init script. */
async function openOwn(
  path: string,
  options: Parameters<Browser['newContext']>[0] = {},
  init?: () => void,
): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  if (init) await page.addInitScript(init);
  await page.goto(server.url + path);
  return page;
}

/** Marks the window so that a full page load (which would lose the mark) can be told apart. */
const markWindow = (page: Page) => page.evaluate(() => ((window as unknown as { __mark: number }).__mark = 1));
const stillSameWindow = (page: Page) => page.evaluate(() => (window as unknown as { __mark?: number }).__mark === 1);

test('internal links swap the page without a reload; title, breadcrumbs, TOC and sidebar follow', async () => {
  const page = await open('/docs/guide');
  await markWindow(page);
  await page.click('.markdown a:has-text("installing the CLI")');
  await page.waitForURL(/\/docs\/guide\/install$/);
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Install the CLI');
  assert.ok(await stillSameWindow(page), 'no full page load');
  assert.equal(await page.title(), 'Install the CLI | Fixture');
  // The head describes the new page too (what share menus and extensions read): address, description, card.
  const served = await (await fetch(`${server.url}/docs/guide/install`)).text();
  const head = () =>
    page.evaluate(() =>
      [
        'link[rel="canonical"]',
        'meta[name="description"]',
        'meta[property="og:image"]',
        'meta[property="og:image:alt"]',
      ].map((s) => document.head.querySelector(s)?.getAttribute(s.startsWith('link') ? 'href' : 'content')),
    );
  assert.deepEqual(
    await head(),
    [
      /<link rel="canonical" href="([^"]+)"/,
      /<meta name="description" content="([^"]+)"/,
      /<meta property="og:image" content="([^"]+)"/,
      /<meta property="og:image:alt" content="([^"]+)"/,
    ].map((re) => re.exec(served)![1]),
  );
  assert.match((await page.locator('.breadcrumbs').textContent()) ?? '', /Guides.*Install the CLI/);
  assert.equal(await page.locator('.doc-sidebar a.active').textContent(), 'Install the CLI');
  assert.equal(await page.evaluate(() => document.activeElement?.tagName), 'H1', 'focus moves to the new content');
  await page.goBack();
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Guides');
  assert.ok(await stillSameWindow(page));
});

test('Back restores the scroll position; a link with a hash scrolls to its target', async () => {
  const page = await open('/docs/guide/long');
  await markWindow(page);
  await page.evaluate(() => window.scrollTo(0, 1500));
  await withMessages(page).waitForFunction(() => scrollY >= 1400);
  // A click without Playwright's scrolling into view, so the position stays where the reader left it.
  await page.evaluate(() =>
    [...document.querySelectorAll('a')].find((a) => a.textContent === 'Back to the quickstart')!.click(),
  );
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Quickstart');
  assert.equal(await page.evaluate(() => scrollY), 0, 'a new page starts at the top');
  await page.goBack();
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'A long guide');
  await withMessages(page).waitForFunction(() => Math.abs(scrollY - 1500) < 50);
  await page.evaluate(() => history.pushState(null, '', '/docs/features'));
  await page.goto(`${server.url}/docs/features`);
  await markWindow(page);
  await page.click('a:has-text("an install guide")');
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Install the CLI');
  assert.ok(await stillSameWindow(page));
  const top = await page.evaluate(() => document.getElementById('install-the-cli')!.getBoundingClientRect().top);
  assert.ok(top < 200, `the hash target is scrolled into view (top ${top})`);
});

test('a slow page shows the progress bar and a spinner on a backdrop; a failed one says so in plain words with the error and keeps the sidebar, and its Retry recovers without a second history entry', async () => {
  // Routes are set before the page loads: it prefetches the pages its content links to.
  const page = await tab.page();
  let fail = true;
  // The page is held back until the spinner has been looked at (a busy machine may take longer than any fixed delay).
  let release = () => {};
  const held = new Promise<void>((done) => (release = done));
  await page.context().route('**/docs/features', async (route) => {
    if (fail) return route.abort('failed');
    await held;
    return route.continue();
  });
  await page.goto(`${server.url}/docs/quickstart`);
  const entries = await page.evaluate(() => history.length);
  await page.click('.doc-sidebar a:has-text("Introduction")');
  await page.waitForSelector('.load-error');
  const message = (await page.locator('.load-error').textContent()) ?? '';
  assert.match(message, /This page could not be loaded\..*connection/s);
  // The error itself too (spec §2), below the words a reader understands.
  assert.equal(await page.locator('.load-error-detail').textContent(), 'TypeError: Failed to fetch');
  // The sidebar stays, showing the page the reader was going to; the box takes the article's place.
  assert.ok(await page.locator('.doc-sidebar').isVisible());
  assert.equal(await page.locator('.doc-sidebar a.active').textContent(), 'Introduction');
  assert.equal(await page.locator('.doc-main > .load-error').count(), 1);
  assert.match(page.url(), /\/docs\/features$/);
  assert.equal(await page.title(), 'Page not loaded | Fixture', 'not the title of the page left');
  assert.ok(await page.locator('.load-error button', { hasText: 'Retry' }).isVisible());
  fail = false;
  await page.click('.load-error button');
  await page.waitForSelector('.page-spinner');
  assert.notEqual(await page.evaluate(() => document.querySelector<HTMLElement>('[data-progress]')!.style.width), '');
  // The spinner sits on its own disc, not straight on the text behind it.
  assert.notEqual(
    await page.evaluate(() => getComputedStyle(document.querySelector('.page-spinner svg')!).backgroundColor),
    'rgba(0, 0, 0, 0)',
  );
  release();
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Features');
  assert.equal(await page.locator('.page-spinner').count(), 0);
  assert.equal(await page.title(), 'Features | Fixture');
  assert.equal(await page.evaluate(() => history.length), entries + 1, 'Retry adds no history entry');
  await page.goBack();
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Quickstart');
  assert.match(page.url(), /\/docs\/quickstart$/);
});

test('of two quick navigations the later one wins even when the earlier answers last, with one history entry', async () => {
  const page = await tab.page();
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.context().route('**/docs/guide/install', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`${server.url}/docs/quickstart`);
  await markWindow(page);
  const entries = await page.evaluate(() => history.length);
  await page.evaluate(() => {
    for (const [href, id] of [
      ['/docs/guide/install', 'slow'],
      ['/docs/features', 'fast'],
    ]) {
      const a = document.createElement('a');
      a.href = href;
      a.id = id;
      a.textContent = id;
      document.querySelector('.markdown')!.prepend(a);
    }
    document.getElementById('slow')!.click();
    document.getElementById('fast')!.click();
  });
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Features');
  const answered = page.waitForEvent('requestfinished', (request) => request.url().endsWith('/docs/guide/install'));
  release();
  await answered;
  // The earlier page has arrived; give the script a moment to (wrongly) show it.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 200)));
  assert.ok(await stillSameWindow(page));
  assert.match(page.url(), /\/docs\/features$/);
  assert.equal(await page.locator('h1').textContent(), 'Features');
  assert.equal(await page.locator('.page-spinner').count(), 0);
  assert.equal(await page.evaluate(() => history.length), entries + 1);
  await page.goBack();
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Quickstart');
});

test('the navbar follows client navigation: its active item changes with the page', async () => {
  const page = await open('/docs/quickstart');
  await markWindow(page);
  const active = () => page.locator('.navbar-items a[aria-current="page"], .navbar-items a.active').allTextContents();
  assert.deepEqual(await active(), ['Docs']);
  await page.click('.navbar-brand');
  await withMessages(page).waitForFunction(() => location.pathname === '/' && !document.querySelector('.doc-layout'));
  assert.ok(await stillSameWindow(page));
  assert.deepEqual(await active(), [], 'Docs is not marked on the home page');
  await page.click('.navbar-items a:has-text("Docs")');
  await page.waitForURL(/\/docs\/$/);
  await withMessages(page).waitForFunction(
    () => document.querySelector('.navbar-items a[aria-current="page"]')?.textContent === 'Docs',
  );
  assert.ok(await stillSameWindow(page));
});

test('the table of contents marks the heading being read, on a page reached by client navigation too', async () => {
  const page = await open('/docs/quickstart');
  await markWindow(page);
  await page.evaluate(() =>
    document.querySelector<HTMLAnchorElement>('.doc-sidebar a[href="/docs/guide/long"]')!.click(),
  );
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'A long guide');
  assert.ok(await stillSameWindow(page));
  const marked = (text: string) =>
    withMessages(page).waitForFunction((t) => {
      const links = [...document.querySelectorAll('.doc-toc-column .toc a.active')];
      return links.length === 1 && links[0].textContent === t && links[0].getAttribute('aria-current') === 'location';
    }, text);
  await page.evaluate(() => document.getElementById('part-20')!.scrollIntoView());
  await marked('Part 20');
  await page.evaluate(() => window.scrollBy(0, -document.getElementById('part-20')!.offsetTop / 2));
  await withMessages(page).waitForFunction(
    () => !document.querySelector('.doc-toc-column .toc a[href="#part-20"]')!.classList.contains('active'),
  );
  // At the bottom, the last heading counts even if it cannot scroll up to the top.
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  await marked('Part 40');
  // The list is longer than the screen: it scrolls itself so that the marked entry shows.
  const shown = await page.evaluate(() => {
    const list = document.querySelector<HTMLElement>('.doc-toc-column .toc')!;
    const box = list.getBoundingClientRect();
    const entry = list.querySelector('a.active')!.getBoundingClientRect();
    return {
      scrolls: list.scrollHeight > list.clientHeight,
      inside: entry.top >= box.top && entry.bottom <= box.bottom,
    };
  });
  assert.deepEqual(shown, { scrolls: true, inside: true });
});

test('on a phone the "On this page" list closes once an entry is tapped, and the heading is in view', async () => {
  // Its own context: touch and a phone's viewport cannot be given to a tab once open.
  const page = await openOwn('/docs/guide/long', {
    viewport: { width: 390, height: 800 },
    hasTouch: true,
    isMobile: true,
  });
  await page.tap('.toc-mobile summary');
  await page.locator('.toc-mobile a[href="#part-12"]').tap();
  await withMessages(page).waitForFunction(() => location.hash === '#part-12');
  assert.equal(await page.evaluate(() => document.querySelector<HTMLDetailsElement>('.toc-mobile')!.open), false);
  const top = await page.evaluate(() => document.getElementById('part-12')!.getBoundingClientRect().top);
  assert.ok(top >= 0 && top < 200, `the heading is at the top of the screen (top ${top})`);
  await page.context().close();
});

test('Back to a page restores its open panels before its scroll position, so the reader sees what they left', async () => {
  const page = await open('/docs/guide/long', { viewport: { width: 390, height: 800 } });
  await markWindow(page);
  await page.click('.toc-mobile summary');
  await page.evaluate(() => window.scrollTo(0, document.getElementById('part-30')!.offsetTop - 100));
  const before = await page.evaluate(() => document.getElementById('part-30')!.getBoundingClientRect().top);
  await page.evaluate(() =>
    [...document.querySelectorAll('a')].find((a) => a.textContent === 'Back to the quickstart')!.click(),
  );
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Quickstart');
  await page.goBack();
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'A long guide');
  assert.ok(await stillSameWindow(page));
  assert.equal(await page.evaluate(() => document.querySelector<HTMLDetailsElement>('.toc-mobile')!.open), true);
  const after = await page.evaluate(() => document.getElementById('part-30')!.getBoundingClientRect().top);
  assert.ok(Math.abs(after - before) < 50, `the same heading is where it was (${before} then ${after})`);
  // A reload keeps them too.
  await page.reload();
  assert.equal(await page.evaluate(() => document.querySelector<HTMLDetailsElement>('.toc-mobile')!.open), true);
});

test('a response that is not a page is loaded normally', async () => {
  const page = await tab.page();
  // The script's fetches get something that is not a page; the browser's own page load gets the page.
  await page.context().route('**/docs/features', (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue();
    return route.fulfill({ status: 200, contentType: 'application/octet-stream', body: 'binary' });
  });
  await page.goto(`${server.url}/docs/quickstart`);
  await markWindow(page);
  await page.click('.doc-sidebar a:has-text("Introduction")');
  await withMessages(page).waitForFunction(
    () =>
      !(window as unknown as { __mark?: number }).__mark && document.querySelector('h1')?.textContent === 'Features',
  );
});

test('a server error page is not swapped in: a warning is logged and the page is loaded normally', async () => {
  const page = await tab.page();
  // The script's fetch gets a host's error page; the browser's own page load gets the page.
  await page.context().route('**/docs/features', (route) => {
    if (route.request().resourceType() !== 'fetch') return route.continue();
    return route.fulfill({
      status: 500,
      contentType: 'text/html',
      body: '<!doctype html><title>Oops</title><h1>Internal Server Error</h1>',
    });
  });
  const warnings: string[] = [];
  page.on('console', (message) => message.type() === 'warning' && warnings.push(message.text()));
  await page.goto(`${server.url}/docs/quickstart`);
  await markWindow(page);
  await page.click('.doc-sidebar a:has-text("Introduction")');
  await withMessages(page).waitForFunction(
    () =>
      !(window as unknown as { __mark?: number }).__mark && document.querySelector('h1')?.textContent === 'Features',
  );
  assert.ok(
    warnings.some((w) => /loading \/docs\/features in place failed \(HTTP 500\)/.test(w)),
    warnings.join('\n'),
  );
});

test('a link to a route that does not exist loads it as a normal page (the not-found page)', async () => {
  const page = await open('/docs/quickstart');
  await markWindow(page);
  await page.evaluate(() => {
    const a = document.createElement('a');
    a.href = '/docs/no-such-page';
    a.textContent = 'nowhere';
    a.id = 'nowhere';
    document.querySelector('.markdown')!.append(a);
  });
  await page.click('#nowhere');
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Page Not Found');
  assert.ok(!(await stillSameWindow(page)), 'a full page load');
});

test('pages under the pointer are prefetched, except when the reader saves data', async () => {
  for (const saveData of [false, true]) {
    let page: Page;
    if (saveData) {
      // Its own context: the init script that saves data would stay in a reused tab.
      const context = await browser.newContext();
      await context.addInitScript(() =>
        Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } }),
      );
      page = await context.newPage();
    } else page = await tab.page();
    const requested: string[] = [];
    page.on('request', (r) => requested.push(new URL(r.url()).pathname));
    await page.goto(`${server.url}/docs/quickstart`);
    // The content links in view (here: the features page linked from the first paragraph), once the page has loaded.
    if (saveData) await page.waitForTimeout(1000);
    else
      await page
        .waitForRequest((r) => new URL(r.url()).pathname === '/docs/features', { timeout: 5_000 })
        .catch(() => assert.fail('the page linked in view was not prefetched'));
    assert.equal(requested.includes('/docs/features'), !saveData, `in view, saveData ${saveData}`);
    await page.hover(
      '.doc-sidebar a:has-text("Install the CLI"), .doc-sidebar a.sidebar-category-link:has-text("Guides")',
    );
    await page.waitForTimeout(300);
    assert.equal(requested.includes('/docs/guide'), !saveData, `under the pointer, saveData ${saveData}`);
    if (saveData) await page.context().close();
  }
});

test('the navbar hides on scroll down and comes back on scroll up', async () => {
  const page = await open('/docs/guide/long');
  await page.mouse.move(640, 400); // over the text: the sidebar, at the top once the navbar hides, keeps the wheel to itself
  await page.mouse.wheel(0, 1200);
  await withMessages(page).waitForFunction(() =>
    document.querySelector('[data-navbar]')!.classList.contains('navbar-hidden'),
  );
  await page.mouse.wheel(0, -300);
  await withMessages(page).waitForFunction(
    () => !document.querySelector('[data-navbar]')!.classList.contains('navbar-hidden'),
  );
});

test('dropdowns open with the keyboard and close on Escape and on a click outside', async () => {
  const page = await open('/docs/quickstart');
  const dropdown = page.locator('.navbar-dropdown');
  await dropdown.locator('summary').focus();
  await page.keyboard.press('Enter');
  assert.equal(await dropdown.getAttribute('open'), '');
  await page.keyboard.press('Escape');
  assert.equal(await dropdown.getAttribute('open'), null);
  await dropdown.locator('summary').click();
  assert.equal(await dropdown.getAttribute('open'), '');
  await page.click('h1');
  assert.equal(await dropdown.getAttribute('open'), null);
  // Tabbing past its last item closes it too.
  await dropdown.locator('summary').focus();
  await page.keyboard.press('Enter');
  const items = await dropdown.locator('a').count();
  for (let i = 0; i <= items; i++) await page.keyboard.press('Tab');
  assert.equal(await dropdown.getAttribute('open'), null);
});

test('Back closes the mobile menu instead of leaving the page', async () => {
  const page = await open('/docs/quickstart', { viewport: { width: 390, height: 800 } });
  await page.click('[data-menu-open]');
  assert.ok(await page.locator('#dg\\:mobile-menu').isVisible());
  assert.equal(
    await page.evaluate(() => document.body.style.overflow || getComputedStyle(document.body).overflow),
    'hidden',
    'body scroll is locked',
  );
  await page.goBack();
  await withMessages(page).waitForFunction(() => document.querySelector<HTMLElement>('[data-mobile-menu]')!.hidden);
  assert.match(page.url(), /\/docs\/quickstart$/);
});

test('a page chosen in the mobile menu is one history entry: Back returns to the page the menu was opened on', async () => {
  const page = await open('/docs/quickstart', { viewport: { width: 390, height: 800 } });
  await markWindow(page);
  const entries = await page.evaluate(() => history.length);
  await page.click('[data-menu-open]');
  await page.click('#dg\\:mobile-menu .sidebar-link:has-text("Introduction")');
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Features');
  assert.ok(await stillSameWindow(page));
  assert.equal(await page.evaluate(() => history.length), entries + 1);
  await page.goBack();
  await withMessages(page).waitForFunction(() => document.querySelector('h1')?.textContent === 'Quickstart');
  assert.match(page.url(), /\/docs\/quickstart$/);
  assert.ok(!(await page.locator('#dg\\:mobile-menu').isVisible()));
});

test("a place on the same page chosen in the mobile menu takes the menu's history entry: Back leaves it as if the menu had been closed first", async () => {
  const page = await open('/docs/guide/long', { viewport: { width: 390, height: 800 } });
  // The sidebar (which the menu shows) with a link to a heading of this page, as a long page's own entry can have.
  await page.evaluate(() =>
    document
      .querySelector('#dg\\:main [data-doc-sidebar] .sidebar-list')!
      .insertAdjacentHTML('afterbegin', '<li><a class="sidebar-link" href="#part-30">Part 30</a></li>'),
  );
  await page.evaluate(() => window.scrollTo(0, 300));
  const entries = await page.evaluate(() => history.length);
  await page.click('[data-menu-open]');
  await page.click('#dg\\:mobile-menu a[href="#part-30"]');
  await withMessages(page).waitForFunction(
    () => location.hash === '#part-30' && document.querySelector('#part-30')!.getBoundingClientRect().top < 200,
  );
  assert.ok(!(await page.locator('#dg\\:mobile-menu').isVisible()));
  assert.equal(
    await page.evaluate(() => history.length),
    entries + 1,
    'one entry for the jump, none left for the menu',
  );
  await page.goBack();
  await withMessages(page).waitForFunction(() => location.hash === '');
  assert.match(page.url(), /\/docs\/guide\/long$/);
  assert.equal(
    await page.evaluate(() => (history.state as { menu?: boolean } | null)?.menu),
    undefined,
    "Back reached the page's own entry, not the menu's",
  );
  assert.ok(!(await page.locator('#dg\\:mobile-menu').isVisible()));
});

test('open sidebar categories survive a full page load', async () => {
  const page = await open('/docs/quickstart');
  const guides = page.locator('.doc-sidebar details:has(summary:has-text("Guides"))');
  assert.equal(await guides.getAttribute('open'), null);
  await guides
    .locator('summary span, summary a')
    .first()
    .evaluate((el) => ((el.closest('details') as HTMLDetailsElement).open = true));
  await page.reload();
  assert.equal(await page.locator('.doc-sidebar details:has(summary:has-text("Guides"))').getAttribute('open'), '');
});

test('sidebar categories open and close with an animation as long as their height asks; at once for less motion', async () => {
  const { autoHeightDuration } = await import('../../src/client/collapse.ts');
  assert.deepEqual([36, 360, 3600].map(autoHeightDuration), [192, 327, 714]);
  // The chevron at the summary's right end toggles; the category's link fills the rest.
  const toggle = async (page: Page) => {
    const summary = page.locator('.doc-sidebar details:has(summary:has-text("Guides")) > summary');
    const box = (await summary.boundingBox())!;
    await summary.click({ position: { x: box.width - 12, y: box.height / 2 } });
  };
  // Every animation the page starts is recorded as it starts: a slow machine may finish one before the test looks.
  type Started = { duration: number; height: number; open: boolean };
  // Its own context: the init script that records the animations would stay in a reused tab.
  const page = await openOwn('/docs/quickstart', {}, () => {
    const started: Started[] = ((window as unknown as { __animations: Started[] }).__animations = []);
    const animate = Element.prototype.animate;
    Element.prototype.animate = function (this: HTMLElement, frames, options) {
      started.push({
        duration: Number((options as KeyframeAnimationOptions).duration),
        height: this.scrollHeight,
        open: (this.parentElement as HTMLDetailsElement).open,
      });
      return animate.call(this, frames, options);
    };
  });
  const animations = () => page.evaluate(() => (window as unknown as { __animations: Started[] }).__animations);
  const started = (count: number, what: string) =>
    withMessages(page)
      .waitForFunction((n) => (window as unknown as { __animations: Started[] }).__animations.length === n, count, {
        timeout: 5_000,
      })
      .catch(() => assert.fail(`${what} started no animation`));
  await toggle(page);
  await started(1, 'opening the category');
  const [opening] = await animations();
  assert.equal(opening.open, true, 'open at once, then growing');
  assert.equal(opening.duration, autoHeightDuration(opening.height));
  await withMessages(page).waitForFunction(
    () => !document.querySelector('.doc-sidebar ul[style*="overflow: hidden"]'),
    undefined,
    {
      timeout: 5_000,
    },
  );
  await toggle(page);
  await started(2, 'closing the category');
  assert.equal((await animations())[1].open, true, 'still open while it shrinks');
  await withMessages(page)
    .waitForFunction(
      () =>
        ![...document.querySelectorAll<HTMLDetailsElement>('.doc-sidebar details')].find((d) =>
          d.textContent?.includes('Install the CLI'),
        )?.open,
      undefined,
      { timeout: 5_000 },
    )
    .catch(() => assert.fail('the category did not close once it had shrunk'));
  await page.context().close();
  const still = await open('/docs/quickstart', { reducedMotion: 'reduce' });
  await toggle(still);
  const category = still.locator('.doc-sidebar details:has(summary:has-text("Guides"))');
  assert.equal(await category.getAttribute('open'), '');
  assert.equal(await category.evaluate((d) => d.querySelector(':scope > ul')!.getAnimations().length), 0);
});

test('tab choices follow from another open tab of the site', async () => {
  const first = await tab.page();
  await first.goto(`${server.url}/docs/guide/install`);
  // Closed by the next reset of the tab.
  const second = await first.context().newPage();
  await second.goto(`${server.url}/docs/guide/install`);
  await second.click('[role="tab"][data-label="Docker"]');
  await withMessages(first).waitForFunction(
    () => document.querySelector('[role="tab"][data-label="Docker"]')?.getAttribute('aria-selected') === 'true',
  );
});

test('a widget that throws shows "This page crashed." with Try again', async () => {
  const page = await open('/boom.html');
  await page.click('.boom');
  await page.waitForSelector('.island-crash');
  assert.equal(await page.locator('.island-crash h2').textContent(), 'This page crashed.');
  assert.equal(await page.locator('.island-crash p').textContent(), 'The widget broke on purpose.');
  await page.click('.island-crash button:has-text("Try again")');
  await page.waitForSelector('.boom');
});

test('served from the wrong base URL, the home page says so and suggests one', async () => {
  const page = await tab.page();
  // The routes are the context's, not the page's: the reset of the tab removes those of its context.
  const context = page.context();
  // The site is built for "/", but here it is served below /preview/: every asset path is wrong.
  await context.route('**/preview/', async (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: await (await fetch(`${server.url}/`)).text() }),
  );
  await context.route('**/assets/**', (route) => route.abort());
  await page.goto(`${server.url}/preview/`);
  const banner = page.locator('.base-url-banner');
  await banner.waitFor();
  assert.match(
    (await banner.textContent()) ?? '',
    /did not load properly.*Current configured baseUrl = \/ \(default value\).*We suggest trying baseUrl = \/preview\//s,
  );
});

test('arrow keys move between tabs and choose them', async () => {
  const page = await open('/docs/guide/install');
  await page.focus('[role="tab"][data-label="pip"]');
  await page.keyboard.press('ArrowRight');
  assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.label), 'Docker');
  assert.equal(await page.getAttribute('[role="tab"][data-label="Docker"]', 'aria-selected'), 'true');
  assert.ok(await page.locator('.tab-panel[data-label="Docker"]').isVisible());
  await page.keyboard.press('ArrowLeft');
  assert.equal(await page.getAttribute('[role="tab"][data-label="pip"]', 'aria-selected'), 'true');
  await page.keyboard.press('End');
  assert.equal(await page.getAttribute('[role="tab"][data-label="Docker"]', 'aria-selected'), 'true');
  await page.keyboard.press('Home');
  assert.equal(await page.evaluate(() => (document.activeElement as HTMLElement).dataset.label), 'pip');
  // Each tab names its panel, each panel its tab.
  const pairs = await page
    .locator('[role="tab"]')
    .evaluateAll((tabs) =>
      tabs.map(
        (tab) =>
          document.getElementById(tab.getAttribute('aria-controls') ?? '')?.getAttribute('aria-labelledby') === tab.id,
      ),
    );
  assert.deepEqual(pairs, [true, true]);
});

test('"Skip to main content" on a doc page skips the sidebar too; the colour switch says which mode is on', async () => {
  const page = await open('/docs/quickstart');
  await page.keyboard.press('Tab');
  assert.equal(await page.evaluate(() => document.activeElement?.textContent), 'Skip to main content');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Tab');
  assert.ok(
    await page.evaluate(() => Boolean(document.activeElement?.closest('.doc-main'))),
    'the next stop is in the article column, not the sidebar',
  );
  assert.equal(
    await page.getAttribute('.theme-toggle', 'aria-label'),
    'Switch between dark and light mode (currently light mode)',
  );
  await page.click('.theme-toggle');
  assert.equal(
    await page.getAttribute('.theme-toggle', 'aria-label'),
    'Switch between dark and light mode (currently dark mode)',
  );
});

test('the sidebar scroll position survives a full page load', async () => {
  const page = await open('/docs/quickstart', { viewport: { width: 1280, height: 300 } });
  await page.evaluate(() => {
    for (const d of document.querySelectorAll('details')) (d as HTMLDetailsElement).open = true;
    document.querySelector('[data-doc-sidebar]')!.scrollTop = 60;
  });
  const before = await page.evaluate(() => document.querySelector('[data-doc-sidebar]')!.scrollTop);
  assert.ok(before > 0);
  await page.reload();
  assert.equal(await page.evaluate(() => document.querySelector('[data-doc-sidebar]')!.scrollTop), before);
});
