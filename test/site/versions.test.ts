/** Docs versions: `docsgen version`, the routes and links of each version, SEO, and the render cache. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../../src/node/build.ts';
import { pointLinksAt } from '../../src/node/snapshot.ts';
import { runCli, tempSite, type TempSite } from '../helpers/site.ts';

/** The fixture site with a version dropdown in its navbar. */
async function versionedSite(): Promise<TempSite> {
  const site = await tempSite('valid');
  const config = await site.read('site.config.ts');
  await site.write(
    'site.config.ts',
    config
      .replace(
        "{ to: '/integrations', label: 'Integrations' },",
        "{ to: '/integrations', label: 'Integrations' },\n      { type: 'docsVersionDropdown' },",
      )
      .replace('docs: {', "docs: { currentVersionLabel: '2.x',"),
  );
  return site;
}

test('links to current pages are pointed at the version; the landing page and links into a version are kept', () => {
  const text =
    '[a](/docs/quickstart#x) [b](/docs/) [c](/docs) [d](/docs/1.0/features) [e](./guide/install.md) [f](https://x.example/docs/y)\n\n[ref]: /docs/features\n';
  assert.equal(
    pointLinksAt(text, '1.0'),
    '[a](/docs/1.0/quickstart#x) [b](/docs/) [c](/docs) [d](/docs/1.0/features) [e](./guide/install.md) [f](https://x.example/docs/y)\n\n[ref]: /docs/1.0/features\n',
  );
});

