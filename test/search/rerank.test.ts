import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hasPhrase, nameWords, rerank, type Candidate, type RankedData } from '../../src/shared/search/rerank.ts';
import { nameFields, textWords } from '../../src/shared/search/page-names.ts';
import { STOP_WORDS } from '../../src/shared/search/query.ts';

/** A result whose names are given (`named`: known without loading it) or, when not, read from its loaded details' metadata. */
const result = (url: string, score: number, title: string, content = '', headings: string[] = [], named = true) => {
  const data: RankedData = {
    url: `${url}.html`,
    content,
    meta: { title, ...nameFields(url.slice(url.lastIndexOf('/') + 1), headings) },
  };
  const loads: string[] = [];
  const names = {
    address: textWords(url.slice(url.lastIndexOf('/') + 1)),
    title: textWords(title),
    headings: headings.map(textWords),
  };
  const candidate: Candidate<RankedData> & { loads: string[] } = {
    score,
    names: named ? names : undefined,
    loads,
    data: async () => (loads.push(url), data),
  };
  return candidate;
};
const order = async (query: string, results: Candidate<RankedData>[], shown = results.length) =>
  Promise.all(
    (await rerank(query, results, shown)).map(async (r) =>
      (r.data ?? (await r.candidate.data())).url.replace('.html', ''),
    ),
  );

test('the page named by the query comes before longer pages that say its word more often', async () => {
  const results = [
    result('/docs/kafka-connect', 21, 'Kafka Connect'),
    result('/docs/python-sdk/clients', 15, 'Client'),
    result('/docs/sources/kafka', 12, 'Kafka'),
  ];
  assert.deepEqual((await order('kafka', results)).slice(0, 2), ['/docs/sources/kafka', '/docs/kafka-connect']);
});

test('the address names a page too, and plurals match their singular', async () => {
  const results = [
    result('/docs/authentication/concepts', 70, 'Concepts & Key Components'),
    result('/docs/authentication', 10, 'Overview'),
  ];
  assert.equal((await order('authentication', results))[0], '/docs/authentication');
  assert.equal(
    (
      await order('domains', [
        result('/docs/api/tutorial', 10, 'Modifying datasets'),
        result('/docs/entities/domain', 5, 'Domain'),
      ])
    )[0],
    '/docs/entities/domain',
  );
});

test('a heading below the title can name the page with it (a command of a CLI)', async () => {
  const results = [
    result('/docs/troubleshooting', 2.5, 'Debugging Guide', '', ['Check that everything runs']),
    result('/docs/cli', 1.6, 'DataHub CLI', 'Run datahub check first.', ['init', 'check']),
  ];
  assert.equal((await order('datahub check', results))[0], '/docs/cli');
});

test('the words of the query side by side count, in their order', async () => {
  const results = [
    result('/docs/sqlalchemy', 10, 'SQLAlchemy', 'A SQL engine and a server of it.'),
    result('/docs/mssql', 9, 'MSSQL', 'Reads SQL Server databases.'),
  ];
  assert.equal((await order('sql server', results))[0], '/docs/mssql');
  assert.deepEqual(await order('server sql', results), ['/docs/sqlalchemy', '/docs/mssql']);
});

test('a version named with a v is the version number of the query', async () => {
  const results = [
    result('/docs/releases', 10, 'Releases'),
    result('/docs/release-notes/v_0_2_4', 7, 'v0.2.4'),
    result('/docs/release-notes/v_0_2_5', 6, 'v0.2.5'),
  ];
  assert.equal((await order('release notes 0.2.5', results))[0], '/docs/release-notes/v_0_2_5');
});

test('a short reference page named by the query comes after the guide of the same name, before pages only saying it', async () => {
  const entity = result('/docs/entities/domain', 12, 'Domain');
  entity.names!.reference = true;
  const results = [
    entity,
    result('/docs/domains', 11, 'About DataHub Domains'),
    result('/docs/api/modifying-domains', 11.5, 'Modifying Domains On Datasets'),
  ];
  assert.deepEqual(await order('domains', results), [
    '/docs/domains',
    '/docs/entities/domain',
    '/docs/api/modifying-domains',
  ]);
});

test("without names or phrases the order is Pagefind's", async () => {
  const results = [result('/a', 3, 'Alpha'), result('/b', 2, 'Beta'), result('/c', 2, 'Gamma')];
  assert.deepEqual(await order('zebra', results), ['/a', '/b', '/c']);
});

test('a result whose names are not given is ranked by the names in its loaded details', async () => {
  const results = [
    result('/docs/kafka-connect', 21, 'Kafka Connect', '', [], false),
    result('/docs/sources/kafka', 12, 'Kafka', '', [], false),
  ];
  assert.equal((await order('kafka', results, 1))[0], '/docs/sources/kafka');
});

