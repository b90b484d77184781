/** serve reuses a doc's last compile by what it compiles from, not by object identity (src/node/markdown/compile-site.ts). */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { compileAll } from '../../src/node/markdown/compile-site.ts';
import { ImageStore } from '../../src/node/images/store.ts';
import { silentLogger } from '../../src/node/log.ts';
import { createServeSession } from '../../src/node/serve-session.ts';
import { loadSite, type Site } from '../../src/node/load-site.ts';
import { tempSite } from '../helpers/site.ts';

const images = ({ root, config, baseUrl }: Site) =>
  new ImageStore({
    root,
    baseUrl,
    sizes: [],
    quality: 80,
    docsDir: config.layout.docs,
    staticDirs: config.layout.static,
  });
const compile = (site: Site, session: ReturnType<typeof createServeSession>) =>
  compileAll(site.content, site.config, site.baseUrl, images(site), {
    root: site.root,
    log: silentLogger,
    cache: false,
    session,
  });

test('a doc read again with the same text reuses its compile; an edited one compiles again', async () => {
  const fixture = await tempSite('valid', {}, { pageData: false });
  try {
    const session = createServeSession();
    const loaded = await loadSite(fixture.root, { cache: false });
    const first = await compile(loaded, session);
    await fixture.write('content/docs/quickstart.md', '# Quick start\n\nA new first paragraph.\n');
    // Read afresh, without the session's read cache: every doc is a new object.
    const edited = await loadSite(fixture.root, { cache: false });
    assert.notEqual(edited.content.docs.get('features'), loaded.content.docs.get('features'));
    const second = await compile(edited, session);
    assert.equal(second.pages.get('features'), first.pages.get('features'), 'the unchanged doc: its last compile');
    assert.equal(second.keys.get('features'), first.keys.get('features'));
    assert.notEqual(second.keys.get('quickstart'), first.keys.get('quickstart'), 'the edited doc: a new key');
    assert.match(second.pages.get('quickstart')!.html, /A new first paragraph/);
  } finally {
    await fixture.remove();
  }
});
