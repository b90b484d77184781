/**
 * Writers' mistakes found by an audit, each reported where it is written with a fix that fits it:
 * a broken link in a data file, links that are not what they look like, a space in a link target,
 * a version named like a docs folder.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot, runCli, tempSite } from '../helpers/site.ts';

const sourcesFixture = join(repoRoot, 'test/fixtures/generators/sources/content/data/sources');

test('a broken link in a generated page is reported at its line and column in the data file', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  await cp(sourcesFixture, join(site.root, 'content/data/sources'), { recursive: true });
  const acme = await site.read('content/data/sources/acme.yaml');
  // Line 37: the second plugin's description.
  await site.write(
    'content/data/sources/acme.yaml',
    acme.replace(
      '    description: Reads every table.',
      '    description: Reads every table; see [the CLI](/docs/cli#put).',
    ),
  );
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1, stderr);
  assert.match(
    stderr,
    /content\/data\/sources\/acme\.yaml:37:51: error: broken link `\/docs\/cli#put` \(resolved as \/docs\/cli\)/,
  );
});

test('links that are not what they look like get a hint that fits them', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  await site.write('content/static/img/diagram.png', 'not read');
  await site.write(
    'content/docs/mistakes.md',
    [
      '---', //                                                                     1
      'title: Mistakes',
      'description: Links as writers get them wrong.',
      'not_in_sidebar: true',
      '---', //                                                                     5
      '',
      'See [the site](www.example.com/page) and [the other site](example.io).', //  7
      '',
      'Get [the shot](./img/missing.png) and [the diagram](/img/diagam.png).', //   9
      '',
      'Read [the readme](../outside.md).', //                                      11
      '',
      'Open [my page](./my page.md) or look at ![the shot](./img/my shot.png).', // 13
      '',
    ].join('\n'),
  );
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1, stderr);
  const expected = [
    'content/docs/mistakes.md:7:5: error: broken link `www.example.com/page` (resolved as /docs/www.example.com/page)\n  hint: Did you mean `https://www.example.com/page`? Without a scheme a link is a path of this site.',
    'content/docs/mistakes.md:7:42: error: broken link `example.io` (resolved as /docs/example.io)\n  hint: Did you mean `https://example.io`? Without a scheme a link is a path of this site.',
    'content/docs/mistakes.md:9:5: error: broken link `./img/missing.png` (resolved as /docs/img/missing.png): no file is served there\n  hint: Add the file to a static folder (served from the site root) as /docs/img/missing.png, or fix the path.',
    'content/docs/mistakes.md:9:39: error: broken link `/img/diagam.png` (resolved as /img/diagam.png): no file is served there\n  hint: Did you mean /img/diagram.png?',
    'content/docs/mistakes.md:11:6: error: broken markdown link `../outside.md` leads outside content/docs\n  hint: A Markdown link leads to a page of content/docs, relative to the file it is written in: link to one of those, or write a full https:// address.',
    'content/docs/mistakes.md:13:6: warning: link `[my page](./my page.md)` is shown as text: a link target cannot contain a space\n  hint: Rename the file without spaces (`./my-page.md`) and link that.',
    'content/docs/mistakes.md:13:41: warning: image `![the shot](./img/my shot.png)` is shown as text: an image path cannot contain a space\n  hint: Write the space as %20 (`./img/my%20shot.png`), or rename the file without spaces.',
  ];
  for (const line of expected) assert.ok(stderr.includes(line), `expected:\n${line}\nin:\n${stderr}`);
});

test("a version named like a folder of the docs is refused: its pages would take the current pages' addresses", async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const cut = await runCli(['version', 'guide', '--root', site.root]);
  assert.equal(cut.code, 2);
  assert.equal(
    cut.stderr,
    'content/versions.yaml: error: version `guide` would be served at /docs/guide/, where the current docs have /docs/guide and /docs/guide/install\n  hint: Pick a name that is no folder or page of content/docs, such as a release number: `docsgen version 1.0`.\n\n1 error\n',
  );
  // Written into versions.yaml by hand, it fails the check where it is named.
  assert.equal((await runCli(['version', '1.0', '--root', site.root])).code, 0);
  await site.write(
    'content/versions.yaml',
    (await site.read('content/versions.yaml')).replace('- name: "1.0"', '- name: "1.0"\n  - name: guide'),
  );
  await cp(join(site.root, 'content/versions/1.0'), join(site.root, 'content/versions/guide'), { recursive: true });
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1, stderr);
  assert.match(
    stderr,
    /content\/versions\.yaml:3: error: version `guide` would be served at \/docs\/guide\/, where the current docs have \/docs\/guide and \/docs\/guide\/install\n {2}hint: Rename the version \(its entry here and its folder content\/versions\/guide\/\), or the folder content\/docs\/guide\/\./,
  );
});

test('site.config.ts importing a file that is not there says so at the import, not "syntax error"', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const config = await site.read('site.config.ts');
  await site.write(
    'site.config.ts',
    config
      .replace('\nconst config', "\nimport { footerLinks } from './footer-links.ts';\nconst config")
      .replace("copyright: '", "copyright: footerLinks + '"),
  );
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 2, stderr);
  assert.equal(
    stderr.slice(stderr.indexOf('site.config.ts:')),
    'site.config.ts:4:29: error: Could not resolve "./footer-links.ts"\n  hint: No file is at that path: fix the import (relative to site.config.ts) or add the file.\n\n1 error\n',
  );
});

test('a version name YAML reads as a number is an error that says to quote it', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  await site.write('content/versions.yaml', 'versions:\n  - name: "0.10.0"\n  - name: 1.0\n    label: First\n');
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1, stderr);
  assert.ok(
    stderr.includes(
      'content/versions.yaml:3: error: `versions[1].name` got 1.0, which YAML reads as a number, expected text\n  hint: Write it in quotes to keep it as written: `name: "1.0"`.\n',
    ),
    stderr,
  );
});

test('a sidebars.yaml with errors is reported alone, an unclosed `{` once where it opens: its pages are not also "in no sidebar"', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const sidebars = await site.read('content/sidebars.yaml');
  await site.write('content/sidebars.yaml', sidebars.replace('label: Introduction }', 'label: Introduction'));
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1, stderr);
  assert.equal(
    stderr.slice(stderr.indexOf('content/')),
    'content/sidebars.yaml:5:9: error: invalid YAML: Flow map in block collection must be sufficiently indented and end with a }\n  hint: The `{` here is not closed: end it with `}` on the same line (or indent its next lines further than this one).\n1 error, 0 warnings\n',
  );
  // A misspelt id: its page is not reported as left out either.
  await site.write('content/sidebars.yaml', sidebars.replace('- quickstart', '- quickstat'));
  const typo = await runCli(['check', '--root', site.root]);
  assert.equal(
    typo.stderr.slice(typo.stderr.indexOf('content/')),
    'content/sidebars.yaml:6: error: unknown doc id `quickstat`\n  hint: Did you mean `quickstart`? Doc ids are paths below content/docs without .md.\n1 error, 0 warnings\n',
  );
});
