/**
 * The GraphQL reference of this site covers the whole DataHub API of 2023: the schema files that
 * site.config.ts lists give pages with every name of test/fixtures/generators/graphql/datahub-api-names.txt
 * (68 queries, 89 mutations, 303 objects, 150 inputs, 5 interfaces, 5 unions, 59 enums, 5 scalars),
 * and everything in them carries a description that says more than its name.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Kind, parse, type ASTNode, type DocumentNode, type StringValueNode } from 'graphql';
import { generateReference } from '../../../src/node/generators/graphql/reference.ts';
import { PAGE_KINDS, type PageKind } from '../../../src/node/generators/graphql/markdown.ts';
import { DocsgenError } from '../../../src/node/errors.ts';
import { loadConfig } from '../../../src/node/config/load.ts';
import { repoRoot } from '../../helpers/site.ts';

const NAMES_FILE = join(repoRoot, 'test/fixtures/generators/graphql/datahub-api-names.txt');
const EXPECTED_COUNTS: Record<PageKind, number> = {
  queries: 68,
  mutations: 89,
  objects: 303,
  inputObjects: 150,
  interfaces: 5,
  unions: 5,
  enums: 59,
  scalars: 5,
};

interface SchemaFile {
  path: string;
  text: string;
}

/** The listed files that exist, and the paths of those that do not. */
async function shippedSchemaFiles(): Promise<{ files: SchemaFile[]; missing: string[] }> {
  const { reference } = await loadConfig(repoRoot);
  const read = await Promise.all(
    reference.graphqlSchema.map(async (path) => ({
      path,
      text: await readFile(join(repoRoot, path), 'utf8').catch(() => null),
    })),
  );
  return {
    files: read.filter((f): f is SchemaFile => f.text !== null),
    missing: read.filter((f) => f.text === null).map((f) => f.path),
  };
}

/** `[queries]` followed by one name a line, for each page. */
async function expectedNames(): Promise<Record<PageKind, Set<string>>> {
  const names = Object.fromEntries(PAGE_KINDS.map((kind) => [kind, new Set<string>()])) as Record<
    PageKind,
    Set<string>
  >;
  let kind: PageKind | undefined;
  for (const line of (await readFile(NAMES_FILE, 'utf8')).split('\n').map((l) => l.trim())) {
    const header = /^\[(\w+)\]$/.exec(line);
    if (header) kind = header[1] as PageKind;
    else if (line && !line.startsWith('#')) names[kind!].add(line);
  }
  return names;
}

test('the list of names the reference must show has the counts of the 2023 API', async () => {
  const expected = await expectedNames();
  assert.deepEqual(Object.fromEntries(PAGE_KINDS.map((kind) => [kind, expected[kind].size])), EXPECTED_COUNTS);
});

