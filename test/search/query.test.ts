import { test } from 'node:test';
import assert from 'node:assert/strict';
import { indexQueries, searchTerms } from '../../src/shared/search/query.ts';
import { distance } from '../../src/shared/suggest.ts';

test('symbols and the punctuation around words are left out of the query', () => {
  // Pagefind keeps "~" and looks for "~datahubenv", which no page has.
  assert.equal(searchTerms('~/.datahubenv'), 'datahubenv');
  assert.equal(searchTerms('datahub get --urn'), 'datahub get urn');
  assert.equal(searchTerms('bind: address already in use'), 'bind address already use');
  assert.equal(searchTerms('"lineage_overrides"'), 'lineage_overrides');
});

test('words that say nothing are left out, unless nothing else is left', () => {
  // Pagefind matches "a" with every loaded word starting with "a": results depended on earlier searches.
  assert.equal(searchTerms('how do I add tags to a dataset'), 'add tags dataset');
  assert.equal(searchTerms('how to'), 'how to');
});

test('a word joined by punctuation is also searched by its parts; version numbers stay whole', () => {
  assert.deepEqual(indexQueries('mce-consumer-job'), ['mce-consumer-job', 'mce consumer job']);
  assert.deepEqual(indexQueries('stateful_ingestion.remove_stale_metadata kafka'), [
    'stateful_ingestion.remove_stale_metadata kafka',
    'stateful ingestion remove stale metadata kafka',
  ]);
  assert.deepEqual(indexQueries('kafka'), ['kafka']);
});

test('a version number is also searched as pages write it, with a v', () => {
  assert.deepEqual(indexQueries('release notes 0.2.5'), ['release notes 0.2.5', 'release notes v0.2.5']);
  assert.deepEqual(indexQueries('0.10'), ['0.10', 'v0.10']);
  assert.deepEqual(indexQueries('port 8080'), ['port 8080'], 'a plain number is not a version');
  assert.deepEqual(indexQueries('kafka'), ['kafka']);
});

test('the edit distance counts two neighbouring letters swapped as one edit', () => {
  assert.equal(distance('kafak', 'kafka'), 1);
  assert.equal(distance('tablaeu', 'tableau'), 1);
  assert.equal(distance('kitten', 'sitting'), 3);
  assert.equal(distance('ca', 'abc'), 3, 'a swapped pair is not edited again');
});
