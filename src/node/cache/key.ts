/**
 * The one way a cache key is made. Every kind's key comes from the same three things: the kind's
 * inputs (their bytes, or digests of them), the engine fingerprint that applies to it
 * (`engine-fingerprint.ts`; none for a kind whose result depends only on outside tools, named in
 * its options instead), and the options that change its result. The kind's name and entry format
 * go in too, so two kinds never share a key and a new format never reads an old entry.
 */
import { createHash } from 'node:crypto';
import { fingerprintOf, type FingerprintName } from './engine-fingerprint.ts';

export interface KeyParts {
  /** The kind and its entry format ("compiled-pages-2"): a new format makes new keys. */
  kind: string;
  /** Which engine fingerprint the entry depends on. */
  fingerprint: FingerprintName | 'none';
  /** What else decides the result (compile options, tool versions); JSON-encoded. */
  options?: unknown;
  /** The inputs, in order: each is hashed with its length, so no two lists of inputs collide. */
  inputs: readonly (string | Uint8Array)[];
}

/** 40 hexadecimal characters: SHA-256 of the parts, cut to the length of a file name that stays readable. */
export function cacheKey({ kind, fingerprint, options, inputs }: KeyParts): string {
  const hash = createHash('sha256');
  const add = (part: string | Uint8Array) => {
    const bytes = typeof part === 'string' ? Buffer.from(part) : part;
    hash.update(`${bytes.length}:`).update(bytes);
  };
  add(kind);
  add(fingerprint === 'none' ? '' : fingerprintOf(fingerprint));
  add(JSON.stringify(options ?? null));
  for (const input of inputs) add(input);
  return hash.digest('hex').slice(0, 40);
}
