/** `docsgen serve` in a real browser: an edit reloads the open tab; a broken edit shows the overlay. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/serve/dev-server.ts';
import { silentLogger } from '../../src/log.ts';
import { tempSite, type TempSite } from '../helpers/site.ts';
import { launchBrowser } from '../helpers/browser.ts';

let site: TempSite;
let server: DevServer;
let browser: Browser;

test.before(async () => {
  site = await tempSite('valid');
  server = await startDevServer({ root: site.root, port: 0, host: '127.0.0.1', watch: true, log: silentLogger });
  browser = await launchBrowser();
});

test.after(async () => {
  await browser?.close();
  await server?.close();
  await site?.remove();
});

test('an edit reloads the open tab, a broken edit shows the overlay until it is fixed', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}docs/quickstart`);
  const original = await site.read('content/docs/quickstart.md');

  const reloaded = page.waitForEvent('load');
  await site.write('content/docs/quickstart.md', original.replace('Run the installer', 'Run the shiny installer'));
  await reloaded;
  assert.match((await page.locator('.markdown').textContent()) ?? '', /Run the shiny installer/);

  await site.write('content/docs/quickstart.md', original.replace('(/docs/features#search)', '(/docs/featurez)'));
  await page.waitForSelector('#docsgen-overlay');
  const overlay = (await page.locator('#docsgen-overlay').textContent()) ?? '';
  assert.match(overlay, /Build failed: 1 problem/);
  assert.match(overlay, /content\/docs\/quickstart\.md:7:30: broken link `\/docs\/featurez`/);

  const fixed = page.waitForEvent('load');
  await site.write('content/docs/quickstart.md', original);
  await fixed;
  assert.equal(await page.locator('#docsgen-overlay').count(), 0);
  await page.close();
});
