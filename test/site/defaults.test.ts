/** A site that names only its title and address builds complete; `docsgen init` writes one that does. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli } from '../helpers/site.ts';

test('docsgen init writes a starter site that builds with the defaults, and never overwrites one', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-init-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  const site = join(dir, 'team-docs');
  const init = await runCli(['init', site]);
  assert.equal(init.code, 0, init.stderr);
  assert.match(init.stdout, /wrote site\.config\.ts and content\/docs\/intro\.md in .*team-docs/);
  assert.equal(
    await readFile(join(site, 'site.config.ts'), 'utf8'),
    `// The site's configuration: docs/authoring.md, "Site configuration", lists every field.\nexport default {\n  title: "Team docs",\n  url: "https://example.com",\n};\n`,
  );
  const again = await runCli(['init', site]);
  assert.equal(again.code, 2);
  assert.match(again.stderr, /site\.config\.ts: error: site\.config\.ts already exists/);

  const build = await runCli(['build', '--root', site, '--no-search']);
  assert.equal(build.code, 0, build.stderr);
  const page = await readFile(join(site, 'build/docs/intro.html'), 'utf8');
  // The navbar: the title as text (no logo), Docs, search, the colour switch.
  assert.match(page, /<a class="navbar-brand" href="\/"><span class="navbar-title">Team docs<\/span><\/a>/);
  assert.match(page, /<a class="navbar-link active" href="\/docs\/" aria-current="page">Docs<\/a>/);
  assert.match(page, /data-search-open=""/);
  assert.match(page, /data-theme-toggle=""/);
  // Light mode by default, a table of contents from h2, English, no favicon, a one-line footer.
  assert.match(page, /^<!doctype html><html lang="en" dir="ltr" data-theme="light">/);
  assert.match(page, /<a href="#next-steps">Next steps<\/a>/);
  assert.doesNotMatch(page, /rel="icon"/);
  assert.match(
    page,
    /<footer class="footer footer-light footer-minimal" data-pagefind-ignore="all"><div class="footer-inner"><p class="footer-copyright">Copyright © \d{4} Team docs<\/p>/,
  );
  // The docs landing and the home page are made from the sidebar.
  assert.match(await readFile(join(site, 'build/docs/index.html'), 'utf8'), /Welcome to Team docs/);
  assert.match(await readFile(join(site, 'build/index.html'), 'utf8'), /Get started/);
});