test('docsgen version freezes the docs; each version has its routes, menu, banner and SEO; frozen pages are not rendered again', async (t) => {
  const site = await versionedSite();
  t.after(() => site.remove());
  const cut = await runCli(['version', '1.0', '--root', site.root]);
  assert.equal(cut.code, 0, cut.stderr);
  assert.match(cut.stdout, /froze 4 pages \(0 generated\) as version 1\.0/);
  assert.match(await site.read('content/versions.yaml'), /versions:\n {2}- name: "1\.0"/);
  assert.match(
    await site.read('content/versions/1.0/docs/quickstart.md'),
    /\[the features\]\(\/docs\/1\.0\/features#search\)/,
  );
  assert.equal(await site.read('content/versions/1.0/sidebars.yaml'), await site.read('content/sidebars.yaml'));
  const again = await runCli(['version', '1.0', '--root', site.root]);
  assert.equal(again.code, 2);
  assert.match(again.stderr, /version `1\.0` already exists/);

  // The current docs move on after the cut: a page changes and a new one appears.
  await site.write(
    'content/docs/quickstart.md',
    (await site.read('content/docs/quickstart.md')).replace('Run the installer', 'Run the new installer'),
  );
  await site.write(
    'content/docs/whats-new.md',
    '---\ntitle: What is new\ndescription: Changes since 1.0.\n---\n\nSee [the quickstart](/docs/quickstart).\n',
  );

  const out = join(site.root, 'build');
  const first = await buildSite({ root: site.root, outDir: out, search: false });
  const html = (path: string) => readFile(join(out, path), 'utf8');
  const frozen = await html('docs/1.0/quickstart.html');
  const current = await html('docs/quickstart.html');
  assert.match(current, /Run the new installer/);
  assert.match(frozen, /Run the installer/);
  assert.doesNotMatch(frozen, /new installer/);

  // The frozen page: banner to the same page in the latest docs, canonical to it, not indexed; its links stay in the version.
  assert.match(
    frozen,
    /You are reading the docs of version <strong>1\.0<\/strong>; the latest is <strong>2\.x<\/strong>\. <a href="\/docs\/quickstart" data-version="current">/,
  );
  assert.match(frozen, /<link rel="canonical" href="https:\/\/fixture\.example\.com\/docs\/quickstart"\/>/);
  assert.match(frozen, /<meta name="robots" content="noindex, nofollow"\/>/);
  assert.match(frozen, /href="\/docs\/1\.0\/features#search"/);
  assert.match(frozen, /data-pagefind-filter="version:1\.0"/);
  assert.doesNotMatch(current, /version-banner/);
  assert.match(current, /data-pagefind-filter="version:current"/);

  // The version menu maps each page to its copy in the other version, or to that version's start page.
  const menu = (page: string) =>
    [...page.matchAll(/<a href="([^"]+)" data-version="([^"]+)"(?: aria-current="true")?/g)]
      .filter((m) => m.index! < page.indexOf('</header>'))
      .map((m) => `${m[2]} ${m[1]}`);
  assert.deepEqual(menu(frozen), ['current /docs/quickstart', '1.0 /docs/1.0/quickstart']);
  assert.deepEqual(
    menu(await html('docs/whats-new.html')),
    ['current /docs/whats-new', '1.0 /docs/1.0/features'],
    'a page the version lacks leads to its first page',
  );
  assert.match(frozen, /<summary aria-label="Docs version: 1\.0">1\.0<\/summary>/);
  assert.match(current, /<summary aria-label="Docs version: 2\.x">2\.x<\/summary>/);

  // Search engines and llms.txt see the latest docs only.
  const sitemap = await html('sitemap.xml');
  assert.match(sitemap, /\/docs\/quickstart</);
  assert.doesNotMatch(sitemap, /\/docs\/1\.0\//);
  assert.doesNotMatch(await html('llms.txt'), /\/docs\/1\.0\//);
  assert.doesNotMatch(await html('llms-full.txt'), /Run the installer,/);

  // A second build renders none of the frozen pages (nor anything else that did not change).
  await site.write(
    'content/docs/whats-new.md',
    '---\ntitle: What is new\ndescription: Changes since 1.0.\n---\n\nSee [the quickstart](/docs/quickstart) and more.\n',
  );
  const second = await buildSite({ root: site.root, outDir: out, search: false });
  const renderedFrozen = second.files.filter((f) => f.path.startsWith('docs/1.0/') && f.rendered);
  assert.equal(first.files.filter((f) => f.path.startsWith('docs/1.0/') && f.rendered).length, 4);
  assert.deepEqual(renderedFrozen, [], 'frozen pages come from the render cache');
  assert.deepEqual(
    second.files.filter((f) => f.rendered).map((f) => f.path),
    ['docs/whats-new.html'],
  );
  assert.match(
    await html('docs/1.0/guide.html'),
    /<a href="\/docs\/1\.0\/guide\/install"/,
    'cached pages are written to the new output',
  );
});

test('a broken link in a frozen version is reported against its file', async (t) => {
  const site = await versionedSite();
  t.after(() => site.remove());
  assert.equal((await runCli(['version', '1.0', '--root', site.root])).code, 0);
  await site.write(
    'content/versions/1.0/docs/features.md',
    (await site.read('content/versions/1.0/docs/features.md')).replace('(./quickstart.md)', '(./nowhere.md)'),
  );
  const check = await runCli(['check', '--root', site.root]);
  assert.equal(check.code, 1);
  assert.match(
    check.stderr,
    /content\/versions\/1\.0\/docs\/features\.md:\d+:\d+: error: broken markdown link `\.\/nowhere\.md` \(resolved as \/docs\/1\.0\/nowhere\)/,
  );
});

test('an unchanged frozen version is reused whole: not read, compiled or rendered, its pages and search index copied', async (t) => {
  const site = await versionedSite();
  t.after(() => site.remove());
  assert.equal((await runCli(['version', '1.0', '--root', site.root])).code, 0);
  const out = join(site.root, 'build');
  const first = await buildSite({ root: site.root, outDir: out, search: true });
  assert.deepEqual(first.reusedVersions, []);
  await site.write(
    'content/docs/quickstart.md',
    (await site.read('content/docs/quickstart.md')).replace('Run the installer', 'Run the quick installer'),
  );
  const second = await buildSite({ root: site.root, outDir: out, search: true });
  assert.deepEqual(second.reusedVersions, ['1.0']);
  assert.equal(second.pages, first.pages);
  assert.deepEqual(
    second.files.filter((f) => f.path.startsWith('docs/1.0/')),
    [],
    'no frozen page goes through rendering',
  );
  assert.match(await readFile(join(out, 'docs/1.0/quickstart.html'), 'utf8'), /Run the installer/);
  assert.match(await readFile(join(out, 'docs/quickstart.html'), 'utf8'), /Run the quick installer/);
  await readFile(join(out, 'pagefind/1.0/pagefind.js'));
  await readFile(join(out, 'docs/1.0/quickstart.md'));
  // The output's files are its own: an edit made in place there (a host's post-processing) cannot reach the cache.
  assert.equal((await stat(join(out, 'docs/1.0/quickstart.html'))).nlink, 1);
  await writeFile(join(out, 'docs/1.0/quickstart.html'), 'edited in place');
  const third = await buildSite({ root: site.root, outDir: out, search: true });
  assert.deepEqual(third.reusedVersions, ['1.0']);
  assert.match(await readFile(join(out, 'docs/1.0/quickstart.html'), 'utf8'), /Run the installer/);
  // A change inside the version makes it build again; a broken link in it is still reported.
  await site.write(
    'content/versions/1.0/docs/features.md',
    (await site.read('content/versions/1.0/docs/features.md')).replace('(./quickstart.md)', '(./nowhere.md)'),
  );
  await assert.rejects(
    buildSite({ root: site.root, outDir: out, search: true }),
    /content\/versions\/1\.0\/docs\/features\.md:\d+:\d+: error: broken markdown link/,
  );
  assert.match(
    await readFile(join(out, 'docs/1.0/quickstart.html'), 'utf8'),
    /Run the installer/,
    'a failed build leaves the site as it was',
  );
});
