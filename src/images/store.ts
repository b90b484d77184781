/**
 * Local images: resolves a Markdown image to its file, reads raster sizes, and writes
 * responsive variants (the configured widths up to the original's) when the site is written.
 */
import { access, copyFile, mkdir, readdir, readFile } from 'node:fs/promises';
import { basename, dirname, join, posix, extname } from 'node:path';
import { closest } from '../links/suggest.ts';
import type { ResolvedImage } from '../markdown/types.ts';
import { withBase } from '../site/urls.ts';
import { replaceFile } from '../util/write-file.ts';

// sharp (native, slow to load) is loaded by the first build that has a raster image to read.
const loadSharp = () => import('sharp').then((m) => m.default);

const RASTER = new Set(['.png', '.jpg', '.jpeg', '.webp']);

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

  constructor(options: { root: string; baseUrl: string; sizes: number[]; quality: number; generated?: Iterable<string> }) {
    this.#root = options.root;
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
    const srcset = image.variants.length > 0 ? image.variants.map((w) => `${url(variantPath(image.output, w))} ${w}w`).join(', ') : undefined;
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
    const found = names.find((n) => n.toLowerCase() === name.toLowerCase()) ?? closest(name, names.filter((n) => extname(n).toLowerCase() === extname(name).toLowerCase()));
    return found && `${clean.slice(0, clean.length - name.length)}${found}`;
  };

  /** The file an image `src` names, and its output path (none when it points outside the docs). */
  #locate(source: string, clean: string): { file: string; outPath?: string } {
    // A page of a frozen version (content/versions/<v>/docs/…) has its images under docs/<v>/.
    const version = /^content\/versions\/([^/]+)\/docs\//.exec(source)?.[1];
    const docsRoot = version ? `content/versions/${version}/docs` : 'content/docs';
    const output = clean.startsWith('/') ? clean.slice(1) : posix.relative(docsRoot, posix.join(posix.dirname(source), clean));
    const file = clean.startsWith('/') ? join(this.#root, 'content/static', clean) : join(this.#root, posix.dirname(source), clean);
    if (output.startsWith('..')) return { file };
    return { file, outPath: clean.startsWith('/') ? output : version ? `docs/${version}/${output}` : `docs/${output}` };
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
      return { file, output, width: meta.width, height: meta.height, variants: this.#sizes.filter((size) => size < width) };
    } catch (error) {
      return { file, output, variants: [], unreadable: await unreadableReason(file, error) };
    }
  }

  /** Output paths of every image (originals and variants), for the route table. */
  async outputs(): Promise<string[]> {
    const images = (await Promise.all(this.#images.values())).filter((i): i is ImageFile => i !== null && !i.unreadable);
    return images.flatMap((image) => [image.output, ...image.variants.map((w) => variantPath(image.output, w))]);
  }

  /** Copies originals and writes resized variants below `outDir`. */
  async write(outDir: string): Promise<void> {
    const images = (await Promise.all(this.#images.values())).filter((i): i is ImageFile => i !== null && !i.unreadable);
    await Promise.all(
      images.map(async (image) => {
        const target = join(outDir, image.output);
        await mkdir(dirname(target), { recursive: true });
        // Each replaced whole: serve writes into the folder it serves.
        await replaceFile(target, (temp) => copyFile(image.file, temp));
        for (const width of image.variants) {
          const resized = (await loadSharp())(image.file).resize({ width }).toFormat(extname(image.file).slice(1).replace('jpg', 'jpeg') as 'png', { quality: this.#quality });
          await replaceFile(join(outDir, variantPath(image.output, width)), (temp) => resized.toFile(temp));
        }
      }),
    );
  }
}

/** A Git LFS pointer (the image was never pulled) is the usual cause; otherwise the decoder's words. */
async function unreadableReason(file: string, error: unknown): Promise<{ reason: string; hint: string }> {
  const start = await readFile(file).then((bytes) => bytes.subarray(0, 64).toString('latin1'), () => '');
  if (start.startsWith('version https://git-lfs')) return { reason: 'is a Git LFS pointer, not the image: run `git lfs pull`', hint: 'Fetch the real files with `git lfs pull`, then build again.' };
  return { reason: `cannot be read as a ${extname(file).slice(1).toUpperCase()} image (${error instanceof Error ? error.message : String(error)})`, hint: 'Replace the file with a PNG, JPEG or WebP image.' };
}

function variantPath(output: string, width: number): string {
  const ext = extname(output);
  return `${output.slice(0, -ext.length)}-${width}w${ext}`;
}
