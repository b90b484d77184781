/** Full collections paced by the heap's growth: none while it stays, one once it has grown by the step. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { garbagePacer } from '../../src/node/util/garbage-pacer.ts';

test('a collection runs once the heap has grown by the step, and not before', () => {
  let collections = 0;
  const pace = garbagePacer(() => collections++, 8 * 1024 * 1024);
  pace();
  assert.equal(collections, 0);
  const kept: number[][] = [];
  // About 16 MB of live arrays: twice the step.
  for (let i = 0; i < 16; i++) kept.push(new Array(128 * 1024).fill(i));
  pace();
  assert.equal(collections, 1);
  // Measured again from after the collection: no growth since, no collection.
  pace();
  assert.equal(collections, 1);
  assert.equal(kept.length, 16);
});

test('without a way to collect (no --expose-gc), pacing does nothing', () => {
  const pace = garbagePacer(undefined, 1);
  assert.doesNotThrow(() => pace());
});