test('details are loaded for the results shown and for those a phrase could bring among them, not for all', async () => {
  const many = Array.from({ length: 30 }, (_, i) => result(`/docs/page-${i}`, 300 - i * 10, `Page ${i}`));
  // Near the last one shown: its phrase ("sql server") takes it among them.
  const near = result('/docs/mssql', 300 - 7 * 10 - 1, 'MSSQL', 'Reads SQL Server databases.');
  const far = result('/docs/far', 1, 'Far', 'SQL Server too.');
  const results = [...many, near, far];
  const ranked = await rerank('sql server', results, 8);
  const loaded = results.filter((r) => r.loads.length > 0).map((r) => r.loads[0]);
  assert.ok(loaded.includes('/docs/mssql'), 'the result a phrase could bring among the shown is loaded');
  assert.ok(!loaded.includes('/docs/far'), 'a result far below is not loaded');
  assert.ok(loaded.length <= 16, `loaded ${loaded.length} of ${results.length}`);
  assert.ok(
    ranked.slice(0, 8).some((r) => r.candidate === near),
    'its phrase brought it among the shown',
  );
  assert.ok(
    ranked.slice(0, 8).every((r) => r.data !== undefined),
    'the shown results come with their details',
  );
  // The shown results are in the order a ranking that loads everything gives.
  const everything = (await rerank('sql server', results, results.length)).slice(0, 8).map((r) => r.candidate);
  assert.deepEqual(
    ranked.slice(0, 8).map((r) => r.candidate),
    everything,
  );
});

test('a one-word query loads only the results shown', async () => {
  const results = Array.from({ length: 30 }, (_, i) => result(`/docs/page-${i}`, 30 - i, `Page ${i}`, 'kafka kafka'));
  await rerank('kafka', results, 10);
  assert.equal(results.filter((r) => r.loads.length > 0).length, 10);
});

test("a phrase is found as in the list of the text's telling words, without making that list", () => {
  // The definition: the query's words side by side among the text's telling words.
  const listed = (query: string[], content: string) => {
    const words = nameWords(content);
    return words.some((_, i) => query.every((word, j) => words[i + j] === word));
  };
  const vocabulary = [
    'Policies',
    'policy',
    'the',
    'of',
    'access',
    'v2',
    'v',
    'Déjà',
    'deja',
    'vu',
    'kafka',
    'topics',
    '—',
    'a-b',
    'SQL',
    'server',
    '2',
  ];
  let seed = 7;
  const pick = () => vocabulary[(seed = (seed * 1103515245 + 12345) % 2 ** 31) % vocabulary.length];
  let found = 0;
  for (let round = 0; round < 2000; round++) {
    const content = Array.from({ length: 1 + (round % 40) }, pick).join(round % 3 ? ' ' : ', ');
    const query = [...new Set(nameWords(Array.from({ length: 2 + (round % 3) }, pick).join(' ')))];
    const data: RankedData = { url: '/docs/x.html', content, meta: {} };
    assert.equal(
      hasPhrase(query, data),
      query.length > 1 && listed(query, content),
      `${query.join(' ')} in «${content}»`,
    );
    if (hasPhrase(query, data)) found++;
  }
  assert.ok(found > 100, `phrases found in ${found} of 2000 texts`);
  assert.ok(hasPhrase(['access', 'policy'], { url: '', content: 'Set the ACCESS of policies', meta: {} }));
  assert.ok(hasPhrase(['deja', 'vu'], { url: '', content: 'Un déjà-vu.', meta: {} }));
  assert.ok(!hasPhrase(['access', 'policy'], { url: '', content: 'policies access', meta: {} }));
});

test("a name's words drop stop words, read versions as numbers and plurals as singulars", () => {
  // The rules as regular expressions, against the code that runs on every word of a page.
  const told = (word: string) =>
    /^v\d+$/.test(word)
      ? word.slice(1)
      : word.length > 4 && word.endsWith('ies')
        ? `${word.slice(0, -3)}y`
        : word.length > 3 && word.endsWith('s') && !/(ss|us|is)$/.test(word)
          ? word.slice(0, -1)
          : word;
  const words = [
    'ties',
    'ies',
    'bus',
    'class',
    'axis',
    'status',
    'vs',
    'v',
    'v10',
    'v1a',
    'vv1',
    'policies',
    'topics',
    'gas',
    's',
    'as',
    'its',
    'series',
    'x1s',
  ];
  assert.deepEqual(nameWords(words.join(' ')), words.filter((word) => !STOP_WORDS.has(word) && word !== 'v').map(told));
  assert.deepEqual(nameWords('The policies of v2'), ['policy', '2']);
});
