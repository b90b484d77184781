/**
 * Full garbage collections paced by the heap's growth. While a large site renders, V8 lets the
 * garbage of each page's React tree and HTML pile up between its own full collections: at 10 000
 * pages the process swung between 580 and 1100 MB, though what it keeps is about 580 MB. A
 * collection each time the heap has grown by `stepBytes` since the last one keeps it near what
 * is live; a small site never grows that much and never pays for one.
 */
import { getHeapStatistics } from 'node:v8';

/** 160 MB: a full collection of the 10 000-page build's heap takes a few hundred milliseconds, about once per thousand pages. */
const STEP_BYTES = 160 * 1024 * 1024;

/** A function to call as work progresses: it runs `collect` when the heap has grown enough. */
export function garbagePacer(collect: (() => void) | undefined, stepBytes = STEP_BYTES): () => void {
  if (!collect) return () => {};
  let after = getHeapStatistics().used_heap_size;
  return () => {
    if (getHeapStatistics().used_heap_size - after < stepBytes) return;
    collect();
    after = getHeapStatistics().used_heap_size;
  };
}
