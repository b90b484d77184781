/**
 * A bad sidebars.yaml and a bad redirects.yaml as a writer meets them: `docsgen check` names the
 * file, the line and what to do, for every mistake at once.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { runCli, tempSite } from '../helpers/site.ts';

const sidebars = [
  'overviewSidebar:', //                    1
  '  - quickstart', //                      2
  '  - type: category', //                  3
  '    label: Guides', //                   4
  '    colapsed: true', //                  5
  '    items: [guide/install]', //          6
  '  - type: link', //                      7
  '    label: Example', //                  8
  '    href: example.com/home', //          9
].join('\n');

const redirects = [
  '- from: /docs/old', //                   1
  '  to: /docs/quickstart', //              2
  '- from: docs/relative', //               3
  '  to: /docs/quickstart', //              4
  '- from: /docs/other', //                 5
  '  to: javascript:alert(1)', //           6
].join('\n');

test('docsgen check reports a bad sidebars.yaml and a bad redirects.yaml with file:line and a hint', async (t) => {
  const site = await tempSite('valid', { 'content/sidebars.yaml': sidebars, 'content/redirects.yaml': redirects });
  t.after(() => site.remove());
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1, stderr);
  for (const expected of [
    'content/sidebars.yaml:5: error: unknown key `colapsed` in a `category` item\n  hint: Did you mean `collapsed`?',
    'content/sidebars.yaml:9: error: link `example.com/home` is neither a site path nor a web address\n  hint: Did you mean `https://example.com/home`?',
    'content/redirects.yaml:3: error: `from: docs/relative` must start with a single `/`\n  hint: Write the old path as the site serves it, from the root and without the base URL: `/docs/old-path`.',
    "content/redirects.yaml:6: error: `to: javascript:alert(1)` must be a path from the site's root",
  ])
    assert.ok(stderr.includes(expected), `${expected}\nnot in:\n${stderr}`);
});
