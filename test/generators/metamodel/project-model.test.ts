/**
 * The project's own metamodel data (content/data/metamodel/): the search model upstream's
 * `@Searchable` annotations give, key fields described usefully, and entity pages that link the
 * entities they relate to, as the concepts page links each concept to its entity.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadModel } from '../../../src/node/generators/metamodel/model.ts';
import { metamodelDocs } from '../../../src/node/generators/metamodel/index.ts';
import type { GeneratorContext } from '../../../src/node/content/types.ts';
import { repoRoot } from '../../helpers/site.ts';

const context = {
  root: repoRoot,
  readText: (path: string) => readFile(join(repoRoot, path), 'utf8'),
  listFiles: async (dir: string) => (await readdir(join(repoRoot, dir), { recursive: true })) as string[],
} as unknown as GeneratorContext;
const model = await loadModel(context);
const docs = metamodelDocs(model);
const page = (name: string) => docs.find((doc) => doc.id === `generated/metamodel/entities/${name}`)!.markdown;

/** The rows of a page's search fields table, as cells. */
function searchRows(markdown: string): string[][] {
  const section = markdown.slice(markdown.indexOf('## Search fields'), markdown.indexOf('## Relationships'));
  return section
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .map((row) => row.split(' | ').map((cell) => cell.replace(/^\| |\s\|$/g, '')));
}

test("the dataset page shows the search model: the key's name indexed as `id`, its origin as the Environment filter", () => {
  const rows = searchRows(page('dataset'));
  const from = (source: string) => rows.filter((row) => row[6] === `\`${source}\``);
  // Index field, type, queried by default, boost, in filters, filter name, from.
  assert.deepEqual(from('datasetKey.name'), [
    ['`id` (autocomplete)', 'TEXT_PARTIAL', 'yes', '10', 'no', 'id', '`datasetKey.name`'],
  ]);
  assert.deepEqual(from('datasetKey.origin'), [
    ['`origin`', 'TEXT_PARTIAL', 'no', '1', 'yes', 'Environment', '`datasetKey.origin`'],
  ]);
  assert.deepEqual(from('ownership.owners[].owner'), [
    ['`owners`', 'URN', 'no', '1', 'yes', 'Owned By', '`ownership.owners[].owner`'],
  ]);
  assert.deepEqual(from('globalTags.tags[].tag'), [
    ['`tags`', 'URN', 'yes', '0.5', 'yes', 'Tag', '`globalTags.tags[].tag`'],
  ]);
  // A column's tags are indexed under their own name: the schema field's settings replace the tag record's.
  assert.deepEqual(
    from('schemaMetadata.fields[].globalTags.tags[].tag').map((row) => row[0]),
    ['`fieldTags`'],
  );
  assert.match(page('dataset'), /`hasDescription` \(whether `datasetProperties.description` has a value\)/);
});

test('every searchable field in the data says how it is indexed, and key fields are described usefully', () => {
  const filler = /part of the URN|value that forms the URN|^The key of the/;
  for (const aspect of model.aspects.values()) {
    if (aspect.urnParts || aspect.name.endsWith('Key')) {
      assert.doesNotMatch(aspect.doc, filler, aspect.name);
      for (const field of aspect.fields)
        assert.ok(
          field.doc && !filler.test(field.doc) && field.doc.length > 20,
          `${aspect.name}.${field.name}: ${field.doc}`,
        );
    }
  }
  const searchable = [...model.aspects.values()].flatMap((a) => a.fields).filter((f) => f.search);
  assert.ok(searchable.length > 150, `${searchable.length} searchable aspect fields`);
});

test('entity pages link the entities they relate to, including through their URN', () => {
  const related = (name: string) => /^Related entities: (.+)\.$/m.exec(page(name))?.[1] ?? '';
  assert.match(related('dataset'), /\[Data Platform\]\(\/docs\/generated\/metamodel\/entities\/dataplatform\)/);
  assert.match(related('dataset'), /\[DataJob\]\(\/docs\/generated\/metamodel\/entities\/datajob\)/);
  assert.match(related('dataplatform'), /\[Dataset\]\(\/docs\/generated\/metamodel\/entities\/dataset\)/);
  assert.match(related('datajob'), /\[DataFlow\]\(\/docs\/generated\/metamodel\/entities\/dataflow\)/);
});

test('the concepts page links each concept that is an entity to its page, and every such link has a page', async () => {
  const concepts = await readFile(join(repoRoot, 'content/docs/what-is-datahub/datahub-concepts.md'), 'utf8');
  const linked = new Set(
    [...concepts.matchAll(/\(\.\.\/generated\/metamodel\/entities\/(\w+)\.md(?:#[\w-]+)?\)/g)].map((m) => m[1]),
  );
  const pages = new Set(docs.map((doc) => doc.id.split('/').pop()));
  for (const name of linked) assert.ok(pages.has(name), `no entity page ${name}`);
  const expected = [
    'dataplatform',
    'dataplatforminstance',
    'dataset',
    'container',
    'chart',
    'dashboard',
    'dataflow',
    'datajob',
    'tag',
    'glossaryterm',
    'glossarynode',
    'domain',
    'datahubview',
    'corpuser',
    'corpgroup',
    'datahubrole',
    'datahubpolicy',
    'datahubaccesstoken',
    'datahubingestionsource',
  ];
  assert.deepEqual(
    expected.filter((name) => !linked.has(name)),
    [],
  );
});
