/** The hosted search path: the service's request and response shapes, the offline fallback, the error. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type IncomingMessage } from 'node:http';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { buildSite } from '../../src/build.ts';
import { silentLogger } from '../../src/log.ts';
import { tempSite, type TempSite } from '../helpers/site.ts';
import { launchBrowser, serveFolder } from '../helpers/browser.ts';

let site: TempSite;
let browser: Browser;
let served: { url: string; close: () => Promise<void> };
let mode: 'ok' | 'fail' = 'ok';
const requests: { url: string; body: { requests: { query: string; indexName: string; params: string }[] } }[] = [];

/** Answers like the hosted service: `{results: [{hits, nbHits}]}` with DocSearch hits. */
const service = createServer(async (req: IncomingMessage, res) => {
  const cors = { 'access-control-allow-origin': '*', 'access-control-allow-headers': 'content-type' };
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
  let text = '';
  for await (const chunk of req) text += chunk;
  requests.push({ url: req.url ?? '', body: JSON.parse(text) });
  if (mode === 'fail') return void res.writeHead(500, cors).end('down');
  const hit = { url: 'https://datahubproject.io/docs/quickstart#install', hierarchy: { lvl0: 'Getting Started', lvl1: 'Quickstart', lvl2: 'Install' }, _snippetResult: { content: { value: 'Run the <mark>hosted</mark> installer' } } };
  res.writeHead(200, { ...cors, 'content-type': 'application/json' }).end(JSON.stringify({ results: [{ hits: [hit], nbHits: 1, page: 0, nbPages: 1, hitsPerPage: 8, processingTimeMS: 1, query: 'x', params: '' }] }));
});

test.before(async () => {
  await new Promise<void>((done) => service.listen(0, '127.0.0.1', () => done()));
  const address = service.address();
  const host = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  site = await tempSite('valid');
  const config = await site.read('site.config.ts');
  await site.write('site.config.ts', config.replace('  colorMode: {},', `  colorMode: {},\n  search: { hosted: { appId: 'APPID', apiKey: 'public-key', indexName: 'datahubproject', host: '${host}' } },`));
  await buildSite({ root: site.root, outDir: join(site.root, 'build'), log: silentLogger });
  served = await serveFolder(join(site.root, 'build'));
  browser = await launchBrowser();
});

test.after(async () => {
  await browser?.close();
  await served?.close();
  service.close();
  await site?.remove();
});

async function searchFor(page: Page, query: string): Promise<void> {
  await page.goto(`${served.url}/docs/features`);
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal input').fill(query);
}

test('the modal asks the hosted service in its format and shows its hits', async () => {
  mode = 'ok';
  const page = await browser.newPage();
  await searchFor(page, 'installer');
  await page.waitForSelector('.search-hit');
  assert.equal(await page.locator('.search-hit-title').first().textContent(), 'Install');
  assert.equal(await page.locator('.search-hit-crumb').first().textContent(), 'Getting Started › Quickstart');
  assert.equal(await page.locator('.search-hit').first().getAttribute('href'), '/docs/quickstart#install', 'hits stay on this site');
  const last = requests.at(-1)!;
  assert.match(last.url, /^\/1\/indexes\/\*\/queries\?.*x-algolia-api-key=public-key.*x-algolia-application-id=APPID/);
  assert.equal(last.body.requests[0].indexName, 'datahubproject');
  assert.equal(last.body.requests[0].query, 'installer');
  assert.deepEqual(JSON.parse(new URLSearchParams(last.body.requests[0].params).get('facetFilters')!), ['language:en', ['docusaurus_tag:default', 'docusaurus_tag:docs-default-current']]);
  await page.close();
});

test('when the hosted service fails, the same query goes to the offline index', async () => {
  mode = 'fail';
  const page = await browser.newPage();
  await searchFor(page, 'docker');
  await page.waitForSelector('.search-hit');
  assert.ok(await page.locator('.search-hit-title', { hasText: 'Install the CLI' }).count());
  await page.close();
});

test('only when both fail does the error show', async () => {
  mode = 'fail';
  const page = await browser.newPage();
  await page.route('**/pagefind/**', (route) => route.abort());
  await searchFor(page, 'docker');
  const note = page.locator('.search-modal-note', { hasText: 'Unable to fetch results' });
  await note.waitFor();
  assert.equal(await note.textContent(), 'Unable to fetch resultsYou might want to check your network connection.');
  await page.close();
});
