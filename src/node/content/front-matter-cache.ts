/**
 * The pages' front matter read by the last build (`<site>/.docsgen/cache/front-matter/`): a build
 * that finds a page's front matter as it was takes its fields and problems from here instead of
 * parsing and checking the YAML again. Front matter is a few lines a page, but reading it runs
 * the YAML parser and the schema on every page of every build, with code the process has not yet
 * optimised: about 0.1 s of a warm 300-page build and 0.6 s of a 3000-page one. One entry holds
 * them all (a file per page would cost more to open than the YAML does to parse), keyed by the
 * engine; within it each page's result is found by its file's name and its front matter's text.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { cacheKey } from '../cache/key.ts';
import { readJsonEntry, writeEntry } from '../cache/verified.ts';
import type { KnownFrontMatter, ReadFrontMatter } from './frontmatter.ts';

type Entries = Record<string, ReadFrontMatter>;

export class FrontMatterCache implements KnownFrontMatter {
  readonly #file: string;
  readonly #key: string;
  #known: Entries = {};
  /** The results this build read or made: what the entry holds next. */
  readonly #used: Entries = {};
  #made = 0;

  private constructor(readonly dir: string) {
    this.#key = cacheKey({ kind: 'front-matter-1', fingerprint: 'engine', inputs: [] });
    this.#file = join(dir, `${this.#key}.json`);
  }

  /** The cache of the site at `root`, with the last build's entry read (none when it is missing or damaged). */
  static async open(root: string): Promise<FrontMatterCache> {
    const cache = new FrontMatterCache(join(root, '.docsgen', 'cache', 'front-matter'));
    const name = { label: 'front matter', dir: cache.dir };
    cache.#known = (await readJsonEntry<Entries>(name, cache.#file, cache.#key)) ?? {};
    return cache;
  }

  /** The front matter `yaml` of `file` as the last build read it, else as `read` reads it now. */
  read(file: string, yaml: string, read: () => ReadFrontMatter): ReadFrontMatter {
    const id = createHash('sha1').update(file).update('\0').update(yaml).digest('base64');
    const known = this.#known[id];
    if (known) return (this.#used[id] = known);
    const made = read();
    // Only what JSON keeps as it is (no dates, no undefined in lists) is kept.
    if (sameAfterJson(made)) {
      this.#used[id] = made;
      this.#made++;
    }
    return made;
  }

  /** Writes the entry when this build read front matter the last one had not, or no longer read some it had. */
  async save(): Promise<void> {
    const dropped = Object.keys(this.#known).length !== Object.keys(this.#used).length - this.#made;
    if (this.#made === 0 && !dropped) return;
    await writeEntry(this.#file, this.#key, JSON.stringify(this.#used));
  }
}

function sameAfterJson(value: unknown): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every((item) => item !== undefined && sameAfterJson(item));
  if (typeof value === 'object' && Object.getPrototypeOf(value) === Object.prototype)
    return Object.values(value as object).every((item) => item === undefined || sameAfterJson(item));
  return false;
}
