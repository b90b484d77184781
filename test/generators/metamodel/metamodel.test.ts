import { test } from 'node:test';
import assert from 'node:assert/strict';
import { DocsgenError } from '../../../src/node/errors.ts';
import { buildModel } from '../../../src/node/generators/metamodel/model.ts';
import { entitiesFileSchema, modelFileSchema, parseDataFile } from '../../../src/node/generators/metamodel/schema.ts';
import { allEdges, relationshipsOf } from '../../../src/node/generators/metamodel/relationships.ts';
import { entityPage } from '../../../src/node/generators/metamodel/entity-page.ts';
import { metamodelDocs } from '../../../src/node/generators/metamodel/index.ts';
import { assertTreeMatchesTwin } from '../../helpers/tree-twin.ts';
import { fixtureModel } from './helpers.ts';

function problemsOf(fn: () => unknown): string[] {
  try {
    fn();
  } catch (error) {
    assert.ok(error instanceof DocsgenError);
    return error.problems.map((p) => `${p.file}:${p.line} ${p.message}`);
  }
  assert.fail('expected a DocsgenError');
}

test('a wrong field type is reported with the file, the line and the path inside the data', () => {
  const text =
    'aspects:\n  - name: status\n    record: Status\n    doc: Soft deletion.\n    fields:\n      - name: removed\n        type: 3\n';
  assert.deepEqual(
    problemsOf(() => parseDataFile('content/data/metamodel/model/common.yaml', text, modelFileSchema)),
    [
      'content/data/metamodel/model/common.yaml:7 `aspects[0].fields[0].type` got 3, which YAML reads as a number, expected text',
    ],
  );
});

test('a missing key and an unknown field are reported at the entry that lacks or has them', () => {
  const text =
    'entities:\n  - name: tag\n    category: core\n    keyAspect: tagKey\n    urnExample: urn:li:tag:pii\n    aspects: []\n    colour: red\n';
  const problems = problemsOf(() => parseDataFile('entities.yaml', text, entitiesFileSchema));
  assert.ok(
    problems.some((p) => p.startsWith('entities.yaml:2 `entities[0].doc`')),
    problems.join('\n'),
  );
  assert.ok(
    problems.some((p) => p.startsWith('entities.yaml:2 `entities[0]`: unknown field(s) `colour`')),
    problems.join('\n'),
  );
});

test('invalid YAML and unknown references name the file and line', () => {
  assert.match(
    problemsOf(() => parseDataFile('x.yaml', 'aspects: [\n', modelFileSchema))[0],
    /^x\.yaml:\d+ invalid YAML/,
  );
  const entities =
    'entities:\n  - name: tag\n    category: core\n    doc: A label.\n    keyAspect: tagKey\n    urnExample: urn:li:tag:pii\n    aspects: [tagProperties]\n';
  const model =
    'aspects:\n  - name: tagKey\n    record: TagKey\n    doc: Key.\n    fields:\n      - { name: name, type: TagName }\n';
  assert.deepEqual(
    problemsOf(() => buildModel({ file: 'entities.yaml', text: entities }, [{ file: 'model/tag.yaml', text: model }])),
    [
      'entities.yaml:7 entity `tag` lists aspect `tagProperties`, which no file under content/data/metamodel/ defines',
      'model/tag.yaml:6 field `name` has type `TagName`, which is not defined under `types`',
    ],
  );
});

test('relationships are split into self, outgoing and incoming, including those inside nested records', async () => {
  const edges = allEdges(await fixtureModel());
  const dataset = relationshipsOf('dataset', edges);
  assert.deepEqual(
    dataset.self.map((e) => `${e.name} ${e.aspect}.${e.field}`),
    ['DownstreamOf upstreamLineage.upstreams.dataset'],
  );
  assert.deepEqual(dataset.outgoing, []);
  assert.deepEqual(
    dataset.incoming.map((e) => `${e.name} from ${e.from} ${e.aspect}.${e.field}`),
    ['Consumes from chart chartInfo.inputs'],
  );
  const chart = relationshipsOf('chart', edges);
  assert.deepEqual(
    chart.outgoing.map((e) => `${e.name} to ${e.to}`),
    ['Consumes to dataset'],
  );
  assert.deepEqual(relationshipsOf('secret', edges), { self: [], outgoing: [], incoming: [] });
});

