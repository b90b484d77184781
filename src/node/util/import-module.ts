/**
 * Loads a site's own code file (site.config.ts, sidebars.js): bundled by esbuild, so TypeScript,
 * ES modules and CommonJS all load, and imported fresh each time (serve reloads it after an edit).
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/** Why a file did not bundle: esbuild's first message, with its position. */
export class BundleError extends Error {
  constructor(
    message: string,
    readonly line?: number,
    readonly column?: number,
  ) {
    super(message);
  }
}

/** The module's default export (a CommonJS module's `module.exports`); `undefined` when it has none. */
export async function importModule(file: string): Promise<unknown> {
  let code: string;
  try {
    const result = await build({
      entryPoints: [file],
      bundle: true,
      write: false,
      format: 'esm',
      platform: 'node',
      packages: 'external',
      logLevel: 'silent',
    });
    code = result.outputFiles[0].text;
  } catch (error) {
    const first = (error as { errors?: { text: string; location?: { line: number; column: number } }[] }).errors?.[0];
    throw new BundleError(
      first?.text ?? String(error),
      first?.location?.line,
      first?.location ? first.location.column + 1 : undefined,
    );
  }
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-module-'));
  const out = join(dir, 'module.mjs');
  try {
    await writeFile(out, code);
    const module = (await import(pathToFileURL(out).href)) as { default?: unknown };
    return module.default;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
