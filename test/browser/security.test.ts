/** The built site under its own security headers (_headers): everything works, nothing is blocked. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../../src/node/build.ts';
import { serveStatic } from '../../src/node/serve/static.ts';
import { tempSite } from '../helpers/site.ts';
import { launchBrowser } from '../helpers/browser.ts';

/** The headers of the `/*` block of a `_headers` file. */
function siteHeaders(file: string): Record<string, string> {
  const block = file.split('\n\n')[0].split('\n').slice(1);
  return Object.fromEntries(
    block.map(
      (line) =>
        line
          .trim()
          .split(/:\s(.*)/s)
          .slice(0, 2) as [string, string],
    ),
  );
}

test('pages, islands and search work under the content security policy, with no violation', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const out = join(site.root, 'build');
  await buildSite({ root: site.root, outDir: out });
  const headers = siteHeaders(await readFile(join(out, '_headers'), 'utf8'));
  assert.match(headers['Content-Security-Policy'], /script-src 'self' 'wasm-unsafe-eval' 'sha256-/);
  assert.equal(headers['X-Content-Type-Options'], 'nosniff');
  const server = createServer((req, res) => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    void serveStatic(req, res, { root: out, baseUrl: '/' });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', () => done()));
  t.after(() => new Promise<void>((done) => (server.close(() => done()), server.closeAllConnections())));
  const address = server.address();
  const url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  const browser = await launchBrowser();
  t.after(() => browser.close());
  const page = await browser.newPage();
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${url}/`);
  await page.goto(`${url}/docs/quickstart`);
  await page.click('[data-theme-toggle]');
  assert.equal(await page.getAttribute('html', 'data-theme'), 'dark', 'the inline theme script and the entry run');
  await page.keyboard.press('Control+k');
  await page.locator('.search-modal input').fill('docker');
  await page.waitForSelector('.search-hit');
  await page.goto(`${url}/docs/quickstart.html`);
  await page.goto(`${url}/nope.html`);
  await page.waitForURL(/\/nope$/);
  assert.deepEqual(violations, []);
});
