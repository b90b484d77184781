/** Links of the navbar and footer are checked like a page's, and reported where site.config.ts writes them. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCli, tempSite } from '../helpers/site.ts';
import { literalPositions } from '../../src/node/config/positions.ts';

test('a broken navbar or footer link is reported at its line and column in site.config.ts', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const config = await site.read('site.config.ts');
  await site.write(
    'site.config.ts',
    config
      .replace("to: '/integrations'", "to: '/integratons'")
      .replace("to: 'docs/quickstart'", "to: 'docs/quikstart'"),
  );
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1);
  assert.match(
    stderr,
    /site\.config\.ts:15:14: error: broken link `\/integratons` \(resolved as \/integratons\)\n {2}hint: Did you mean \/integrations\?/,
  );
  assert.match(
    stderr,
    /site\.config\.ts:21:66: error: broken link `docs\/quikstart` \(resolved as \/docs\/quikstart\)\n {2}hint: Did you mean \/docs\/quickstart\?/,
  );
});

test('the same target written twice gets each of its places, in order', () => {
  const source = 'const c = {\n  a: { to: \'/x\' },\n  b: [{ to: "/x" }, { to: `/y` }],\n};\n';
  assert.deepEqual(
    literalPositions(source, ['/x', '/y', '/x', '/z']),
    new Map([
      [
        '/x',
        [
          { line: 2, column: 13 },
          { line: 3, column: 14 },
        ],
      ],
      ['/y', [{ line: 3, column: 28 }]],
      ['/z', []],
    ]),
  );
});
