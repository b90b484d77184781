/**
 * The YAML the last build read (`<site>/.docsgen/cache/yaml/`): the pages' front matter, the
 * sidebars file and the special pages' data files. A build that finds a text as it was takes its result (data and problems) from
 * here instead of parsing and checking the YAML again. Each text is small or read once, but reading
 * runs the YAML parser and the schemas over every page of every build, with code the process has not
 * yet optimised: front matter about 0.1 s of a warm 300-page build and 0.6 s of a 3000-page one, a
 * 3000-page sidebars file 0.2 s. One entry holds them all (a file per page would cost more to open
 * than the YAML does to parse), keyed by the engine; within it each result is found by what read
 * it, its file's name and its text.
 */
import { createHash } from 'node:crypto';
import { join } from 'node:path';
import { cacheKey } from '../cache/key.ts';
import { readJsonEntry, writeEntry } from '../cache/verified.ts';

/** YAML read before: `read`'s result for the reader, file and text as the last build had it, else `read`'s. */
export interface KnownYaml {
  read<T>(reader: string, file: string, yaml: string, read: () => T): T;
}

type Entries = Record<string, unknown>;

export class YamlCache implements KnownYaml {
  readonly #file: string;
  readonly #key: string;
  #known: Entries = {};
  /** The results this build read or made: what the entry holds next. */
  readonly #used: Entries = {};
  #made = 0;

  private constructor(
    readonly dir: string,
    part: string,
  ) {
    this.#key = cacheKey({ kind: 'yaml-1', fingerprint: 'engine', inputs: [part] });
    this.#file = join(dir, `${this.#key}.json`);
  }

  /**
   * The cache of the site at `root`, with the last build's entry read (none when it is missing or
   * damaged). `part`: the content's YAML (front matter, sidebars) is read in one step, the special
   * pages' data files in a later one: each has its entry.
   */
  static async open(root: string, part: 'content' | 'page data' = 'content'): Promise<YamlCache> {
    const cache = new YamlCache(join(root, '.docsgen', 'cache', 'yaml'), part);
    const name = { label: 'YAML', dir: cache.dir };
    cache.#known = (await readJsonEntry<Entries>(name, cache.#file, cache.#key)) ?? {};
    return cache;
  }

  read<T>(reader: string, file: string, yaml: string, read: () => T): T {
    const id = createHash('sha1').update(reader).update('\0').update(file).update('\0').update(yaml).digest('base64');
    if (id in this.#known) return (this.#used[id] = this.#known[id]) as T;
    const made = read();
    // Only what JSON keeps as it is (no dates, no undefined in lists) is kept.
    if (sameAfterJson(made)) {
      this.#used[id] = made;
      this.#made++;
    }
    return made;
  }

  /** Writes the entry when this build read YAML the last one had not, or no longer read some it had. */
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
