/**
 * The SHA-1 of files' bytes, kept with each file's size, time and inode in one entry
 * (`.docsgen/cache/file-digests.entry`): a build after an edit does not read a hundred screenshots
 * again to learn that they did not change. A file whose stamp differs (a fresh checkout sets new
 * times) is read again. The compile cache names a page's images by their digests, the image
 * sizes are keyed by them; both ask here.
 */
import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { readJsonEntry, writeEntry, type CacheName } from './verified.ts';

type Known = Record<string, { stamp: string; digest: string }>;

const KEY = 'file digests 1';

export class FileDigests {
  readonly #cache?: CacheName;
  #known?: Promise<Known>;
  #changed = false;

  /** `cacheDir`: where the record is kept between builds (none: this process only). */
  constructor(cacheDir?: string) {
    this.#cache = cacheDir === undefined ? undefined : { label: 'file digests', dir: cacheDir };
  }

  /** The file's size and the digest of its bytes; undefined when it is not a readable file. */
  async of(file: string): Promise<{ size: number; digest: string } | undefined> {
    const info = await stat(file).catch(() => undefined);
    if (!info?.isFile()) return undefined;
    const stamp = `${info.size}:${info.mtimeMs}:${info.ino}`;
    const known = await this.#record();
    if (known[file]?.stamp === stamp) return { size: info.size, digest: known[file].digest };
    const bytes = await readFile(file).catch(() => undefined);
    if (!bytes) return undefined;
    const digest = createHash('sha1').update(bytes).digest('hex');
    known[file] = { stamp, digest };
    this.#changed = true;
    return { size: info.size, digest };
  }

  /** Keeps what was learnt for the next build (nothing to do when nothing changed). */
  async save(): Promise<void> {
    if (!this.#cache || !this.#changed) return;
    this.#changed = false;
    await writeEntry(entryFile(this.#cache), KEY, JSON.stringify(await this.#record()));
  }

  #record(): Promise<Known> {
    this.#known ??= this.#cache
      ? readJsonEntry<Known>(this.#cache, entryFile(this.#cache), KEY).then((known) => known ?? {})
      : Promise.resolve({});
    return this.#known;
  }
}

const entryFile = (cache: CacheName) => join(cache.dir, 'file-digests.entry');
