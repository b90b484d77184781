/**
 * The hosted search path: the service's request and response shapes; the local index answering
 * every keystroke while the service is asked once per settled query; a slow service ignored, a
 * failed one skipped for the rest of the visit; the error only when both fail.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '../../src/node/build.ts';
import { tempSite, type TempSite } from '../helpers/site.ts';
import { launchBrowser, serveFolder, typeInOneGo, withMessages } from '../helpers/browser.ts';
import { ReusedTab } from '../helpers/reused-page.ts';

let site: TempSite;
let browser: Browser;
let tab: ReusedTab;
let served: { url: string; close: () => Promise<void> };
let mode: 'ok' | 'fail' | 'many' | 'hang' = 'ok';
const requests: { url: string; body: { requests: { query: string; indexName: string; params: string }[] } }[] = [];
/** Requests of the `hang` mode the browser gave up on (it closed the connection). */
const abandoned: string[] = [];

/** Answers like the hosted service: `{results: [{hits, nbHits}]}` with DocSearch hits. */
const service = createServer(async (req: IncomingMessage, res) => {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
  let text = '';
  for await (const chunk of req) text += chunk;
  requests.push({ url: req.url ?? '', body: JSON.parse(text) });
  if (mode === 'hang') return void res.on('close', () => abandoned.push(JSON.parse(text).requests[0].query));
  if (mode === 'fail') return void res.writeHead(500, cors).end('down');
  if (mode === 'many')
    return void res
      .writeHead(200, { ...cors, 'content-type': 'application/json' })
      .end(JSON.stringify(manyHits(JSON.parse(text).requests[0].params)));
  const hit = {
    url: 'https://datahubproject.io/docs/quickstart#install',
    hierarchy: { lvl0: 'Getting Started', lvl1: 'Quickstart', lvl2: 'Install' },
    _snippetResult: { content: { value: 'Run the <mark>hosted</mark> installer' } },
  };
  res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(
    JSON.stringify({
      results: [
        { hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 8, processingTimeMS: 1, query: 'x', params: '' },
      ],
    }),
  );
});

/** 25 hits in all; the window asked for, by hitsPerPage (from the first) or by offset and length. */
function manyHits(paramText: string) {
  const params = new URLSearchParams(paramText);
  const start = Number(params.get('offset') ?? 0);
  const end = Math.min(25, start + Number(params.get('length') ?? params.get('hitsPerPage')));
  const hits = Array.from({ length: end - start }, (_, i) => ({
    url: `https://datahubproject.io/docs/quickstart#r${start + i}`,
    hierarchy: { lvl0: 'Getting Started', lvl1: `Result ${start + i}` },
  }));
  return { results: [{ hits, nbHits: 25 }] };
}

test.before(async () => {
  await new Promise<void>((done) => service.listen(0, '127.0.0.1', () => done()));
  const address = service.address();
  const host = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  site = await tempSite('valid');
  const config = await site.read('site.config.ts');
  await site.write(
    'site.config.ts',
    config.replace(
      '  colorMode: {},',
      `  colorMode: {},\n  search: { hosted: { appId: 'APPID', apiKey: 'public-key', indexName: 'datahubproject', host: '${host}' } },`,
    ),
  );
  await buildSite({ root: site.root, outDir: join(site.root, 'build') });
  served = await serveFolder(join(site.root, 'build'));
  browser = await launchBrowser();
  tab = new ReusedTab(browser, new URL(served.url).origin);
});

test.after(async () => {
  await tab?.close();
  await browser?.close();
  await served?.close();
  service.closeAllConnections();
  service.close();
  await site?.remove();
});

async function searchFor(page: Page, query: string): Promise<void> {
  await page.goto(`${served.url}/docs/features`);
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal input').fill(query);
}

const queriesSent = () => requests.map((r) => r.body.requests[0].query);
const shownQuery = (page: Page) => page.locator('.search-modal-results').getAttribute('data-query');

test('the modal asks the hosted service in its format and shows its hits in place of the local ones', async () => {
  mode = 'ok';
  const page = await tab.page();
  await searchFor(page, 'installer');
  await page.waitForSelector('.search-modal-results[data-source="hosted"] .search-hit');
  assert.equal(await page.locator('.search-hit-title').first().textContent(), 'Install');
  assert.equal(await page.locator('.search-hit-crumb').first().textContent(), 'Getting Started › Quickstart');
  assert.equal(
    await page.locator('.search-hit').first().getAttribute('href'),
    '/docs/quickstart#install',
    'hits stay on this site',
  );
  const last = requests.at(-1)!;
  assert.match(last.url, /^\/1\/indexes\/\*\/queries\?.*x-algolia-api-key=public-key.*x-algolia-application-id=APPID/);
  assert.equal(last.body.requests[0].indexName, 'datahubproject');
  assert.equal(last.body.requests[0].query, 'installer');
  assert.deepEqual(JSON.parse(new URLSearchParams(last.body.requests[0].params).get('facetFilters')!), [
    'language:en',
    ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current'],
  ]);
});

