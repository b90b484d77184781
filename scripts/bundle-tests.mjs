// `node scripts/bundle-tests.mjs <test files...>`: bundles each test file, with the engine code it
// imports, into plain JavaScript that `node --test` runs without the TypeScript loader. Under the
// loader, each test process spent about 1.3 s of CPU linking a few hundred TypeScript modules one by
// one; from a bundle it loads one file (plus the chunks the test files share). Packages stay outside
// the bundles and load as they do under tsx.
//
// Prints the files to give `node --test`, one per test file, the longest first so that the short ones
// fill the runner's last places: the files that read the shared build of the DataHub site
// (test/helpers/site-build.ts), then the other browser tests, then the rest, each group in the order given.
//
// The bundles go below node_modules (so that the packages resolve from them), in a folder named for
// this checkout (worktrees share node_modules). A source's `import.meta.url` (and dirname, filename)
// is replaced by its own location, so that paths computed from it still point into the checkout.
import { createHash } from 'node:crypto';
import { mkdir, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, extname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const entries = process.argv.slice(2);
const outdir = join(
  root,
  'node_modules/.cache/docsgen',
  `tests.${createHash('sha1').update(root).digest('hex').slice(0, 8)}`,
);

/** Each TypeScript source of the checkout told where it lives, as it would be under the loader. */
const ownLocation = {
  name: 'own-location',
  setup(esbuild) {
    esbuild.onLoad({ filter: /\.tsx?$/ }, async ({ path }) => {
      const source = await readFile(path, 'utf8');
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(path).href))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(path)))
        .replaceAll('import.meta.filename', JSON.stringify(path));
      return { contents, loader: extname(path).slice(1) };
    });
  },
};

await rm(outdir, { recursive: true, force: true });
// Bundles of checkouts that have not run their tests for a day (worktrees since removed) go.
const cacheDir = dirname(outdir);
for (const name of await readdir(cacheDir).catch(() => [])) {
  if (!name.startsWith('tests.')) continue;
  const info = await stat(join(cacheDir, name)).catch(() => undefined);
  if (info && info.mtimeMs < Date.now() - 24 * 60 * 60_000)
    await rm(join(cacheDir, name), { recursive: true, force: true });
}
const { metafile } = await build({
  entryPoints: entries.map((file) => join(root, file)),
  outbase: root,
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  packages: 'external',
  outExtension: { '.js': '.mjs' },
  chunkNames: 'chunks/[name]-[hash]',
  // Failures name the lines of the test and engine sources (`node --enable-source-maps`).
  sourcemap: 'linked',
  sourcesContent: false,
  plugins: [ownLocation],
  logLevel: 'warning',
  metafile: true,
});
// The module graph, by paths relative to the working folder as esbuild names them.
const imports = (input) => (metafile.inputs[input]?.imports ?? []).filter((i) => !i.external).map((i) => i.path);
const sharedSite = relative(process.cwd(), join(root, 'test/helpers/site-build.ts'));
function readsSharedSite(file) {
  const seen = new Set();
  const stack = [relative(process.cwd(), join(root, file))];
  while (stack.length > 0) {
    const input = stack.pop();
    if (input === sharedSite) return true;
    if (seen.has(input)) continue;
    seen.add(input);
    stack.push(...imports(input));
  }
  return false;
}
const first = entries.filter(readsSharedSite);
const browser = entries.filter((f) => f.startsWith('test/browser/') && !first.includes(f));
const rest = entries.filter((f) => !first.includes(f) && !browser.includes(f));
// `node --test` sorts the files it is given: each runs from a file that imports its bundle and whose
// name sorts in this order (`order/007-test~browser~shell.test.mjs`; test/reporters/file-times.mjs reads it back).
await mkdir(join(outdir, 'order'));
const ordered = [...first, ...browser, ...rest];
for (const [index, file] of ordered.entries()) {
  const bundle = file.replace(/\.tsx?$/, '.mjs');
  const runner = join(outdir, 'order', `${String(index).padStart(3, '0')}-${bundle.replaceAll('/', '~')}`);
  await writeFile(runner, `import '../${bundle}';\n`);
  console.log(relative(root, runner));
}
