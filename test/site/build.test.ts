/** Whole-site tests: a valid fixture builds every route; invalid sites fail with exact, located errors. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempSite } from '../helpers/site.ts';

test('the valid fixture builds every route as complete HTML', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const { code, stderr } = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(code, 0, stderr);
  assert.match(stderr, /built \d+ pages/);
  const out = (path: string) => readFile(join(site.root, 'build', path), 'utf8');
  for (const file of [
    'index.html',
    'docs/index.html',
    'docs/features.html',
    'docs/quickstart.html',
    'docs/guide.html',
    'docs/guide/install.html',
    'guild/index.html',
    'integrations.html',
    'search.html',
    '404.html',
  ]) {
    const html = await out(file);
    assert.match(html, /^<!doctype html><html lang="en" dir="ltr" data-theme="light">/, file);
    assert.match(html, /<meta name="description" content="[^"]+"/, file);
    assert.match(html, /<\/footer>/, file);
    // Search results and the not-found page are kept out of search engines, and name no address of their own.
    if (['search.html', '404.html'].includes(file)) {
      assert.match(html, /<meta name="robots" content="noindex, nofollow"\/>/, file);
      assert.doesNotMatch(html, /rel="canonical"|og:url/, file);
    } else {
      assert.match(html, /<link rel="canonical" href="https:\/\/fixture\.example\.com\//, file);
      assert.doesNotMatch(html, /name="robots"/, file);
    }
  }
  const quickstart = await out('docs/quickstart.html');
  assert.match(quickstart, /<h1>Quickstart<\/h1>/);
  assert.match(quickstart, /<a href="\/docs\/features#search">the features<\/a>/);
  assert.match(quickstart, /class="breadcrumbs"/);
  assert.match(quickstart, /Edit this page/);
  // "Report an issue" opens a new issue that names the page, keeping the configured labels.
  const issue = new URL(
    /href="(https:\/\/github\.com\/example\/fixture\/issues\/new[^"]*)"/.exec(quickstart)![1].replaceAll('&amp;', '&'),
  );
  assert.deepEqual(
    [...issue.searchParams],
    [
      ['labels', 'docs'],
      ['title', 'Docs: Quickstart'],
      ['body', 'Page: https://fixture.example.com/docs/quickstart\n\nWhat is wrong or missing:\n\n'],
    ],
  );
  // No feedback endpoint in this config: no question that could not be answered.
  assert.doesNotMatch(quickstart, /page-feedback/);
  assert.match(quickstart, /<script type="module" src="\/assets\/main\.[A-Z0-9]+\.js"><\/script>/);
  await assert.rejects(stat(join(site.root, 'build/docs/draft-page.html')), 'drafts are left out of build');
  assert.match(await out('docs/quickstart.md'), /^# Quickstart\n\n> Get the fixture running in five minutes\.\n/);
  // Breadcrumbs for search results, as schema.org data: the category with a page of its own is a step.
  const structured = JSON.parse(
    /<script type="application\/ld\+json">(.*?)<\/script>/.exec(await out('docs/guide/install.html'))![1],
  );
  assert.deepEqual(
    structured.itemListElement.map(
      (item: { position: number; name: string; item: string }) => `${item.position} ${item.name} ${item.item}`,
    ),
    [
      '1 Docs https://fixture.example.com/docs/',
      '2 Guides https://fixture.example.com/docs/guide',
      '3 Install the CLI https://fixture.example.com/docs/guide/install',
    ],
  );
  assert.match(await out('docs/features.md'), /\]\(\/docs\/quickstart\.md\)/);
  assert.match(await out('sitemap.xml'), /<loc>https:\/\/fixture\.example\.com\/docs\/quickstart<\/loc>/);
  assert.match(await out('robots.txt'), /Sitemap: https:\/\/fixture\.example\.com\/sitemap\.xml/);
  assert.match(
    await out('llms.txt'),
    /The Markdown uses generic directives for blocks that plain Markdown lacks: a block opens with three or more colons/,
  );
  assert.match(
    await out('llms.txt'),
    /- \[Quickstart\]\(https:\/\/fixture\.example\.com\/docs\/quickstart\.md\): Get the fixture running/,
  );
  assert.match(await out('llms-full.txt'), /# Install the CLI/);
});

test('pages that share a title name their place in <title>; their h1 stays the title', async (t) => {
  const overview = (what: string) =>
    `---\ntitle: Overview\ndescription: An overview of ${what} for the fixture.\n---\n\nAbout ${what}.\n`;
  const site = await tempSite('valid', {
    'content/docs/overview.md': overview('the start'),
    'content/docs/guide/overview.md': overview('the guides'),
  });
  t.after(() => site.remove());
  const sidebars = await site.read('content/sidebars.yaml');
  await site.write(
    'content/sidebars.yaml',
    sidebars
      .replace('      - quickstart\n', '      - quickstart\n      - overview\n')
      .replace('      - guide/install\n', '      - guide/install\n      - guide/overview\n'),
  );
  const { code, stderr } = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(code, 0, stderr);
  const out = (path: string) => readFile(join(site.root, 'build', path), 'utf8');
  for (const [file, title] of [
    ['docs/overview.html', 'Overview – Getting Started | Fixture'],
    ['docs/guide/overview.html', 'Overview – Guides | Fixture'],
    ['docs/quickstart.html', 'Quickstart | Fixture'],
  ]) {
    const html = await out(file);
    assert.ok(html.includes(`<title>${title}</title>`), `${file}: ${/<title>.*?<\/title>/.exec(html)?.[0]}`);
    assert.ok(html.includes(`<meta property="og:title" content="${title}"/>`), file);
  }
  assert.match(await out('docs/guide/overview.html'), /<h1>Overview<\/h1>/);
});

test('--base-url prefixes every internal link and asset, in the pages and in their Markdown twins', async (t) => {
  const site = await tempSite('valid', {
    'content/docs/guide/img/flow.svg': '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>',
  });
  t.after(() => site.remove());
  const features = await site.read('content/docs/features.md');
  await site.write(
    'content/docs/features.md',
    `${features}\n![The flow](./guide/img/flow.svg) and the [search page](/search); [searching](#search) above.\n`,
  );
  const { code, stderr } = await runCli(['build', '--root', site.root, '--no-search', '--base-url', 'docs-site']);
  assert.equal(code, 0, stderr);
  const html = await readFile(join(site.root, 'build/docs/quickstart.html'), 'utf8');
  assert.match(html, /href="\/docs-site\/docs\/features#search"/);
  assert.match(html, /src="\/docs-site\/assets\/main\./);
  assert.doesNotMatch(html, /href="\/docs\//);
  // Crawlers read robots.txt at the host's root: its rules name the base path, to be added there as they are.
  assert.equal(
    await readFile(join(site.root, 'build/robots.txt'), 'utf8'),
    'User-agent: *\nAllow: /docs-site/\n\nSitemap: https://fixture.example.com/docs-site/sitemap.xml\n',
  );
  // Twins are read on their own and joined in llms-full.txt: every link and image is an absolute path under the base.
  const twin = await readFile(join(site.root, 'build/docs/features.md'), 'utf8');
  assert.match(twin, /\[a quickstart\]\(\/docs-site\/docs\/quickstart\.md\)/);
  assert.match(twin, /\(\/docs-site\/docs\/guide\/install\.md#install-the-cli\)/);
  assert.match(twin, /!\[The flow\]\(\/docs-site\/docs\/guide\/img\/flow\.svg\)/);
  assert.match(twin, /\[search page\]\(\/docs-site\/search\)/);
  const quickstartTwin = await readFile(join(site.root, 'build/docs/quickstart.md'), 'utf8');
  assert.match(
    quickstartTwin,
    /\[the features\]\(\/docs-site\/docs\/features\.md#search\)/,
    'a route link leads to the twin too',
  );
  // A link to a heading of the same page names the page: in llms-full.txt, `#search` alone could be any page's.
  assert.match(twin, /\[searching\]\(\/docs-site\/docs\/features\.md#search\) above/);
  assert.doesNotMatch(await readFile(join(site.root, 'build/llms-full.txt'), 'utf8'), /\]\((\.|\/docs\/|#)/);
});

test('a broken link fails build and check with file:line:column and a suggestion; the previous build stays', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  assert.equal((await runCli(['build', '--root', site.root, '--no-search'])).code, 0);
  const before = await readFile(join(site.root, 'build/docs/features.html'), 'utf8');
  await site.write(
    'content/docs/features.md',
    '---\ntitle: Features\ndescription: What the fixture product does.\n---\n\nSee [the start](./quikstart.md) and [search](#serch).\n\n## Search\n',
  );
  const build = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(build.code, 1);
  assert.match(
    build.stderr,
    /content\/docs\/features\.md:6:5: error: broken markdown link `\.\/quikstart\.md` \(resolved as \/docs\/quikstart\)\n {2}hint: Did you mean \/docs\/quickstart\?/,
  );
  assert.match(
    build.stderr,
    /content\/docs\/features\.md:6:37: error: broken anchor `#serch`: \/docs\/features has no heading with id `serch`\n {2}hint: Did you mean `#search`\?/,
  );
  assert.doesNotMatch(build.stderr, /at .*\.ts:\d+/, 'no stack trace without --verbose');
  assert.equal(
    await readFile(join(site.root, 'build/docs/features.html'), 'utf8'),
    before,
    'the previous build is intact',
  );
  const check = await runCli(['check', '--root', site.root, '--format', 'json']);
  assert.equal(check.code, 1);
  const report = JSON.parse(check.stdout);
  assert.equal(report.ok, false);
  assert.deepEqual(
    report.problems
      .filter((p: { severity: string }) => p.severity === 'error')
      .map((p: { code: string; line: number }) => `${p.code}@${p.line}`),
    ['broken-markdown-link@6', 'broken-anchor@6'],
  );
});

test('invalid content is reported all at once, each problem with its file and line', async (t) => {
  const site = await tempSite('valid', {
    'content/docs/bad-yaml.md': '---\ntitle: Kafka: config\ndescription: x\n---\nBody\n',
    'content/docs/no-description.md': '---\ntitle: Nothing\nsidebar_position: first\n---\nBody\n',
    'content/docs/bad-image.md':
      '---\ntitle: Img\ndescription: An image page.\n---\n\n![A missing diagram](./img/missing.png)\n',
    'content/sidebars.yaml':
      'overviewSidebar:\n  - features\n  - quickstrat\n  - { type: link, label: Start, href: /docs/quikstart }\n',
    'content/docs/logo-case.md':
      '---\ntitle: Logo\ndescription: An image whose name differs in case.\n---\n\n![The logo](/img/Logo.svg)\n',
    'content/docs/Release Notes.md': '---\ntitle: Notes\ndescription: A file name with a space.\n---\nBody\n',
  });
  t.after(() => site.remove());
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1);
  assert.match(stderr, /content\/docs\/bad-yaml\.md:2:\d+: error: invalid YAML in front matter/);
  assert.match(
    stderr,
    /content\/docs\/no-description\.md:3:1: error: `sidebar_position` got "first", expected a number/,
  );
  assert.match(stderr, /content\/docs\/bad-image\.md:6:1: error: image `\.\/img\/missing\.png` not found/);
  assert.match(
    stderr,
    /content\/sidebars\.yaml:3: error: unknown doc id `quickstrat`\n {2}hint: Did you mean `quickstart`\?/,
  );
  assert.match(
    stderr,
    /content\/sidebars\.yaml:4: error: broken link `\/docs\/quikstart`[^\n]*\n {2}hint: Did you mean \/docs\/quickstart\?/,
  );
  assert.match(
    stderr,
    /content\/docs\/logo-case\.md:6:1: error: image `\/img\/Logo\.svg` not found\n {2}hint: Did you mean `\/img\/logo\.svg`\? \(File names are case-sensitive on most hosts\.\)/,
  );
  assert.match(
    stderr,
    /content\/docs\/Release Notes\.md: error: the file name `Release Notes\.md` would give the route `\/docs\/Release Notes`, which links cannot reach unescaped\n {2}hint: Rename the file with letters, digits, `-`, `_` and `\.` only, for example `release-notes\.md`\./,
  );
});

test('a page with bad front matter is one error: links to it still resolve and its own links are still checked', async (t) => {
  const site = await tempSite('valid', {
    'content/docs/features.md':
      '---\ntitle: Features\ndraft: maybe\n---\n\nSee [the gone page](./gone.md).\n\n## Search\n',
    // A byte order mark (Windows editors) before the front matter is not an error.
    'content/docs/bom.md': '\uFEFF---\ntitle: Bom\ndescription: A page saved with a byte order mark.\n---\nBody\n',
    // A folder named like a page is not read as one.
    'content/docs/folder.md/inside.md':
      '---\ntitle: Inside\ndescription: A page in a folder whose name ends in .md.\n---\nBody\n',
    // An image that was never pulled from Git LFS: named with its page and line, with the rest.
    'content/docs/guide/shot.png': 'version https://git-lfs.github.com/spec/v1\noid sha256:0000\nsize 12\n',
    'content/docs/guide/install.md':
      '---\ntitle: Install\ndescription: Install the CLI.\n---\n\n## Install the CLI\n\n![The installer](./shot.png)\n',
  });
  t.after(() => site.remove());
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1);
  assert.match(stderr, /content\/docs\/features\.md:3:1: error: `draft` got "maybe", expected true or false/);
  assert.match(stderr, /content\/docs\/features\.md:6:5: error: broken markdown link `\.\/gone\.md`/);
  assert.match(
    stderr,
    /content\/docs\/guide\/install\.md:8:1: error: image `\.\/shot\.png` is a Git LFS pointer, not the image: run `git lfs pull`/,
  );
  assert.doesNotMatch(stderr, /unknown doc id|\/docs\/features(#search)?`|error: [^\n]*(bom|folder\.md|EISDIR)/);
  assert.match(stderr, /^3 errors, (\d+ warnings?:|0 warnings$)/m);
  // In reading order: by file, then line.
  assert.ok(
    stderr.indexOf('features.md:3:1') < stderr.indexOf('features.md:6:5') &&
      stderr.indexOf('features.md:6:5') < stderr.indexOf('guide/install.md:8:1'),
  );
  const json = await runCli(['check', '--root', site.root, '--format', 'json']);
  assert.equal(json.code, 1);
  assert.equal(JSON.parse(json.stdout).errors, 3);
});

test('a sidebar may list a draft (serve shows it, build skips it); a page linking to one fails with what to do', async (t) => {
  const sidebars =
    'overviewSidebar:\n  - features\n  - quickstart\n  - draft-page\n  - type: category\n    label: Guides\n    link: guide\n    items: [guide/install]\n';
  const site = await tempSite('valid', { 'content/sidebars.yaml': sidebars });
  t.after(() => site.remove());
  const built = await runCli(['build', '--root', site.root]);
  assert.equal(built.code, 0, built.stderr);
  assert.doesNotMatch(await site.read('build/docs/features.html'), /draft-page/);

  await site.write(
    'content/docs/features.md',
    `${await site.read('content/docs/features.md')}\nSee [the plan](./draft-page.md).\n`,
  );
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1);
  assert.match(
    stderr,
    /content\/docs\/features\.md:\d+:5: error: link `\.\/draft-page\.md` leads to a draft \(content\/docs\/draft-page\.md has `draft: true`\), which the build leaves out\n {2}hint: Publish the page/,
  );
  assert.doesNotMatch(stderr, /unknown doc id/);
});

test('a bad config exits with 2 and names the field', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const config = await site.read('site.config.ts');
  await site.write('site.config.ts', config.replace("{ type: 'search' }", "{ type: 'searchbox' }"));
  const { code, stderr } = await runCli(['build', '--root', site.root]);
  assert.equal(code, 2);
  assert.match(
    stderr,
    /site\.config\.ts:\d+: error: `navbar\.items\[3\]\.type` got "searchbox", expected one of default, dropdown/,
  );
  const json = await runCli(['check', '--root', site.root, '--format', 'json']);
  assert.equal(json.code, 2, 'the same exit code as the text output');
  assert.match(JSON.parse(json.stdout).problems[0].message, /searchbox/);
});

test('usage errors exit with 2 and say what is wrong: no content/ folder, a bad --port', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  await rm(join(site.root, 'content'), { recursive: true });
  const build = await runCli(['build', '--root', site.root]);
  assert.equal(build.code, 2);
  assert.match(
    build.stderr,
    /content\/docs\/: error: no docs folder content\/docs\/ in \S+\n {2}hint: A site folder holds site\.config\.ts and content\/docs\/ \(or docs\/, as a Docusaurus site\)/,
  );
  const serve = await runCli(['serve', '--root', site.root, '--port', 'abc']);
  assert.equal(serve.code, 2);
  assert.match(serve.stderr, /option '--port <port>' argument 'abc' is invalid\. expected a number from 0 to 65535/);
});

test('a missing site folder is a usage error', async () => {
  const { code, stderr } = await runCli(['build', '--root', '/nonexistent/site']);
  assert.equal(code, 2);
  assert.match(stderr, /site\.config\.ts: error: no site\.config\.ts in \/nonexistent\/site/);
});

test('check warns about pages in no sidebar and lists external hosts', async (t) => {
  const site = await tempSite('valid', {
    'content/docs/orphan.md':
      '---\ntitle: Orphan\ndescription: In no sidebar.\n---\n\n[GitHub](https://github.com/x) and [again](https://github.com/y), [linked](./linked.md).\n',
    // Out of the sidebar on purpose, and linked from orphan.md: no warning.
    'content/docs/linked.md':
      '---\ntitle: Linked\ndescription: Reached through a link.\nnot_in_sidebar: true\n---\n\nText.\n',
    // Out of the sidebar on purpose, but nothing links to it.
    'content/docs/unreached.md':
      '---\ntitle: Unreached\ndescription: Linked from nowhere.\nnot_in_sidebar: true\n---\n\n[Itself](#top).\n\n## Top\n',
  });
  t.after(() => site.remove());
  const { code, stdout, stderr } = await runCli(['check', '--root', site.root, '--external']);
  assert.equal(code, 0, stderr);
  assert.match(
    stderr,
    /content\/docs\/orphan\.md: warning: \/docs\/orphan is in no sidebar\n {2}hint: Add its id to content\/sidebars\.yaml, or write `not_in_sidebar: true` in its front matter/,
  );
  assert.match(
    stderr,
    /content\/docs\/unreached\.md: warning: \/docs\/unreached is in no sidebar and no page links to it\n/,
  );
  assert.doesNotMatch(stderr, /docs\/linked/);
  assert.match(stderr, /0 errors, 2 warnings/);
  assert.match(stdout, /2 {2}github\.com/);
});

test('--strict makes warnings fail check and build, and the previous build stays', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  assert.equal(
    (await runCli(['build', '--root', site.root, '--no-search', '--strict'])).code,
    0,
    'a site without warnings passes',
  );
  const before = await readFile(join(site.root, 'build/docs/features.html'), 'utf8');
  await site.write('content/docs/orphan.md', '---\ntitle: Orphan\ndescription: In no sidebar.\n---\n\nText.\n');
  assert.equal((await runCli(['check', '--root', site.root])).code, 0, 'without --strict a warning passes');
  const check = await runCli(['check', '--root', site.root, '--strict']);
  assert.equal(check.code, 1);
  assert.match(
    check.stderr,
    /content\/docs\/orphan\.md: error: \/docs\/orphan is in no sidebar \[--strict\]\n {2}hint: /,
  );
  const json = JSON.parse((await runCli(['check', '--root', site.root, '--strict', '--format', 'json'])).stdout);
  assert.deepEqual([json.ok, json.errors, json.warnings], [false, 1, 0]);
  const build = await runCli(['build', '--root', site.root, '--no-search', '--strict']);
  assert.equal(build.code, 1);
  assert.match(build.stderr, /orphan\.md: error: \/docs\/orphan is in no sidebar \[--strict\]/);
  assert.equal(await readFile(join(site.root, 'build/docs/features.html'), 'utf8'), before);
  await assert.rejects(stat(join(site.root, 'build/docs/orphan.html')));
});

test('raster images get resized variants, srcset, width and height', async (t) => {
  const sharp = (await import('sharp')).default;
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const png = await sharp({ create: { width: 1400, height: 700, channels: 3, background: '#1677e5' } })
    .png()
    .toBuffer();
  const { mkdir, writeFile } = await import('node:fs/promises');
  await mkdir(join(site.root, 'content/docs/guide/img'), { recursive: true });
  await writeFile(join(site.root, 'content/docs/guide/img/flow.png'), png);
  await site.write(
    'content/docs/guide/install.md',
    `${await site.read('content/docs/guide/install.md')}\n![The install flow](./img/flow.png)\n`,
  );
  const { code, stderr } = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(code, 0, stderr);
  const html = await readFile(join(site.root, 'build/docs/guide/install.html'), 'utf8');
  assert.match(
    html,
    /<img src="\/docs\/guide\/img\/flow\.png" alt="The install flow" loading="lazy" decoding="async" width="1400" height="700" srcset="\/docs\/guide\/img\/flow-320w\.png 320w, \/docs\/guide\/img\/flow-640w\.png 640w, \/docs\/guide\/img\/flow-1280w\.png 1280w"/,
  );
  const variant = await sharp(join(site.root, 'build/docs/guide/img/flow-640w.png')).metadata();
  assert.equal(variant.width, 640);
});

test('pages show when and by whom they were last changed, from git', async (t) => {
  const { execFileSync } = await import('node:child_process');
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const git = (...args: string[]) =>
    execFileSync('git', ['-C', site.root, ...args], {
      env: { ...process.env, GIT_AUTHOR_DATE: '2023-04-27T12:00:00Z', GIT_COMMITTER_DATE: '2023-04-27T12:00:00Z' },
    });
  git('init', '-q');
  git('-c', 'user.name=Ada Writer', '-c', 'user.email=ada@example.com', 'add', '.');
  git('-c', 'user.name=Ada Writer', '-c', 'user.email=ada@example.com', 'commit', '-qm', 'Pages');
  const { code, stderr } = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(code, 0, stderr);
  const html = await readFile(join(site.root, 'build/docs/quickstart.html'), 'utf8');
  assert.match(
    html,
    /Last updated on <b><time dateTime="2023-04-27T12:00:00\.000Z">Apr 27, 2023<\/time><\/b> by <b>Ada Writer<\/b>/,
  );
  assert.match(
    await readFile(join(site.root, 'build/sitemap.xml'), 'utf8'),
    /<loc>https:\/\/fixture\.example\.com\/docs\/quickstart<\/loc><lastmod>2023-04-27<\/lastmod>/,
  );
});
