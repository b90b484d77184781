/**
 * `--verbose` prints stack traces that name the engine's source files (src/…ts), not positions in
 * the bundle the CLI runs from (node_modules/.cache/docsgen/cli.<id>/cli.js:88996).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { repoRoot, tempSite } from '../helpers/site.ts';

const run = promisify(execFile);

test('--verbose stack traces of the bundled CLI name the source files', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  await site.write(
    'content/docs/broken.md',
    '---\ntitle: Broken\ndescription: A page with a broken link.\n---\n\nSee [nothing](./nothing.md).\n',
  );
  const failed = await run(process.execPath, [
    join(repoRoot, 'bin/docsgen.js'),
    'build',
    '--root',
    site.root,
    '--no-search',
    '--verbose',
  ]).then(
    () => undefined,
    (error: { code: number; stderr: string }) => error,
  );
  assert.equal(failed?.code, 1);
  const frames = failed.stderr.split('\n').filter((line) => /^\s+at /.test(line));
  assert.ok(frames.length > 0, failed.stderr);
  // Frames of the engine, not of Node or of a package.
  const engine = frames.filter((line) => !/node:|node_modules\/(?!\.cache)/.test(line));
  assert.match(engine[0] ?? '', /\/src\/node\/errors\.ts:\d+:\d+\)$/, frames.join('\n'));
  for (const frame of engine) assert.match(frame, /\/(src\/[\w/.-]+\.tsx?|bin\/docsgen\.js):\d+:\d+\)?$/, frame);
});
