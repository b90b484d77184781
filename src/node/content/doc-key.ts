/**
 * A doc's content key: what serve compares to know that a page, or its Markdown twin, is as it
 * was last written. A hash, so that the decision follows the doc's content, never which object
 * holds it.
 */
import { createHash } from 'node:crypto';
import type { DocEntry } from './types.ts';

/**
 * The hash of a doc's compile key (itself a hash of its source, route and Markdown: see
 * src/node/markdown/compile-site.ts) and of the rest of its fields; without a compile key, of
 * its Markdown.
 */
export function docKey(doc: DocEntry, compileKey: string | undefined): string {
  const { markdown, tree, ...fields } = doc;
  return createHash('sha1')
    .update(compileKey ?? markdown)
    .update('\0')
    .update(JSON.stringify(fields))
    .digest('hex');
}

/** Each build's doc keys, by the build's compile keys: serve's render and twin steps both ask, a doc is hashed once. */
const keysOfBuild = new WeakMap<Map<string, string>, Map<DocEntry, string>>();

/** `docKey` with the compile key of this build's `compileKeys`, computed once a build. */
export function buildDocKey(doc: DocEntry, compileKeys: Map<string, string>): string {
  let keys = keysOfBuild.get(compileKeys);
  if (!keys) keysOfBuild.set(compileKeys, (keys = new Map()));
  let key = keys.get(doc);
  if (key === undefined) keys.set(doc, (key = docKey(doc, compileKeys.get(doc.id))));
  return key;
}
