/**
 * serve never sends a half-written file: the folder it serves is written in place, so each file
 * there is replaced whole (written under a temporary name, then renamed), and its search index is
 * built aside and moved in file by file. Clients fetching while a page is edited again and again
 * get only whole responses.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, open, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { servedWhileWritten, writeOutput } from '../../src/node/output/write.ts';
import { startDevServer } from '../../src/node/serve/dev-server.ts';
import { silentLogger } from '../../src/node/log.ts';
import { tempSite } from '../helpers/site.ts';

test('a file of a served folder is replaced, never rewritten in place: an open reader keeps the old bytes whole', async (t) => {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-served-'));
  t.after(() => rm(dir, { recursive: true, force: true }));
  servedWhileWritten(dir);
  const old = `<!doctype html><p>${'old '.repeat(10_000)}</p></html>`;
  await writeOutput(dir, 'docs/page.html', old);
  const reader = await open(join(dir, 'docs/page.html'));
  const before = (await stat(join(dir, 'docs/page.html'))).ino;
  await writeOutput(dir, 'docs/page.html', '<!doctype html><p>new</p></html>');
  assert.notEqual((await stat(join(dir, 'docs/page.html'))).ino, before, 'a new file took the name');
  assert.equal((await reader.readFile()).toString(), old, 'the reader still has the whole old file');
  await reader.close();
  assert.equal(await readFile(join(dir, 'docs/page.html'), 'utf8'), '<!doctype html><p>new</p></html>');
});

test('clients fetching while a page is edited every few milliseconds get no empty or cut-off response', async (t) => {
  const site = await tempSite('valid');
  const server = await startDevServer({ root: site.root, port: 0, host: '127.0.0.1', watch: true, log: silentLogger });
  t.after(async () => {
    await server.close();
    await site.remove();
  });
  const origin = new URL(server.url).origin;
  const quickstart = await site.read('content/docs/quickstart.md');
  const asset = (await (await fetch(`${origin}/docs/quickstart`)).text()).match(/\/assets\/main\.[A-Z0-9]+\.js/)![0];
  const urls = [
    '/docs/quickstart',
    '/docs/quickstart.md',
    '/docs/features',
    '/img/logo.svg',
    asset,
    '/sitemap.xml',
    '/',
  ];
  let editing = true;
  const failures: string[] = [];
  let checked = 0;
  const client = async () => {
    for (let i = 0; editing; i++) {
      const url = urls[i % urls.length];
      const response = await fetch(`${origin}${url}`);
      const body = await response.text();
      checked++;
      if (response.status !== 200) failures.push(`${url}: status ${response.status}`);
      else if (body.length === 0) failures.push(`${url}: empty`);
      else if (/\/$|\/docs\/[a-z]+$/.test(url) && !body.trimEnd().endsWith('</html>'))
        failures.push(`${url}: page cut short`);
      else if (url.endsWith('.md') && !body.includes('# Quickstart')) failures.push(`${url}: twin cut short`);
    }
  };
  const clients = Array.from({ length: 4 }, client);
  for (let edit = 0; edit < 25; edit++) {
    const built = server.nextBuild();
    await site.write(
      'content/docs/quickstart.md',
      `${quickstart}\n${'More text for the page. '.repeat(200 * (edit % 5))}\nEdit ${edit}.\n`,
    );
    await built;
  }
  editing = false;
  await Promise.all(clients);
  assert.ok(checked > 100, `${checked} responses checked`);
  assert.deepEqual(failures, []);
});
