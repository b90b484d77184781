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

/** The doc keys of a build's docs (frozen versions' prebuilt pages left out), by id: serve's render and twin steps both read them. */
export function docKeys(docs: Iterable<DocEntry>, compileKeys: Map<string, string>): Map<string, string> {
  const keys = new Map<string, string>();
  for (const doc of docs) if (!doc.prebuilt) keys.set(doc.id, docKey(doc, compileKeys.get(doc.id)));
  return keys;
}
