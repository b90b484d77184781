/**
 * A compiled-page cache on disk (`<site>/.docsgen/cache/`), so that a build only compiles the
 * pages that changed since the last one. Each page is kept as its description (TOC, anchors,
 * links, problems: what the checks read for every page) and its HTML apart (four fifths of the
 * bytes, read only for the pages a build renders). An entry is keyed by the page's source, route and
 * Markdown, the compile options, and a fingerprint of the engine's Markdown stage, so that a
 * change to the engine invalidates every entry. Pages that show image files from disk keep the
 * files' sizes and digests, and their entry holds only while those are unchanged.
 *
 * Every edit and every new engine version makes new entries; a full build removes those the last
 * two builds did not use (src/node/cache/prune.ts; a page's two files are one entry, named by its key).
 */
import { statSync } from 'node:fs';
import { FileDigests } from '../cache/file-digests.ts';
import { markUsed } from '../cache/prune.ts';
import { dirname, join } from 'node:path';
import type { CompiledPage } from './types.ts';
import { cacheKey } from '../cache/key.ts';
import {
  discardDamaged,
  encodeEntry,
  entryDigest,
  readDigestedJsonEntry,
  readTextEntry,
  writeEntry,
  type CacheName,
} from '../cache/verified.ts';
import { writeFileWhole } from '../util/write-file.ts';
import { staticFile } from '../content/static-files.ts';

/** A page as stored: without its HTML (kept beside it), with what its entry holds only while true. */
type StoredMeta = Omit<CompiledPage, 'html' | 'htmlAt' | 'digest'> & {
  imageStamps?: Record<string, string>;
  /** The size of the HTML's entry file. */
  htmlBytes: number;
};

export class CompileCache {
  readonly #dir: string;
  readonly #options: string;

  readonly #generated: Set<string>;
  readonly #root: string;

  /** `options` are the compile options (part of every key); `generatedFiles` the files generators emit. */
  readonly #staticDirs: string[];

  readonly #digests: FileDigests;

  constructor(
    root: string,
    options: { generatedFiles?: string[]; staticDirs?: string[] },
    digests: FileDigests = new FileDigests(),
  ) {
    this.#root = root;
    this.#digests = digests;
    this.#dir = join(root, '.docsgen', 'cache', 'pages');
    this.#options = JSON.stringify(options);
    this.#generated = new Set(options.generatedFiles ?? []);
    this.#staticDirs = options.staticDirs ?? ['content/static'];
  }

  async key(source: string, route: string, markdown: string): Promise<string> {
    return cacheKey({
      kind: `compiled-pages-${ENTRY_FORMAT}`,
      fingerprint: 'engine',
      options: this.#options,
      inputs: [source, route, markdown],
    });
  }

  get #name(): CacheName {
    return { label: 'compiled pages', dir: this.#dir };
  }

  /**
   * The stored page without its HTML (`htmlAt` names where it is), with its entry's digest
   * (`CompiledPage.digest`): a build reads the HTML only of the pages it renders. The HTML's entry
   * must be there whole (its size is checked; its bytes when it is read).
   */
  async meta(key: string): Promise<CompiledPage | undefined> {
    const entry = await readDigestedJsonEntry<StoredMeta>(this.#name, this.#path(key, 'json'), key);
    if (!entry) return undefined;
    const { imageStamps, htmlBytes, ...page } = entry.value;
    const htmlSize = statSync(this.#path(key, 'html'), { throwIfNoEntry: false })?.size;
    if (htmlSize !== htmlBytes) {
      // Cut short or grown: damaged (a missing one was removed as damaged by an earlier build).
      if (htmlSize !== undefined) await discardDamaged(this.#name, this.#path(key, 'html'));
      return undefined;
    }
    // The images a page shows can change without the page: the entry holds only while they are the same.
    for (const [file, stamp] of Object.entries(imageStamps ?? {}))
      if ((await this.#stampOf(file)) !== stamp) return undefined;
    return { ...page, html: '', htmlAt: key, digest: entry.digest };
  }

  /** The stored page whole. */
  async get(key: string): Promise<CompiledPage | undefined> {
    const meta = await this.meta(key);
    const html = meta && (await this.html(key));
    if (html === undefined) return undefined;
    const { htmlAt: _at, ...page } = meta!;
    return { ...page, html };
  }

  /** The HTML of a page whose entry `meta` found (undefined: damaged since, and removed). */
  async html(key: string): Promise<string | undefined> {
    return readTextEntry(this.#name, this.#path(key, 'html'), key);
  }

  /** Stores a page; returns its entry's digest, or undefined when it is not kept (its images are missing or not files). */
  async set(key: string, page: CompiledPage, source: string): Promise<string | undefined> {
    // A missing or unreadable image may appear without the page changing: such a page is compiled again next time.
    if (page.problems.some((p) => p.code === 'image-missing' || p.code === 'image-unreadable')) return undefined;
    // Generated files are part of the key; files on disk are checked by size and digest when read.
    const imageStamps: Record<string, string> = {};
    for (const src of page.images) {
      const clean = decodeURI(src.split(/[?#]/)[0]);
      if (this.#generated.has(clean.replace(/^\//, ''))) continue;
      const file = clean.startsWith('/')
        ? await staticFile(this.#root, this.#staticDirs, clean)
        : join(this.#root, dirname(source), clean);
      const stamp = await this.#stampOf(file);
      if (!stamp) return undefined;
      imageStamps[file] = stamp;
    }
    const { html, htmlAt: _at, digest: _digest, ...meta } = page;
    // The HTML first: a page's description never names HTML that is not there. Each written whole:
    // another build, or this one's renderer, may be reading it.
    const htmlEntry = encodeEntry(key, html);
    if (!(await writeFileWhole(this.#path(key, 'html'), htmlEntry))) return undefined;
    const body = JSON.stringify({ ...meta, imageStamps, htmlBytes: htmlEntry.length } satisfies StoredMeta);
    return (await writeEntry(this.#path(key, 'json'), key, body)) ? entryDigest(body) : undefined;
  }

  /**
   * An image file's size and a digest of its bytes: not its time, which a fresh checkout (a CI run
   * restoring the cache) sets anew for every file, so that every page showing an image compiled again.
   */
  async #stampOf(file: string): Promise<string | undefined> {
    const known = await this.#digests.of(file);
    return known && `${known.size}:${known.digest}`;
  }

  #path(key: string, kind: 'json' | 'html'): string {
    return entryPath(this.#dir, key, kind);
  }
}

/** Each page as two entries: its description and its HTML. */
const ENTRY_FORMAT = 'description and HTML apart';

/** Marks the entries of `keys` used (src/node/cache/prune.ts): a frozen version copied whole keeps its pages' entries without reading them. */
export function markCompiledUsed(root: string, keys: Iterable<string>): void {
  const dir = join(root, '.docsgen', 'cache', 'pages');
  for (const key of keys) markUsed(entryPath(dir, key, 'json'));
}

/** Entries in 256 folders by their key's first two characters: no folder holds thousands of files. */
function entryPath(dir: string, key: string, kind: 'json' | 'html'): string {
  return join(dir, key.slice(0, 2), `${key}.${kind}`);
}
