/** `docsgen serve` as writers start it: the CLI in a child process, from the site's own folder. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
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
