/** `docsgen serve` in a real browser: an edit reloads the open tab; a broken edit shows the overlay. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import { startDevServer, type DevServer } from '../../src/node/serve/dev-server.ts';
import { silentLogger } from '../../src/node/log.ts';
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
  await page.waitForSelector('#dg\\:overlay');
  const overlay = (await page.locator('#dg\\:overlay').textContent()) ?? '';
  assert.match(overlay, /Build failed: 1 problem/);
  assert.match(overlay, /content\/docs\/quickstart\.md:7:30: broken link `\/docs\/featurez`/);

  const fixed = page.waitForEvent('load');
  await site.write('content/docs/quickstart.md', original);
  await fixed;
  assert.equal(await page.locator('#dg\\:overlay').count(), 0);
  await page.close();
});

test('a warning the last edit brought shows in a panel the writer can close, and goes once fixed', async () => {
  const page = await browser.newPage();
  await page.goto(`${server.url}docs/quickstart`);
  const original = await site.read('content/docs/quickstart.md');

  const reloaded = page.waitForEvent('load');
  await site.write('content/docs/quickstart.md', `${original}\n<Carousel>\n\nText in a carousel.\n\n</Carousel>\n`);
  await reloaded;
  const panel = page.locator('#dg\\:warnings');
  await panel.waitFor();
  const text = (await panel.textContent()) ?? '';
  assert.match(text, /1 warning from the last change/);
  assert.match(
    text,
    /content\/docs\/quickstart\.md:\d+:1: component `<Carousel>` is not known here: its content is shown without it/,
  );
  assert.match(text, /hint: Write what it shows in Markdown, or leave it/);

  // Closed, it stays closed on the next pages until another change is built.
  await panel.getByRole('button', { name: 'Close' }).click();
  assert.equal(await panel.count(), 0);
  await page.reload();
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#dg\\:warnings').count(), 0);

  const fixed = page.waitForEvent('load');
  await site.write('content/docs/quickstart.md', original);
  await fixed;
  await page.waitForTimeout(300);
  assert.equal(await page.locator('#dg\\:warnings').count(), 0);
  await page.close();
});

test('when the first build fails, a page shows the overlay and loads once the problem is fixed', async () => {
  const broken = await tempSite('valid');
  const original = await broken.read('content/docs/quickstart.md');
  await broken.write('content/docs/quickstart.md', original.replace('(/docs/features#search)', '(/docs/featurez)'));
  const brokenServer = await startDevServer({
    root: broken.root,
    port: 0,
    host: '127.0.0.1',
    watch: true,
    log: silentLogger,
  });
  try {
    const page = await browser.newPage();
    await page.goto(`${brokenServer.url}docs/quickstart`);
    await page.waitForSelector('#dg\\:overlay');
    assert.match(
      (await page.locator('#dg\\:overlay').textContent()) ?? '',
      /quickstart\.md:7:30: broken link `\/docs\/featurez`/,
    );

    const fixed = page.waitForEvent('load');
    await broken.write('content/docs/quickstart.md', original);
    await fixed;
    await page.waitForSelector('.markdown');
    assert.equal(await page.locator('#dg\\:overlay').count(), 0);
    await page.close();
  } finally {
    await brokenServer.close();
    await broken.remove();
  }
});
