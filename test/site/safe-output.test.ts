/** A build replaces its output folder whole: `--out` naming the site, its parent, content/ or a project folder is refused before any work. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { lstat, mkdir, readdir, readFile, symlink, writeFile } from 'node:fs/promises';
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
  assert.equal(
    (await runCli(['build', '--root', site.root, '--out', 'public', '--no-search'])).code,
    0,
    'a folder of its own is fine',
  );
});

test('--out holding files no build wrote is refused; an earlier build is replaced; a symbolic link keeps leading to the new site', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const www = join(site.root, 'www');
  await mkdir(www);
  await writeFile(join(www, 'CNAME'), 'docs.example.com');
  const refused = await runCli(['build', '--root', site.root, '--out', 'www', '--no-search']);
  assert.equal(refused.code, 2);
  assert.match(
    refused.stderr,
    /error: --out \S+www holds files that no docsgen build wrote \(CNAME\): building there would delete them\n {2}hint: Choose an empty folder, or remove its files first\. Files to publish with the site \(a CNAME file, verification files\) go in content\/static\//,
  );
  assert.deepEqual(await readdir(www), ['CNAME']);

  const real = join(site.root, 'real');
  assert.equal((await runCli(['build', '--root', site.root, '--out', 'real', '--no-search'])).code, 0);
  await symlink(real, join(site.root, 'link'));
  await writeFile(
    join(site.root, 'content/docs/features.md'),
    (await readFile(join(site.root, 'content/docs/features.md'), 'utf8')).replace('It searches.', 'It searches well.'),
  );
  assert.equal(
    (await runCli(['build', '--root', site.root, '--out', 'link', '--no-search'])).code,
    0,
    'an earlier build is replaced',
  );
  assert.ok((await lstat(join(site.root, 'link'))).isSymbolicLink(), 'the link stays a link');
  assert.match(
    await readFile(join(real, 'docs/features.html'), 'utf8'),
    /It searches well\./,
    'its target holds the new site',
  );
});
