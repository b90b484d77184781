/**
 * `npm run bench -- --cache-gain`: what each cache kind saves a warm build (issue 33: a kind whose
 * gain is under 5 % of a warm build goes). For each kind, in interleaved rounds: a warm build with
 * every cache (A), then the same build with only that kind's entries removed (B). The kind's gain is
 * the median of B − A against the median of A. Removing a kind also makes the build write it again,
 * so the gain is an upper bound of what the kind saves.
 *
 * Measured on a copy of a site (the DataHub site by default, which uses every kind) so that the
 * working tree's own cache is left alone; `--fresh-output` builds each time into an empty output
 * folder, as CI does when it keeps `.docsgen/cache` but not the last output (then no page can be
 * linked from the last output, and the rendered pages' cache serves instead).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runNode, type ChildResult } from './child.ts';
import { copySite, MAIN_ROOT } from './site-files.ts';

/** A cache kind and where its entries live: below the site (`site`) or the engine (`engine`). */
export interface CacheKind {
  name: string;
  paths: { under: 'site' | 'engine'; path: string }[];
}

const site = (...paths: string[]) => paths.map((path) => ({ under: 'site' as const, path: `.docsgen/cache/${path}` }));

/** Every kind docs/architecture.md lists, by the folders and files that hold it. */
export const CACHE_KINDS: CacheKind[] = [
  { name: 'compiled pages', paths: site('pages') },
  { name: 'rendered pages', paths: site('rendered') },
  { name: 'YAML read', paths: site('yaml') },
  { name: 'generated pages', paths: site('generated') },
  { name: 'source catalog', paths: site('source-catalog.*') },
  { name: 'recipe validators', paths: site('recipe-validators') },
  { name: 'code example results', paths: site('examples') },
  { name: 'image variants', paths: site('images') },
  { name: 'file digests', paths: site('file-digests.entry') },
  { name: 'search index parts', paths: site('pagefind') },
  { name: 'social cards', paths: site('cards') },
  { name: 'frozen versions', paths: site('versions') },
  { name: 'files of the last output', paths: site('output-files.entry') },
  { name: 'client bundle', paths: [{ under: 'engine', path: 'node_modules/.cache/docsgen/client' }] },
];

export interface KindGain {
  kind: string;
  warmMs: number[];
  withoutMs: number[];
}

export interface GainOptions {
  /** The site to copy and build (default: the DataHub site in this repository). */
  siteRoot?: string;
  rounds: number;
  /** Each build into a fresh output folder, as in CI with `.docsgen/cache` restored and no output kept. */
  freshOutput?: boolean;
  kinds?: CacheKind[];
  log(line: string): void;
}

export async function measureCacheGains(options: GainOptions): Promise<KindGain[]> {
  const work = await mkdtemp(join(tmpdir(), 'docsgen-cache-gain-'));
  const root = join(work, 'site');
  try {
    await copySite(options.siteRoot ?? MAIN_ROOT, root);
    const build = async () => {
      if (options.freshOutput) await rm(join(root, 'build'), { recursive: true, force: true });
      return buildOnce(root);
    };
    options.log('cold build of the copy, then one warm build');
    await checked(await build());
    await checked(await build());
    const gains: KindGain[] = (options.kinds ?? CACHE_KINDS).map((k) => ({ kind: k.name, warmMs: [], withoutMs: [] }));
    for (let round = 1; round <= options.rounds; round++)
      for (const [i, kind] of (options.kinds ?? CACHE_KINDS).entries()) {
        options.log(`round ${round}: ${kind.name}`);
        gains[i].warmMs.push((await checked(await build())).ms);
        await removeKind(kind, root);
        gains[i].withoutMs.push((await checked(await build())).ms);
      }
    return gains;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

function buildOnce(root: string): Promise<ChildResult> {
  return runNode('bin/docsgen.js', ['build', '--root', root], { cwd: MAIN_ROOT, timeoutMs: 600_000 });
}

async function checked(result: ChildResult): Promise<ChildResult> {
  if (result.code !== 0 || result.timedOut)
    throw new Error(`build failed (${result.timedOut ? 'timed out' : `exit ${result.code}`}):\n${result.stderr}`);
  return result;
}

async function removeKind(kind: CacheKind, siteRoot: string): Promise<void> {
  for (const { under, path } of kind.paths) {
    const base = under === 'site' ? siteRoot : MAIN_ROOT;
    if (!path.endsWith('*')) {
      await rm(join(base, path), { recursive: true, force: true });
      continue;
    }
    const dir = join(base, path.slice(0, path.lastIndexOf('/')));
    const prefix = path.slice(path.lastIndexOf('/') + 1, -1);
    for (const name of await readdir(dir).catch(() => [] as string[]))
      if (name.startsWith(prefix)) await rm(join(dir, name), { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** One line a kind: its gain in ms and as a share of the warm build, and whether it keeps its place (≥ 5 %). */
export function gainReport(gains: KindGain[]): string {
  const rows = gains.map(({ kind, warmMs, withoutMs }) => {
    const warm = median(warmMs);
    const gain = median(withoutMs.map((ms, i) => ms - warmMs[i]));
    const share = gain / warm;
    return `| ${kind} | ${(warm / 1000).toFixed(2)} s | ${(median(withoutMs) / 1000).toFixed(2)} s | ${(gain / 1000).toFixed(2)} s | ${(share * 100).toFixed(0)} % ${share >= 0.05 ? '✓' : '✗ under 5 %'} |`;
  });
  return [
    '| cache kind | warm build | warm build without it | gain (median of pairs) | share of the warm build |',
    '|---|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
}
