/** `docsgen serve` as writers start it: the CLI in a child process, from the site's own folder. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { repoRoot, tempSite } from '../helpers/site.ts';

test('docsgen serve started in the site folder, away from the engine, builds and serves it', async () => {
  const site = await tempSite('valid');
  const child = spawn(process.execPath, [join(repoRoot, 'bin/docsgen.js'), 'serve', '--port', '0', '--no-watch'], { cwd: site.root, stdio: ['ignore', 'ignore', 'pipe'] });
  try {
    let stderr = '';
    const url = await new Promise<string>((done, fail) => {
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (chunk: string) => {
        stderr += chunk;
        const serving = /serving (http:\/\/\S+)/.exec(stderr);
        if (serving) done(serving[1]);
      });
      child.once('exit', (code) => fail(new Error(`serve exited with ${code}:\n${stderr}`)));
    });
    assert.match(stderr, /built \d+ pages/);
    const page = await fetch(new URL('docs/quickstart', url));
    assert.equal(page.status, 200);
    assert.match(await page.text(), /<h1>Quickstart<\/h1>/);
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGINT');
    await exited;
    await site.remove();
  }
});

test('docsgen serve on a port already in use fails at once with exit 2, before building, and empties no folder', async () => {
  const site = await tempSite('valid');
  const other = createServer((_req, res) => res.end('the other server'));
  await new Promise<void>((done) => other.listen(0, '127.0.0.1', done));
  const port = (other.address() as AddressInfo).port;
  // A folder of a server already running there.
  await site.write('.docsgen/serve/index.html', 'served by the first docsgen serve');
  try {
    const child = spawn(process.execPath, [join(repoRoot, 'bin/docsgen.js'), 'serve', '--port', String(port), '--no-watch'], { cwd: site.root, stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    const code = await new Promise((done) => child.once('exit', done));
    assert.equal(code, 2, stderr);
    assert.match(stderr, new RegExp(`127\\.0\\.0\\.1:${port}: error: port ${port} is already in use \\(another docsgen serve, or another server\\)\\n {2}hint: Stop the other server, or pass --port with another number \\(--port 0 picks a free one\\)\\.`));
    assert.doesNotMatch(stderr, /built \d+ pages/);
    assert.equal(await site.read('.docsgen/serve/index.html'), 'served by the first docsgen serve');
    assert.equal(await (await fetch(`http://127.0.0.1:${port}/`)).text(), 'the other server');
  } finally {
    await new Promise((done) => other.close(done));
    await site.remove();
  }
});