test('an entity page has the expected structure', async () => {
  const model = await fixtureModel();
  const page = entityPage(model, model.entities[0], allEdges(model)).markdown;
  const headings = page.split('\n').filter((l) => /^#{2,4} /.test(l));
  assert.deepEqual(headings, [
    '## URN {#urn}',
    '## Aspects {#aspects}',
    '### datasetKey {#datasetkey}',
    '### upstreamLineage {#upstreamlineage}',
    '### datasetProfile (Timeseries) {#datasetprofile}',
    '## Search fields {#search-fields}',
    '## Relationships {#relationships}',
    '### Self {#relationships-self}',
    '### Outgoing {#relationships-outgoing}',
    '### Incoming {#relationships-incoming}',
    '## Types {#types}',
    '### Urn {#type-urn}',
    '### FabricType {#type-fabrictype}',
    '### Upstream {#type-upstream}',
  ]);
  assert.match(page, /urn:li:dataset:\(<platform>,<name>,<origin>\)/);
  assert.match(page, /\| `upstreams` \| array\\\[\[Upstream\]\(#type-upstream\)\\?\] \|\s+\|/);
  assert.match(page, /\| `rowCount` \| long \(optional\) \|\s+\|/);
  assert.match(
    page,
    /\| Consumes \| \[Chart\]\(\/docs\/generated\/metamodel\/entities\/chart\) \| `chartInfo.inputs` \|/,
  );
  assert.equal((page.match(/:::details\[Schema\]\n+```json/g) ?? []).length, 3);
});

test('the search fields show each index field with its type, default query, boost and filter', async () => {
  const model = await fixtureModel();
  const page = entityPage(model, model.entities[0], allEdges(model)).markdown;
  const section = page.slice(page.indexOf('## Search fields'), page.indexOf('## Relationships'));
  const rows = section.split('\n').filter((line) => line.startsWith('| `'));
  assert.deepEqual(
    rows.map((row) =>
      row
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim()),
    ),
    [
      ['`platform` (autocomplete)', 'URN', 'yes', '1', 'no', 'platform', '`datasetKey.platform`'],
      ['`id`', 'TEXT_PARTIAL', 'yes', '10', 'no', 'id', '`datasetKey.name`'],
      ['`origin`', 'TEXT_PARTIAL', 'no', '1', 'yes', 'Environment', '`datasetKey.origin`'],
      // A field of a record nested in an aspect is found where the aspect holds it.
      ['`upstreams`', 'URN', 'no', '1', 'no', 'upstreams', '`upstreamLineage.upstreams[].dataset`'],
    ],
  );
  assert.match(
    section,
    /Also indexed, for filters on presence and counts: `numUpstreams` \(how many values `upstreamLineage.upstreams\[\].dataset` has\)\./,
  );
  // A field that sets the search settings of a nested record's field replaces that record's own.
  const chart = entityPage(model, model.entities[1], allEdges(model)).markdown;
  const chartRows = chart.split('\n').filter((line) => line.startsWith('| `') && line.includes('KEYWORD'));
  assert.deepEqual(chartRows, ['| `chartLabels` | KEYWORD | no | 1 | yes | Label | `chartInfo.labels.names[]` |']);
  // The field tables say under which name a field is searchable, and link to the section.
  assert.match(page, /\| `name` \| string \| Searchable as `id` \(\[search fields\]\(#search-fields\)\)\. \|/);
  // The schema shows the settings as the annotation writes them.
  assert.match(
    page,
    /"Searchable": \{\n\s+"fieldName": "id",\n\s+"fieldType": "TEXT_PARTIAL",\n\s+"boostScore": 10\n\s+\}/,
  );
});

test('pages are ordered core first, and the Python models page names classes as schema_classes does', async () => {
  const docs = metamodelDocs(await fixtureModel());
  assert.deepEqual(
    docs.map((d) => [d.id, d.title, d.sidebarPosition]),
    [
      ['generated/metamodel/entities/dataset', 'Dataset', 0],
      ['generated/metamodel/entities/chart', 'Chart', 1],
      ['generated/metamodel/entities/secret', 'Secret', 2],
      ['python-sdk/models', 'Models', undefined],
    ],
  );
  // A short doc gets what the page holds, so search engines do not flag the description as too short.
  assert.equal(
    docs[0].description,
    'A table or topic. Its URN, aspects and relationships in the DataHub metadata model.',
  );
  const python = docs[3].markdown;
  assert.match(python, /### ChartInfoClass \{#chartinfoclass\}/);
  assert.match(python, /\| `inputs` \| Optional\\\[List\\\[str\\?\]\\?\] \| `None` \|/);
  assert.match(python, /\| `origin` \| Union\\\[str, \[FabricTypeClass\]\(#fabrictypeclass\)\\?\] \| required \|/);
});

test('a page compiled from its tree is the page compiled from its Markdown twin', async () => {
  // Images resolve, so that the graph of each entity page is recorded rather than reported missing.
  const resolveImage = async (_source: string, src: string) => ({ src, width: 640, height: 320 });
  for (const doc of metamodelDocs(await fixtureModel())) {
    const page = await assertTreeMatchesTwin(doc, resolveImage);
    assert.deepEqual(page.problems, [], doc.id);
    if (doc.id !== 'python-sdk/models')
      assert.match(page.html, /<details class="details"><summary>Schema<\/summary>/, doc.id);
  }
});

test('each entity page shows its neighbourhood as an SVG drawn from the relationships', async () => {
  const { neighbourhoodSvg } = await import('../../../src/node/generators/metamodel/graph-svg.ts');
  const edge = (name: string, from: string, to: string) => ({ name, from, to, aspect: 'a', field: 'f' });
  const svg = neighbourhoodSvg('dataset', 'Dataset', {
    self: [edge('SiblingOf', 'dataset', 'dataset')],
    outgoing: [edge('OwnedBy', 'dataset', 'corpuser')],
    incoming: [edge('Consumes', 'dataJob', 'dataset'), edge('Produces', 'dataJob', 'dataset')],
  });
  assert.match(svg, /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  assert.match(svg, /<title id="t">Entities related to Dataset<\/title>/);
  for (const text of ['>dataJob<', '>corpuser<', '>Consumes, Produces<', '>OwnedBy<', '>self: SiblingOf<'])
    assert.ok(svg.includes(text), text);
});
