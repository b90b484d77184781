/** The DataHub site itself: every doc page within its budget, keyboard and phone behaviour (axe: accessibility.test.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { gzipSync } from 'node:zlib';
import { serveProjectSite, type ServedSite } from '../helpers/site-build.ts';
import { withMessages } from '../helpers/browser.ts';

let site: ServedSite;
let server: { url: string };

test.before(async () => {
  site = await serveProjectSite();
  server = site;
});

test.after(() => site?.close());

// axe on every page type: test/browser/accessibility.test.ts.

for (const path of [
  '/docs/deploy/kubernetes',
  '/docs/generated/ingestion/sources/snowflake',
  '/docs/0.10.0/quickstart',
]) {
  test(`${path} loads at most 10 KB gzip of JavaScript before interaction, 50 KB with HTML and CSS, 35 KB of fonts`, async () => {
    const page = await site.tab.page();
    const bytes = { script: 0, document: 0, stylesheet: 0, font: 0 };
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const type = response.request().resourceType() as keyof typeof bytes;
      // Fonts are compressed already (woff2): counted as sent; the rest as a compressing host sends them.
      if (type in bytes)
        pending.push(
          response.body().then((body) => void (bytes[type] += type === 'font' ? body.length : gzipSync(body).length)),
        );
    });
    await page.goto(`${server.url}${path}`);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    assert.ok(bytes.script <= 10 * 1024, `JavaScript: ${bytes.script} bytes gzip`);
    const total = bytes.script + bytes.document + bytes.stylesheet;
    assert.ok(total <= 50 * 1024, `HTML + CSS + JS: ${total} bytes gzip`);
    assert.ok(bytes.font <= 35 * 1024, `fonts: ${bytes.font} bytes`);
  });
}

test('a large sidebar arrives partial, keeps every section reachable, and completes when used', async () => {
  const page = await site.tab.page();
  await page.goto(`${server.url}/docs/deploy/kubernetes`);
  const sidebar = page.locator('[data-doc-sidebar]');
  assert.equal(await sidebar.locator('a[href="/docs/cli"]').count(), 0, 'categories the page is not in are left out');
  assert.ok((await sidebar.locator('a.sidebar-browse').count()) > 0, 'each left-out category links to its first page');
  await sidebar.hover();
  await withMessages(page).waitForFunction(
    () => document.querySelector<HTMLElement>('[data-doc-sidebar]')?.dataset.complete === 'true',
  );
  assert.equal(await sidebar.locator('a[href="/docs/cli"]').count(), 1);
  assert.equal(await sidebar.locator('a.active').getAttribute('href'), '/docs/deploy/kubernetes');
});

test('categories a reader had open come back whole after a full load, nested ones too, never as an empty stand-in', async () => {
  const page = await site.tab.page();
  await page.goto(`${server.url}/docs/generated/ingestion/sources/snowflake`);
  const trail = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLDetailsElement>('[data-doc-sidebar] details[open]')].map(
      (d) => d.dataset.category ?? '',
    ),
  );
  assert.ok(trail.length >= 2, trail.join(', '));
  await page.goto(`${server.url}/docs/quickstart`);
  // The partial list has only "Open this section" in those categories: they do not open onto it.
  assert.equal(await page.locator('[data-doc-sidebar] details[open] > ul.sidebar-partial').count(), 0);
  // The full list comes in without the reader reaching for the sidebar, with those categories open.
  await withMessages(page).waitForFunction(
    () => document.querySelector<HTMLElement>('[data-doc-sidebar]')?.dataset.complete === 'true',
  );
  const open = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLDetailsElement>('[data-doc-sidebar] details[open]')].map(
      (d) => d.dataset.category ?? '',
    ),
  );
  assert.deepEqual(
    trail.filter((key) => !open.includes(key)),
    [],
  );
  assert.equal(await page.locator('[data-doc-sidebar] a.active').getAttribute('href'), '/docs/quickstart');
});

test('a reader who tabs into a partial sidebar keeps focus on the same link once the full list is in', async () => {
  const page = await site.tab.page();
  await page.goto(`${server.url}/docs/deploy/kubernetes`);
  const href = await page.locator('[data-doc-sidebar] a.sidebar-link.active').getAttribute('href');
  await page.focus('[data-doc-sidebar] a.sidebar-link.active');
  await withMessages(page).waitForFunction(
    () => document.querySelector<HTMLElement>('[data-doc-sidebar]')?.dataset.complete === 'true',
  );
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('href')), href);
});

test('the open mobile menu makes the page behind it inert; its back button hands focus to the main menu', async () => {
  const page = await site.tab.page({ viewport: { width: 390, height: 844 } });
  await page.goto(`${server.url}/docs/deploy/kubernetes`);
  await page.click('[data-menu-open]');
  const outside = await page.evaluate(() =>
    [...document.body.children]
      .filter((c) => !c.hasAttribute('data-mobile-menu') && c.tagName !== 'SCRIPT')
      .map((c) => c.hasAttribute('inert')),
  );
  assert.ok(outside.length > 0 && outside.every(Boolean));
  assert.equal(
    await page.locator('.assistant-button').isVisible(),
    false,
    'the assistant button is not drawn over the menu',
  );
  await page.click('[data-menu-back]');
  assert.ok(await page.evaluate(() => Boolean(document.activeElement?.closest('.mobile-menu-primary'))));
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[inert]').count(), 0);
});

test('heading anchors are named links in the tab order ("Direct link to …"), shown while focused', async () => {
  const page = await site.tab.page();
  await page.goto(`${server.url}/docs/deploy/kubernetes`);
  const heading = page.locator('.markdown h2').first();
  const name = (await heading.evaluate((h) => h.firstChild?.textContent ?? '')).trim();
  const anchor = page.getByRole('link', { name: `Direct link to ${name}`, exact: true });
  assert.equal(await anchor.count(), 1, 'in the accessibility tree, named after its heading');
  await anchor.focus();
  // Shown by a short fade.
  await anchor.evaluate(
    (a) =>
      new Promise((done) =>
        getComputedStyle(a).opacity === '1' ? done(null) : a.addEventListener('transitionend', done, { once: true }),
      ),
  );
  assert.equal(await anchor.evaluate((a) => getComputedStyle(a).opacity), '1', 'visible while focused');
  assert.equal(await anchor.evaluate((a) => a.tabIndex), 0, 'in the tab order');
});

test('the scrolling strip of platforms can be stopped, and stands still while a link in it has focus', async () => {
  const page = await site.tab.page();
  await page.goto(`${server.url}/`);
  const animation = () =>
    page.evaluate(() => getComputedStyle(document.querySelector('.pg-strip-track')!).animationName);
  assert.equal(await animation(), 'pg-strip');
  await page.focus('.pg-strip-list a');
  assert.equal(await animation(), 'none');
  const box = await page.locator('.pg-strip-list a').first().boundingBox();
  assert.ok(box && box.x >= 0 && box.x + box.width <= 1280, 'the focused link is on screen');
  await page.locator('.pg-strip-pause').focus();
  assert.equal(await animation(), 'pg-strip');
  await page.check('.pg-strip-pause');
  assert.equal(await animation(), 'none');
  // The drawing's motion stops by itself within 5 s (WCAG 2.2.2), so it needs no control.
  const wires = await page.evaluate(() =>
    [...document.querySelectorAll('.pg-ill-flow .pg-ill-wires path')].map((path) => {
      const style = getComputedStyle(path);
      return [style.animationName, parseFloat(style.animationDuration) * Number(style.animationIterationCount)];
    }),
  );
  assert.ok(wires.length > 0 && wires.every(([name]) => name === 'pg-flow'), 'the wires move');
  for (const [, seconds] of wires) assert.ok(Number(seconds) <= 5, `the wires move for ${seconds} s`);
});

test('an address with a slash the route does not have, or with .html, is sent on to the page', async () => {
  const page = await site.tab.page();
  // The test server answers 404.html for these, as a static host does.
  for (const [from, to] of [
    ['/docs/deploy/kubernetes/', '/docs/deploy/kubernetes'],
    ['/integrations/?x=1#y', '/integrations?x=1#y'],
  ]) {
    await page.goto(server.url + from);
    await page.waitForURL((url) => url.pathname + url.search + url.hash === to);
    assert.notEqual(await page.locator('h1').textContent(), 'Page Not Found', from);
  }
  // No route by that name: the not-found page stays.
  await page.goto(`${server.url}/docs/no-such-page/`);
  assert.equal(await page.locator('h1').textContent(), 'Page Not Found');
  assert.equal(new URL(page.url()).pathname, '/docs/no-such-page/');
});

test('every page has a title, a description, a canonical URL (or noindex) and the page language', async () => {
  const { readdir, readFile } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const files = ((await readdir(site.dir, { recursive: true })) as string[]).filter(
    (f) => f.endsWith('.html') && !f.startsWith('assets'),
  );
  assert.ok(files.length > 250);
  const missing: string[] = [];
  for (const file of files) {
    const html = await readFile(join(site.dir, file), 'utf8');
    if (!/<title>[^<]+<\/title>/.test(html)) missing.push(`${file}: title`);
    if (!/<meta name="description" content="[^"]{20,}"/.test(html)) missing.push(`${file}: description`);
    // Search results, not found and offline are kept out of search engines and name no canonical address.
    if (['search.html', '404.html', 'offline.html'].includes(file)) {
      if (!html.includes('<meta name="robots" content="noindex, nofollow"/>') || html.includes('rel="canonical"'))
        missing.push(`${file}: noindex without canonical`);
    } else if (!/<link rel="canonical" href="https:\/\/datahubproject\.io\//.test(html))
      missing.push(`${file}: canonical`);
    if (!/^<!doctype html><html lang="en"/.test(html)) missing.push(`${file}: lang`);
  }
  assert.deepEqual(missing, []);
});

test('on a 320 px phone no page is wider than the screen: long URLs, identifiers and headings wrap; tables and code scroll in place', async () => {
  const page = await site.tab.page({ viewport: { width: 320, height: 700 } });
  const tooWide: string[] = [];
  // The pages whose reference headings, option URLs and tables once widened the page, and the special pages.
  for (const path of [
    '/',
    '/docs/',
    '/integrations',
    '/guild/',
    '/search?q=kafka',
    '/docs/graphql/inputObjects',
    '/docs/python-sdk/models',
    '/docs/generated/ingestion/sources/glue',
    '/docs/generated/metamodel/entities/mlmodel',
    '/docs/advanced/mcp-mcl',
  ]) {
    await page.goto(server.url + path);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    if (width > 320) tooWide.push(`${path}: ${width} px`);
  }
  assert.deepEqual(tooWide, []);
});
