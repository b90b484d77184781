/** The GraphQL reference generator on a fixture schema with every kind of type. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { graphqlGenerator } from '../../../src/node/generators/graphql/index.ts';
import { generateReference } from '../../../src/node/generators/graphql/reference.ts';
import { DocsgenError } from '../../../src/node/errors.ts';
import { loadConfig } from '../../../src/node/config/load.ts';
import { loadContent } from '../../../src/node/content/load.ts';
import type { GeneratedDoc } from '../../../src/node/content/types.ts';
import { repoRoot, tempSite } from '../../helpers/site.ts';
import { assertTreeMatchesTwin } from '../../helpers/tree-twin.ts';

const FIXTURES = join(repoRoot, 'test/fixtures/generators/graphql');
const SCHEMA = 'test/fixtures/generators/graphql/schema.graphql';

async function fixturePages(): Promise<GeneratedDoc[]> {
  return generateReference([{ path: SCHEMA, text: await readFile(join(repoRoot, SCHEMA), 'utf8') }]);
}

/** The outline of a page: headings, labels and the first cell of every table row. */
function structure(doc: GeneratedDoc): string {
  const lines = doc.markdown.split('\n').flatMap((line) => {
    if (line.startsWith('## ')) return [line];
    if (/^\*\*[^*]+(\*\*$|:\*\*)/.test(line)) return [`  ${line}`];
    if (line.startsWith('> ')) return [`  ${line}`];
    const row = /^\| (.+?) \| /.exec(line);
    return row && !/^\| -+ \|/.test(line) ? [`    ${row[1]}`] : [];
  });
  return [
    `# ${doc.id} (${doc.title}, ${doc.sidebarLabel ?? doc.title}, position ${doc.sidebarPosition})`,
    ...lines,
  ].join('\n');
}

test('the eight pages, in sidebar order, with the structure of the snapshot', async () => {
  const docs = await fixturePages();
  assert.deepEqual(
    docs.map((d) => d.id),
    [
      'graphql/queries',
      'graphql/mutations',
      'graphql/objects',
      'graphql/inputObjects',
      'graphql/interfaces',
      'graphql/unions',
      'graphql/enums',
      'graphql/scalars',
    ],
  );
  for (const doc of docs) assert.ok(doc.description.length <= 160, `${doc.id}: description too long`);
  // Long lists of names weigh less in search than guides (src/node/generators/reference.ts).
  for (const doc of docs) assert.equal(doc.searchWeight, 0.5, doc.id);
  const actual = docs.map(structure).join('\n\n') + '\n';
  const snapshot = join(FIXTURES, 'structure.snapshot.txt');
  if (process.env.UPDATE_SNAPSHOTS) await writeFile(snapshot, actual);
  assert.equal(
    actual,
    await readFile(snapshot, 'utf8'),
    'run with UPDATE_SNAPSHOTS=1 after an intended change, and review the diff',
  );
});

