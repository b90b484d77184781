/** The not-found page suggests pages: the nearest addresses, then pages found by the address's words. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { serveFixture, type ServedFixture } from '../helpers/served-fixture.ts';
import { nearestRoutes, queriesFor } from '../../src/client/not-found.ts';

let server: { url: string; close: () => Promise<void> };

let served: ServedFixture;

test.before(async () => {
  served = await serveFixture('valid', { search: true });
  ({ server } = served);
});

test.after(() => served?.close());

test('queries go from all words of the last part of the address to each word, then the part before', () => {
  assert.deepEqual(queriesFor('/docs/deploy/aws-setup'), ['aws setup', 'aws', 'setup', 'deploy']);
  assert.deepEqual(queriesFor('/docs/0.10.0/quickstart'), ['quickstart']);
  assert.deepEqual(queriesFor('/'), []);
});

test('nearest routes are those within a quarter of the address in edit distance, nearest first', () => {
  const routes: [string, string][] = [
    ['/docs/quickstart', 'Quickstart'],
    ['/docs/deploy/aws', 'AWS'],
    ['/docs/deploy/gcp', 'GCP'],
  ];
  assert.deepEqual(nearestRoutes('/docs/quickstrat', routes), [['/docs/quickstart', 'Quickstart']]);
  assert.deepEqual(nearestRoutes('/docs/deploy/aws-setup', routes), [['/docs/deploy/aws', 'AWS']]);
  assert.deepEqual(nearestRoutes('/nothing/here', routes), []);
});

async function suggestions(path: string): Promise<{ status: number | undefined; titles: string[] }> {
  const page = await served.tab.page();
  const response = await page.goto(server.url + path);
  await page.waitForSelector('[data-not-found-suggestions]:not([hidden])', { timeout: 5000 }).catch(() => undefined);
  const titles = await page
    .locator('[data-not-found-suggestions]:not([hidden]) li > a:first-of-type')
    .allTextContents();
  return { status: response?.status(), titles };
}

test('a mistyped address suggests the page it was meant to be first', async () => {
  const { status, titles } = await suggestions('/docs/quickstrat');
  assert.equal(status, 404);
  assert.equal(titles[0], 'Quickstart');
  assert.equal(new Set(titles).size, titles.length, `each page once: ${titles.join(', ')}`);
});

test('an address near no page suggests the pages its words find', async () => {
  const { titles } = await suggestions('/docs/old-guides/install-cli.html');
  assert.ok(titles.includes('Install the CLI'), titles.join(', '));
});

test('an address whose words find nothing shows no suggestions', async () => {
  assert.deepEqual((await suggestions('/zzzqqq/xxyyzz')).titles, []);
});
