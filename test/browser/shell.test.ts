/** The static pages in a real browser: without JavaScript, and with the client script's enhancements. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, writeFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite } from '../../src/node/build.ts';
import { repoRoot, tempSite, type TempSite } from '../helpers/site.ts';
import { launchBrowser, serveFolder, withMessages } from '../helpers/browser.ts';
import { ReusedTab } from '../helpers/reused-page.ts';

let site: TempSite;
let browser: Browser;
let server: { url: string; close: () => Promise<void> };
/** The one tab of the tests on the fixture site (reused-page.ts). */
let tab: ReusedTab;

/** Two tab groups of one groupId that share one label (Python), as the API tutorials have. */
const TAB_GROUPS = `---
title: Tab groups
description: Two tab groups of one group id with different labels.
---

::::tabs{groupId="api"}
:::tab{label="CLI"}
CLI one.
:::
:::tab{label="Python"}
Python one.
:::
::::

::::tabs{groupId="api"}
:::tab{label="GraphQL"}
GraphQL two.
:::
:::tab{label="curl"}
curl two.
:::
:::tab{label="Python"}
Python two.
:::
::::
`;

const SESSION = `---
title: Session
description: A titled code block, and a shell session with prompts, output and a command on two lines.
---

\`\`\`yaml title="recipe.yml"
source:
  type: fixture-with-a-long-name-that-reaches-the-right-edge-of-a-phone
\`\`\`

\`\`\`shell-session
$ fixture start
Starting...
✔ running
$ fixture ingest \\
  --sample
done
\`\`\`
`;

test.before(async () => {
  site = await tempSite('valid', { 'content/docs/tab-groups.md': TAB_GROUPS, 'content/docs/session.md': SESSION });
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
  // A page holding a fixture island, as a template would render it.
  await writeFile(
    join(outDir, 'island.html'),
    `<!doctype html><html><head><script type="module" src="/assets/${main}"></script></head><body><div data-island="counter" data-props='{"start":5}'><button type="button" class="counter">Count: <!-- -->5</button></div></body></html>`,
  );
  server = await serveFolder(outDir);
  browser = await launchBrowser();
  tab = new ReusedTab(browser, new URL(server.url).origin);
});

test.after(async () => {
  await (await indexed)?.close();
  await tab?.close();
  await browser?.close();
  await server?.close();
  await site?.remove();
});

