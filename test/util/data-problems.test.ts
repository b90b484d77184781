/**
 * The one problem mapper and the one YAML locator: a zod issue's path becomes the line and column
 * where it is written, an unknown key names the key's own place with a "did you mean", and a
 * file's own wording (sidebars) keeps its messages.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { formatProblem } from '../../src/node/errors.ts';
import { issueProblems } from '../../src/node/util/data-problems.ts';
import { parseYaml, yamlLocator } from '../../src/shared/yaml-place.ts';
import { parseSidebars } from '../../src/node/content/sidebars.ts';

const nested = [
  'site:', //                     1
  '  title: Docs', //             2
  '  menus:', //                  3
  '    - label: Home', //         4
  '      links:', //              5
  '        - href: /docs/a', //   6
  '          target: 3', //       7
].join('\n');

test('a path into a nested document is located at its key, its value, or the deepest part that exists', () => {
  const locate = yamlLocator(parseYaml(nested));
  assert.deepEqual(locate(['site', 'menus', 0, 'links', 0, 'target']), { line: 7, column: 11 });
  assert.deepEqual(locate(['site', 'menus', 0, 'links', 0, 'target'], 'value'), { line: 7, column: 19 });
  // A list's key, or the list itself (its first item).
  assert.deepEqual(locate(['site', 'menus']), { line: 3, column: 3 });
  assert.deepEqual(locate(['site', 'menus'], 'value'), { line: 4, column: 5 });
  // A missing field: the entry that should hold it.
  assert.deepEqual(locate(['site', 'menus', 0, 'icon']), { line: 4, column: 7 });
  assert.deepEqual(locate(['site', 'menus', 5, 'label']), { line: 3, column: 3 });
  // Front matter: lines counted from the file's first line, after the opening fence.
  assert.deepEqual(yamlLocator(parseYaml(nested), { lineOffset: 1, columns: false })(['site', 'title']), { line: 3 });
});

const schema = z.strictObject({
  site: z.strictObject({
    title: z.string(),
    menus: z.array(
      z.strictObject({
        label: z.string(),
        links: z.array(z.strictObject({ href: z.string(), target: z.string().optional() })),
      }),
    ),
  }),
});

function problemsOf(text: string): string[] {
  const yaml = parseYaml(text);
  const data = yaml.doc.toJS();
  const result = schema.safeParse(data);
  assert.ok(!result.success);
  return issueProblems(result.error.issues, {
    file: 'content/data/site.yaml',
    code: 'data-invalid',
    locate: yamlLocator(yaml),
    data,
    schema,
    hint: 'See the fields of site.yaml.',
  }).map(formatProblem);
}

test('a wrong type deep in a document names the field path, what it got and what it expects, where it is written', () => {
  assert.deepEqual(problemsOf(nested), [
    'content/data/site.yaml:7:11: error: `site.menus[0].links[0].target` got 3, expected text\n  hint: See the fields of site.yaml.',
  ]);
});

test('an unknown key is reported where the key is written, with the field it is closest to', () => {
  const text = nested.replace('target: 3', 'hraf: /docs/b');
  assert.deepEqual(problemsOf(text), [
    'content/data/site.yaml:7:11: error: unknown field `site.menus[0].links[0].hraf`\n  hint: Did you mean `href`? The fields allowed here are: href, target.',
  ]);
});

test('a wrong type in a sidebars item is reported at its value, and the sidebar keeps its other items', () => {
  const parsed = parseSidebars(
    [
      'docs:', //                      1
      '  - quickstart', //             2
      '  - type: category', //         3
      '    label: Deploy', //          4
      '    collapsed: 1', //           5
      '    items: [deploy/kubernetes]', // 6
      '  - type: link', //             7
      '    label: 3', //               8
      '    href: /docs/x', //          9
    ].join('\n'),
  );
  assert.deepEqual(parsed.problems.map(formatProblem), [
    'content/sidebars.yaml:5: error: `collapsed` must be true or false, not `1`\n  hint: Write `collapsed: false` (without quotes) to keep the category open.',
    'content/sidebars.yaml:7: error: a `link` item needs `label` and `href`\n  hint: Add both fields.',
  ]);
  // The category stays (without its wrong field), so the docs it lists are still checked; the link is left out.
  assert.deepEqual(
    parsed.sidebars.docs.map((item) => (item.type === 'category' ? `${item.label}:${item.items.length}` : item.type)),
    ['doc', 'Deploy:1'],
  );
});
