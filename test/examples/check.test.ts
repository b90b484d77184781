/**
 * The example check as a function: positions inside a block become positions in the page, GraphQL
 * is validated against a schema, recipes against the project's source catalog (sinks and
 * transformers included), and `partial` blocks are only parsed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { buildSchema } from 'graphql';
import { loadConfig } from '../../src/node/config/load.ts';
import { formatProblem } from '../../src/node/errors.ts';
import { checkCodeExamples, type ExampleCheckers } from '../../src/node/examples/check.ts';
import { loadExampleCheckers } from '../../src/node/examples/load.ts';
import type { CodeExample, ExampleLanguage } from '../../src/node/markdown/types.ts';
import { repoRoot } from '../helpers/site.ts';

const schema = buildSchema(
  'type Query { dataset(urn: String!): Dataset }\ntype Dataset { urn: String! name: String }\nenum Kind { A }',
);

/** One block at line 10, column 3 of `page.md` (its fence indented by two spaces). */
function check(language: ExampleLanguage, code: string, checkers: ExampleCheckers, partial = false): string[] {
  const example: CodeExample = { language, code, partial, line: 10, column: 3 };
  return checkCodeExamples([{ file: 'page.md', examples: [example] }], checkers)
    .map(formatProblem)
    .map((text) => text.split('\n')[0]);
}

test('GraphQL: positions in the block become positions in the page; partial blocks are only parsed', () => {
  const query = 'query {\n  dataset(urn: "x") {\n    nmae\n  }\n}';
  assert.deepEqual(check('graphql', query, { graphql: schema }), [
    'page.md:12:7: error: GraphQL example: Cannot query field "nmae" on type "Dataset". Did you mean "name"?',
  ]);
  assert.deepEqual(check('graphql', query, { graphql: schema }, true), []);
  assert.deepEqual(check('graphql', 'query {\n  dataset(urn: "x") {\n', { graphql: schema }, true), [
    'page.md:12:3: error: GraphQL example: syntax error: Expected Name, found <EOF>.',
  ]);
  // Without a schema an operation is only parsed.
  assert.deepEqual(check('graphql', query, {}), []);
});

test('GraphQL type definitions are checked as an extension of the schema', () => {
  assert.deepEqual(
    check('graphql', 'extend type Query { widget: Widget }\ntype Widget { urn: String! }', { graphql: schema }),
    [],
  );
  assert.deepEqual(check('graphql', 'extend enum Kind { B }', { graphql: schema }), []);
  assert.deepEqual(check('graphql', 'enum Kind { B }', { graphql: schema }), [
    'page.md:10:8: error: GraphQL example: Type "Kind" already exists in the schema. It cannot also be defined in this type definition.',
  ]);
});

test('JSON and YAML must parse; a YAML block may hold several documents', () => {
  assert.deepEqual(check('json', '{\n  "a": 1\n}', {}), []);
  assert.deepEqual(check('json', '{\n  "a": 1,\n  // more\n}', {}), [
    'page.md:12:5: error: JSON example: a comment, which JSON does not allow',
  ]);
  assert.deepEqual(check('yaml', 'a: 1\n---\nb: [1, 2]\n', {}), []);
  assert.deepEqual(check('yaml', 'a: 1\nb: [1, 2\n', {}, true), [
    'page.md:11:6: error: YAML example: Flow sequence in block collection must be sufficiently indented and end with a ]',
  ]);
});

test('recipes: the source, the sink and each transformer against their options', async () => {
  const checkers = await loadExampleCheckers(repoRoot, await loadConfig(repoRoot), [
    {
      file: 'page.md',
      examples: [{ language: 'yaml', code: 'source:\n  type: mysql\n', partial: false, line: 1, column: 1 }],
    },
  ]);
  const recipe = (sink: string, transformers = '') =>
    `source:\n  type: mysql\n  config:\n    host_port: localhost:3306\n${sink}${transformers}`;
  assert.deepEqual(
    check('yaml', recipe('sink:\n  type: datahub-rest\n  config:\n    server: http://localhost:8080\n'), checkers),
    [],
  );
  assert.deepEqual(
    check(
      'yaml',
      recipe('sink:\n  type: datahub-rest\n  config:\n    server: http://localhost:8080\n    tokn: x\n'),
      checkers,
    ),
    ['page.md:18:7: error: recipe: `sink.config.tokn` unknown option `tokn`'],
  );
  assert.deepEqual(check('yaml', recipe('sink:\n  type: file\n'), checkers), [
    'page.md:14:3: error: recipe: `sink.config` required option `config` is missing',
  ]);
  assert.deepEqual(check('yaml', recipe('sink:\n  type: datahub-rst\n'), checkers), [
    'page.md:15:5: error: recipe: `sink.type` must be one of `blackhole`, `console`, `datahub-kafka`, `datahub-lite`, `datahub-rest`, `file`',
  ]);
  const transformers =
    'transformers:\n  - type: mark_dataset_status\n    config: {}\n  - type: simple_add_dataset_tags\n    config:\n      tag_urns: ["urn:li:tag:PII"]\n      semantics: MERGE\n  - type: my_transformers.AddTeam\n    config:\n      team: data\n';
  assert.deepEqual(check('yaml', recipe('', transformers), checkers), [
    'page.md:16:7: error: recipe: `transformers.0.config.removed` required option `removed` is missing',
    'page.md:20:9: error: recipe: `transformers.1.config.semantics` must be one of `OVERWRITE`, `PATCH`',
  ]);
  // A DataHub Actions pipeline also has `source.type`, but it is no ingestion recipe.
  assert.deepEqual(
    check(
      'yaml',
      'name: hello\nsource:\n  type: kafka\n  config:\n    connection:\n      bootstrap: localhost:9092\naction:\n  type: hello_world\n',
      checkers,
    ),
    [],
  );
  assert.deepEqual(
    check(
      'yaml',
      'source:\n  type: my_package.AcmeSource\n  config:\n    anything: 1\nsink:\n  type: console\n',
      checkers,
    ),
    [],
  );
});
