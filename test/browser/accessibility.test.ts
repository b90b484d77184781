/**
 * axe-core on the DataHub site: every page type as it loads, the search modal open and (on a
 * phone) the mobile menu open. No serious or critical violation of any rule, and none at all of
 * the WCAG A and AA rules and best practices on the pages as they load. `npm test` checks each
 * page type in one theme (they alternate) and the modal and menu on a doc page in both;
 * `npm run bench:sweeps` checks every page type in both themes with the modal and the menu.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../helpers/site.ts';
import { waitFor } from '../helpers/browser.ts';
import { serveProjectSite, type ServedSite } from '../helpers/site-build.ts';
import { alternateTheme, FULL_SWEEPS, THEMES, type Theme } from '../helpers/sweeps.ts';

const PAGES = {
  home: '/',
  'docs landing': '/docs/',
  'doc page': '/docs/deploy/kubernetes',
  'generated reference page': '/docs/graphql/queries',
  guild: '/guild/',
  integrations: '/integrations',
  search: '/search?q=kafka',
  'not found': '/docs/no-such-page',
};
const STRICT_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

let site: ServedSite;
let axeSource: string;

test.before(async () => {
  site = await serveProjectSite();
  axeSource = await readFile(join(repoRoot, 'node_modules/axe-core/axe.min.js'), 'utf8');
});

test.after(() => site?.close());

interface Violation {
  id: string;
  impact: string | null;
  tags: string[];
  nodes: { target: string[] }[];
}

/** The violations to fail on: serious and critical ones of every rule; with `strict`, every one of the WCAG rules and best practices. */
async function violations(page: Page, strict: boolean): Promise<string[]> {
  // Through the DevTools protocol, not a <script>: the page's CSP admits no inline script. Only the
  // violations are gathered in full (axe's resultTypes): the passes it would also list take time.
  // Injected once per page: parsing it takes a second or more.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const found = await page.evaluate(
    async () =>
      (
        await (
          window as unknown as {
            axe: { run(context: Document, options: object): Promise<{ violations: Violation[] }> };
          }
        ).axe.run(document, { resultTypes: ['violations'] })
      ).violations,
  );
  return found
    .filter(
      (v) =>
        v.impact === 'serious' ||
        v.impact === 'critical' ||
        (strict && v.tags.some((tag) => STRICT_TAGS.includes(tag))),
    )
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** The page in the file's tab, as a reader whose stored theme is `theme` opens it at `width`. */
async function open(path: string, theme: Theme, width: number): Promise<Page> {
  const page = await site.tab.page({ viewport: { width, height: 844 }, colorScheme: theme });
  // The theme is stored before the first load, as a reader's earlier choice would be (the site only reads it).
  await page.goto(`${site.url}/robots.txt`);
  await page.evaluate((t) => localStorage.setItem('theme', t), theme);
  // The configured hosted search service is not reached from tests: the local index answers.
  await page.route(/algolia\.net/, (route) => route.abort());
  await page.goto(site.url + path, { waitUntil: 'networkidle' });
  // The shortcuts work once the client script has started (a long page is parsed after its scripts arrive).
  await waitFor(
    page.waitForFunction(() => (window as Window & { __docsgen?: boolean }).__docsgen === true),
    `the client script to start on ${path}`,
  );
  return page;
}

interface Case {
  name: string;
  path: string;
  theme: Theme;
  /** Also with the search modal open and with the mobile menu open. */
  widgets: boolean;
}

const PAGE_LIST = Object.entries(PAGES);
const CASES: Case[] = FULL_SWEEPS
  ? PAGE_LIST.flatMap(([name, path]) => THEMES.map((theme) => ({ name, path, theme, widgets: true })))
  : PAGE_LIST.flatMap(([name, path], index): Case[] => {
      const theme = alternateTheme(index);
      if (name !== 'doc page') return [{ name, path, theme, widgets: false }];
      // The modal and the menu on a doc page, in both themes.
      return THEMES.map((each) => ({ name, path, theme: each, widgets: true }));
    });

for (const { name, path, theme, widgets } of CASES) {
  test(`axe: the ${name} (${path}), ${theme}, as it loads${widgets ? ', with the search modal open, and with the mobile menu open' : ''}`, async () => {
    const page = await open(path, theme, 1280);
    assert.deepEqual(await violations(page, true), [], 'as it loads');
    if (!widgets) return;
    await page.keyboard.press('Control+k');
    await page.locator('.search-modal input').fill('kafka');
    await waitFor(
      page.waitForSelector('.search-modal-results[data-query="kafka"] .search-hit'),
      'search results for "kafka" in the modal',
    );
    assert.deepEqual(await violations(page, false), [], 'search modal open');
    const phone = await open(path, theme, 390);
    await phone.click('[data-menu-open]');
    await waitFor(phone.waitForSelector('#dg\\:mobile-menu', { state: 'visible' }), 'the mobile menu to open');
    assert.deepEqual(await violations(phone, false), [], 'mobile menu open');
  });
}
