/**
 * What every cache key starts with: a hash of the engine's code, so that a new engine version
 * makes new entries and never reads what an older one wrote.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { engineRoot } from '../engine-root.ts';

/** The code a build runs: the engine's and what it shares with the browser (the browser's own, src/client/, is not run here). */
const ENGINE_SOURCES = ['src/node', 'src/shared'];

let fingerprint: Promise<string> | undefined;

/** Hash of the engine's code (src/node/ and src/shared/) and of the package versions it uses. */
export function engineFingerprint(): Promise<string> {
  fingerprint ??= (async () => {
    const hash = createHash('sha1');
    for (const dir of ENGINE_SOURCES) {
      const files = ((await readdir(join(engineRoot, dir), { recursive: true })) as string[])
        .filter((f) => /\.tsx?$/.test(f))
        .sort();
      for (const file of files) hash.update(`${dir}/${file}`).update(await readFile(join(engineRoot, dir, file)));
    }
    const lock = await readFile(join(engineRoot, 'package-lock.json')).catch(() => Buffer.from(''));
    return hash.update(lock).digest('hex');
  })();
  return fingerprint;
}
