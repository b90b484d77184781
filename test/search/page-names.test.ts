import { test } from 'node:test';
import assert from 'node:assert/strict';
import { nameFields, namesOfMeta, textWords } from '../../src/shared/search/page-names.ts';
import { namesOfData } from '../../src/shared/search/rerank.ts';

test("a page's names: its address name, its title, and the headings that add a word to the title, each once", () => {
  const meta = { title: 'DataHub CLI', ...nameFields('cli', ['check', 'DataHub CLI', 'Check', 'Déjà vu']) };
  assert.deepEqual(meta, { title: 'DataHub CLI', address: 'cli', headings: 'check | datahub cli | check | deja vu' });
  assert.deepEqual(namesOfMeta(meta), {
    address: ['cli'],
    title: ['datahub', 'cli'],
    headings: [['check'], ['deja', 'vu']],
  });
});

test('a reference page is marked so in its names', () => {
  assert.equal(namesOfMeta({ title: 'Domain', reference: 'yes' }).reference, true);
  assert.equal(namesOfMeta({ title: 'Domains' }).reference, undefined);
});

test('a page without an address field (not a doc page) is named by its URL', () => {
  assert.deepEqual(namesOfData({ url: '/docs/deploy/kubernetes.html', meta: { title: 'Kubernetes' } }).address, [
    'kubernetes',
  ]);
  assert.deepEqual(namesOfData({ url: '/x.html', meta: { title: 'X', address: 'kafka config' } }).address, [
    'kafka',
    'config',
  ]);
});

test('words are lowercase letters and digits without accents', () => {
  assert.deepEqual(textWords('Déjà-vu: Kafka_Connect v0.2'), ['deja', 'vu', 'kafka', 'connect', 'v0', '2']);
});
