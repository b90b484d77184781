import { test } from 'node:test';
import assert from 'node:assert/strict';
import { namesOf } from '../../src/node/search/page-names.ts';
import { decodeNames, encodeNames, textWords } from '../../src/shared/search/names-file.ts';

test("a page's names: its address name, its title, and the headings that add a word to the title, each once", () => {
  const names = namesOf({
    url: '/docs/cli.html',
    meta: { title: 'DataHub CLI' },
    anchors: [
      { element: 'h2', text: 'check' },
      { element: 'h2', text: 'DataHub CLI' },
      { element: 'h3', text: 'Check' },
      { element: 'span', text: 'not a heading' },
      { element: 'h2', text: 'Déjà vu' },
    ],
  });
  assert.deepEqual(names, { address: ['cli'], title: ['datahub', 'cli'], headings: [['check'], ['deja', 'vu']] });
});

test('the names file gives back the names it was given, each word written once', () => {
  const pages = {
    en_1: { address: ['kafka'], title: ['kafka'], headings: [['kafka', 'connect'], []] },
    en_2: { address: ['cli'], title: ['datahub', 'cli'], headings: [['check']] },
    en_3: { address: [], title: [], headings: [], reference: true },
  };
  const file = encodeNames(pages);
  assert.equal(file.words.filter((word) => word === 'kafka').length, 1);
  assert.equal(file.words[0], 'kafka', 'the most used word has the shortest number');
  assert.deepEqual(Object.fromEntries(decodeNames(JSON.parse(JSON.stringify(file)))), pages);
});

test('a reference page is marked so in its names', () => {
  assert.equal(
    namesOf({ url: '/docs/entities/domain.html', meta: { title: 'Domain', reference: 'yes' }, anchors: [] }).reference,
    true,
  );
  assert.equal(namesOf({ url: '/docs/domains.html', meta: { title: 'Domains' }, anchors: [] }).reference, undefined);
});

test('words are lowercase letters and digits without accents', () => {
  assert.deepEqual(textWords('Déjà-vu: Kafka_Connect v0.2'), ['deja', 'vu', 'kafka', 'connect', 'v0', '2']);
});
