// Loads the CLI from its bundle (src/node/util/engine-bundle.js), made once per version of the
// engine's code: a command starts in about 0.3 s, against 1.1-1.3 s when TypeScript and the
// packages are loaded module by module.
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { engineBundle, engineSourceFingerprint } from '../src/node/util/engine-bundle.js';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The CLI's `main`: from the bundle, or through the TypeScript loader if the bundle cannot be built. */
export async function loadCli() {
  try {
    const file = await engineBundle({
      root,
      name: 'cli',
      entry: 'src/node/cli/main.ts',
      fingerprint: await engineSourceFingerprint(root),
    });
    return await import(pathToFileURL(file).href);
  } catch (bundleError) {
    // Without the loader (a production install), the reason the bundle failed is the one to show.
    const { register } = await import('tsx/esm/api').catch(() => {
      throw bundleError;
    });
    register();
    return import('../src/node/cli/main.ts');
  }
}
