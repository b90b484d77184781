/**
 * Rendered pages on disk (`<site>/.docsgen/cache/rendered/`), keyed by a hash of the page's
 * props and of the engine and templates, so that a build renders only pages whose inputs
 * changed: a frozen docs version, once rendered, costs a file copy per page. A full build removes
 * the entries the last two builds did not use (src/node/cache/prune.ts).
 */
import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { cacheKey } from './key.ts';
import { readTextEntry, writeEntry } from './verified.ts';

export class RenderDiskCache {
  readonly #dir: string;
  /** The entries present when this build first looked (one written since is simply rendered again). */
  #listed?: Promise<Set<string>>;

  constructor(root: string) {
    this.#dir = join(root, '.docsgen/cache/rendered');
  }

  async key(propsHash: string): Promise<string> {
    return cacheKey({ kind: 'rendered-pages-1', fingerprint: 'render', inputs: [propsHash] });
  }

  async get(key: string): Promise<string | undefined> {
    // One listing instead of a failed open per page when the cache is empty (a cold build).
    this.#listed ??= readdir(this.#dir).then(
      (names) => new Set(names),
      () => new Set<string>(),
    );
    if (!(await this.#listed).has(`${key}.html`)) return undefined;
    return readTextEntry({ label: 'rendered pages', dir: this.#dir }, join(this.#dir, `${key}.html`), key);
  }

  /** Written whole or not at all (a temporary file renamed): another build may be reading the cache. */
  async set(key: string, html: string | Uint8Array): Promise<void> {
    await writeEntry(join(this.#dir, `${key}.html`), key, html);
  }
}
