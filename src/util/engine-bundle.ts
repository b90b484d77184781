/**
 * Engine code that runs in its own thread or process (the compile worker, serve's build worker)
 * starts from a plain JavaScript bundle that esbuild makes once per version of that code and
 * keeps in `node_modules/.cache/docsgen/` (below node_modules, so that the packages left out
 * resolve). Loading one bundle takes a fraction of the time that the TypeScript loader needs
 * to compile and link hundreds of modules one by one.
 */
import { createHash, randomUUID } from 'node:crypto';
import { access, mkdir, readFile, readdir, rename, rm } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { build } from 'esbuild';
import { engineRoot } from '../engine-root.ts';

const CACHE_DIR = join(engineRoot, 'node_modules/.cache/docsgen');

/** Packages left to Node: they find native binaries beside their own package folders. */
const EXTERNAL = ['esbuild', 'pagefind', 'sharp', 'fsevents'];

/**
 * The bundle of `entry` (a path below the engine root) for code whose `fingerprint` is given:
 * `<name>.<fingerprint>.mjs`, made when missing, written whole, replacing the older ones.
 */
export async function engineBundle(name: string, entry: string, fingerprint: string): Promise<string> {
  const file = join(CACHE_DIR, `${name}.${fingerprint}.mjs`);
  if (await access(file).then(() => true, () => false)) return file;
  await mkdir(CACHE_DIR, { recursive: true });
  const partial = `${file}.${randomUUID()}.tmp`;
  await build({
    entryPoints: [join(engineRoot, entry)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    outfile: partial,
    external: EXTERNAL,
    // Bundled CommonJS packages call require(); give them one.
    banner: { js: "import { createRequire as __docsgenRequire } from 'node:module'; const require = __docsgenRequire(import.meta.url);" },
    logLevel: 'silent',
  });
  // Whole or not at all: a process starting at the same moment never loads a half-written file.
  await rename(partial, file);
  const older = new RegExp(`^${name}\\.[0-9a-f]+\\.mjs$`);
  for (const old of await readdir(CACHE_DIR)) if (older.test(old) && join(CACHE_DIR, old) !== file) await rm(join(CACHE_DIR, old), { force: true });
  return file;
}

/**
 * A hash of the engine's code as it is now on disk (src/, templates/, the locked package
 * versions), read again at every call: serve's process outlives edits to that code.
 */
export async function currentEngineFingerprint(): Promise<string> {
  const hash = createHash('sha1');
  for (const dir of ['src', 'templates']) {
    // Every file, whatever its kind: anything the code imports ends up in a bundle.
    const entries = await readdir(join(engineRoot, dir), { recursive: true, withFileTypes: true });
    const files = entries.filter((e) => e.isFile()).map((e) => relative(join(engineRoot, dir), join(e.parentPath, e.name))).sort();
    for (const file of files) hash.update(`${dir}/${file}\0`).update(await readFile(join(engineRoot, dir, file)));
  }
  hash.update(await readFile(join(engineRoot, 'package-lock.json')).catch(() => ''));
  return hash.digest('hex').slice(0, 16);
}
