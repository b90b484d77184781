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
  const child = spawn(process.execPath, [join(repoRoot, 'bin/docsgen.js'), 'serve', '--port', '0', '--no-watch'], {
    cwd: site.root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
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
    const child = spawn(
      process.execPath,
      [join(repoRoot, 'bin/docsgen.js'), 'serve', '--port', String(port), '--no-watch'],
      { cwd: site.root, stdio: ['ignore', 'ignore', 'pipe'] },
    );
    let stderr = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => (stderr += chunk));
    const code = await new Promise((done) => child.once('exit', done));
    assert.equal(code, 2, stderr);
    assert.match(
      stderr,
      new RegExp(
        `127\\.0\\.0\\.1:${port}: error: port ${port} is already in use \\(another docsgen serve, or another server\\)\\n {2}hint: Stop the other server, or pass --port with another number \\(--port 0 picks a free one\\)\\.`,
      ),
    );
    assert.doesNotMatch(stderr, /built \d+ pages/);
    assert.equal(await site.read('.docsgen/serve/index.html'), 'served by the first docsgen serve');
    assert.equal(await (await fetch(`http://127.0.0.1:${port}/`)).text(), 'the other server');
  } finally {
    await new Promise((done) => other.close(done));
    await site.remove();
  }
});

test('serve answers a page asked for while it starts once it watches, so an edit saved right away is seen', async () => {
  // Many files for the watcher to go through, so that it takes a moment to start.
  const site = await tempSite(
    'valid',
    Object.fromEntries(
      Array.from({ length: 3000 }, (_, i) => [`content/static/bulk/${i % 30}/file-${i}.txt`, `${i}\n`]),
    ),
  );
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const port = (probe.address() as AddressInfo).port;
  await new Promise((done) => probe.close(done));
  const child = spawn(process.execPath, [join(repoRoot, 'bin/docsgen.js'), 'serve', '--port', String(port)], {
    cwd: site.root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  child.stderr.on('data', (chunk: string) => (stderr += chunk));
  try {
    const origin = `http://127.0.0.1:${port}`;
    // As a browser opened right away: retried until the port is open, then held until the server is ready.
    for (;;) {
      const answered = await fetch(`${origin}/docs/quickstart`).then(
        (r) => r.status,
        () => 0,
      );
      if (answered === 200) break;
      await new Promise((done) => setTimeout(done, 20));
    }
    // "serving" is printed once the watcher is on, before the held page is answered: the page
    // must not come before it (allowing for the two pipes being read in either order).
    const answeredAt = Date.now();
    while (!/serving http:/.test(stderr) && Date.now() - answeredAt < 30)
      await new Promise((done) => setTimeout(done, 5));
    assert.match(stderr, /serving http:/);
    await site.write(
      'content/docs/quickstart.md',
      `${await site.read('content/docs/quickstart.md')}\nSaved at once.\n`,
    );
    const deadline = Date.now() + 15_000;
    let html = '';
    while (Date.now() < deadline && !html.includes('Saved at once.')) {
      await new Promise((done) => setTimeout(done, 100));
      html = await (await fetch(`${origin}/docs/quickstart`)).text();
    }
    assert.match(html, /Saved at once\./);
  } finally {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGINT');
    await exited;
    await site.remove();
  }
});
