/**
 * Rendered pages on disk (`<site>/.docsgen/cache/rendered/`), keyed by a hash of the page's
 * props and of the engine and templates, so that a build renders only pages whose inputs
 * changed: a frozen docs version, once rendered, costs a file copy per page. Entries that a
 * build did not use are removed after it, so the cache holds one site's worth of pages.
 */
import { readdir, rm } from 'node:fs/promises';
import { isPartialWrite, removeStale } from '../util/stale.ts';
import { join } from 'node:path';
import { cacheKey } from './key.ts';
import { readTextEntry, writeEntry } from './verified.ts';

export class RenderDiskCache {
  readonly #dir: string;
  readonly #used = new Set<string>();
  /** The entries present when this build first looked (one written since is simply rendered again). */
  #listed?: Promise<Set<string>>;

  constructor(root: string) {
    this.#dir = join(root, '.docsgen/cache/rendered');
  }

  async key(propsHash: string): Promise<string> {
    return cacheKey({ kind: 'rendered-pages-1', fingerprint: 'render', inputs: [propsHash] });
  }

  async get(key: string): Promise<string | undefined> {
    this.#used.add(key);
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
    this.#used.add(key);
    await writeEntry(join(this.#dir, `${key}.html`), key, html);
  }

  /** Removes the entries this build did not use, and writes a killed build left unfinished (not those of a build running now). */
  async prune(): Promise<void> {
    const names = await readdir(this.#dir).catch(() => [] as string[]);
    await Promise.all(
      names
        .filter((name) => name.endsWith('.html') && !this.#used.has(name.replace(/\.html$/, '')))
        .map((name) => rm(join(this.#dir, name), { force: true })),
    );
    await removeStale(this.#dir, isPartialWrite);
  }
}
