/** The search page and modal beyond plain results: corrections of mistyped words, and the filter by docs section. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveFixture, type ServedFixture } from '../helpers/served-fixture.ts';

let server: { url: string; close: () => Promise<void> };

let served: ServedFixture;

// A page named by a word that another page's longer word starts ("tables"), and a setting in a dot file.
const edits = {
  'content/docs/tableau.md':
    '---\ntitle: Tableau\ndescription: Read Tableau workbooks.\n---\n\nConnect Tableau workbooks.\n',
  'content/docs/warehouse.md':
    '---\ntitle: Warehouse\ndescription: Tables of the warehouse.\n---\n\nThe warehouse tables hold rows. Tables have columns, and tables have owners.\n\n## Table rows\n\nRows.\n\n## Table columns\n\nColumns.\n\n## Table owners\n\nOwners.\n',
  'content/docs/settings.md':
    '---\ntitle: CLI settings\ndescription: Where the CLI keeps its settings.\n---\n\nThe CLI keeps its settings in `~/.fixturerc` in your home folder.\n',
  // Fourteen pages that say "zephyr" often, and the one page named by it, which says it once.
  ...Object.fromEntries(
    Array.from({ length: 14 }, (_, i) => [
      `content/docs/wind-${i}.md`,
      `---\ntitle: Wind note ${i}\ndescription: A note.\n---\n\nZephyr zephyr, the zephyr blows. A zephyr again.\n`,
    ]),
  ),
  'content/docs/zephyr.md': `---\ntitle: Zephyr\ndescription: The west wind.\n---\n\nA zephyr is a light wind. ${'Light winds carry seeds over long distances and cool the evening air. '.repeat(12)}\n`,
};

test.before(async () => {
  served = await serveFixture('valid', { search: true, edits });
  ({ server } = served);
});

test.after(() => served?.close());

test("a mistyped word that finds nothing is corrected, and the corrected query's results are shown", async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/search?q=quikstart`);
  await page.waitForSelector('.search-results-title');
  assert.match((await page.locator('.search-results-title').textContent()) ?? '', /^\d+ results? for "quickstart"$/);
  assert.equal(
    await page.locator('p.search-correction').textContent(),
    'Showing results for quickstart instead of "quikstart"',
  );
  assert.equal(await page.locator('.search-results-list > li > a').first().textContent(), 'Quickstart');
});

test('a mistyped word that finds only pages of its first letters is corrected too, in the modal as on the page', async () => {
  // The index answers "tablaeu" with the pages saying "tables" (backtracked.ts); two swapped letters are one edit.
  const page = await served.tab.page();
  await page.goto(`${server.url}/search?q=tablaeu`);
  await page.waitForSelector('.search-results-title');
  assert.equal(
    await page.locator('p.search-correction').textContent(),
    'Showing results for tableau instead of "tablaeu"',
  );
  assert.deepEqual(await page.locator('.search-results-list > li > a:first-of-type').allTextContents(), ['Tableau']);
  await page.goto(`${server.url}/docs/features`);
  await page.keyboard.press('Control+k');
  await page.fill('.search-modal input', 'quickstrat');
  await page
    .locator('.search-correction', { hasText: 'Showing results for quickstart instead of "quickstrat"' })
    .waitFor();
  assert.equal(await page.locator('.search-hit-title').first().textContent(), 'Quickstart');
  assert.match(
    (await page.locator('.search-modal [role="status"]').textContent()) ?? '',
    /^\d+ results? for "quickstart"$/,
    'screen readers hear which words were searched',
  );
  assert.equal(await page.inputValue('.search-modal input'), 'quickstrat', "the reader's words stay in the field");
});

test("the modal ranks the results by their pages' names without loading the details (a whole page's text) of each", async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/features`);
  const details: string[] = [];
  page.on('request', (request) => void (request.url().includes('/pagefind/fragment/') && details.push(request.url())));
  await page.keyboard.press('Control+k');
  await page.fill('.search-modal input', 'zephyr');
  await page.locator('.search-modal-results[data-query="zephyr"] .search-hit').first().waitFor();
  assert.equal(
    await page.locator('.search-hit-title').first().textContent(),
    'Zephyr',
    'the page named by the query first',
  );
  assert.equal(await page.locator('.search-modal [role="status"]').textContent(), '15 results');
  // The shown results' details, and those the typo check reads: not all fifteen.
  assert.ok(details.length <= 10, `details of ${details.length} results loaded`);
});

test('of two words equally near a mistyped one, the name of a page is searched ("tableu": Tableau, not the more frequent "table")', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/search?q=tableu`);
  await page.waitForSelector('.search-results-title');
  assert.equal(
    await page.locator('p.search-correction').textContent(),
    'Showing results for tableau instead of "tableu"',
  );
  assert.equal(await page.locator('.search-results-list > li > a').first().textContent(), 'Tableau');
});

test('a query with symbols around its word finds the pages with the word', async () => {
  // The index keeps "~" and would look for "~fixturerc".
  const page = await served.tab.page();
  await page.goto(`${server.url}/search?q=${encodeURIComponent('~/.fixturerc')}`);
  await page.waitForSelector('.search-results-title');
  assert.deepEqual(await page.locator('.search-results-list > li > a:first-of-type').allTextContents(), [
    'CLI settings',
  ]);
});

test('a word with no near word in the site gets no correction', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/search?q=zzzqqqxx`);
  await page.waitForSelector('.search-results-title');
  assert.equal(await page.locator('.search-correction').count(), 0);
});

test('a word the site lacks finds nothing, not the pages of its first two letters', async () => {
  // The index answers "inzzz" with every page that has a word starting "in" (backtracked.ts).
  const page = await served.tab.page();
  await page.goto(`${server.url}/search?q=inzzz`);
  await page.waitForSelector('.search-results-title');
  assert.equal(await page.locator('.search-results-title').textContent(), 'No results for "inzzz"');
  await page.goto(`${server.url}/docs/features`);
  await page.keyboard.press('Control+k');
  await page.fill('.search-modal input', 'inzzz');
  await page.locator('[role="status"]', { hasText: 'No results for "inzzz"' }).waitFor({ state: 'attached' });
  assert.equal(await page.locator('.search-hit').count(), 0);
  // Half a word still finds the whole one.
  await page.fill('.search-modal input', 'instal');
  await page.waitForSelector('.search-hit');
});

test('results can be narrowed to one docs section, with the count of each, and widened again', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/search?q=install`);
  await page.waitForSelector('.search-results-list li');
  const links = page.locator('.search-sections a');
  const labels = await links.allTextContents();
  const count = (label: string) => Number(/(\d+)$/.exec(labels.find((l) => l.startsWith(label)) ?? '')?.[1]);
  assert.equal(labels[0], `All sections ${count('All sections')}`);
  assert.ok(count('Getting Started') > 0 && count('Guides') > 0, labels.join(', '));
  assert.equal(await links.first().getAttribute('aria-current'), 'true');
  await page.click('.search-sections a:has-text("Guides")');
  await page.waitForURL(/section=Guides/);
  // The list of the previous state is still on screen until the new one replaces it: wait for the new title.
  await page
    .locator('.search-results-title', {
      hasText: `${count('Guides')} result${count('Guides') === 1 ? '' : 's'} for "install"`,
    })
    .waitFor();
  assert.ok(await page.locator('.search-results-list a', { hasText: 'Install the CLI' }).count());
  assert.equal(
    await page.locator('.search-results-list a', { hasText: 'Quickstart' }).count(),
    0,
    'pages of other sections are left out',
  );
  assert.equal(
    await page.locator('.search-sections a[aria-current="true"]').textContent(),
    `Guides ${count('Guides')}`,
  );
  await page.goBack();
  await page.locator('.search-results-title', { hasText: `${count('All sections')} results for "install"` }).waitFor();
  assert.ok(
    await page.locator('.search-results-list a', { hasText: 'Quickstart' }).count(),
    'the other sections are back',
  );
});

test('a page opened from a result marks the words searched in its content, and only there', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/search?q=pip%20docker`);
  await page.waitForSelector('.search-results-list li');
  const result = page.locator('.search-results-list li > a', { hasText: 'Install the CLI' });
  assert.equal(await result.getAttribute('href'), '/docs/guide/install?highlight=pip&highlight=docker');
  await result.click();
  await page.waitForSelector('.markdown mark.search-highlight');
  const marked = await page.locator('mark.search-highlight').allTextContents();
  assert.ok(marked.includes('pip') && marked.some((word) => /docker/i.test(word)), marked.join(', '));
  assert.equal(await page.locator('.doc-sidebar-column mark, .navbar mark').count(), 0, 'navigation is not marked');
  await page.goto(`${server.url}/docs/guide/install`);
  await page.waitForTimeout(300);
  assert.equal(await page.locator('mark.search-highlight').count(), 0);
});

test('the search modal is a modal combobox: the page behind is inert, results are options chosen from the field, the outcome is announced', async () => {
  const page = await served.tab.page({ viewport: { width: 1280, height: 500 } });
  await page.goto(`${server.url}/docs/features`);
  await page.keyboard.press('Control+k');
  const input = page.locator('.search-modal input');
  await input.fill('the');
  await page.waitForSelector('#dg\\:search-row-1');
  assert.equal(await input.getAttribute('role'), 'combobox');
  assert.equal(await input.getAttribute('aria-expanded'), 'true');
  assert.equal(await input.getAttribute('aria-controls'), 'dg:search-modal-listbox');
  // The listbox holds options only; they are reached with the arrow keys, not Tab.
  assert.deepEqual(
    await page
      .locator('#dg\\:search-modal-listbox > *')
      .evaluateAll((rows) => [...new Set(rows.map((r) => `${r.getAttribute('role')} ${(r as HTMLElement).tabIndex}`))]),
    ['option -1'],
  );
  assert.match((await page.locator('.search-modal [role="status"]').textContent()) ?? '', /^\d+ results?$/);
  // Everything but the modal is inert, so Tab cannot reach the page behind it.
  const inert = await page.evaluate(() =>
    [...document.body.children]
      .filter((c) => !c.classList.contains('search-overlay') && c.tagName !== 'SCRIPT')
      .every((c) => c.hasAttribute('inert')),
  );
  assert.ok(inert);
  const rows = await page.locator('[role="option"]').count();
  for (let i = 1; i < rows; i++) await page.keyboard.press('ArrowDown');
  assert.equal(await input.getAttribute('aria-activedescendant'), `dg:search-row-${rows - 1}`);
  const inView = await page.evaluate(() => {
    const row = document.querySelector('[role="option"][aria-selected="true"]')!.getBoundingClientRect();
    const list = document.querySelector('.search-modal-results')!.getBoundingClientRect();
    return row.top >= list.top - 1 && row.bottom <= list.bottom + 1;
  });
  assert.ok(inView, 'the chosen result is scrolled into view');
  await page.keyboard.press('Escape');
  assert.equal(await page.locator('[inert]').count(), 0, 'closing gives the page back');
});

test('recent searches stored in a shape the site does not write are ignored, not a crash', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/features`);
  await page.evaluate(() => localStorage.setItem('docsgen.search.recent', JSON.stringify([{ a: 1 }, 'install', 3])));
  await page.keyboard.press('Control+k');
  await page.waitForSelector('.search-recent-item');
  assert.deepEqual(await page.locator('.search-recent-item').allTextContents(), ['install']);
  assert.equal(await page.locator('.island-crash').count(), 0);
});

test('the search page announces its outcome in a status line, not the whole result list', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/search?q=install`);
  await page.waitForSelector('.search-results-title');
  assert.equal(
    await page.locator('[data-search-status]').textContent(),
    await page.locator('.search-results-title').textContent(),
  );
  assert.equal(await page.locator('h1').textContent(), 'Search results for "install"');
  assert.equal(await page.title(), 'Search results for "install" | Fixture');
  // Search results are kept out of search engines (the page is not in the sitemap either), with no canonical address.
  assert.equal(await page.getAttribute('meta[name="robots"]', 'content'), 'noindex, nofollow');
  assert.equal(await page.locator('link[rel="canonical"]').count(), 0);
  assert.equal(await page.locator('#search-results[aria-live]').count(), 0);
});

test('on a phone the first tap on the search icon opens the modal (the tap lands on the icon, not the link)', async () => {
  const page = await served.tab.page({ viewport: { width: 390, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(`${server.url}/docs/features`);
  await page.locator('.search-button svg').click();
  await page.waitForSelector('.search-modal input');
  assert.deepEqual(errors, []);
});

test('Ctrl+K closes the modal it opened; Enter before the new results arrive opens the search page for the query typed', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/features`);
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal input').fill('install');
  await page.waitForSelector('.search-hit');
  await page.keyboard.press('Control+k');
  assert.equal(await page.locator('.search-modal').count(), 0);
  await page.keyboard.press('Control+k');
  // Results of "install" are on screen; "quickstart" is typed and Enter pressed at once.
  await page.locator('.search-modal input').fill('install');
  await page.waitForSelector('.search-hit');
  await page.locator('.search-modal input').evaluate((input: HTMLInputElement) => {
    const set = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    set.call(input, 'quickstart');
    input.dispatchEvent(new Event('input', { bubbles: true }));
    input.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
  });
  await page.waitForURL((url) => url.pathname === '/search' || url.searchParams.get('highlight') === 'quickstart');
  assert.ok(!page.url().includes('highlight=install'), page.url());
});

test('offline, a search whose index parts are not saved says it could not fetch results, not "No results"', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/features`);
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal input').fill('install');
  await page.waitForSelector('.search-hit');
  await page.context().setOffline(true);
  await page.locator('.search-modal input').fill('zzzqqq');
  await page.locator('.search-modal-note', { hasText: 'Unable to fetch results' }).waitFor();
});

test('when the search widget cannot load (offline), the search button still leads to the search page', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/features`);
  await page.context().setOffline(true);
  const asked = page.waitForRequest(
    (request) => new URL(request.url()).pathname === '/search' && request.isNavigationRequest(),
  );
  await page.click('.search-button');
  await asked;
});

test('an excerpt reads as the page does: the words of an identifier indexed beside it are not shown', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/search?q=platform_instance_map`);
  await page.waitForSelector('.search-results-list li');
  const excerpt = (await page.locator('.search-results-list li').first().innerText()).replace(/\s+/g, ' ');
  assert.match(excerpt, /with platform_instance_map in the recipe/);
  assert.doesNotMatch(excerpt, /platform instance map/i);
});
