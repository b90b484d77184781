/** The site resolved once (src/node/load-site.ts): config, one base URL, content and routes. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadSite, resolveSiteConfig } from '../../src/node/load-site.ts';
import { createServeSession } from '../../src/node/serve-session.ts';
import { tempSite } from '../helpers/site.ts';

test('a --base-url override is applied once: the site has one base URL, the config stays as written', async () => {
  const site = await tempSite('valid', {}, { pageData: false });
  try {
    const loaded = await loadSite(site.root, { baseUrl: '/preview/', cache: false });
    assert.equal(loaded.baseUrl, '/preview/');
    assert.equal(loaded.config.baseUrl, '/', 'the config as site.config.ts writes it');
    assert.equal((await loadSite(site.root, { cache: false })).baseUrl, '/', 'without an override, the config’s');
    assert.deepEqual(await resolveSiteConfig(site.root, { baseUrl: '/preview/' }).then((r) => r.baseUrl), '/preview/');
  } finally {
    await site.remove();
  }
});

test('the loaded site holds the content and every route it serves; drafts only when asked for', async () => {
  const site = await tempSite('valid', {}, { pageData: false });
  try {
    const loaded = await loadSite(site.root, { cache: false });
    assert.equal(loaded.root, site.root);
    assert.ok(loaded.content.docs.has('quickstart'), 'a doc of content/docs');
    assert.equal(loaded.content.docs.get('quickstart')?.route, '/docs/quickstart');
    for (const route of ['/docs/quickstart', '/search', '/img/favicon.svg'])
      assert.ok(loaded.routes.includes(route), `${route} among the routes`);
    assert.ok(loaded.staticFiles.includes('img/favicon.svg'), 'the static files, below their folder');
    assert.ok(loaded.content.drafts.has('draft-page'), 'a build leaves the draft out');
    assert.ok(!loaded.routes.includes('/docs/draft-page'), 'and does not serve it');
    const withDrafts = await loadSite(site.root, { cache: false, includeDrafts: true });
    assert.ok(withDrafts.routes.includes('/docs/draft-page'), 'serve shows drafts');
  } finally {
    await site.remove();
  }
});

test('--no-images: the config has no responsive sizes', async () => {
  const site = await tempSite('valid', {}, { pageData: false });
  try {
    const loaded = await loadSite(site.root, { cache: false, images: false });
    assert.deepEqual(loaded.config.images.sizes, []);
    assert.ok((await loadSite(site.root, { cache: false })).config.images.sizes.length > 0, 'sizes by default');
  } finally {
    await site.remove();
  }
});

test('a serve session resolves the config once for its life; its content follows the files', async () => {
  const site = await tempSite('valid', {}, { pageData: false });
  try {
    const session = createServeSession();
    const first = await loadSite(site.root, { cache: false }, {}, session);
    // serve's worker restarts when the config changes: within one session, it is the one first read.
    await site.write(
      'site.config.ts',
      (await site.read('site.config.ts')).replace("title: 'Fixture'", "title: 'Renamed'"),
    );
    await site.write('content/docs/quickstart.md', '# Quick start again\n\nEdited.\n');
    session.changed = new Set([`${site.root}/content/docs/quickstart.md`]);
    const second = await loadSite(site.root, { cache: false }, {}, session);
    assert.equal(second.config, first.config, 'the session’s config');
    assert.equal(second.config.title, 'Fixture');
    assert.equal(second.content.docs.get('quickstart')?.title, 'Quick start again', 'the edited doc read again');
    assert.equal(
      (await loadSite(site.root, { cache: false })).config.title,
      'Renamed',
      'a fresh load reads the config',
    );
  } finally {
    await site.remove();
  }
});
