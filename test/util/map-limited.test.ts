import { test } from 'node:test';
import assert from 'node:assert/strict';
import { setTimeout as sleep } from 'node:timers/promises';
import { mapIterableLimited, mapLimited } from '../../src/node/util/map-limited.ts';

/** Runs `fn` over items with varied delays and records the most calls in work at once. */
function tracked(delays: number[]) {
  let running = 0;
  const state = { most: 0 };
  const fn = async (item: number, index: number) => {
    running++;
    state.most = Math.max(state.most, running);
    await sleep(delays[index % delays.length]);
    running--;
    return item * 10;
  };
  return { fn, state };
}

test('mapLimited keeps the order of its results and at most `limit` calls in work', async () => {
  const { fn, state } = tracked([5, 1, 3, 0, 2]);
  assert.deepEqual(await mapLimited([1, 2, 3, 4, 5, 6, 7], 3, fn), [10, 20, 30, 40, 50, 60, 70]);
  assert.equal(state.most, 3);
});

test('mapIterableLimited takes each item of an async generator once, in order, with at most `limit` in work', async () => {
  const made: number[] = [];
  async function* items() {
    for (let i = 1; i <= 20; i++) {
      // Some items take a while to make, as a page's props do.
      if (i % 5 === 0) await sleep(1);
      made.push(i);
      yield i;
    }
  }
  const { fn, state } = tracked([4, 0, 2, 1]);
  const results = await mapIterableLimited(items(), 4, fn);
  assert.deepEqual(
    results,
    Array.from({ length: 20 }, (_, i) => (i + 1) * 10),
  );
  assert.deepEqual(
    made,
    Array.from({ length: 20 }, (_, i) => i + 1),
  );
  assert.equal(state.most, 4);
});

test('mapIterableLimited works over a plain iterable and an empty one', async () => {
  assert.deepEqual(await mapIterableLimited(new Set([1, 2, 3]), 8, async (n) => n + 1), [2, 3, 4]);
  assert.deepEqual(await mapIterableLimited([], 8, async (n: number) => n), []);
});
