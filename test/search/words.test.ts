import { test } from 'node:test';
import assert from 'node:assert/strict';
import { searchNames, searchWords } from '../../src/node/search/words.ts';

test('search words come from titles, descriptions, keywords and headings, most frequent first', () => {
  const docs = [
    {
      id: 'a',
      title: 'Deploy to Kubernetes',
      description: 'Run DataHub on Kubernetes with Helm.',
      keywords: ['k8s', 'helm'],
    },
    { id: 'b', title: 'Quickstart', description: 'Try DataHub on a laptop.', keywords: [] },
  ];
  const toc = new Map([['a', [{ depth: 2, id: 'helm-values', text: 'Helm values (2024)' }]]]);
  const words = searchWords(docs, (id) => toc.get(id) ?? []);
  assert.deepEqual(words.slice(0, 3), ['helm', 'datahub', 'kubernetes']);
  assert.ok(words.includes('quickstart') && words.includes('k8s') && words.includes('values'));
  assert.ok(!words.includes('to') && !words.includes('2024'), 'short words and numbers are left out');
});

test('serve reuses the list while no title, description, keyword or heading changed, and makes it again when one did', () => {
  const toc = new Map([['a', [{ text: 'Ingestion recipes', id: 'ingestion-recipes', depth: 2 }]]]);
  const docs = [{ id: 'a', title: 'Lineage', description: 'Tracks datasets.', keywords: ['graph'] }];
  const memo = {};
  const first = searchWords(docs, (id) => toc.get(id) ?? [], memo);
  // A body edit compiles the page again: its headings are new objects with the same text.
  toc.set('a', [{ text: 'Ingestion recipes', id: 'ingestion-recipes', depth: 2 }]);
  assert.equal(
    searchWords([{ ...docs[0] }], (id) => toc.get(id) ?? [], memo),
    first,
    'a body edit: the same list',
  );
  toc.set('a', [{ text: 'Profiling recipes', id: 'profiling-recipes', depth: 2 }]);
  const renamed = searchWords(docs, (id) => toc.get(id) ?? [], memo);
  assert.ok(renamed.includes('profiling') && !renamed.includes('ingestion'), 'a renamed heading: its words');
  const retitled = searchWords([{ ...docs[0], title: 'Governance' }], (id) => toc.get(id) ?? [], memo);
  assert.ok(retitled.includes('governance') && !retitled.includes('lineage'), 'a new title: its words');
});

test("the words naming pages are their titles' and the last part of their addresses', each once", () => {
  const docs = [
    { title: 'Tableau', route: '/docs/generated/ingestion/sources/tableau' },
    { title: 'About DataHub Lineage', route: '/docs/lineage/lineage-feature-guide' },
  ];
  assert.deepEqual(searchNames(docs), ['about', 'datahub', 'feature', 'guide', 'lineage', 'tableau']);
});