test('the schema files of site.config.ts give pages that list every query, mutation and type of the 2023 API, and nothing else', async () => {
  const { files, missing } = await shippedSchemaFiles();
  assert.deepEqual(missing, [], `site.config.ts lists schema files that do not exist: ${missing.join(', ')}`);
  let docs: ReturnType<typeof generateReference>;
  try {
    docs = generateReference(files);
  } catch (error) {
    if (!(error instanceof DocsgenError)) throw error;
    assert.fail(
      `the schema files do not make a schema:\n${error.problems.map((p) => `  ${p.file}:${p.line ?? ''} ${p.message}`).join('\n')}`,
    );
  }
  const expected = await expectedNames();
  const differences: string[] = [];
  for (const [index, kind] of PAGE_KINDS.entries()) {
    const shown = new Set([...docs[index].markdown.matchAll(/^## (\S+) \{#[^}]+\}$/gm)].map((m) => m[1]));
    const absent = [...expected[kind]].filter((name) => !shown.has(name));
    const unknown = [...shown].filter((name) => !expected[kind].has(name));
    if (absent.length > 0)
      differences.push(`${kind}: ${shown.size} of ${expected[kind].size}; missing ${absent.join(', ')}`);
    if (unknown.length > 0) differences.push(`${kind}: not in the 2023 API: ${unknown.join(', ')}`);
  }
  assert.deepEqual(differences, []);
});

test('every type, field, argument and enum value of the shipped schema is described, and not by its own name', async (t) => {
  const { files, missing } = await shippedSchemaFiles();
  // Missing files fail the test above; the files there are checked here all the same.
  if (missing.length > 0) t.diagnostic(`not checked, missing: ${missing.join(', ')}`);
  assert.ok(files.length > 0, 'site.config.ts lists no schema file that exists');
  const documents = files.map((file) => ({ path: file.path, document: parse(file.text) }));
  const interfaceFields = describedInterfaceFields(documents.map((d) => d.document));
  const problems = documents.flatMap(({ path, document }) =>
    undescribed(document, interfaceFields).map(
      ({ node, name, reason }) => `${path}:${node.loc?.startToken.line} ${name}: ${reason}`,
    ),
  );
  assert.deepEqual(problems, []);
});

interface Finding {
  node: ASTNode;
  name: string;
  reason: string;
}

/** `Interface.field` of every interface field that has a description: the pages show it for fields that implement it. */
function describedInterfaceFields(documents: DocumentNode[]): Map<string, string[]> {
  const described = new Map<string, string[]>();
  for (const definition of documents.flatMap((d) => d.definitions)) {
    if (definition.kind !== Kind.INTERFACE_TYPE_DEFINITION && definition.kind !== Kind.INTERFACE_TYPE_EXTENSION)
      continue;
    const names = (definition.fields ?? []).filter((f) => f.description?.value.trim()).map((f) => f.name.value);
    described.set(definition.name.value, [...(described.get(definition.name.value) ?? []), ...names]);
  }
  return described;
}

function undescribed(document: DocumentNode, interfaceFields: Map<string, string[]>): Finding[] {
  const findings: Finding[] = [];
  const check = (node: ASTNode & { description?: StringValueNode }, name: string, inherited = false) => {
    const own = /\((\w+)\)$/.exec(name)?.[1] ?? name.split('.').at(-1)!;
    const reason = inherited && !node.description ? undefined : fillerReason(own, node.description?.value);
    if (reason) findings.push({ node, name, reason });
  };
  for (const definition of document.definitions) {
    if (!('name' in definition) || !definition.name) continue;
    const typeName = definition.name.value;
    // An extension adds to a type described where it is defined; its own members are checked.
    if (!definition.kind.endsWith('Extension')) check(definition, typeName);
    const interfaces = 'interfaces' in definition ? (definition.interfaces ?? []).map((i) => i.name.value) : [];
    for (const field of 'fields' in definition ? (definition.fields ?? []) : []) {
      check(
        field,
        `${typeName}.${field.name.value}`,
        interfaces.some((i) => interfaceFields.get(i)?.includes(field.name.value)),
      );
      for (const arg of 'arguments' in field ? (field.arguments ?? []) : [])
        check(arg, `${typeName}.${field.name.value}(${arg.name.value})`);
    }
    for (const value of 'values' in definition ? (definition.values ?? []) : [])
      check(value, `${typeName}.${value.name.value}`);
  }
  return findings;
}

/** Words that say nothing on their own: a description made of these and the item's name is filler. */
const EMPTY_WORDS = new Set([
  'the',
  'a',
  'an',
  'of',
  'for',
  'to',
  'this',
  'that',
  'its',
  'it',
  'is',
  's',
  'operation',
  'operations',
  'argument',
  'arguments',
  'input',
  'inputs',
  'field',
  'fields',
  'value',
  'values',
  'type',
  'object',
  'enum',
  'given',
]);

/** Lower-cased words, with `camelCase` and `snake_case` names split into theirs. */
function wordsOf(text: string): string[] {
  return (
    text
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .toLowerCase()
      .match(/[a-z0-9]+/g) ?? []
  );
}

/** Why a description is missing or placeholder-like, or undefined when it is fine. */
function fillerReason(name: string, description: string | undefined): string | undefined {
  const text = description?.trim() ?? '';
  if (text === '') return 'no description';
  if (/\b(TODO|TBD|FIXME|lorem ipsum|placeholder|no description)\b/i.test(text)) return `placeholder text: "${text}"`;
  const words = wordsOf(text);
  if (words.length < 2) return `a single word: "${text}"`;
  const nameWords = new Set(wordsOf(name));
  if (words.every((word) => EMPTY_WORDS.has(word) || nameWords.has(word)))
    return `says no more than the name: "${text}"`;
  return undefined;
}

test('filler descriptions are recognised, useful ones are not', () => {
  assert.equal(fillerReason('urn', 'The urn.'), 'says no more than the name: "The urn."');
  assert.equal(
    fillerReason('input', "The operation's arguments."),
    'says no more than the name: "The operation\'s arguments."',
  );
  assert.equal(fillerReason('entityType', 'The entity type'), 'says no more than the name: "The entity type"');
  assert.equal(fillerReason('filters', 'Filters'), 'a single word: "Filters"');
  assert.equal(fillerReason('name', '  '), 'no description');
  assert.equal(fillerReason('name', 'TODO describe'), 'placeholder text: "TODO describe"');
  assert.equal(fillerReason('datasetUrn', 'URN of the dataset.'), 'says no more than the name: "URN of the dataset."');
  assert.equal(
    fillerReason('ListTestsInput', 'Arguments of `listTests`.'),
    'says no more than the name: "Arguments of `listTests`."',
  );
  assert.equal(fillerReason('urn', 'URN of the dataset.'), undefined);
  assert.equal(fillerReason('ONE_HOUR', 'Valid for one hour.'), undefined);
  assert.equal(fillerReason('count', 'The largest number of results to return; 10 when left out.'), undefined);
});
