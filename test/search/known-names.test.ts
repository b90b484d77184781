/**
 * A result loaded once has its names kept by its id: the next query that finds it ranks it by its
 * names without loading it again.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { keepingNames, knownNames } from '../../src/client/search/known-names.ts';

test("a loaded result's names are kept by its id, and only a load keeps them", async () => {
  let loads = 0;
  const load = keepingNames('en_7a1f', async () => {
    loads++;
    return { url: '/docs/kafka', meta: { title: 'Kafka', address: 'kafka', headings: 'Setup\nRecipe' } };
  });
  assert.equal(knownNames('en_7a1f'), undefined, 'not before it is loaded');
  await load();
  assert.equal(loads, 1);
  const names = knownNames('en_7a1f');
  assert.ok(names, 'kept');
  assert.deepEqual(names.title, ['kafka']);
  assert.deepEqual(names.address, ['kafka']);
  assert.equal(knownNames('en_other'), undefined);
});
