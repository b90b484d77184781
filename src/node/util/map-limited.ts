/**
 * `Promise.all(items.map(fn))` with at most `limit` calls running at once: reading ten thousand
 * files at the same moment holds all of them (and their parsed forms) in memory together.
 */
export function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  return mapIterableLimited(items, Math.min(limit, items.length), fn);
}

/**
 * The same over an iterable that may be async (items made one at a time, such as pages whose
 * props are built only when asked for): at most `limit` items are taken and in work at once.
 */
export async function mapIterableLimited<T, R>(
  items: AsyncIterable<T> | Iterable<T>,
  limit: number,
  fn: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const iterator = Symbol.asyncIterator in items ? items[Symbol.asyncIterator]() : items[Symbol.iterator]();
  const results: R[] = [];
  let next = 0;
  const run = async () => {
    for (;;) {
      // An async generator answers one request at a time, in order: no item is taken twice.
      const step = await iterator.next();
      if (step.done) return;
      const index = next++;
      results[index] = await fn(step.value, index);
    }
  };
  await Promise.all(Array.from({ length: limit }, run));
  return results;
}