test('while the hosted service hangs, the local results show; the service is asked once, for the settled query, and its silence is ignored', async () => {
  // The tab first: the last test's page is gone before the service changes.
  const page = await tab.page();
  mode = 'hang';
  requests.length = 0;
  abandoned.length = 0;
  await page.goto(`${served.url}/docs/features`);
  await page.keyboard.press('Control+k');
  const input = page.locator('.search-modal input');
  // A first query loads the local index (as a reader's first search does) and settles.
  await input.fill('install');
  await page.waitForSelector('.search-modal-results[data-query="install"] .search-hit');
  await waitFor(() => abandoned.length === 1);
  requests.length = 0;
  abandoned.length = 0;
  await input.fill('');
  await typeInOneGo(input, 'docker');
  await page.waitForSelector('.search-modal-results[data-query="docker"][data-source="local"] .search-hit');
  assert.equal(abandoned.length, 0, 'the local results came while the hosted request, if sent, was still open');
  assert.ok(await page.locator('.search-hit-title', { hasText: 'Install the CLI' }).count());
  // The browser gives up on the service; the local results stand.
  await waitFor(() => abandoned.length === 1);
  assert.deepEqual(queriesSent(), ['docker'], 'one request, for the query the reader settled on');
  assert.deepEqual(abandoned, ['docker']);
  assert.equal(await page.locator('.search-modal-results').getAttribute('data-source'), 'local');
  assert.equal(await shownQuery(page), 'docker');
  // Slow is not failed: the next settled query asks again.
  await input.fill('docker compose');
  await waitFor(() => abandoned.length === 2);
  assert.deepEqual(queriesSent(), ['docker', 'docker compose']);
});

test('after a failure the hosted service is skipped for the rest of the visit; the local results stay', async () => {
  const page = await tab.page();
  mode = 'fail';
  requests.length = 0;
  await searchFor(page, 'docker');
  await page.waitForSelector('.search-modal-results[data-query="docker"] .search-hit');
  assert.ok(await page.locator('.search-hit-title', { hasText: 'Install the CLI' }).count());
  await withMessages(page).waitForFunction(() => sessionStorage.getItem('docsgen.search.hosted-failed') === '1');
  assert.deepEqual(queriesSent(), ['docker']);
  // Another page of the same visit: local results, and no request however long the reader waits.
  await searchFor(page, 'install');
  await page.waitForSelector('.search-modal-results[data-query="install"] .search-hit');
  await page.waitForTimeout(1000);
  assert.deepEqual(queriesSent(), ['docker']);
  assert.equal(await page.locator('.search-modal-results').getAttribute('data-source'), 'local');
});

test('the search page shows the local results while the hosted service hangs', async () => {
  const page = await tab.page();
  mode = 'hang';
  requests.length = 0;
  await page.goto(`${served.url}/search?q=docker`);
  await page.waitForSelector('[data-search-results][data-source="local"] .search-results-list li');
  assert.ok(await page.locator('.search-results-list a', { hasText: 'Install the CLI' }).count());
  assert.deepEqual(queriesSent(), ['docker']);
});

async function waitFor(condition: () => boolean): Promise<void> {
  for (let tries = 0; !condition(); tries++) {
    if (tries > 200) throw new Error('timed out waiting for the search service');
    await new Promise((done) => setTimeout(done, 50));
  }
}

test('only when both fail does the error show', async () => {
  const page = await tab.page();
  mode = 'fail';
  await page.route('**/pagefind/**', (route) => route.abort());
  await searchFor(page, 'docker');
  const note = page.locator('.search-modal-note', { hasText: 'Unable to fetch results' });
  await note.waitFor();
  assert.equal(await note.textContent(), 'Unable to fetch resultsYou might want to check your network connection.');
});

test('the search page asks the service for later results by offset as the reader scrolls', async () => {
  const page = await tab.page({ viewport: { width: 1280, height: 700 } });
  mode = 'many';
  await page.goto(`${served.url}/search?q=many`);
  // The local index's results may show first; the service's first 20 replace them.
  await withMessages(page).waitForFunction(() => document.querySelectorAll('.search-results-list > li').length === 20);
  await page.locator('.search-more').scrollIntoViewIfNeeded();
  await withMessages(page).waitForFunction(() => document.querySelectorAll('.search-results-list > li').length === 25);
  const params = new URLSearchParams(requests.at(-1)!.body.requests[0].params);
  assert.deepEqual([params.get('offset'), params.get('length')], ['20', '20']);
  assert.equal(await page.locator('.search-results-list > li > a').last().textContent(), 'Result 24');
  assert.equal(await page.locator('.search-more').count(), 0);
});
