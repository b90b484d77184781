/**
 * A compiled-page cache on disk (`<site>/.docsgen/cache/`), so that a build only compiles the
 * pages that changed since the last one. An entry is keyed by the page's source, route and
 * Markdown, the compile options, and a fingerprint of the engine's Markdown stage, so that a
 * change to the engine invalidates every entry. Pages that show image files from disk are not
 * cached: their result depends on files outside the page.
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CompiledPage } from '../markdown/types.ts';

const engineSource = resolve(dirname(fileURLToPath(import.meta.url)), '..');

let fingerprint: Promise<string> | undefined;

/** Hash of the engine's code (all of src/, conservatively) and of the package versions it uses. */
export function engineFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const hash = createHash('sha1');
    const files = ((await readdir(engineSource, { recursive: true })) as string[]).filter((f) => /\.tsx?$/.test(f)).sort();
    for (const file of files) hash.update(file).update(await readFile(join(engineSource, file)));
    const lock = await readFile(resolve(engineSource, '../package-lock.json')).catch(() => Buffer.from(''));
    return hash.update(lock).digest('hex');
  })();
  return fingerprint;
}

export class CompileCache {
  readonly #dir: string;
  readonly #options: string;

  readonly #generated: Set<string>;

  /** `options` are the compile options (part of every key); `generatedFiles` the files generators emit. */
  constructor(root: string, options: { generatedFiles?: string[] }) {
    this.#dir = join(root, '.docsgen', 'cache', 'pages');
    this.#options = JSON.stringify(options);
    this.#generated = new Set(options.generatedFiles ?? []);
  }

  async key(source: string, route: string, markdown: string): Promise<string> {
    return createHash('sha1').update(await engineFingerprint()).update(this.#options).update(source).update('\0').update(route).update('\0').update(markdown).digest('hex');
  }

  async get(key: string): Promise<CompiledPage | undefined> {
    try {
      return JSON.parse(await readFile(this.#path(key), 'utf8')) as CompiledPage;
    } catch {
      return undefined;
    }
  }

  async set(key: string, page: CompiledPage): Promise<void> {
    // Files on disk can change without the page changing; generated files are part of the key.
    const onDisk = page.images.some((src) => !this.#generated.has(src.replace(/^\//, '')));
    if (onDisk || page.problems.some((p) => p.code.startsWith('image-'))) return;
    const file = this.#path(key);
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, JSON.stringify(page));
  }

  #path(key: string): string {
    return join(this.#dir, key.slice(0, 2), `${key}.json`);
  }
}