test('with JavaScript off, pages are complete and every tab panel is readable', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/guide/install`);
  assert.equal(await page.locator('h1').textContent(), 'Install the CLI');
  assert.equal(await page.locator('.tab-panel').count(), 2);
  assert.ok(await page.locator('.tab-panel').nth(1).isVisible(), 'all panels are visible without JavaScript');
  assert.equal(await page.locator('.doc-sidebar a', { hasText: 'Quickstart' }).count(), 1);
  await page.click('.doc-sidebar summary:has-text("Getting Started")');
  assert.ok(
    await page.locator('.doc-sidebar a', { hasText: 'Quickstart' }).isVisible(),
    'categories open without JavaScript',
  );
  assert.ok(await page.locator('footer.footer').isVisible());
  await context.close();
});

test('the colour mode switch persists, survives reloads and follows other tabs', async () => {
  const page = await tab.page();
  await page.goto(`${server.url}/docs/quickstart`);
  assert.equal(await page.getAttribute('html', 'data-theme'), 'light');
  await page.click('[data-theme-toggle]');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  assert.equal(await page.evaluate(() => localStorage.getItem('theme')), 'dark');
  await page.reload();
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark');
  const other = await page.context().newPage();
  await other.goto(`${server.url}/docs/features`);
  await other.click('[data-theme-toggle]');
  await withMessages(page).waitForFunction(() => document.documentElement.dataset.theme === 'light');
});

test('tabs show one panel, and a choice carries to every page with the same group', async () => {
  const page = await tab.page();
  await page.goto(`${server.url}/docs/guide/install`);
  const panels = page.locator('.tab-panel');
  assert.ok(await panels.nth(0).isVisible());
  assert.ok(!(await panels.nth(1).isVisible()));
  await page.click('[role="tab"][data-label="Docker"]');
  assert.ok(await panels.nth(1).isVisible());
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.install')), 'Docker');
  await page.reload();
  assert.equal(await page.getAttribute('[role="tab"][data-label="Docker"]', 'aria-selected'), 'true');
});

test('a choice in a tab group leaves the groups without that label as they were, after a reload too', async () => {
  const page = await tab.page();
  const chosen = () =>
    page
      .locator('.tabs')
      .evaluateAll((groups) => groups.map((g) => g.querySelector('[role="tab"][aria-selected="true"]')?.textContent));
  await page.goto(`${server.url}/docs/tab-groups`);
  assert.deepEqual(await chosen(), ['CLI', 'GraphQL']);
  await page.locator('.tabs').first().getByRole('tab', { name: 'Python' }).click();
  assert.deepEqual(await chosen(), ['Python', 'Python'], 'a label both groups have applies to both');
  await page.locator('.tabs').nth(1).getByRole('tab', { name: 'curl' }).click();
  assert.deepEqual(await chosen(), ['Python', 'curl'], 'the group without curl keeps Python');
  assert.ok(await page.getByText('Python one.').isVisible());
  await page.reload();
  assert.deepEqual(await chosen(), ['Python', 'curl'], 'each group shows its latest choice after a reload');
  await page.locator('.tabs').first().getByRole('tab', { name: 'CLI' }).click();
  await page.reload();
  assert.deepEqual(await chosen(), ['CLI', 'curl']);
  assert.equal(
    await page.evaluate(() => localStorage.getItem('docusaurus.tab.api')),
    'CLI',
    'the latest choice is stored where Docusaurus kept it',
  );
});

test('code blocks get a copy button; a shell session copies its commands alone', async () => {
  const page = await tab.page({ permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(`${server.url}/docs/quickstart`);
  await page.hover('.code-block');
  await page.click('.copy-button');
  await withMessages(page).waitForFunction(() => document.querySelector('.copy-button')?.textContent === 'Copied');
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), "pip install 'fixture[all]'");
  await page.goto(`${server.url}/docs/session`);
  const session = page.locator('.code-block[data-language="shell-session"]');
  await session.hover();
  await session.locator('.copy-button').click();
  await withMessages(page).waitForFunction(
    () => document.querySelector('[data-language="shell-session"] .copy-button')?.textContent === 'Copied',
  );
  assert.equal(
    await page.evaluate(() => navigator.clipboard.readText()),
    'fixture start\nfixture ingest \\\n  --sample',
    'a shell session copies its commands: no prompts, no output',
  );
});

test('on a touch screen the always-shown copy button sits above the code, not on its first line', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/session`);
  const layout = await page.locator('.code-block').evaluateAll((blocks) =>
    blocks.map((block) => {
      const range = document.createRange();
      range.selectNodeContents(block.querySelector('pre code')!);
      const firstLine = Math.min(...[...range.getClientRects()].map((r) => r.top));
      const button = block.querySelector('.copy-button')!.getBoundingClientRect();
      return {
        opacity: getComputedStyle(block.querySelector('.copy-button')!).opacity,
        clear: button.bottom <= firstLine,
        inside: button.right <= block.getBoundingClientRect().right,
      };
    }),
  );
  assert.deepEqual(
    layout,
    [
      { opacity: '1', clear: true, inside: true },
      { opacity: '1', clear: true, inside: true },
    ],
    'in the title bar of a titled block, in a strip of its own above an untitled one',
  );
  await context.close();
});

test('when the navbar hides on scroll, the sticky sidebar and TOC move up with it, and back down when it returns', async () => {
  const page = await tab.page({ viewport: { width: 1280, height: 800 } });
  await page.goto(`${server.url}/docs/quickstart`);
  await page.evaluate(() =>
    document
      .querySelector('.markdown')!
      .append(Object.assign(document.createElement('div'), { style: 'height: 4000px' })),
  );
  const tops = (sidebar: number, toc: number) =>
    withMessages(page).waitForFunction(
      ([s, t]) =>
        document.querySelector('.doc-sidebar')!.getBoundingClientRect().top === s &&
        document.querySelector('.doc-toc-column .toc')!.getBoundingClientRect().top === t,
      [sidebar, toc],
      { timeout: 5000 },
    );
  // Over the text: the sidebar keeps the wheel to itself.
  await page.mouse.move(640, 400);
  await page.mouse.wheel(0, 1500);
  await withMessages(page).waitForFunction(() =>
    document.querySelector('[data-navbar]')!.classList.contains('navbar-hidden'),
  );
  await tops(0, 16);
  await page.mouse.wheel(0, -300);
  await withMessages(page).waitForFunction(
    () => !document.querySelector('[data-navbar]')!.classList.contains('navbar-hidden'),
  );
  const navbar = await page.evaluate(() =>
    parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--navbar-height')),
  );
  await tops(navbar, navbar + 16);
});

