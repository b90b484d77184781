/**
 * Ctrl+C during `docsgen build` or `check` stops it at once: exit 130, the staging folder removed, the
 * previous output as it was, the kept frozen versions it held let go. A staging folder or a
 * held version left by a build that was killed outright is removed by a later build.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdir, readFile, readdir, utimes, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { createStaging } from '../../src/node/output/write.ts';
import { STALE_AFTER_MS } from '../../src/node/util/stale.ts';
import { buildSite } from '../../src/node/build.ts';
import { Interrupted } from '../../src/node/errors.ts';
import { silentLogger, type Logger } from '../../src/node/log.ts';
import { repoRoot, runCli, tempSite } from '../helpers/site.ts';

function manyPages(count: number): Record<string, string> {
  const files: Record<string, string> = {};
  const body = Array.from(
    { length: 40 },
    (_, i) =>
      `## Part ${i}\n\nSome text with \`code\` and **bold** words, see [the quickstart](../quickstart.md).\n\n\`\`\`yaml\nkey: ${i}\n\`\`\`\n`,
  ).join('\n');
  for (let i = 0; i < count; i++)
    files[`content/docs/many/page-${i}.md`] = `---\ntitle: Page ${i}\ndescription: Page number ${i}.\n---\n\n${body}`;
  return files;
}

/** Runs `docsgen <args>` in the site and sends it Ctrl+C once content is loaded (the compile workers are at work). */
async function interruptAfterLoad(root: string, args: string[]): Promise<{ code: number | null; stderr: string }> {
  const child = spawn(process.execPath, [join(repoRoot, 'bin/docsgen.js'), ...args], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.setEncoding('utf8');
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  await new Promise<void>((done) => {
    child.stderr.on('data', (chunk: string) => {
      stderr += chunk;
      if (/load content/.test(stderr)) done();
    });
    void exited.then(() => done());
  });
  child.kill('SIGINT');
  const code = await exited;
  return { code, stderr };
}

test('Ctrl+C while the pages compile stops the build: exit 130, the output left as it was, no staging folder', async (t) => {
  const site = await tempSite('valid', manyPages(400));
  t.after(() => site.remove());
  await mkdir(join(site.root, 'build'));
  // An earlier build's output (each has a 404 page; a folder without one is refused before any work).
  await writeFile(join(site.root, 'build/index.html'), 'the previous site');
  await writeFile(join(site.root, 'build/404.html'), 'its not-found page');
  const { code, stderr } = await interruptAfterLoad(site.root, ['build', '--no-cache']);
  assert.equal(code, 130, stderr);
  assert.match(stderr, /docsgen: stopped\. Nothing was written to the output folder\./);
  assert.doesNotMatch(stderr, /built \d+ pages/);
  assert.equal(await readFile(join(site.root, 'build/index.html'), 'utf8'), 'the previous site');
  assert.deepEqual(
    (await readdir(site.root)).filter((name) => name.includes('staging')),
    [],
  );
});

test('Ctrl+C during check stops it with exit 130 and says the check did not finish (it writes no output folder)', async (t) => {
  const site = await tempSite('valid', manyPages(400));
  t.after(() => site.remove());
  const { code, stderr } = await interruptAfterLoad(site.root, ['check']);
  assert.equal(code, 130, stderr);
  assert.match(stderr, /docsgen: stopped before the check finished\./);
  assert.doesNotMatch(stderr, /output folder|0 errors/);
});

test('a staging folder left by a killed build is removed by the next build, one of a build now running is not', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const killed = join(site.root, '.build.staging-dead1234');
  const running = join(site.root, '.build.staging-live5678');
  await mkdir(join(killed, 'docs'), { recursive: true });
  await mkdir(running);
  const longAgo = new Date(Date.now() - STALE_AFTER_MS - 60_000);
  await utimes(killed, longAgo, longAgo);
  const staging = await createStaging(join(site.root, 'build'));
  const left = (await readdir(site.root)).filter((name) => name.includes('staging'));
  assert.deepEqual(left.sort(), [basename(staging), '.build.staging-live5678'].sort());
});

test('a build stopped after loading content lets go of the kept versions it held; one killed long ago is cleaned up', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const config = await site.read('site.config.ts');
  await site.write('site.config.ts', config.replace('docs: {', "docs: { currentVersionLabel: '2.x',"));
  assert.equal((await runCli(['version', '1.0', '--root', site.root])).code, 0);
  const outDir = join(site.root, 'build');
  assert.deepEqual(
    (await buildSite({ root: site.root, outDir })).versions,
    ['1.0'],
    'the first build keeps the version',
  );
  const kept = join(site.root, '.docsgen/cache/versions');
  const killed = join(kept, '1.0.held-dead1234');
  await mkdir(killed);
  const longAgo = new Date(Date.now() - STALE_AFTER_MS - 60_000);
  await utimes(killed, longAgo, longAgo);

  // Ctrl+C once content is loaded: the version is held by then.
  const interrupt = new AbortController();
  const log: Logger = {
    ...silentLogger,
    info: (line) => void (/load content/.test(line) && interrupt.abort(new Interrupted())),
  };
  await assert.rejects(buildSite({ root: site.root, outDir }, { log, signal: interrupt.signal }), Interrupted);
  assert.deepEqual(
    (await readdir(kept)).filter((name) => name.includes('.held-')),
    [],
  );

  const again = await buildSite({ root: site.root, outDir });
  assert.deepEqual(again.reusedVersions, ['1.0'], 'the kept version is still whole');
});
