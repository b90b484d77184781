// Engine code run from plain JavaScript bundles that esbuild makes once per version of that
// code and keeps in `node_modules/.cache/docsgen/` (below node_modules, so that the packages
// left out resolve): the CLI (bin/cli-bundle.js), the compile worker and serve's build worker.
// Loading a bundle takes a fraction of the time that Node, with or without the TypeScript
// loader, needs to read and link hundreds of modules one by one.
//
// Plain JavaScript, not TypeScript: bin/ builds the CLI's bundle with it before any TypeScript
// can be loaded. Types: engine-bundle.d.ts.
import { createHash, randomUUID } from 'node:crypto';
import { existsSync, readFileSync, readdirSync, utimesSync } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';

/**
 * Packages left to Node: they find native binaries beside their own package folders, or (jsonc-parser,
 * a UMD module) require their own files by paths a bundle cannot follow.
 */
const EXTERNAL = ['esbuild', 'pagefind', 'sharp', 'fsevents', 'jsonc-parser'];
/** Part of every bundle's name: a change to how bundles are made makes new ones. */
const FORMAT = 5;
/** How bundles were named before the engine's folder was part of the name: `<name>.<id>`. */
const LEGACY_NAME = /^\.[0-9a-f]{16}$/;

/**
 * The bundle of `entry` (a path below `root`, the engine's folder) for the engine code whose
 * `fingerprint` is given: the folder `<name>.<id>/` holding `<name>.mjs` and the chunks its
 * dynamic imports load on demand. Made when missing, written whole (a process starting at the
 * same moment never loads half a bundle); the older ones go a day after they were last started. Returns `<name>.mjs`.
 * `.mjs`: below node_modules no package.json says the files are modules, and Node would parse
 * each `.js` file to guess (50 ms of every start for the CLI's bundle).
 */
export async function engineBundle({ root, name, entry, fingerprint, release = false }) {
  const cacheDir = join(root, 'node_modules/.cache/docsgen');
  // The engine's folder is part of the name and written into the bundle (src/node/engine-root.ts): checkouts
  // sharing one node_modules (git worktrees with a link to it) keep their own bundles, and each its folder.
  const prefix = `${name}.${createHash('sha1').update(root).digest('hex').slice(0, 8)}.`;
  const id = createHash('sha1').update(`${FORMAT}\0${EXTERNAL.join()}\0${fingerprint}`).digest('hex').slice(0, 16);
  const dir = join(cacheDir, `${prefix}${id}`);
  const file = join(dir, `${name}.mjs`);
  if (existsSync(file)) {
    markStarted(dir);
    return file;
  }
  const { build, stop } = await import('esbuild');
  await mkdir(cacheDir, { recursive: true });
  const partial = `${dir}.${randomUUID()}.tmp`;
  await build({
    entryPoints: { [name]: join(root, entry) },
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    outdir: partial,
    outExtension: { '.js': '.mjs' },
    // For `--verbose` (bin/docsgen.js turns source maps on): stack traces name the files of src/,
    // read from disk, not positions in the bundle. Unread otherwise, so starting costs nothing more.
    sourcemap: 'linked',
    sourcesContent: false,
    // React's production build only (bin/ runs it so): the development build, bundled too otherwise, is 0.7 MB more to load at every start.
    define: {
      __DOCSGEN_ENGINE_ROOT__: JSON.stringify(root),
      __DOCSGEN_FINGERPRINTS__: JSON.stringify(engineFingerprints(root)),
      'process.env.NODE_ENV': '"production"',
    },
    // Bundled CommonJS packages call require(); give them one.
    banner: {
      js: "import { createRequire as __docsgenRequire } from 'node:module'; const require = __docsgenRequire(import.meta.url);",
    },
    logLevel: 'silent',
  }).finally(() => (release ? stop() : undefined));
  try {
    await rename(partial, dir);
  } catch (error) {
    // Another process finished the same bundle first.
    await rm(partial, { recursive: true, force: true });
    if (!existsSync(file)) throw error;
  }
  for (const old of await readdir(cacheDir)) {
    if (
      (old.startsWith(prefix) || LEGACY_NAME.test(old.slice(name.length))) &&
      old !== `${prefix}${id}` &&
      (await unusedFor(join(cacheDir, old), old.endsWith('.tmp') ? UNFINISHED_MS : UNUSED_MS))
    )
      await rm(join(cacheDir, old), { recursive: true, force: true });
  }
  return file;
}

/**
 * Another version's bundle goes once no process started from it for a day: a process still running
 * from it (a `docsgen serve` left open while the engine's code is edited) loads its chunks on demand.
 */
const UNUSED_MS = 24 * 60 * 60_000;
/** No process takes this long to bundle: a `.tmp` folder this old was left by a killed one (the hour of src/node/util/stale.ts, which this plain-JavaScript file cannot import). */
const UNFINISHED_MS = 60 * 60_000;

/** A bundle's time is when a process last started from it. */
function markStarted(dir) {
  try {
    const now = new Date();
    utimesSync(dir, now, now);
  } catch {
    // Removed meanwhile by another process: it is made again next time.
  }
}

async function unusedFor(path, ms) {
  const info = await stat(path).catch(() => undefined);
  return info !== undefined && info.mtimeMs < Date.now() - ms;
}

/**
 * A hash of the engine's code as it is on disk now (every file of src/ and templates/, and the
 * locked package versions), read again at every call: serve's process outlives edits to it.
 */
export async function engineSourceFingerprint(root) {
  return engineFingerprints(root).source;
}

/**
 * The engine's fingerprints, from one reading of its files (a few hundred small files, read
 * without the thread pool): `source` names the bundles (every file of src/ and templates/, and the
 * locked package versions); `engine` starts every cache key (the code a build runs, src/node/ and
 * src/shared/, and the package versions); `render` adds what shapes every page (templates/ and
 * src/client/). A bundle has them written in (`__DOCSGEN_FINGERPRINTS__`), so that a bundled
 * engine never reads its sources to learn them.
 */
export function engineFingerprints(root) {
  const lock = existsSync(join(root, 'package-lock.json')) ? readFileSync(join(root, 'package-lock.json')) : '';
  const source = createHash('sha1');
  const engine = createHash('sha1');
  const shapes = createHash('sha1');
  for (const dir of ['src', 'templates']) {
    if (!existsSync(join(root, dir))) continue;
    // Every file, whatever its kind: anything the code imports ends up in a bundle.
    const files = readdirSync(join(root, dir), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => relative(root, join(e.parentPath, e.name)).split(sep).join('/'))
      .sort();
    for (const file of files) {
      const bytes = readFileSync(join(root, file));
      source.update(`${file}\0`).update(bytes);
      if (/^src\/(node|shared)\/.*\.tsx?$/.test(file)) engine.update(`${file}\0`).update(bytes);
      else if (/^(templates|src\/client)\//.test(file)) shapes.update(`${file}\0`).update(bytes);
    }
  }
  const engineId = engine.update(lock).digest('hex');
  return {
    source: source.update(lock).digest('hex'),
    engine: engineId,
    render: shapes.update(engineId).digest('hex'),
  };
}
