/**
 * content/redirects.yaml: old paths lead to the pages' new places, in the browser (a page at the
 * old path) and on hosts that read `_redirects`; mistakes fail with file:line; a page that a
 * previous build published and that is gone without a redirect is pointed out.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempSite } from '../helpers/site.ts';
import { launchBrowser, serveFolder } from '../helpers/browser.ts';
import { REDIRECT_SCRIPT } from '../../src/node/site/redirect-pages.ts';

const REDIRECTS = [
  '- from: /docs/getting-started',
  '  to: /docs/quickstart',
  '- from: /docs/old-install/',
  '  to: /docs/guide/install#install-the-cli',
  '- from: /docs/older-install',
  '  to: /docs/old-install',
  '',
].join('\n');

test('a redirect is a page at the old path, a `_redirects` rule and an allowed script; chains are followed', async (t) => {
  const site = await tempSite('valid', { 'content/redirects.yaml': REDIRECTS });
  t.after(() => site.remove());
  const { code, stderr } = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(code, 0, stderr);
  const out = join(site.root, 'build');
  const page = await readFile(join(out, 'docs/getting-started.html'), 'utf8');
  assert.match(page, /<meta http-equiv="refresh" content="0; url=\/docs\/quickstart">/);
  assert.match(page, /<link rel="canonical" href="https:\/\/fixture\.example\.com\/docs\/quickstart">/);
  assert.match(page, /<meta name="robots" content="noindex">/);
  // The chain older-install → old-install → guide/install is followed to its end.
  assert.match(
    await readFile(join(out, 'docs/older-install.html'), 'utf8'),
    /href="\/docs\/guide\/install#install-the-cli"/,
  );
  const rules = await readFile(join(out, '_redirects'), 'utf8');
  assert.match(rules, /^\/docs\/getting-started \/docs\/quickstart 301$/m);
  assert.match(rules, /^\/docs\/older-install\.html \/docs\/guide\/install#install-the-cli 301$/m);
  const hash = createHash('sha256').update(REDIRECT_SCRIPT).digest('base64');
  assert.ok(
    (await readFile(join(out, '_headers'), 'utf8')).includes(`'sha256-${hash}'`),
    'the content security policy allows the redirect script',
  );
  assert.doesNotMatch(await readFile(join(out, 'sitemap.xml'), 'utf8'), /getting-started/);
});

test('a link to an old path works and is pointed out by check, as a warning', async (t) => {
  const site = await tempSite('valid', { 'content/redirects.yaml': REDIRECTS });
  t.after(() => site.remove());
  const features = await site.read('content/docs/features.md');
  await site.write('content/docs/features.md', `${features}\nSee [the old start page](/docs/getting-started).\n`);
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 0, stderr);
  assert.match(
    stderr,
    /content\/docs\/features\.md:12:5: warning: `\/docs\/getting-started` leads to a page that moved to \/docs\/quickstart\n {2}hint: Link to \/docs\/quickstart directly\./,
  );
});

test('mistakes in redirects.yaml are errors with file:line, all reported at once', async (t) => {
  const site = await tempSite('valid', {
    'content/redirects.yaml': [
      '- from: /docs/quickstart', //          1: a page of the site
      '  to: /docs/features',
      '- from: /docs/a', //                   3: loop a → b → a
      '  to: /docs/b',
      '- from: /docs/b', //                   5
      '  to: /docs/a',
      '- from: /docs/gone', //                7
      '  to: /docs/quickstrat', //            8: target does not exist
      '- from: /docs/gone', //                9: twice
      '  to: /docs/features',
      '- from: docs/relative', //            11
      '  to: /docs/features',
      '- to: /docs/features', //             13
      '',
    ].join('\n'),
  });
  t.after(() => site.remove());
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1);
  assert.match(
    stderr,
    /content\/redirects\.yaml:1: error: `\/docs\/quickstart` is a page of the site: a redirect from it would hide the page/,
  );
  assert.match(
    stderr,
    /content\/redirects\.yaml:3: error: the redirects from `\/docs\/a` go round in a loop and never reach a page/,
  );
  assert.match(stderr, /content\/redirects\.yaml:5: error: the redirects from `\/docs\/b` go round in a loop/);
  assert.match(
    stderr,
    /content\/redirects\.yaml:8: error: broken link `\/docs\/quickstrat` \(resolved as \/docs\/quickstrat\)\n {2}hint: Did you mean \/docs\/quickstart\?/,
  );
  assert.match(stderr, /content\/redirects\.yaml:9: error: `\/docs\/gone` is redirected twice \(also on line 7\)/);
  assert.match(stderr, /content\/redirects\.yaml:11: error: `from: docs\/relative` must start with a single `\/`/);
  assert.match(stderr, /content\/redirects\.yaml:13: error: a redirect needs both `from` and `to`/);
  assert.match(stderr, /7 errors/);
});

test('a page the previous build published and that is gone without a redirect is pointed out; a redirect settles it', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  assert.equal((await runCli(['build', '--root', site.root, '--no-search'])).code, 0);
  const published = await readFile(join(site.root, 'build/sitemap.xml'), 'utf8');
  await rm(join(site.root, 'content/docs/features.md'));
  await site.write('content/sidebars.yaml', (await site.read('content/sidebars.yaml')).replace(/^.*features.*\n/m, ''));
  await site.write(
    'content/docs/quickstart.md',
    (await site.read('content/docs/quickstart.md')).replace('[the features](/docs/features#search)', 'the features'),
  );
  const gone = await runCli(['check', '--root', site.root]);
  assert.equal(gone.code, 0, gone.stderr);
  assert.match(
    gone.stderr,
    /content\/redirects\.yaml: warning: \/docs\/features was published by the previous build and is gone\n {2}hint: Readers' bookmarks and search engines' links to it now end on the not-found page\. If it moved, add `- from: \/docs\/features` with `to: <its new path>` to content\/redirects\.yaml\./,
  );
  // The build that replaces the published site says so itself.
  const build = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(build.code, 0, build.stderr);
  assert.match(
    build.stderr,
    /content\/redirects\.yaml: warning: \/docs\/features was published by the previous build and is gone/,
  );
  // A redirect settles it (the published sitemap is put back: the build above replaced it).
  await site.write('build/sitemap.xml', published);
  await site.write('content/redirects.yaml', '- from: /docs/features\n  to: /docs/quickstart\n');
  const settled = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(settled.code, 0, settled.stderr);
  assert.doesNotMatch(settled.stderr, /is gone/);
  assert.ok(existsSync(join(site.root, 'build/docs/features.html')));
});

test('in the browser, an old address lands on the new page and keeps the anchor the reader came with', async (t) => {
  const site = await tempSite('valid', { 'content/redirects.yaml': REDIRECTS });
  t.after(() => site.remove());
  assert.equal((await runCli(['build', '--root', site.root, '--no-search'])).code, 0);
  const server = await serveFolder(join(site.root, 'build'));
  const browser = await launchBrowser();
  t.after(async () => {
    await browser.close();
    await server.close();
  });
  const page = await browser.newPage();
  await page.goto(`${server.url}/docs/getting-started#install`);
  await page.waitForURL(/\/docs\/quickstart#install$/);
  assert.equal(await page.locator('h1').textContent(), 'Quickstart');
  await page.goto(`${server.url}/docs/older-install`);
  await page.waitForURL(/\/docs\/guide\/install#install-the-cli$/);
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto(`${server.url}/docs/getting-started`);
  // Without JavaScript the refresh still takes the reader there.
  await plain.waitForURL(/\/docs\/quickstart$/);
  await noScript.close();
});
