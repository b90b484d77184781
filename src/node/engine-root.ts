/**
 * The engine's own folder (the one with its package.json), found from wherever this code runs:
 * from `src/` under the TypeScript loader, or from the bundled CLI in `node_modules/.cache/`.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

function findEngineRoot(start: string): string {
  for (let dir = start; ; dir = dirname(dir)) {
    const manifest = join(dir, 'package.json');
    if (existsSync(manifest) && (JSON.parse(readFileSync(manifest, 'utf8')) as { name?: string }).name === 'docsgen')
      return dir;
    if (dirname(dir) === dir) throw new Error(`docsgen: cannot find the engine's package.json above ${start}`);
  }
}

/** Written into the engine's bundles (src/node/util/engine-bundle.js): the folder that made them. */
declare const __DOCSGEN_ENGINE_ROOT__: string | undefined;

export const engineRoot =
  typeof __DOCSGEN_ENGINE_ROOT__ === 'string'
    ? __DOCSGEN_ENGINE_ROOT__
    : findEngineRoot(dirname(fileURLToPath(import.meta.url)));
