import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rerank, type Ranked, type RankedData } from '../../src/search/rerank.ts';

const result = (url: string, score: number, title: string, content = '', headings: string[] = []): Ranked<RankedData> => ({
  score,
  data: { url: `${url}.html`, content, meta: { title }, sub_results: [title, ...headings].map((t) => ({ title: t })) },
});
const order = (query: string, results: Ranked<RankedData>[]) => rerank(query, results).map((r) => r.data.url.replace('.html', ''));

test('the page named by the query comes before longer pages that say its word more often', () => {
  const results = [result('/docs/kafka-connect', 21, 'Kafka Connect'), result('/docs/python-sdk/clients', 15, 'Client'), result('/docs/sources/kafka', 12, 'Kafka')];
  assert.deepEqual(order('kafka', results).slice(0, 2), ['/docs/sources/kafka', '/docs/kafka-connect']);
});

test('the address names a page too, and plurals match their singular', () => {
  const results = [result('/docs/authentication/concepts', 70, 'Concepts & Key Components'), result('/docs/authentication', 10, 'Overview')];
  assert.equal(order('authentication', results)[0], '/docs/authentication');
  assert.equal(order('domains', [result('/docs/api/tutorial', 10, 'Modifying datasets'), result('/docs/entities/domain', 5, 'Domain')])[0], '/docs/entities/domain');
});

test('a heading below the title can name the page with it (a command of a CLI)', () => {
  const results = [result('/docs/troubleshooting', 2.5, 'Debugging Guide', '', ['Check that everything runs']), result('/docs/cli', 1.6, 'DataHub CLI', 'Run datahub check first.', ['init', 'check'])];
  assert.equal(order('datahub check', results)[0], '/docs/cli');
});

test('the words of the query side by side count, in their order', () => {
  const results = [result('/docs/sqlalchemy', 10, 'SQLAlchemy', 'A SQL engine and a server of it.'), result('/docs/mssql', 9, 'MSSQL', 'Reads SQL Server databases.')];
  assert.equal(order('sql server', results)[0], '/docs/mssql');
  assert.deepEqual(order('server sql', results), ['/docs/sqlalchemy', '/docs/mssql']);
});

test('without names or phrases the order is Pagefind\'s', () => {
  const results = [result('/a', 3, 'Alpha'), result('/b', 2, 'Beta'), result('/c', 2, 'Gamma')];
  assert.deepEqual(order('zebra', results), ['/a', '/b', '/c']);
});