test('the mobile menu opens with the docs sidebar and closes on Escape and at desktop width', async () => {
  const page = await tab.page({ viewport: { width: 390, height: 800 } });
  await page.goto(`${server.url}/docs/quickstart`);
  assert.ok(!(await page.locator('#dg\\:mobile-menu').isVisible()));
  await page.click('[data-menu-open]');
  assert.ok(await page.locator('#dg\\:mobile-menu .doc-sidebar').isVisible());
  assert.ok(await page.locator('#dg\\:mobile-menu .sidebar-link.active', { hasText: 'Quickstart' }).isVisible());
  await page.click('[data-menu-back]');
  assert.ok(await page.locator('#dg\\:mobile-menu .mobile-menu-link', { hasText: 'Integrations' }).isVisible());
  await page.keyboard.press('Escape');
  assert.ok(!(await page.locator('#dg\\:mobile-menu').isVisible()));
  await page.click('[data-menu-open]');
  await page.setViewportSize({ width: 1280, height: 800 });
  await withMessages(page).waitForFunction(
    () => document.querySelector<HTMLElement>('[data-mobile-menu]')?.hidden === true,
  );
});

test('an island loads React only when used, then hydrates and replays the click', async () => {
  const page = await tab.page();
  const scripts: { url: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    // Counted as a browser receives them from a host that compresses: gzipped.
    if (response.request().resourceType() === 'script')
      pending.push(
        response.body().then((body) => void scripts.push({ url: response.url(), bytes: gzipSync(body).length })),
      );
  });
  await page.goto(`${server.url}/island.html`);
  await page.waitForLoadState('networkidle');
  await Promise.all(pending);
  const before = scripts.reduce((sum, s) => sum + s.bytes, 0);
  assert.ok(
    before <= 10 * 1024,
    `before interaction at most 10 KB gzip of script loads (${before} bytes: ${scripts.map((s) => s.url).join(', ')})`,
  );
  await page.click('.counter');
  await withMessages(page).waitForFunction(
    () => document.querySelector<HTMLElement>('[data-island]')?.dataset.hydrated === 'true',
  );
  await Promise.all(pending);
  const after = scripts.reduce((sum, s) => sum + s.bytes, 0);
  assert.ok(
    after - before > 30_000,
    `React and the widget arrive as chunks on first use (${after - before} bytes: ${scripts.map((s) => `${s.url.split('/').pop()} ${s.bytes}`).join(', ')})`,
  );
  await withMessages(page).waitForFunction(() => document.querySelector('.counter')?.textContent === 'Count: 6');
  await page.click('.counter');
  await withMessages(page).waitForFunction(() => document.querySelector('.counter')?.textContent === 'Count: 7');
});

test('Ctrl+K opens search (the search page when the index is not built)', async () => {
  const page = await tab.page();
  await page.goto(`${server.url}/docs/quickstart`);
  await page.keyboard.press('Control+k');
  await page.waitForURL(/\/search$/);
});

