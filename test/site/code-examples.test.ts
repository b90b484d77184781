/**
 * The code examples of a page are checked by `check` like links are: a GraphQL field the schema
 * lacks and a recipe option its source or sink lacks are errors at their line and column; a block
 * marked `partial` is only parsed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot, runCli, tempSite } from '../helpers/site.ts';

const sourcesFixture = join(repoRoot, 'test/fixtures/generators/sources/content/data/sources');
const schemaFixture = join(repoRoot, 'test/fixtures/generators/graphql/schema.graphql');

/** The sinks a recipe may name, declared beside the fixture catalog's shared definitions. */
const sinks = `sinks:
  datahub-rest:
    description: Sends metadata over HTTP.
    config:
      properties:
        server: { type: string, description: The server. }
        token: { type: [string, 'null'], description: An access token. }
  console:
    description: Prints what it gets.
    config: {}
`;

const page = [
  '---', //                                                      1
  'title: Examples',
  'description: Code examples that the check reads.',
  'not_in_sidebar: true',
  '---', //                                                      5
  '',
  '```graphql',
  'query {',
  '  item(urn: "urn:li:item:1") {',
  '    urn', //                                                 10
  '    colour',
  '  }',
  '}',
  '```',
  '', //                                                        15
  '```graphql partial',
  'query {',
  '  item(urn: "urn:li:item:1") { colour }',
  '}',
  '```', //                                                     20
  '',
  '- A recipe in a list item:',
  '',
  '  ```yaml title="acme.dhub.yaml"',
  '  source:', //                                               25
  '    type: acme',
  '    config:',
  '      host: acme.example.com',
  '      colour: blue',
  '  sink:', //                                                 30
  '    type: datahub-rest',
  '    config:',
  '      server: http://localhost:8080',
  '      tokn: abc',
  '  ```', //                                                   35
  '',
  '```yaml partial',
  'source:',
  '  type: acme',
  '  config:', //                                               40
  '    colour: blue',
  '```',
  '',
  '```json',
  '{ "a": 1, }', //                                             45
  '```',
  '',
].join('\n');

test('a wrong GraphQL field and wrong recipe options fail `check` at their line and column; partial blocks pass', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  await cp(sourcesFixture, join(site.root, 'content/data/sources'), { recursive: true });
  await site.write(
    'content/data/sources/_shared.yaml',
    `${await site.read('content/data/sources/_shared.yaml')}${sinks}`,
  );
  await site.write('content/data/graphql/schema.graphql', await readFile(schemaFixture, 'utf8'));
  const config = await site.read('site.config.ts');
  await site.write(
    'site.config.ts',
    config.replace(
      '  colorMode: {},',
      "  colorMode: {},\n  reference: { graphqlSchema: ['content/data/graphql/schema.graphql'] },",
    ),
  );
  await site.write('content/docs/examples.md', page);
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1, stderr);
  const errors = stderr.split('\n').filter((line) => line.startsWith('content/docs/') && line.includes(': error: '));
  assert.deepEqual(errors, [
    'content/docs/examples.md:11:5: error: GraphQL example: Cannot query field "colour" on type "Item".',
    'content/docs/examples.md:29:7: error: recipe: `source.config.colour` unknown option `colour`',
    'content/docs/examples.md:34:7: error: recipe: `sink.config.tokn` unknown option `tokn`',
    'content/docs/examples.md:45:11: error: JSON example: a property name in double quotes expected (a trailing comma?)',
  ]);
  assert.match(
    stderr,
    /examples\.md:29:7: error: [^\n]+\n {2}hint: The options of `acme` are listed on \/docs\/generated\/ingestion\/sources\/acme\. [^\n]*```yaml partial/,
  );
  assert.match(stderr, /examples\.md:11:5: error: [^\n]+\n {2}hint: [^\n]*```graphql partial and only parsed\./);
  // The examples are part of the cached compiled page: a second check, compiling nothing, finds the same.
  const again = await runCli(['check', '--root', site.root, '--verbose']);
  assert.match(again.stderr, /compiled 0 pages, \d+ from the cache/);
  assert.deepEqual(
    again.stderr.split('\n').filter((line) => line.startsWith('content/docs/') && line.includes(': error: ')),
    errors,
  );
});

test('an unknown source is named with the nearest one; a custom source class is accepted', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  await cp(sourcesFixture, join(site.root, 'content/data/sources'), { recursive: true });
  const recipe = (type: string) =>
    ['```yaml', 'source:', `  type: ${type}`, '  config:', '    anything: 1', '```', ''].join('\n');
  await site.write(
    'content/docs/recipes.md',
    [
      '---',
      'title: Recipes',
      'description: Two recipes.',
      'not_in_sidebar: true',
      '---',
      '',
      recipe('acm'),
      recipe('my_package.sources.AcmeSource'),
    ].join('\n'),
  );
  const { code, stderr } = await runCli(['check', '--root', site.root]);
  assert.equal(code, 1, stderr);
  const errors = stderr.split('\n').filter((line) => line.startsWith('content/docs/') && line.includes(': error: '));
  assert.deepEqual(errors, ['content/docs/recipes.md:9:9: error: recipe: unknown source type `acm`']);
  assert.match(stderr, /hint: Did you mean `acme`\?/);
});
