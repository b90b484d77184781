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
  await site.write('content/data/sources/acme.yaml', acme.replace('    description: Reads every table.', '    description: Reads every table; see [the CLI](/docs/cli#put).'));
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1, stderr);
  assert.match(stderr, /content\/data\/sources\/acme\.yaml:37:51: error: broken link `\/docs\/cli#put` \(resolved as \/docs\/cli\)/);
});
