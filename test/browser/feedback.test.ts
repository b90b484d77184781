/**
 * Readers' feedback reaches the site's endpoint: "Was this page helpful?" (with a note after
 * "No"), searches that found nothing (search page and modal) and addresses that found no page.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type Server } from 'node:http';
import { join } from 'node:path';
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { fixtures, tempSite, type TempSite } from '../helpers/site.ts';
import { startDevServer } from '../../src/node/serve/dev-server.ts';
import { silentLogger } from '../../src/node/log.ts';
import { serveFixture, type ServedFixture } from '../helpers/served-fixture.ts';
import { typeInOneGo, waitFor } from '../helpers/browser.ts';

interface Received {
  type: string;
  page: string;
  time: string;
  helpful?: boolean;
  comment?: string;
  query?: string;
  referrer?: string;
}

let site: TempSite;
let browser: Browser;
let server: { url: string; close: () => Promise<void> };
let served: ServedFixture;
let endpoint: Server;
let endpointUrl = '';
const received: Received[] = [];

test.before(async () => {
  endpoint = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      if (request.method === 'POST')
        received.push({ ...JSON.parse(body), contentType: request.headers['content-type'] });
      response.writeHead(204).end();
    });
  });
  await new Promise<void>((listening) => endpoint.listen(0, '127.0.0.1', listening));
  endpointUrl = `http://127.0.0.1:${(endpoint.address() as { port: number }).port}/feedback`;
  const config = (await readFile(join(fixtures, 'valid/site.config.ts'), 'utf8')).replace(
    '  docs: {',
    `  feedback: { endpoint: '${endpointUrl}' },\n  docs: {`,
  );
  served = await serveFixture('valid', { edits: { 'site.config.ts': config }, search: true });
  ({ site, server, browser } = served);
});

test.after(async () => {
  await served?.close();
  await new Promise((closed) => endpoint?.close(closed));
});

/** Waits for the messages that match, since beacons leave when the browser gets to them. */
async function messages(match: (message: Received) => boolean, count = 1): Promise<Received[]> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const found = received.filter(match);
    if (found.length >= count) return found;
    await new Promise((done) => setTimeout(done, 50));
  }
  assert.fail(`expected ${count} message(s) like that; received: ${JSON.stringify(received)}`);
}

async function ask(page: Page) {
  return page.locator('.page-feedback');
}

test('"Yes" is sent at once with the page, thanked, and remembered for that page', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/quickstart`);
  const widget = await ask(page);
  assert.equal(await widget.locator('.page-feedback-question').textContent(), 'Was this page helpful?');
  await widget.getByRole('button', { name: 'Yes' }).click();
  const [yes] = await messages((m) => m.type === 'page-feedback' && m.page === '/docs/quickstart');
  assert.equal(yes.helpful, true);
  assert.match(yes.time, /^\d{4}-\d\d-\d\dT/);
  assert.match(String((yes as { contentType?: string }).contentType), /^text\/plain/);
  assert.equal(await widget.locator('[role="status"]').textContent(), 'Thanks for your feedback!');
  assert.ok(!(await widget.getByRole('button', { name: 'Yes' }).isVisible()));
  // The reader's place stays in the widget: on the thanks, not lost to the page's start.
  assert.equal(await page.evaluate(() => document.activeElement?.getAttribute('role')), 'status');

  await page.reload();
  // The widget reads what the reader answered once its script starts: wait for that, then look.
  await waitFor(
    page.locator('.page-feedback [role="status"]', { hasText: 'Thanks' }).waitFor(),
    'the thanks for an earlier answer after a reload',
  );
  assert.ok(!(await page.getByRole('button', { name: 'Yes' }).isVisible()), 'asked again after answering');
});

test('"No" is sent at once, then a note the reader writes is sent too; it works after client navigation', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/quickstart`);
  await page.click('.doc-sidebar a[href="/docs/features"]');
  await page.waitForURL(/\/docs\/features$/);
  await page.locator('.page-feedback').getByRole('button', { name: 'No' }).click();
  const [no] = await messages((m) => m.type === 'page-feedback' && m.page === '/docs/features');
  assert.equal(no.helpful, false);
  const note = page.getByLabel('What was missing or wrong? (optional)');
  assert.ok(await note.isVisible());
  assert.equal(await page.evaluate(() => document.activeElement?.id), 'dg:page-feedback-comment');
  await note.fill('  An example with Kafka would help.  ');
  await page.getByRole('button', { name: 'Send' }).click();
  const [comment] = await messages((m) => m.type === 'page-feedback-comment');
  assert.deepEqual([comment.page, comment.comment], ['/docs/features', 'An example with Kafka would help.']);
  assert.equal(await page.locator('.page-feedback [role="status"]').textContent(), 'Thanks! Your note was sent.');
});

