/** A scripted serve session: start, fetch, edit, fetch again, count re-renders, try to escape, stop. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { startDevServer, type DevServer } from '../../src/node/serve/dev-server.ts';
import type { WorkerReply } from '../../src/node/serve/worker.ts';
import { silentLogger } from '../../src/node/log.ts';
import { tempSite, type TempSite } from '../helpers/site.ts';
import { resolveFile } from '../../src/node/serve/static.ts';
import { request } from 'node:http';

let site: TempSite;
let server: DevServer;

test.before(async () => {
  site = await tempSite('valid');
  await site.write('content/secret-outside.txt', 'secret');
  await site.write(
    'site.config.ts',
    (await site.read('site.config.ts')).replace('colorMode: {},', 'colorMode: {},\n  socialCards: {},'),
  );
  server = await startDevServer({ root: site.root, port: 0, host: '127.0.0.1', watch: true, log: silentLogger });
});

test.after(async () => {
  await server.close();
  await site.remove();
});

/** Raw GET that keeps the path as written (fetch() would normalise `..`). */
function get(path: string): Promise<{ status: number; type: string; body: string }> {
  const url = new URL(server.url);
  return new Promise((done, fail) => {
    const req = request({ host: url.hostname, port: url.port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => done({ status: res.statusCode ?? 0, type: String(res.headers['content-type']), body }));
    });
    req.on('error', fail);
    req.end();
  });
}

test('serves pages with content types, drafts included, and the reload script', async () => {
  const page = await get('/docs/quickstart');
  assert.equal(page.status, 200);
  assert.equal(page.type, 'text/html; charset=utf-8');
  assert.match(page.body, /<h1>Quickstart<\/h1>/);
  assert.match(page.body, /new EventSource\("\/__docsgen\/events"\)/);
  assert.equal((await get('/docs/draft-page')).status, 200, 'serve shows drafts');
  assert.equal((await get('/docs/quickstart.md')).type, 'text/markdown; charset=utf-8');
  assert.equal((await get('/docs/quickstart.html')).status, 200);
  assert.equal((await get('/docs/quickstart/index.html')).status, 200, 'a trailing index.html is removed');
  const missing = await get('/docs/nothing-here');
  assert.equal(missing.status, 404);
  assert.match(missing.body, /Page Not Found/);
});

test('text goes compressed to clients that accept gzip, as it would from a static host', async () => {
  const { gunzipSync } = await import('node:zlib');
  const fetchRaw = (path: string, encoding?: string) =>
    new Promise<{ headers: Record<string, unknown>; body: Buffer }>((done, fail) => {
      const url = new URL(server.url);
      request(
        { host: url.hostname, port: url.port, path, headers: encoding ? { 'accept-encoding': encoding } : {} },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => done({ headers: res.headers, body: Buffer.concat(chunks) }));
        },
      )
        .on('error', fail)
        .end();
    });
  const plain = await fetchRaw('/docs/quickstart');
  assert.equal(plain.headers['content-encoding'], undefined);
  const zipped = await fetchRaw('/docs/quickstart', 'gzip, deflate, br');
  assert.equal(zipped.headers['content-encoding'], 'gzip');
  assert.equal(zipped.headers.vary, 'accept-encoding');
  assert.equal(gunzipSync(zipped.body).toString('utf8'), plain.body.toString('utf8'));
  const css = (await get('/docs/quickstart')).body.match(/href="(\/assets\/[^"]+\.css)"/)![1];
  const cssZipped = await fetchRaw(css, 'gzip');
  assert.equal(cssZipped.headers['content-encoding'], 'gzip');
  assert.ok(gunzipSync(cssZipped.body).length > cssZipped.body.length, 'the stylesheet is smaller on the wire');
});

test('an edit re-renders only the pages it affects and reaches the browser', async () => {
  const built = server.nextBuild();
  await site.write(
    'content/docs/guide/install.md',
    (await site.read('content/docs/guide/install.md')).replace(
      '## Install the CLI',
      '## Install the CLI\n\nFreshly edited paragraph.',
    ),
  );
  const reply = await built;
  assert.equal(reply.type, 'built');
  // Only the edited page changed: its props differ, every other page is reused from the cache.
  assert.deepEqual(reply.type === 'built' && reply.renderedFiles, ['docs/guide/install.html']);
  assert.match((await get('/docs/guide/install')).body, /Freshly edited paragraph\./);
});

test('a title change re-renders the pages whose sidebar or pagination show it', async () => {
  const built = server.nextBuild();
  await site.write(
    'content/docs/quickstart.md',
    (await site.read('content/docs/quickstart.md')).replace('title: Quickstart', 'title: Quick start'),
  );
  const reply = await built;
  assert.equal(reply.type, 'built');
  // Every doc page shows it in the sidebar; the search, not-found and landing pages list the docs.
  assert.deepEqual(reply.type === 'built' && reply.renderedFiles, [
    '404.html',
    'docs/draft-page.html',
    'docs/features.html',
    'docs/guide.html',
    'docs/guide/install.html',
    'docs/quickstart.html',
    'search.html',
  ]);
});

test('a sidebars.yaml edit reaches every doc page, though no doc changed', async () => {
  const built = server.nextBuild();
  await site.write(
    'content/sidebars.yaml',
    (await site.read('content/sidebars.yaml')).replace('label: Guides', 'label: How-to guides'),
  );
  // The pages rendered by the builds the edit caused (two, when the watcher saw the write in two steps).
  const rendered = new Set<string>();
  const reply = await buildWhere(built, async (r) => {
    if (r.type === 'built') for (const file of r.renderedFiles) rendered.add(file);
    return /How-to guides/.test((await get('/docs/quickstart')).body);
  });
  assert.equal(reply.type, 'built');
  for (const page of ['docs/features.html', 'docs/quickstart.html', 'docs/guide/install.html'])
    assert.ok(rendered.has(page), `${page} is rendered again`);
  assert.match((await get('/docs/quickstart')).body, /How-to guides/);
});

