/** A build replaces its output folder whole: `--out` naming the site, its parent, content/ or a project folder is refused before any work. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { runCli, tempSite } from '../helpers/site.ts';

test('--out that would replace the site, its sources or a project folder fails with exit 2 and leaves everything', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const project = join(site.root, 'elsewhere');
  await mkdir(project);
  await writeFile(join(project, 'package.json'), '{}');
  const cases: [string, RegExp][] = [
    ['.', /error: --out is the site folder itself: building there would delete site\.config\.ts and content\//],
    [dirname(site.root), /error: --out \S+ holds the site folder \S+: building there would delete it/],
    ['content/docs/out', /error: --out \S+ is inside content\/: the build would replace the site's own files/],
    ['elsewhere', /error: --out \S+elsewhere is not a build output: it holds package\.json/],
  ];
  const before = (await readdir(site.root)).sort();
  for (const [out, message] of cases) {
    const { code, stderr } = await runCli(['build', '--root', site.root, '--out', out, '--no-search']);
    assert.equal(code, 2, `${out}: ${stderr}`);
    assert.match(stderr, message);
    assert.match(stderr, /hint: Choose a folder of its own, such as build\/ \(the default\)/);
    assert.doesNotMatch(stderr, /load content/, 'nothing was built');
  }
  assert.deepEqual((await readdir(site.root)).sort(), before);
  assert.deepEqual(await readdir(project), ['package.json']);
  assert.equal((await runCli(['build', '--root', site.root, '--out', 'public', '--no-search'])).code, 0, 'a folder of its own is fine');
});
