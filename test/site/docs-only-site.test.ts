/**
 * A site of docs only (site.config.ts, sidebars and pages, no content/data/): its home and docs
 * landing are made from the sidebar, it has no guild or integrations page, and a link to one of
 * those names the data file that would build it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempSite } from '../helpers/site.ts';

test('a site without page data gets a home and a docs landing made from its sidebar, and no guild or integrations page', async (t) => {
  const site = await tempSite('valid', {}, { pageData: false });
  t.after(() => site.remove());
  const config = await site.read('site.config.ts');
  await site.write(
    'site.config.ts',
    config
      .replace("      { to: '/integrations', label: 'Integrations' },\n", '')
      .replace(", { label: 'Guild', to: '/guild/' }", ''),
  );
  const { code, stderr } = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(code, 0, stderr);
  const out = (path: string) => readFile(join(site.root, 'build', path), 'utf8');
  const home = await out('index.html');
  assert.match(home, /<h1 class="pg-hero-title">Fixture<\/h1><p class="pg-lead">A site for tests<\/p>/);
  assert.match(
    home,
    /<a class="pg-button pg-button-primary" href="\/docs\/features">Get started<\/a>/,
    'the button leads to the first page of the sidebar',
  );
  const landing = await out('docs/index.html');
  assert.match(landing, /<h1 class="pg-hero-title">Documentation<\/h1>/);
  assert.match(landing, /<form class="pg-search-form" role="search" action="\/search"/);
  assert.match(landing, /<meta name="description" content="The documentation of Fixture, section by section\."/);
  // Each section of the sidebar, in its order, with its pages' titles and descriptions.
  const sections = [...landing.matchAll(/<h2 id="section-\d+">([^<]+)<\/h2>/g)].map((m) => m[1]);
  assert.deepEqual(sections, ['Getting Started', 'Guides']);
  assert.match(
    landing,
    /<a href="\/docs\/guide\/install"><span class="pg-landing-page-title">Install the CLI<\/span><span class="pg-landing-page-text">Install the fixture CLI with pip or Docker\.<\/span><\/a>/,
  );
  for (const file of ['guild/index.html', 'integrations.html'])
    await assert.rejects(stat(join(site.root, 'build', file)), `${file} is not built`);
  assert.doesNotMatch(await out('llms.txt'), /guild|integrations/i);
  assert.doesNotMatch(await out('sitemap.xml'), /guild|integrations/);
});

test('a link to a page the site does not build names the data file that would build it', async (t) => {
  const site = await tempSite('valid', {}, { pageData: false });
  t.after(() => site.remove());
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1);
  assert.match(
    stderr,
    /site\.config\.ts:15:14: error: link `\/integrations` leads to \/integrations, which this site does not build: content\/data\/integrations\.yaml does not exist\n {2}hint: Create content\/data\/integrations\.yaml to build that page, or remove the link\.\nsite\.config\.ts:21:109: error: link `\/guild\/` leads to \/guild\/, which this site does not build: content\/data\/guild\.yaml does not exist\n {2}hint: Create content\/data\/guild\.yaml to build that page, or remove the link\./,
  );
});