test('types show their wrappers and every named type is a link', async () => {
  const docs = await fixturePages();
  const objects = docs.find((d) => d.id === 'graphql/objects')!.markdown;
  assert.match(objects, /\| \*\*labels\*\* · \\\[\[Label\]\(\/docs\/graphql\/objects#label\)!\]! \| Its labels\. \|/);
  assert.match(objects, /\*\*Deprecated:\*\* Read `labels` instead\./);
  assert.match(objects, /\*\*Implements:\*\* \[Entity\]\(\/docs\/graphql\/interfaces#entity\)/);
  assert.match(
    objects,
    /\| \*\*urn\*\* · \[Urn\]\(\/docs\/graphql\/scalars#urn\)! \| Its URN\. \|/,
    "fields without text take the interface field's description",
  );
  const queries = docs.find((d) => d.id === 'graphql/queries')!.markdown;
  assert.match(queries, /> \*\*Deprecated:\*\* Use `find`\./);
  assert.match(queries, /\*\*Type:\*\* \\\[\[Item\]\(\/docs\/graphql\/objects#item\)!\]!/);
  const mutations = docs.find((d) => d.id === 'graphql/mutations')!.markdown;
  assert.match(mutations, /\*\*dryRun\*\* · \[Boolean\]\(\/docs\/graphql\/scalars#boolean\) = `false`/);
  const interfaces = docs.find((d) => d.id === 'graphql/interfaces')!.markdown;
  assert.match(
    interfaces,
    /\*\*Implemented by:\*\* \[Item\]\(\/docs\/graphql\/objects#item\), \[Person\]\(\/docs\/graphql\/objects#person\)/,
  );
  // Without a link, a name would be in backticks: no type is left unlinked.
  for (const doc of docs) assert.doesNotMatch(doc.markdown, /· `/, `${doc.id} has an unlinked type`);
});

test('a deprecation without a reason, or with one that ends without a stop, reads as a sentence before the description', () => {
  const text = 'type Query {\n  "Old."\n  a: Int @deprecated\n  "Older."\n  b: Int @deprecated(reason: "Use `a`")\n}\n';
  const queries = generateReference([{ path: 'q.graphql', text }])[0].markdown;
  assert.match(queries, /> \*\*Deprecated:\*\* No longer supported\.\n/);
  assert.match(queries, /> \*\*Deprecated:\*\* Use `a`\.\n/);
});

test('the arguments of an object field are listed in its row, each with its type, default, deprecation and description', () => {
  const text =
    'type Query {\n  "Items."\n  items: [Item]\n}\n"An item."\ntype Item {\n  "Its parts"\n  parts("How many to return" first: Int = 10, "Before `first`" old: Int @deprecated, plain: String): [Int]\n}\n';
  const objects = generateReference([{ path: 'q.graphql', text }])[2].markdown;
  const row = objects.split('\n').find((line) => line.startsWith('| **parts**'));
  assert.equal(
    row,
    '| **parts** · \\[[Int](/docs/graphql/scalars#int)] | Its parts. Arguments: **first** · [Int](/docs/graphql/scalars#int) = `10` — How many to return. ' +
      '**old** · [Int](/docs/graphql/scalars#int) — **Deprecated:** No longer supported. Before `first`. **plain** · [String](/docs/graphql/scalars#string). |',
  );
});

test('every link points to a heading that exists', async () => {
  const docs = await fixturePages();
  const headings = new Set(
    docs.flatMap((doc) => [...doc.markdown.matchAll(/^## .+ \{#([^}]+)\}$/gm)].map((m) => `/docs/${doc.id}#${m[1]}`)),
  );
  const pages = new Set(docs.map((doc) => `/docs/${doc.id}`));
  let links = 0;
  for (const doc of docs) {
    for (const [, href] of doc.markdown.matchAll(/\]\((\/[^)]+)\)/g)) {
      links++;
      assert.ok(href.includes('#') ? headings.has(href) : pages.has(href), `${doc.id}: ${href} leads nowhere`);
    }
  }
  assert.ok(links > 40, `expected many links, found ${links}`);
});

test('invalid SDL is a DocsgenError naming the file and line', async () => {
  const path = 'test/fixtures/generators/graphql/broken.graphql';
  const text = await readFile(join(repoRoot, path), 'utf8');
  assert.throws(
    () => generateReference([{ path, text }]),
    (error: unknown) => {
      assert.ok(error instanceof DocsgenError);
      assert.equal(error.problems[0].file, path);
      assert.equal(error.problems[0].line, 8);
      assert.match(error.problems[0].message, /Expected ":"/);
      return true;
    },
  );
});

test('a type that is named but never defined is reported at its use', () => {
  const files = [
    { path: 'a.graphql', text: 'type Query {\n  item: Item\n}\n' },
    { path: 'b.graphql', text: 'type Item {\n  owner: Person\n}\n' },
  ];
  assert.throws(
    () => generateReference(files),
    (error: unknown) => {
      assert.ok(error instanceof DocsgenError);
      assert.deepEqual(
        error.problems.map((p) => `${p.file}:${p.line}`),
        ['b.graphql:2'],
      );
      return true;
    },
  );
});

test('an introspection result gives the same pages as the SDL', async () => {
  const { buildSchema, introspectionFromSchema } = await import('graphql');
  const text = await readFile(join(repoRoot, SCHEMA), 'utf8');
  const json = JSON.stringify({ data: introspectionFromSchema(buildSchema(text)) });
  const fromJson = generateReference([{ path: 'schema.json', text: json }]);
  const fromSdl = await fixturePages();
  assert.deepEqual(
    fromJson.map((d) => d.markdown),
    fromSdl.map((d) => d.markdown),
  );
});

test('through the content stage: pages from the configured files, none without them', async (t) => {
  const site = await tempSite('valid', {
    'content/data/graphql/schema.graphql': await readFile(join(repoRoot, SCHEMA), 'utf8'),
  });
  t.after(() => site.remove());
  const config = await loadConfig(site.root);
  const none = await loadContent({ root: site.root, config, includeDrafts: false, generators: [graphqlGenerator] });
  assert.equal([...none.docs.keys()].filter((id) => id.startsWith('graphql/')).length, 0);
  const withSchema = {
    ...config,
    reference: { ...config.reference, graphqlSchema: ['content/data/graphql/schema.graphql'] },
  };
  const content = await loadContent({
    root: site.root,
    config: withSchema,
    includeDrafts: false,
    generators: [graphqlGenerator],
  });
  const objects = content.docs.get('graphql/objects');
  assert.equal(objects?.route, '/docs/graphql/objects');
  assert.equal(objects?.source, 'content/data/graphql/schema.graphql');
  assert.equal(content.docs.get('graphql/inputObjects')?.sidebarLabel, 'Inputs');
  const missing = {
    ...config,
    reference: { ...config.reference, graphqlSchema: ['content/data/graphql/nope.graphql'] },
  };
  const failed = await loadContent({
    root: site.root,
    config: missing,
    includeDrafts: false,
    generators: [graphqlGenerator],
  });
  assert.match(failed.problems.map((p) => p.message).join('\n'), /nope\.graphql, which cannot be read/);
});

test('a page compiled from its tree is the page compiled from its Markdown twin', async () => {
  for (const doc of await fixturePages()) await assertTreeMatchesTwin(doc);
});