/**
 * The first of the builds from `first` on (at most five) after which `done` holds: a file written in
 * two steps can reach the watcher as two changes, so on a busy machine a build may end before the
 * write it is awaited for is whole.
 */
async function buildWhere(first: Promise<WorkerReply>, done: (reply: WorkerReply) => Promise<boolean>) {
  let reply = await first;
  for (let builds = 1; builds < 5 && !(await done(reply)); builds++) reply = await server.nextBuild();
  return reply;
}

test('a page added while serving appears, and goes again when its file is removed', async () => {
  const { rm } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const page = () => get('/docs/guide/added-page');
  let built = server.nextBuild();
  await site.write(
    'content/docs/guide/added-page.md',
    '---\ntitle: Added page\ndescription: A page written while the server runs.\n---\n\nHello from the added page.\n',
  );
  const added = await buildWhere(built, async () => (await page()).status === 200);
  assert.equal(added.type, 'built');
  assert.match((await page()).body, /Hello from the added page\./);
  built = server.nextBuild();
  await rm(join(site.root, 'content/docs/guide/added-page.md'));
  assert.equal((await buildWhere(built, async () => (await page()).status === 404)).type, 'built');
  assert.equal((await page()).status, 404);
});

test('a broken edit is reported and the server keeps serving', async () => {
  const failed = server.nextBuild();
  await site.write('content/docs/features.md', '---\ntitle: Features\ndescription: x\n---\n\n[x](./nowhere.md)\n');
  const reply = await buildWhere(failed, async (r) => r.type === 'failed');
  assert.equal(reply.type, 'failed');
  assert.match(reply.type === 'failed' ? reply.problems[0].message : '', /broken markdown link `\.\/nowhere\.md`/);
  assert.equal((await get('/docs/quickstart')).status, 200);
  const fixed = server.nextBuild();
  await site.write('content/docs/features.md', '---\ntitle: Features\ndescription: x\n---\n\nFixed.\n\n## Search\n');
  assert.equal((await fixed).type, 'built');
  assert.match((await get('/docs/features')).body, /Fixed\./, 'the page follows the edit');
  assert.match((await get('/docs/features.md')).body, /Fixed\./, 'and so does its Markdown twin');
});

test('paths outside the output folder are refused', async () => {
  for (const path of [
    '/../site.config.ts',
    '/..%2fsite.config.ts',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/docs/..%2f..%2f..%2fsecret-outside.txt',
    '//etc/passwd',
    '/%00',
  ]) {
    const res = await get(path);
    assert.equal(res.status, 404, path);
    assert.doesNotMatch(res.body, /secret|root:/, path);
  }
});

test('symlinks leading outside the output folder are refused', async () => {
  const { symlink } = await import('node:fs/promises');
  const { join } = await import('node:path');
  const out = join(site.root, '.docsgen/serve');
  await symlink(join(site.root, 'content/secret-outside.txt'), join(out, 'leak.txt'));
  assert.equal(await resolveFile(out, '/leak.txt'), undefined);
  assert.equal((await get('/leak.txt')).status, 404);
});

test('a request while the output folder is missing gets a 404, not a crash', async () => {
  const { createServer } = await import('node:http');
  const { serveStatic } = await import('../../src/node/serve/static.ts');
  const { join } = await import('node:path');
  assert.equal(await resolveFile(join(site.root, 'no-such-build'), '/docs/'), undefined);
  const missing = createServer(
    (req, res) => void serveStatic(req, res, { root: join(site.root, 'no-such-build'), baseUrl: '/' }),
  );
  await new Promise<void>((done) => missing.listen(0, '127.0.0.1', done));
  try {
    const { port } = missing.address() as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/docs/`);
    assert.equal(res.status, 404);
    await res.arrayBuffer();
  } finally {
    await new Promise((done) => missing.close(done));
  }
});

test('serve builds the search index, llms-full.txt and the social cards once edits are quiet', async () => {
  const deadline = Date.now() + 15_000;
  let status = 0;
  while (Date.now() < deadline && status !== 200) {
    status = (await get('/pagefind/pagefind.js')).status;
    if (status !== 200) await new Promise((r) => setTimeout(r, 250));
  }
  assert.equal(status, 200);
  // The whole site's text follows the edits made above, written with the index rather than after each edit.
  let full = '';
  while (Date.now() < deadline && !full.includes('Freshly edited paragraph.')) {
    full = (await get('/llms-full.txt')).body;
    if (!full.includes('Freshly edited paragraph.')) await new Promise((r) => setTimeout(r, 250));
  }
  assert.match(full, /Freshly edited paragraph\./);
  // The cards of the pages as they are now (titles were edited above), drawn after the reloads went out.
  for (const route of ['/docs/quickstart', '/docs/features', '/']) {
    const card = new URL(/<meta property="og:image" content="([^"]+)"/.exec((await get(route)).body)![1]).pathname;
    let found = await get(card);
    while (Date.now() < deadline && found.status !== 200) {
      await new Promise((r) => setTimeout(r, 250));
      found = await get(card);
    }
    assert.deepEqual([found.status, found.type], [200, 'image/png'], route);
  }
});