test('the integrations text filter matches titles and descriptions and keeps the query in the URL', async () => {
  const page = await tab.page();
  await page.goto(`${server.url}/integrations`);
  await page.waitForSelector('[data-integrations][data-filter-ready]', { state: 'attached' });
  // The fixture has no source catalog: its cards are the integrations of content/data/integrations.yaml.
  const total = await page.locator('[data-integration-id]').count();
  assert.ok(total >= 6);
  await page.fill('[data-filter-input]', 'scheduler');
  const visible = page.locator('[data-integration-id]:visible');
  assert.ok((await visible.count()) >= 1 && (await visible.count()) < total);
  for (const title of await visible.evaluateAll((cards) =>
    cards.map((c) => `${(c as HTMLElement).dataset.title} ${(c as HTMLElement).dataset.description}`.toLowerCase()),
  ))
    assert.match(title, /scheduler/);
  assert.match(page.url(), /\?q=scheduler$/);
  await page.reload();
  await page.waitForSelector('[data-integrations][data-filter-ready]', { state: 'attached' });
  assert.equal(await page.inputValue('[data-filter-input]'), 'scheduler');
  assert.equal(await page.locator('[data-integration-id]:visible').count(), await visible.count());
});

/** The fixture built with its search index and the real island registry, shared by the search tests. */
let indexed: Promise<{ url: string; tab: ReusedTab; close(): Promise<void> }> | undefined;
/** With its own tab: a reset clears the storage of one origin, and this site is served on another. */
function indexedSite(): Promise<{ url: string; tab: ReusedTab }> {
  indexed ??= (async () => {
    const copy = await tempSite('valid');
    await buildSite({ root: copy.root, outDir: join(copy.root, 'build'), search: true });
    const local = await serveFolder(join(copy.root, 'build'));
    const localTab = new ReusedTab(browser, new URL(local.url).origin);
    return {
      url: local.url,
      tab: localTab,
      close: async () => (await localTab.close(), await local.close(), await copy.remove()),
    };
  })();
  return indexed;
}

test('the search page lists results from the offline index', async () => {
  const local = await indexedSite();
  const page = await local.tab.page();
  await page.goto(`${local.url}/search?q=docker`);
  await page.waitForSelector('.search-results-list li');
  assert.match((await page.locator('.search-results-title').textContent()) ?? '', /results? for "docker"/);
  assert.equal(await page.inputValue('[data-search-input]'), 'docker');
  assert.ok(await page.locator('.search-results-list a', { hasText: 'Install the CLI' }).count());
  assert.equal(await page.locator('.search-results-list a[href$=".html"]').count(), 0);
  await page.goto(`${local.url}/search?q=zzzqqq`);
  await page.waitForSelector('.search-results-title');
  assert.equal(await page.locator('.search-results-title').textContent(), 'No results for "zzzqqq"');
});

test('Ctrl+K opens the search modal: results as you type, arrows and Enter, See all, Escape', async () => {
  const local = await indexedSite();
  const page = await local.tab.page();
  await page.goto(`${local.url}/docs/features`);
  await page.keyboard.press('Control+k');
  const input = page.locator('.search-modal input');
  await input.waitFor();
  assert.equal(await input.getAttribute('placeholder'), 'Search docs');
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('placeholder')), 'Search docs');
  await input.fill('docker');
  await page.waitForSelector('.search-hit');
  assert.match((await page.locator('.search-modal-all').textContent()) ?? '', /^See all \d+ results$/);
  assert.match((await page.locator('.search-modal-all').getAttribute('href')) ?? '', /\/search\?q=docker$/);
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('.search-modal').count(), 0);
  await page.keyboard.press('/');
  await page.locator('.search-modal input').fill('zzzqqq install');
  // Each word alone that finds something: not the word no page has.
  const none = page.locator('.search-modal-note', { hasText: 'Try searching for' });
  await none.waitFor();
  assert.match((await none.textContent()) ?? '', /^No results for "zzzqqq install"Try searching for install$/);
  await page.locator('.search-modal input').fill('install');
  await page.waitForSelector('.search-hit');
  const first = (await page.locator('.search-hit').first().getAttribute('href')) ?? '';
  assert.doesNotMatch(first, /\.html(\?|$)/, 'results link to routes, not files');
  assert.match(first, /\?highlight=install$/, 'the page opened marks the word searched');
  assert.ok(await page.locator('.search-hit-crumb', { hasText: 'Guides' }).count(), 'results show where the page sits');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => url.pathname + url.search === first);
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.search-recent-item');
  assert.equal(
    await page.locator('.search-recent-item').first().textContent(),
    'install',
    'recent searches are remembered',
  );
  // A result followed by client navigation closes the modal with the page it covered.
  await page.locator('.search-modal input').fill('docker');
  await page.waitForSelector('.search-hit');
  await page.locator('.search-modal-all').click();
  await page.waitForURL((url) => url.pathname.endsWith('/search'));
  await page.waitForSelector('.search-modal', { state: 'detached' });
  assert.equal(await page.locator('[inert]').count(), 0, 'the page is no longer inert');
  assert.equal(await page.evaluate(() => document.body.classList.contains('search-open')), false);
});

