/**
 * Generated pages kept on disk between builds (`<site>/.docsgen/cache/generated/`): a generator
 * runs again only when the files it reads, the config or the engine changed. Generating the
 * reference pages (sources, metamodel, GraphQL, with their Markdown twins) costs about a second.
 * An entry holds the pages without their Markdown trees: a page read from here compiles from
 * its Markdown, which the compile cache already knows.
 */
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { siteFiles } from './symlinks.ts';
import type { GeneratedDoc } from './types.ts';
import { cacheKey } from '../cache/key.ts';
import { readJsonEntry, writeEntry } from '../cache/verified.ts';

/** Every file below a generator's inputs (files or folders, relative to the site root), in order. */
export async function inputFiles(root: string, inputs: string[]): Promise<string[]> {
  const files: string[] = [];
  for (const input of inputs) {
    const base = join(root, input);
    const info = await stat(base).catch(() => undefined);
    if (!info) continue;
    if (!info.isDirectory()) files.push(base);
    else files.push(...(await siteFiles(root, base)).files.map((file) => join(base, file)));
  }
  return files;
}

export class GeneratorDiskCache {
  readonly #dir: string;

  constructor(readonly root: string) {
    this.#dir = join(root, '.docsgen', 'cache', 'generated');
  }

  /** A hash of the generator's input files (contents), the config and the engine. */
  async key(name: string, inputs: string[], config: unknown): Promise<string> {
    const read: (string | Uint8Array)[] = [name];
    for (const file of await inputFiles(this.root, inputs)) {
      const bytes = await readFile(file).catch(() => undefined);
      if (bytes) read.push(file, bytes);
    }
    return `${name}-${cacheKey({ kind: 'generated-pages-1', fingerprint: 'engine', options: config, inputs: read })}`;
  }

  async get(key: string): Promise<GeneratedDoc[] | undefined> {
    // A damaged entry is a miss: the pages are generated again.
    return readJsonEntry<GeneratedDoc[]>(
      { label: 'generated pages', dir: this.#dir },
      join(this.#dir, `${key}.json`),
      key,
    );
  }

  /** Written whole (the generator's older entries go by the pruning rule, src/node/cache/prune.ts). */
  async set(key: string, docs: GeneratedDoc[]): Promise<void> {
    await writeEntry(join(this.#dir, `${key}.json`), key, JSON.stringify(docs.map(({ tree: _tree, ...doc }) => doc)));
  }
}
