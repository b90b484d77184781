/**
 * axe-core on the DataHub site: every page type, light and dark, as it loads, with the search
 * modal open and (on a phone) with the mobile menu open. No serious or critical violation of any
 * rule, and none at all of the WCAG A and AA rules and best practices on the pages as they load.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { repoRoot } from '../helpers/site.ts';
import { serveProjectSite, type ServedSite } from '../helpers/site-build.ts';

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
  // Through the DevTools protocol, not a <script>: the page's CSP admits no inline script.
  await page.evaluate(axeSource);
  const found = await page.evaluate(
    async () =>
      (await (window as unknown as { axe: { run(): Promise<{ violations: Violation[] }> } }).axe.run()).violations,
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

async function open(path: string, theme: string, width: number): Promise<Page> {
  const context = await site.browser.newContext({
    viewport: { width, height: 844 },
    colorScheme: theme as 'light' | 'dark',
  });
  await context.addInitScript((t) => localStorage.setItem('theme', t), theme);
  const page = await context.newPage();
  // The configured hosted search service is not reached from tests: the local index answers.
  await page.route(/algolia\.net/, (route) => route.abort());
  await page.goto(site.url + path, { waitUntil: 'networkidle' });
  // The shortcuts work once the client script has started (a long page is parsed after its scripts arrive).
  await page.waitForFunction(() => (window as Window & { __docsgen?: boolean }).__docsgen === true);
  return page;
}

for (const [name, path] of Object.entries(PAGES)) {
  for (const theme of ['light', 'dark']) {
    test(`axe: the ${name} (${path}), ${theme}, as it loads, with the search modal open, and with the mobile menu open`, async () => {
      const page = await open(path, theme, 1280);
      assert.deepEqual(await violations(page, true), [], 'as it loads');
      await page.keyboard.press('Control+k');
      await page.locator('.search-modal input').fill('kafka');
      await page.waitForSelector('.search-modal-results[data-query="kafka"] .search-hit');
      assert.deepEqual(await violations(page, false), [], 'search modal open');
      await page.context().close();
      const phone = await open(path, theme, 390);
      await phone.click('[data-menu-open]');
      await phone.waitForSelector('#dg\\:mobile-menu', { state: 'visible' });
      assert.deepEqual(await violations(phone, false), [], 'mobile menu open');
      await phone.context().close();
    });
  }
}
