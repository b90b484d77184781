/** A Docusaurus-shaped site in a browser: its tabs, video players and code blocks work as a reader expects. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveFixture, type ServedFixture } from '../helpers/fixture-browser.ts';
import { waitFor } from '../helpers/browser.ts';

let served: ServedFixture;
test.before(async () => {
  served = await serveFixture('docusaurus', async () => {}, { pageData: false });
});
test.after(() => served.close());

test('<Tabs> open on their default tab, switch on click and remember the choice under docusaurus.tab.<groupId>', async () => {
  const page = await served.tab.page();
  await page.goto(`${served.url}/docs/guides/sync`);
  const tabs = page.locator('.tabs[data-group-id="os"]');
  assert.equal(await tabs.locator('[role="tab"][aria-selected="true"]').textContent(), 'Linux');
  assert.ok(await tabs.locator('[role="tabpanel"][data-label="Linux"]').isVisible());
  assert.ok(!(await tabs.locator('[role="tabpanel"][data-label="macOS"]').isVisible()));
  await tabs.locator('[role="tab"][data-label="macOS"]').click();
  assert.ok(await tabs.locator('[role="tabpanel"][data-label="macOS"]').isVisible(), 'the chosen panel shows');
  assert.equal(await page.evaluate(() => localStorage.getItem('docusaurus.tab.os')), 'macOS');
});

test('a YouTube iframe is a link until the reader asks for the player; then the player loads from youtube-nocookie', async () => {
  const page = await served.tab.page();
  const context = page.context();
  const requests: string[] = [];
  context.on('request', (request) => requests.push(request.url()));
  // The sandbox has no network: the player's request is answered here, empty.
  await context.route(/youtube/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<p>player</p>' }),
  );
  await page.goto(`${served.url}/docs/guides/sync`);
  assert.equal(await page.locator('.embed iframe').count(), 0);
  assert.equal(
    await page.locator('.embed .embed-link').getAttribute('href'),
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
  );
  assert.ok(!requests.some((url) => url.includes('youtube')), 'no request to the host before the click');
  // The player's code comes in its own chunk: the button works once it has bound it.
  await waitFor(page.locator('.embed-play[data-bound]').waitFor(), 'the play button to be bound');
  await page.locator('.embed-play').click();
  const frame = page.locator('.embed iframe');
  await waitFor(frame.waitFor({ timeout: 5000 }), 'the player after the click');
  assert.equal(await frame.getAttribute('src'), 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1');
  assert.equal(await frame.getAttribute('title'), 'Syncing in two minutes');
});

test('numbered and highlighted code lines show their numbers, and copying copies the code alone', async () => {
  const page = await served.tab.page({ permissions: ['clipboard-read', 'clipboard-write'] });
  await page.goto(`${served.url}/docs/guides/setup`);
  const block = page.locator('.code-block[data-language="groovy"]');
  const number = await block
    .locator('.line')
    .first()
    .evaluate((line) => getComputedStyle(line, '::before').content);
  assert.equal(number, '"1"');
  const highlighted = await block
    .locator('.line-highlighted')
    .evaluate((line) => getComputedStyle(line).backgroundColor);
  assert.notEqual(highlighted, 'rgba(0, 0, 0, 0)', 'the highlighted line has a background');
  await block.hover();
  await block.locator('.copy-button').click();
  assert.equal(await page.evaluate(() => navigator.clipboard.readText()), "def registry = 'harbor'\nprintln registry");
});
