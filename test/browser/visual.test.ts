/**
 * The site at every width: a failure when a page scrolls sideways or a touch target on a phone is
 * smaller than 44 px. `npm test` checks each page at every width in one theme (they alternate), loading
 * it once and widening the window; `npm run bench:sweeps` loads it at each width, in both themes.
 * (Screenshots for review: scripts/screenshot.ts.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveProjectSite, type ServedSite } from '../helpers/site-build.ts';
import { alternateTheme, FULL_SWEEPS, THEMES } from '../helpers/sweeps.ts';

const PAGES = [
  '/',
  '/docs/',
  '/docs/deploy/kubernetes',
  '/docs/generated/ingestion/sources/snowflake',
  '/integrations',
  '/guild/',
  '/404.html',
];
const WIDTHS = [320, 390, 768, 1280, 1920];

let site: ServedSite;
let server: { url: string };

test.before(async () => {
  site = await serveProjectSite();
  server = site;
});

test.after(() => site?.close());

for (const [index, path] of PAGES.entries()) {
  const themes = FULL_SWEEPS ? THEMES : [alternateTheme(index)];
  test(`${path}: no sideways scrolling from 320 to 1920 px, ${themes.join(' and ')}`, async () => {
    const wide: string[] = [];
    for (const theme of themes) {
      // The theme is stored before the first load, as a reader's earlier choice would be (the site only reads it).
      const page = await site.tab.page();
      await page.goto(`${server.url}/robots.txt`);
      await page.evaluate((t) => localStorage.setItem('theme', t), theme);
      for (const [at, width] of WIDTHS.entries()) {
        await page.setViewportSize({ width, height: 900 });
        // The full sweep loads the page at each width; `npm test` loads it at the narrowest and widens
        // the window, as a reader turning a tablet does (a page load is most of this file's time).
        if (FULL_SWEEPS || at === 0) await page.goto(server.url + path, { waitUntil: 'networkidle' });
        else await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        if (overflow > 0) wide.push(`${theme} ${width}px: ${overflow}px too wide`);
      }
    }
    assert.deepEqual(wide, []);
  });
}

test('on a phone, navigation controls are at least 44 px tall', async () => {
  const page = await site.tab.page({ viewport: { width: 390, height: 844 } });
  await page.goto(`${server.url}/docs/deploy/kubernetes`);
  await page.click('[data-menu-open]');
  const small = await page.evaluate(() =>
    [
      ...document.querySelectorAll<HTMLElement>(
        '.navbar button, .navbar a, .mobile-menu a, .mobile-menu button, .mobile-menu summary',
      ),
    ]
      .filter((el) => el.offsetParent !== null)
      .map((el) => ({
        text: (el.textContent || el.getAttribute('aria-label') || el.tagName).trim().slice(0, 30),
        height: el.getBoundingClientRect().height,
      }))
      .filter((el) => el.height < 44),
  );
  assert.deepEqual(small, []);
});
