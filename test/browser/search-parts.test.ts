/**
 * A large site's search index comes in parts (src/search/pagefind.ts) so that Pagefind's memory
 * stays bounded; the reader's browser merges them into one search. Here the fixture site is
 * indexed two pages per part, and search finds pages from the first part and from later ones.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { buildSite } from '../../src/build.ts';
import { buildSearchIndex } from '../../src/search/pagefind.ts';
import { silentLogger } from '../../src/log.ts';
import { tempSite, type TempSite } from '../helpers/site.ts';
import { launchBrowser, serveFolder } from '../helpers/browser.ts';

let site: TempSite;
let server: { url: string; close: () => Promise<void> };
let browser: Browser;
let outDir: string;

test.before(async () => {
  site = await tempSite('valid');
  outDir = join(site.root, 'build');
  await buildSite({ root: site.root, outDir, search: false, log: silentLogger });
  await buildSearchIndex(outDir, { pagesPerIndex: 2 });
  server = await serveFolder(outDir);
  browser = await launchBrowser();
});

test.after(async () => {
  await browser?.close();
  await server?.close();
  await site?.remove();
});

test('the index is written in parts, listed next to the first one', async () => {
  const parts = JSON.parse(await readFile(join(outDir, 'pagefind/parts.json'), 'utf8')) as string[];
  assert.ok(parts.length >= 2, `several parts (${parts.length + 1})`);
  for (const part of parts) assert.ok((await stat(join(outDir, 'pagefind', part, 'pagefind-entry.json'))).isFile(), part);
});

test('search finds pages of every part, as one list', async () => {
  const page = await browser.newPage();
  for (const [query, title] of [['docker', 'Install the CLI'], ['quickstart', 'Quickstart'], ['features', 'Features']]) {
    await page.goto(`${server.url}/search?q=${query}`);
    await page.waitForSelector('.search-results-list li');
    assert.ok(await page.locator('.search-results-list a', { hasText: title }).count(), `"${query}" finds ${title}`);
  }
  await page.close();
});
