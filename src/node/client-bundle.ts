/**
 * Builds the browser assets: the client entry (with React and widgets as split chunks) and
 * the stylesheet, both with content-hashed names.
 */
import { readdir, mkdir } from 'node:fs/promises';
import { join, relative, resolve, dirname } from 'node:path';
import { build, type Plugin } from 'esbuild';
import { engineRoot } from './engine-root.ts';
import { cachedAssets } from './cache/client-cache.ts';
import { renderFingerprint } from './cache/engine-fingerprint.ts';
import { SERVICE_WORKER_FILE } from '../shared/offline-caches.ts';

export const CLIENT_ENTRY = join(engineRoot, 'src/client/main.ts');
export const STYLES_DIR = join(engineRoot, 'templates/styles');
const SERVICE_WORKER_ENTRY = join(engineRoot, 'src/client/service-worker.ts');

export interface ClientAssets {
  /** Paths below the output folder, e.g. `assets/main.3f2a1c.js`. */
  js: string;
  css: string;
  /** The font the first screen needs, preloaded by every page. */
  preloadFont?: string;
  /** Every file written, for the route table. */
  files: string[];
}

export interface BundleOptions {
  outDir: string;
  /** Replaces the island registry (tests use a fixture registry). */
  islandRegistry?: string;
  minify?: boolean;
  /** Copy the assets from the engine's cache when valid (default true; `--no-cache` bundles anew). */
  cache?: boolean;
  /** Write the offline-reading service worker (config `offline`). */
  serviceWorker?: boolean;
}

/** The assets, from the engine's cache when nothing they are made of changed (src/node/cache/client-cache.ts). */
export async function bundleClient(options: BundleOptions): Promise<ClientAssets> {
  const styles = (await readdir(STYLES_DIR)).filter((name) => name.endsWith('.css')).sort();
  // The engine's code covers the bundler's settings; the render fingerprint (or, run from the sources, the
  // inputs' own hashes) covers templates/, src/client/ and the packages.
  if (options.cache === false) return (await bundleBoth(options, styles)).assets;
  const key = JSON.stringify([
    await renderFingerprint(),
    options.islandRegistry ?? '',
    options.minify ?? true,
    styles,
    options.serviceWorker ?? false,
  ]);
  return cachedAssets(key, options.outDir, () => bundleBoth(options, styles));
}

async function bundleBoth(options: BundleOptions, styleNames: string[]) {
  const assetsDir = join(options.outDir, 'assets');
  await mkdir(assetsDir, { recursive: true });
  const [js, styles, worker] = await Promise.all([
    bundleScript(assetsDir, options),
    bundleStyles(assetsDir, styleNames, options.minify ?? true),
    options.serviceWorker ? bundleServiceWorker(options) : undefined,
  ]);
  const preloadFont = styles.fonts.find((f) => /latin-wght|latin-[0-9]+-normal/.test(f) && !f.includes('latin-ext'));
  const files = [...js.files, styles.css, ...styles.fonts, ...(worker ? [SERVICE_WORKER_FILE] : [])];
  const assets: ClientAssets = { js: js.entry, css: styles.css, preloadFont, files };
  return { assets, files, inputs: [...js.inputs, ...styles.inputs, ...(worker?.inputs ?? [])] };
}

/** The offline-reading service worker (src/client/service-worker.ts), a classic script of its own. */
async function bundleServiceWorker(options: BundleOptions): Promise<{ inputs: string[] }> {
  const result = await build({
    entryPoints: [SERVICE_WORKER_ENTRY],
    bundle: true,
    format: 'iife',
    target: 'es2020',
    minify: options.minify ?? true,
    outfile: join(options.outDir, SERVICE_WORKER_FILE),
    metafile: true,
    logLevel: 'silent',
  });
  return { inputs: inputsOf(result.metafile) };
}

/** Absolute paths of the files a build read (esbuild names them relative to the working folder), less its made-up entry. */
function inputsOf(metafile: { inputs: Record<string, unknown> }, stdin?: string): string[] {
  return Object.keys(metafile.inputs)
    .map((input) => resolve(input))
    .filter((input) => input !== stdin);
}

async function bundleScript(
  assetsDir: string,
  options: BundleOptions,
): Promise<{ entry: string; files: string[]; inputs: string[] }> {
  const result = await build({
    entryPoints: { main: CLIENT_ENTRY },
    bundle: true,
    splitting: true,
    format: 'esm',
    target: 'es2020',
    minify: options.minify ?? true,
    outdir: assetsDir,
    entryNames: '[name].[hash]',
    chunkNames: 'chunk.[hash]',
    metafile: true,
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    plugins: options.islandRegistry ? [replaceRegistry(options.islandRegistry)] : [],
    logLevel: 'silent',
  });
  const outDir = dirname(assetsDir);
  const files = Object.keys(result.metafile.outputs).map((file) => relative(outDir, resolve(file)));
  // Not just any output with an entry point: esbuild gives one to each dynamically imported module too.
  const entry = Object.entries(result.metafile.outputs).find(
    ([, output]) => output.entryPoint && resolve(output.entryPoint) === CLIENT_ENTRY,
  )?.[0];
  return { entry: relative(outDir, resolve(entry!)), files, inputs: inputsOf(result.metafile) };
}

function replaceRegistry(path: string): Plugin {
  return {
    name: 'island-registry',
    setup(b) {
      b.onResolve({ filter: /\/registry\.ts$/ }, (args) =>
        args.importer.includes('/client/islands/') ? { path: resolve(path) } : undefined,
      );
    },
  };
}

/**
 * Bundles templates/styles/*.css in name order (with the fonts they import from font packages,
 * copied as hashed files), minifies, and names the stylesheet by its hash.
 */
async function bundleStyles(
  assetsDir: string,
  names: string[],
  minify: boolean,
): Promise<{ css: string; fonts: string[]; inputs: string[] }> {
  const result = await build({
    stdin: {
      contents: names.map((name) => `@import "./${name}";`).join('\n'),
      resolveDir: STYLES_DIR,
      loader: 'css',
      sourcefile: 'site.css',
    },
    bundle: true,
    minify,
    outdir: assetsDir,
    entryNames: 'site.[hash]',
    assetNames: 'fonts/[name].[hash]',
    loader: { '.woff2': 'file', '.woff': 'file' },
    metafile: true,
    logLevel: 'silent',
  });
  const outDir = dirname(assetsDir);
  const outputs = Object.keys(result.metafile.outputs).map((file) => relative(outDir, resolve(file)));
  return {
    css: outputs.find((f) => f.endsWith('.css'))!,
    fonts: outputs.filter((f) => /\.woff2?$/.test(f)),
    inputs: inputsOf(result.metafile, join(STYLES_DIR, 'site.css')),
  };
}
