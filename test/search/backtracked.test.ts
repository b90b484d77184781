import { test } from 'node:test';
import assert from 'node:assert/strict';
import { correctedQuery, foundOnlyPrefixes, matchedWords, suspectWords } from '../../src/client/search/backtracked.ts';

const page = (content: string, ...words: string[]) => {
  const list = content.split(/\s+/);
  return { content, locations: words.map((w) => list.indexOf(w)) };
};

test('the matched words are read at the index positions, split into their parts', () => {
  assert.deepEqual(
    matchedWords(page('Use the no-code model of MetadataChangeProposal here.', 'no-code', 'MetadataChangeProposal')),
    ['no', 'code', 'nocode', 'metadata', 'change', 'proposal', 'metadatachangeproposal'],
  );
});

test('a query answered with a short prefix of its word found nothing it asked for', () => {
  assert.equal(foundOnlyPrefixes('nope', [page('There is no code here', 'no')]), true);
  assert.equal(foundOnlyPrefixes('ark', [page('We are on the go', 'are')]), true, 'a short word needs all its letters');
  assert.equal(foundOnlyPrefixes('kafka nope', [page('Kafka says no', 'Kafka', 'no')]), true, 'every word counts');
  // A topic the site lacks: Pagefind answers with a shorter word the query's starts with.
  assert.equal(foundOnlyPrefixes('fivetran', [page('Give it five minutes', 'five')]), true);
  assert.equal(foundOnlyPrefixes('dagster', [page('An Airflow DAG runs it', 'DAG')]), true);
  assert.equal(foundOnlyPrefixes('openlineage', [page('Open the page', 'Open')]), true);
  assert.equal(
    foundOnlyPrefixes('openlineage', [page('The OpenAPI spec', 'OpenAPI')]),
    true,
    'a word sharing only "open"',
  );
});

test('prefixes, stems, typos and parts of words are real matches', () => {
  assert.equal(foundOnlyPrefixes('installa', [page('Installation steps', 'Installation')]), false);
  assert.equal(foundOnlyPrefixes('running', [page('How to run it', 'run')]), false);
  assert.equal(foundOnlyPrefixes('policies', [page('A policy grants', 'policy')]), false);
  assert.equal(foundOnlyPrefixes('tags', [page('Add a tag', 'tag')]), false);
  assert.equal(foundOnlyPrefixes('configured', [page('How to configure it', 'configure')]), false);
  assert.equal(foundOnlyPrefixes('planning', [page('Make a plan', 'plan')]), false);
  assert.equal(foundOnlyPrefixes('configuring', [page('The configuration file', 'configuration')]), false);
  assert.equal(foundOnlyPrefixes('bigqeury', [page('The bigquery source', 'bigquery')]), false);
  assert.equal(
    foundOnlyPrefixes('privatelink', [page('Connect over AWS PrivateLink today', 'PrivateLink')]),
    false,
    'a word of two parts, whole',
  );
  assert.equal(foundOnlyPrefixes('glosary terms', [page('The glossary holds terms', 'glossary', 'terms')]), false);
  assert.equal(foundOnlyPrefixes('code', [page('The no-code model', 'no-code')]), false);
  assert.equal(foundOnlyPrefixes('datahub-rest', [page('The datahub-rest sink', 'datahub-rest')]), false);
  assert.equal(foundOnlyPrefixes('ui', [page('The UI shows it', 'UI')]), false);
  assert.equal(foundOnlyPrefixes('Déjà', [page('deja vu', 'deja')]), false);
  assert.equal(
    foundOnlyPrefixes('release notes 0.2.5', [page('release notes of 2023', 'release', 'notes')]),
    false,
    'numbers are not judged',
  );
});

test('without positions there is nothing to judge by', () => {
  assert.equal(foundOnlyPrefixes('nope', [{ content: 'no' }]), false);
});

const VOCABULARY = [
  'datahub',
  'kafka',
  'table',
  'tableau',
  'quickstart',
  'quick',
  'installation',
  'authentication',
  'run',
  'helm',
];

test('a word no title, heading or best page has is replaced by the nearest word of the site', () => {
  // Pagefind found nothing, or pages by a shorter part of the word ("quick", "tabl").
  assert.equal(correctedQuery('kafak', [], VOCABULARY), 'kafka', 'two letters swapped are one edit');
  assert.equal(correctedQuery('quickstrat', [page('Start quickly here', 'quickly')], VOCABULARY), 'quickstart');
  assert.equal(correctedQuery('tablaeu', [page('Tables of the warehouse', 'Tables')], VOCABULARY), 'tableau');
  assert.equal(
    correctedQuery('authentcation', [page('Authentication of users', 'Authentication')], VOCABULARY),
    'authentication',
  );
  assert.equal(correctedQuery('kafak helm', [], VOCABULARY), 'kafka helm', 'only the mistyped word changes');
  assert.equal(
    correctedQuery('how do I run kafak', [], VOCABULARY),
    'how do i run kafka',
    'words that say nothing are kept, not corrected',
  );
});

test('of equally near words, the one naming a page comes first, then the most frequent', () => {
  // "table" (one letter less) is as near to "tableu" as "tableau" (one more), and more frequent.
  assert.equal(correctedQuery('tableu', [], VOCABULARY), 'table');
  assert.equal(correctedQuery('tableu', [], VOCABULARY, new Set(['tableau', 'kafka'])), 'tableau');
  assert.equal(
    correctedQuery('kafak', [], VOCABULARY, new Set(['tableau'])),
    'kafka',
    'a nearer word wins whatever it names',
  );
});

test('a word the site has, or starts, or the best pages have, is not corrected', () => {
  assert.equal(correctedQuery('kafka', [], VOCABULARY), undefined);
  assert.equal(correctedQuery('installa', [], VOCABULARY), undefined, 'half a word being typed');
  assert.equal(
    correctedQuery('datahubenv', [page('Settings live in ~/.datahubenv here', '~/.datahubenv')], VOCABULARY),
    undefined,
    'a word of the page text only',
  );
  assert.equal(correctedQuery('running', [page('How to run it', 'run')], VOCABULARY), undefined, 'no word near enough');
  assert.equal(correctedQuery('kafkas', [], VOCABULARY), undefined, 'a word of the site with an ending');
  assert.equal(correctedQuery('kafkaz', [], VOCABULARY), 'kafka', 'not an ending');
  assert.equal(correctedQuery('zzqx', [], VOCABULARY), undefined);
  assert.equal(correctedQuery('~/.kafak', [], VOCABULARY), undefined, 'a path is not a word');
});

test('words that say nothing are not required of the pages found', () => {
  assert.equal(
    foundOnlyPrefixes('how do I add tags to a dataset', [page('Add tags to the dataset', 'Add', 'tags', 'dataset')]),
    false,
  );
});

test("only words the best pages lack are suspects: a query they answer needs no list of the site's words", () => {
  assert.deepEqual(suspectWords('configure kafka', [page('Configure Kafka here', 'Configure', 'Kafka')]), []);
  assert.deepEqual(suspectWords('how to run kafak', [page('Run it quickly', 'run')]), ['kafak']);
});