test('closing the search modal leaves the page where the reader was', async () => {
  const local = await indexedSite();
  const page = await local.tab.page({ viewport: { width: 1280, height: 500 } });
  await page.goto(`${local.url}/docs/quickstart`);
  await page.evaluate(() => {
    document
      .querySelector('.markdown')!
      .append(Object.assign(document.createElement('div'), { style: 'height: 3000px' }));
    window.scrollTo(0, 1500);
  });
  await page.waitForTimeout(100);
  await page.evaluate(() => window.scrollBy(0, -50));
  await page.waitForTimeout(200);
  const before = await page.evaluate(() => window.scrollY);
  // The shortcut, not a click: to click the navbar's button Playwright may scroll it into view first
  // (on a busy machine the navbar can still be hidden after the scroll down).
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal input').waitFor();
  await page.keyboard.press('Escape');
  await page.waitForSelector('.search-modal', { state: 'detached' });
  await page.waitForTimeout(200);
  assert.equal(await page.evaluate(() => window.scrollY), before);
});

/**
 * What the integrations page should show, worked out from the cards' data alone: the options ticked
 * in a group are OR-ed, the groups AND-ed; an option counts the cards it would show given the other
 * groups. (No named inner functions: the page would not know the helper tsx wraps them in.)
 */
function integrationsExpected(): { shown: string[]; counts: Record<string, number> } {
  const checked = [...document.querySelectorAll<HTMLInputElement>('[data-facet-option]:checked')].map((o) => [
    o.name,
    o.value,
  ]);
  const cards = [...document.querySelectorAll<HTMLElement>('[data-integration-id]')].map((card) => {
    const values: Record<string, string[]> = {
      type: [card.dataset.platformType!],
      connection: [card.dataset.connectionType!],
      feature: (card.dataset.features ?? '').split(','),
    };
    const fails = Object.keys(values).filter(
      (name) => checked.some(([n]) => n === name) && !checked.some(([n, v]) => n === name && values[name].includes(v)),
    );
    return { id: card.dataset.integrationId!, values, fails };
  });
  const options = [...document.querySelectorAll<HTMLInputElement>('[data-facet-option]')];
  return {
    shown: cards.filter((card) => card.fails.length === 0).map((card) => card.id),
    counts: Object.fromEntries(
      options.map((o) => [
        `${o.name}=${o.value}`,
        cards.filter((card) => card.values[o.name].includes(o.value) && card.fails.every((name) => name === o.name))
          .length,
      ]),
    ),
  };
}

function integrationsShown(): { shown: string[]; counts: Record<string, number> } {
  const options = [...document.querySelectorAll<HTMLInputElement>('[data-facet-option]')];
  return {
    shown: [...document.querySelectorAll<HTMLElement>('[data-integration-id]')]
      .filter((card) => !card.hidden)
      .map((card) => card.dataset.integrationId!),
    counts: Object.fromEntries(
      options.map((o) => [
        `${o.name}=${o.value}`,
        Number(o.closest('label')!.querySelector('[data-facet-count]')!.textContent),
      ]),
    ),
  };
}