test('"Skip" after "No" sends no note', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/guide/install`);
  const before = received.filter((m) => m.type === 'page-feedback-comment').length;
  await page.locator('.page-feedback').getByRole('button', { name: 'No' }).click();
  await messages((m) => m.type === 'page-feedback' && m.page === '/docs/guide/install');
  await page.getByRole('button', { name: 'Skip' }).click();
  await waitFor(page.locator('.page-feedback [role="status"]', { hasText: /\S/ }).waitFor(), 'the thanks after Skip');
  assert.equal(await page.locator('.page-feedback [role="status"]').textContent(), 'Thanks for your feedback!');
  await new Promise((done) => setTimeout(done, 300));
  assert.equal(received.filter((m) => m.type === 'page-feedback-comment').length, before);
});

test('without JavaScript the question is not shown (nothing could send the answer)', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/quickstart`);
  assert.equal(await page.locator('.page-feedback').count(), 1);
  assert.ok(!(await page.locator('.page-feedback').isVisible()));
  await context.close();
});

test('a search that finds nothing is reported once, from the search page and from the modal', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/search?q=zyxwvut`);
  await page.getByText('No results for').first().waitFor();
  const [fromPage] = await messages((m) => m.type === 'search-no-results' && m.query === 'zyxwvut');
  assert.equal(fromPage.page, '/search');

  await page.goto(`${server.url}/docs/quickstart`);
  await page.keyboard.press('Control+k');
  const input = page.getByRole('dialog').getByRole('combobox');
  // Typed a letter at a time: the partial queries on the way are not reported.
  await typeInOneGo(input, 'qqvvzz');
  const [fromModal] = await messages((m) => m.type === 'search-no-results' && m.query === 'qqvvzz');
  assert.equal(fromModal.page, '/docs/quickstart');
  await new Promise((done) => setTimeout(done, 1300));
  assert.deepEqual(
    received.filter((m) => m.type === 'search-no-results' && m.query!.startsWith('qq')).map((m) => m.query),
    ['qqvvzz'],
  );
});

test('an address that found no page is reported with the page the reader came from', async () => {
  const page = await served.tab.page();
  await page.goto(`${server.url}/docs/quickstart`);
  await page.evaluate(() => (location.href = '/docs/no-such-page'));
  await page.waitForURL(/no-such-page$/);
  const [missing] = await messages((m) => m.type === 'not-found');
  assert.deepEqual([missing.page, missing.referrer], ['/docs/no-such-page', '/docs/quickstart']);
});

test('the endpoint is allowed by the content security policy of _headers', async () => {
  const headers = await readFile(join(site.root, 'build/_headers'), 'utf8');
  assert.match(headers, new RegExp(`connect-src 'self'[^;]* ${new URL(endpointUrl).origin.replace(/[.]/g, '\\.')}`));
});

test("docsgen serve prints feedback instead of sending it: a writer's clicks are not readers'", async () => {
  const lines: string[] = [];
  const log = { ...silentLogger, info: (message: string) => void lines.push(message) };
  const config = (await readFile(join(fixtures, 'valid/site.config.ts'), 'utf8')).replace(
    '  docs: {',
    `  feedback: { endpoint: '${endpointUrl}' },\n  docs: {`,
  );
  const writing = await tempSite('valid', { 'site.config.ts': config });
  const dev = await startDevServer({ root: writing.root, port: 0, host: '127.0.0.1', watch: false, log });
  try {
    const page = await served.tab.page();
    await page.goto(`${dev.url}docs/guide`);
    const before = received.length;
    await page.locator('.page-feedback').getByRole('button', { name: 'Yes' }).click();
    for (let waited = 0; !lines.some((line) => line.startsWith('feedback')) && waited < 5000; waited += 50)
      await new Promise((done) => setTimeout(done, 50));
    assert.deepEqual(
      lines.filter((line) => line.startsWith('feedback')),
      [
        `feedback (printed by serve, not sent to the site's endpoint): {"type":"page-feedback","helpful":true,"page":"/docs/guide"}`,
      ],
    );
    assert.equal(received.length, before);
  } finally {
    await dev.close();
    await writing.remove();
  }
});
