/**
 * Local images: resolves a Markdown image to its file, reads raster sizes, and writes
 * responsive variants (the configured widths up to the original's) when the site is written.
 */
import { access, copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { mapLimited } from '../util/map-limited.ts';
import { existsSync } from 'node:fs';
import { basename, dirname, join, posix, extname } from 'node:path';
import { closest } from '../../shared/suggest.ts';
import { withBase } from '../../shared/urls.ts';
import { replaceFile } from '../util/write-file.ts';
import { sourceStamp, type PlaceFile } from '../cache/output-files.ts';
import { readEntry, writeEntry, type CacheName } from '../cache/verified.ts';
import { FileDigests } from '../cache/file-digests.ts';

// sharp (native, slow to load) is loaded by the first build that has a raster image to read.
const loadSharp = () => import('sharp').then((m) => m.default);

const RASTER = new Set(['.png', '.jpg', '.jpeg', '.webp']);

/** A local image as a page's HTML shows it. */
export interface ResolvedImage {
  src: string;
  width?: number;
  height?: number;
  srcset?: string;
  /** The file exists but is not a readable image: why, and what to do. */
  unreadable?: { reason: string; hint: string };
}

interface ImageFile {
  /** Absolute path of the source file. */
  file: string;
  /** Output path below the site root, e.g. `docs/deploy/img/x.png`. */
  output: string;
  width?: number;
  height?: number;
  variants: number[];
  /** Why the file cannot be read as the image its name says, and what to do (a page naming it has an error). */
  unreadable?: { reason: string; hint: string };
}

export class ImageStore {
  readonly #root: string;
  readonly #baseUrl: string;
  readonly #sizes: number[];
  readonly #quality: number;
  readonly #images = new Map<string, Promise<ImageFile | null>>();
  /** Site paths of files that generators emit (they exist only in memory until the site is written). */
  readonly #generated: Set<string>;

  readonly #docsDir: string;
  readonly #staticDirs: string[];
  readonly digests: FileDigests;

  constructor(options: {
    root: string;
    baseUrl: string;
    sizes: number[];
    quality: number;
    generated?: Iterable<string>;
    docsDir?: string;
    staticDirs?: string[];
    /** The digests of the site's files, kept between builds (src/node/cache/file-digests.ts). */
    digests?: FileDigests;
  }) {
    this.#root = options.root;
    this.digests = options.digests ?? new FileDigests();
    this.#docsDir = options.docsDir ?? 'content/docs';
    this.#staticDirs = options.staticDirs ?? ['content/static'];
    this.#generated = new Set(options.generated ?? []);
    this.#baseUrl = options.baseUrl;
    this.#sizes = [...options.sizes].sort((a, b) => a - b);
    this.#quality = options.quality;
  }

  /** `src` as written in `source` (a file relative to the root). */
  resolve = (source: string, src: string): Promise<ResolvedImage | null> => this.#resolve(source, src, this.#baseUrl);

  /** `resolve` with addresses under another base URL (the compile stage's mark), sharing this store's files. */
  resolverFor(baseUrl: string): (source: string, src: string) => Promise<ResolvedImage | null> {
    return (source, src) => this.#resolve(source, src, baseUrl);
  }

  async #resolve(source: string, src: string, baseUrl: string): Promise<ResolvedImage | null> {
    const clean = decodeURI(src.split(/[?#]/)[0]);
    if (clean.startsWith('/') && this.#generated.has(clean.slice(1))) return { src: withBase(baseUrl, clean) };
    const { file, outPath } = this.#locate(source, clean);
    if (!outPath) return null;
    let entry = this.#images.get(file);
    if (!entry) {
      entry = this.#describe(file, outPath);
      this.#images.set(file, entry);
    }
    const image = await entry;
    if (!image) return null;
    if (image.unreadable) return { src: clean, unreadable: image.unreadable };
    const url = (path: string) => withBase(baseUrl, `/${path}`);
    const srcset =
      image.variants.length > 0
        ? image.variants.map((w) => `${url(variantPath(image.output, w))} ${w}w`).join(', ')
        : undefined;
    return { src: url(image.output), width: image.width, height: image.height, srcset };
  }

  /**
   * For a missing image: the file of that folder the writer most likely meant (another case,
   * a typo), as the `src` to write instead. Case matters on the Linux machines that host sites.
   */
  suggest = async (source: string, src: string): Promise<string | undefined> => {
    const clean = decodeURI(src.split(/[?#]/)[0]);
    const name = basename(clean);
    const names = await readdir(dirname(this.#locate(source, clean).file)).catch(() => [] as string[]);
    const found =
      names.find((n) => n.toLowerCase() === name.toLowerCase()) ??
      closest(
        name,
        names.filter((n) => extname(n).toLowerCase() === extname(name).toLowerCase()),
      );
    return found && `${clean.slice(0, clean.length - name.length)}${found}`;
  };

  /** The file an image `src` names, and its output path (none when it points outside the docs). */
  #locate(source: string, clean: string): { file: string; outPath?: string } {
    if (clean.startsWith('/')) return { file: this.#staticFile(clean), outPath: clean.slice(1) };
    return this.#published(posix.join(posix.dirname(source), clean));
  }

  /** A file below the docs (a path from the site folder) and where the site serves it: beside its page. */
  #published(path: string): { file: string; outPath?: string } {
    // A page of a frozen version (content/versions/<v>/docs/…) has its files under docs/<v>/.
    const version = /^content\/versions\/([^/]+)\/docs\//.exec(path)?.[1];
    const docsRoot = version ? `content/versions/${version}/docs` : this.#docsDir;
    const output = posix.relative(docsRoot, path);
    const file = join(this.#root, path);
    if (output.startsWith('..') || posix.isAbsolute(output)) return { file };
    return { file, outPath: version ? `docs/${version}/${output}` : `docs/${output}` };
  }

  /** The static file a site path names: in the first static folder that has it. */
  #staticFile(sitePath: string): string {
    for (const dir of this.#staticDirs) {
      const file = join(this.#root, dir, sitePath);
      if (existsSync(file)) return file;
    }
    return join(this.#root, this.#staticDirs[0] ?? 'content/static', sitePath);
  }

  /**
   * A file a page links to (not shows), published as it is: its site path (without the base URL),
   * or none when it is outside the docs. Its name is kept: readers download it by that name.
   */
  asset(path: string): string | undefined {
    const { file, outPath } = this.#published(path);
    if (!outPath) return undefined;
    if (!this.#images.has(file)) this.#images.set(file, Promise.resolve({ file, output: outPath, variants: [] }));
    return `/${outPath}`;
  }

  async #describe(file: string, output: string): Promise<ImageFile | null> {
    try {
      await access(file);
    } catch {
      return null;
    }
    if (!RASTER.has(extname(file).toLowerCase())) return { file, output, variants: [] };
    try {
      const meta = await (await loadSharp())(file).metadata();
      const width = meta.width ?? 0;
      return {
        file,
        output,
        width: meta.width,
        height: meta.height,
        variants: this.#sizes.filter((size) => size < width),
      };
    } catch (error) {
      return { file, output, variants: [], unreadable: await unreadableReason(file, error) };
    }
  }

  /** Output paths of every image (originals and variants), for the route table. */
  async outputs(): Promise<string[]> {
    const images = (await Promise.all(this.#images.values())).filter(
      (i): i is ImageFile => i !== null && !i.unreadable,
    );
    return images.flatMap((image) => [image.output, ...image.variants.map((w) => variantPath(image.output, w))]);
  }

  /**
   * Copies originals and writes resized variants below `outDir`. A variant is encoded once: it is
   * kept in `cacheDir` under a digest of the source image's bytes, its width and the quality, so
   * a later build (or an edit in serve) copies it instead of encoding it again. Variants not in
   * the cache are encoded a few at a time, sharp spreading each over the cores. `place` may keep
   * the previous build's file instead (src/node/cache/output-files.ts): counted as kept.
   */
  async write(
    outDir: string,
    cacheDir?: string,
    place: PlaceFile = makeInPlace(outDir),
  ): Promise<{ encoded: number; reused: number; kept: number }> {
    const images = (await Promise.all(this.#images.values())).filter(
      (i): i is ImageFile => i !== null && !i.unreadable,
    );
    const counts = { encoded: 0, reused: 0, kept: 0 };
    const cache: CacheName | undefined = cacheDir ? { label: 'image sizes', dir: cacheDir } : undefined;
    await mapLimited(images, 4, async (image) => {
      await place(image.output, await sourceStamp(image.file), (target) => copyFile(image.file, target));
      if (image.variants.length === 0) return;
      const digest = cache ? ((await this.digests.of(image.file))?.digest ?? '') : '';
      for (const width of image.variants) {
        // Verified before use (src/node/cache/verified.ts): a damaged variant is encoded again, never published.
        const key = `${digest}-${width}w-q${this.#quality}${extname(image.file).toLowerCase()}`;
        const entry = cache && join(cache.dir, digest.slice(0, 2), key);
        // Without a cache the variant's bytes are known by nothing short of encoding it.
        const madeFrom = entry ? `variant ${key}` : `variant ${Math.random()}`;
        counts.kept++;
        await place(variantPath(image.output, width), madeFrom, async (target) => {
          counts.kept--;
          const cached = entry ? await readEntry(cache, entry, key) : undefined;
          const bytes = cached ?? (await this.#encode(image.file, width));
          counts[cached ? 'reused' : 'encoded']++;
          await writeFile(target, bytes);
          if (entry && !cached) await writeEntry(entry, key, bytes);
        });
      }
    });
    await this.digests.save();
    return counts;
  }

  #encode(file: string, width: number): Promise<Buffer> {
    const format = extname(file).slice(1).toLowerCase().replace('jpg', 'jpeg') as 'png';
    return loadSharp().then((sharp) =>
      sharp(file).resize({ width }).toFormat(format, { quality: this.#quality }).toBuffer(),
    );
  }
}

/** A Git LFS pointer (the image was never pulled) is the usual cause; otherwise the decoder's words. */
async function unreadableReason(file: string, error: unknown): Promise<{ reason: string; hint: string }> {
  const start = await readFile(file).then(
    (bytes) => bytes.subarray(0, 64).toString('latin1'),
    () => '',
  );
  if (start.startsWith('version https://git-lfs'))
    return {
      reason: 'is a Git LFS pointer, not the image: run `git lfs pull`',
      hint: 'Fetch the real files with `git lfs pull`, then build again.',
    };
  return {
    reason: `cannot be read as a ${extname(file).slice(1).toUpperCase()} image (${error instanceof Error ? error.message : String(error)})`,
    hint: 'Replace the file with a PNG, JPEG or WebP image.',
  };
}

function variantPath(output: string, width: number): string {
  const ext = extname(output);
  return `${output.slice(0, -ext.length)}-${width}w${ext}`;
}

/** Without a previous output to link from: every file made, each replaced whole (serve writes into the folder it serves). */
function makeInPlace(outDir: string): PlaceFile {
  return async <T>(path: string, _madeFrom: string, make: (target: string) => Promise<T>) => {
    const target = join(outDir, path);
    await mkdir(dirname(target), { recursive: true });
    let made: T | undefined;
    await replaceFile(target, async (temp) => void (made = await make(temp)));
    return made as T;
  };
}
