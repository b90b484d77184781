/** The recipe checker on a generated source page, in a real browser. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../helpers/site.ts';
import { serveFixture, type ServedFixture } from '../helpers/fixture-browser.ts';
import { snapshotVersion } from '../../src/node/snapshot.ts';
import { withMessages } from '../helpers/browser.ts';

let served: ServedFixture;
let server: { url: string };
let browser: Browser;
let frozen: { sources: string[]; scripts: string[] };

test.before(async () => {
  served = await serveFixture('valid', async (site) => {
    // The pages that generated source pages link to.
    const page = (title: string, body = '') =>
      `---\ntitle: ${title}\ndescription: A page that source pages link to.\n---\n\n${body}\n`;
    await site.write('content/docs/platform-instances.md', page('Platform instances'));
    await site.write(
      'content/docs/metadata-ingestion.md',
      page('Ingestion', '## Recipes\n\nA recipe says what to read.'),
    );
    await site.write('content/docs/metadata-ingestion/docs/dev_guides/sql_profiles.md', page('Profiling'));
    await cp(
      join(repoRoot, 'test/fixtures/generators/sources/content/data/sources'),
      join(site.root, 'content/data/sources'),
      { recursive: true },
    );
    // A frozen version of these pages: it keeps its validators as sources, which the build makes into modules.
    await snapshotVersion(site.root, '1.0');
    frozen = {
      sources: await readdir(join(site.root, 'content/versions/1.0/recipe-validators')),
      scripts: await readdir(join(site.root, 'content/static/versions/1.0/assets/recipe-validators')).catch(() => []),
    };
  });
  ({ browser } = served);
  server = { url: served.url };
});

test.after(() => served?.close());

async function openChecker(docs = '/docs'): Promise<{ page: Page; errors: string[] }> {
  const page = await served.tab.page();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${server.url}${docs}/generated/ingestion/sources/acme`);
  const checker = page.locator('.recipe-checker').first();
  assert.equal(await checker.locator('textarea').count(), 0, 'the checker loads only when opened');
  await checker.locator('[data-recipe-checker-open]').click();
  await checker.locator('textarea').waitFor();
  return { page, errors };
}

async function check(
  page: Page,
  recipe: string,
): Promise<{ status: string; problems: { text: string; href: string | null }[] }> {
  const checker = page.locator('.recipe-checker').first();
  await checker.locator('textarea').fill(recipe);
  await withMessages(page).waitForFunction(() => {
    const status = document.querySelector('.recipe-checker-status') as HTMLElement | null;
    return status && (status.dataset.state === 'valid' || status.dataset.state === 'invalid');
  });
  await page.waitForTimeout(200);
  const status = (await checker.locator('.recipe-checker-status').textContent()) ?? '';
  const problems = await checker
    .locator('.recipe-checker-problems li')
    .evaluateAll((items) =>
      items.map((li) => ({ text: li.textContent ?? '', href: li.querySelector('a')?.getAttribute('href') ?? null })),
    );
  return { status, problems };
}

test('the starter recipe is valid; a wrong type, an unknown option and a missing required one are each named and linked', async () => {
  const { page, errors } = await openChecker();
  await page.locator('.recipe-checker [data-starter]').first().click();
  const starter = await page.locator('.recipe-checker textarea').first().inputValue();
  assert.match(starter, /type: acme\n/);
  assert.match((await page.locator('.recipe-checker-status').first().textContent()) ?? '', /Valid/);

  const wrongType = await check(
    page,
    'source:\n  type: acme\n  config:\n    host: db:1\n    connection:\n      timeout: soon\n',
  );
  assert.match(wrongType.status, /1 problem/);
  assert.deepEqual(wrongType.problems, [
    { text: 'source.config.connection.timeout (line 6): must be an integer', href: '#config-acme-connection.timeout' },
  ]);

  const unknown = await check(page, 'source:\n  type: acme\n  config:\n    host: db:1\n    colour: red\n');
  assert.deepEqual(unknown.problems, [{ text: 'source.config.colour (line 5): unknown option colour', href: null }]);

  const missing = await check(page, 'source:\n  type: acme\n  config:\n    mode: fast\n');
  assert.deepEqual(missing.problems, [
    { text: 'source.config.host (line 4): required option host is missing', href: '#config-acme-host' },
  ]);

  const badYaml = await check(page, 'source:\n  type: acme\n   config: [\n');
  assert.match(badYaml.problems[0]?.text ?? '', /^\(YAML\) \(line \d\)/);

  // A problem's link leads to the option's own anchor.
  await check(page, 'source:\n  type: acme\n  config:\n    mode: fast\n');
  await page.locator('.recipe-checker-problems a').first().click();
  assert.equal(new URL(page.url()).hash, '#config-acme-host');
  assert.equal(await page.locator('#config-acme-host').isVisible(), true);
  assert.deepEqual(errors, []);
});

test('a frozen version keeps its validators as sources, and its checker works from the modules the build makes of them', async () => {
  assert.ok(
    frozen.sources.length > 0 && frozen.sources.every((file) => /^[a-z-]+\.[0-9a-f]{10}\.json$/.test(file)),
    frozen.sources.join(),
  );
  assert.deepEqual(frozen.scripts, [], 'no built JavaScript in the version');
  const { page, errors } = await openChecker('/docs/1.0');
  const validator = await page.locator('.recipe-checker').first().getAttribute('data-validator');
  assert.match(validator ?? '', /^\/versions\/1\.0\/assets\/recipe-validators\/acme\.[0-9a-f]{10}\.js$/);
  const missing = await check(page, 'source:\n  type: acme\n  config:\n    mode: fast\n');
  assert.deepEqual(missing.problems, [
    { text: 'source.config.host (line 4): required option host is missing', href: '#config-acme-host' },
  ]);
  assert.deepEqual(errors, []);
});

test('without JavaScript the checker, which cannot run, is not offered', async () => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`${server.url}/docs/generated/ingestion/sources/acme`);
  const checkers = page.locator('.recipe-checker');
  assert.ok((await checkers.count()) > 0);
  for (const checker of await checkers.all()) assert.ok(!(await checker.isVisible()));
  assert.ok(
    await page.locator(':is(h2, h3)', { hasText: 'Starter Recipe' }).first().isVisible(),
    'the rest of the page is there',
  );
  await context.close();
});
