/**
 * Builds the browser assets: the client entry (with React and widgets as split chunks) and
 * the stylesheet, both with content-hashed names.
 */
import { readdir, readFile, writeFile, mkdir } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join, relative, resolve, dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, transform, type Plugin } from 'esbuild';

const engineRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const CLIENT_ENTRY = join(engineRoot, 'src/client/main.ts');
export const STYLES_DIR = join(engineRoot, 'templates/styles');

export interface ClientAssets {
  /** Paths below the output folder, e.g. `assets/main.3f2a1c.js`. */
  js: string;
  css: string;
  /** Every file written, for the route table. */
  files: string[];
}

export interface BundleOptions {
  outDir: string;
  /** Replaces the island registry (tests use a fixture registry). */
  islandRegistry?: string;
  minify?: boolean;
}

export async function bundleClient(options: BundleOptions): Promise<ClientAssets> {
  const assetsDir = join(options.outDir, 'assets');
  await mkdir(assetsDir, { recursive: true });
  const [js, css] = await Promise.all([bundleScript(assetsDir, options), bundleStyles(assetsDir, options.minify ?? true)]);
  return { js: js.entry, css, files: [...js.files, css] };
}

async function bundleScript(assetsDir: string, options: BundleOptions): Promise<{ entry: string; files: string[] }> {
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
  const entry = Object.entries(result.metafile.outputs).find(([, output]) => output.entryPoint)?.[0];
  return { entry: relative(outDir, resolve(entry!)), files };
}

function replaceRegistry(path: string): Plugin {
  return {
    name: 'island-registry',
    setup(b) {
      b.onResolve({ filter: /\/registry\.ts$/ }, (args) => (args.importer.includes('/client/islands/') ? { path: resolve(path) } : undefined));
    },
  };
}

/** Concatenates templates/styles/*.css in name order, minifies, and names the file by its hash. */
async function bundleStyles(assetsDir: string, minify: boolean): Promise<string> {
  const names = (await readdir(STYLES_DIR)).filter((name) => name.endsWith('.css')).sort();
  const source = (await Promise.all(names.map((name) => readFile(join(STYLES_DIR, name), 'utf8')))).join('\n');
  const { code } = await transform(source, { loader: 'css', minify });
  const hash = createHash('sha256').update(code).digest('hex').slice(0, 10);
  const file = `site.${hash}.css`;
  await writeFile(join(assetsDir, file), code);
  return `assets/${file}`;
}