test('the integrations facets: options of a group widen the list, groups narrow it, counts follow; chips, URL, Reset', async () => {
  const page = await tab.page();
  await page.goto(`${server.url}/integrations`);
  await page.waitForSelector('[data-integrations][data-filter-ready]', { state: 'attached' });
  const total = await page.locator('[data-integration-id]').count();
  const option = (name: string, value: string) => page.locator(`[data-facet-option][name="${name}"][value="${value}"]`);
  const countOf = async (name: string, value: string) =>
    Number(
      await page
        .locator('.pg-int-option', { has: option(name, value) })
        .locator('[data-facet-count]')
        .textContent(),
    );
  const shownData = (key: string) =>
    page
      .locator('[data-integration-id]:visible')
      .evaluateAll((cards, k) => cards.map((c) => (c as HTMLElement).dataset[k]), key);
  await page.click('.pg-int-facets summary');
  const messaging = await countOf('type', 'Messaging');
  const orchestrators = await countOf('type', 'Orchestrator');
  await option('type', 'Messaging').check();
  assert.deepEqual([...new Set(await shownData('platformType'))], ['Messaging'], 'one option: the cards that have it');
  assert.equal(
    await countOf('type', 'Orchestrator'),
    orchestrators,
    'an option of the same group counts what ticking it adds',
  );
  await option('type', 'Orchestrator').check();
  assert.equal(
    (await shownData('platformType')).length,
    messaging + orchestrators,
    'two options of one group: the cards with either',
  );
  await option('connection', 'Push').check();
  assert.ok(
    (await shownData('platformType')).every((type) => type === 'Messaging' || type === 'Orchestrator'),
    'another group narrows the list',
  );
  assert.deepEqual([...new Set(await shownData('connectionType'))], ['Push']);
  assert.deepEqual(
    await page.evaluate(integrationsShown),
    await page.evaluate(integrationsExpected),
    'cards and every count follow the filters',
  );
  assert.equal(
    await countOf('connection', 'Pull'),
    (await page.evaluate(integrationsExpected)).counts['connection=Pull'],
  );
  const params = new URL(page.url()).searchParams;
  assert.deepEqual(
    [params.getAll('type').sort(), params.getAll('connection')],
    [['Messaging', 'Orchestrator'], ['Push']],
  );
  assert.deepEqual((await page.locator('.pg-int-chip').allTextContents()).sort(), [
    'Messaging ×',
    'Orchestrator ×',
    'Push ×',
  ]);
  const shown = await page.locator('[data-integration-id]:visible').count();
  await page.reload();
  await page.waitForSelector('[data-integrations][data-filter-ready]', { state: 'attached' });
  assert.equal(await page.locator('[data-integration-id]:visible').count(), shown, 'the URL restores the filter');
  assert.deepEqual(await page.evaluate(integrationsShown), await page.evaluate(integrationsExpected));
  await page.locator('.pg-int-chip', { hasText: 'Push' }).click();
  assert.equal(
    await page.locator('[data-integration-id]:visible').count(),
    messaging + orchestrators,
    'removing a chip clears its option',
  );
  await page.click('.pg-int-facets summary');
  await page.click('[data-integrations-facets] [data-facet-reset]');
  assert.equal(await page.locator('[data-integration-id]:visible').count(), total);
  assert.deepEqual(
    await page.evaluate(integrationsShown),
    await page.evaluate(integrationsExpected),
    'with nothing ticked each option counts its cards',
  );
  assert.doesNotMatch(page.url(), /type=/);
});

test('integrations filters that match nothing say so and offer to clear them', async () => {
  const page = await tab.page();
  await page.goto(`${server.url}/integrations?q=zzzz&connection=Push`);
  await page.waitForSelector('[data-integrations][data-filter-ready]', { state: 'attached' });
  const total = await page.locator('[data-integration-id]').count();
  assert.equal(await page.locator('[data-integration-id]:visible').count(), 0);
  assert.equal(await page.locator('[data-integrations-count]').textContent(), `0 of ${total} integrations`);
  const empty = page.locator('[data-integrations-empty]');
  assert.ok(await empty.isVisible(), 'an empty list says why');
  assert.match((await empty.textContent()) ?? '', /No integration matches these filters/);
  await empty.getByRole('button', { name: 'Clear the filters' }).click();
  assert.equal(await page.locator('[data-integration-id]:visible').count(), total);
  assert.ok(!(await empty.isVisible()));
  assert.equal(await page.inputValue('[data-filter-input]'), '');
  assert.equal(await page.locator('[data-facet-option]:checked').count(), 0);
  assert.equal(new URL(page.url()).search, '');
  assert.equal(
    await page.evaluate(() => document.activeElement?.matches('[data-filter-input]')),
    true,
    'focus goes back to the filter',
  );
});
