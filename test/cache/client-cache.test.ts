/** The browser assets are bundled once per engine and copied into later builds while their inputs are unchanged. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { cp, mkdir, mkdtemp, readFile, readdir, realpath, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { existsSync, readFileSync } from 'node:fs';
import { cachedAssets } from '../../src/node/cache/client-cache.ts';
import { bundleClient } from '../../src/node/client-bundle.ts';

const repoRoot = join(import.meta.dirname, '../..');

async function filesOf(dir: string): Promise<Record<string, string>> {
  const names = (
    (await readdir(dir, { recursive: true, withFileTypes: true })) as {
      isFile(): boolean;
      name: string;
      parentPath: string;
    }[]
  ).filter((e) => e.isFile());
  return Object.fromEntries(
    await Promise.all(
      names.map(async (e) => [
        join(e.parentPath, e.name).slice(dir.length + 1),
        await readFile(join(e.parentPath, e.name), 'base64'),
      ]),
    ),
  );
}

test('an entry is reused while its inputs are unchanged, and made again when one changes', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-client-cache-'));
  try {
    const input = join(dir, 'input.txt');
    await writeFile(input, 'one');
    let made = 0;
    const bundle = (outDir: string) => async () => {
      made++;
      const text = await readFile(input, 'utf8');
      await writeFile(join(outDir, 'out.txt'), text.toUpperCase());
      return { assets: { file: 'out.txt', text }, files: ['out.txt'], inputs: [input] };
    };
    const key = `test ${dir}`;
    const out = (name: string) => join(dir, name);
    for (const name of ['a', 'b', 'c', 'd']) await mkdir(out(name));
    assert.deepEqual(await cachedAssets(key, out('a'), bundle(out('a'))), { file: 'out.txt', text: 'one' });
    assert.deepEqual(await cachedAssets(key, out('b'), bundle(out('b'))), { file: 'out.txt', text: 'one' });
    assert.equal(made, 1, 'the second build copied the kept files');
    assert.equal(await readFile(join(out('b'), 'out.txt'), 'utf8'), 'ONE');
    await writeFile(input, 'two');
    assert.deepEqual(await cachedAssets(key, out('c'), bundle(out('c'))), { file: 'out.txt', text: 'two' });
    assert.equal(made, 2, 'a changed input makes the assets again');
    await rm(input);
    await assert.rejects(
      cachedAssets(key, out('d'), bundle(out('d'))),
      /ENOENT/,
      'a vanished input is not taken for unchanged',
    );
    assert.equal(made, 3);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('two checkouts of the engine sharing node_modules keep entries of their own', async () => {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-client-cache-'));
  try {
    const made: string[] = [];
    const bundle = (checkout: string, outDir: string) => async () => {
      made.push(checkout);
      await writeFile(join(outDir, 'main.js'), checkout);
      const input = join(dir, checkout, 'main.ts');
      return { assets: { from: checkout }, files: ['main.js'], inputs: [input] };
    };
    for (const name of ['a', 'b', 'out-a', 'out-b', 'again-a', 'again-b']) await mkdir(join(dir, name));
    for (const checkout of ['a', 'b']) await writeFile(join(dir, checkout, 'main.ts'), `code of ${checkout}`);
    const key = `test ${dir}`;
    const run = (checkout: string, out: string) =>
      cachedAssets(key, join(dir, out), bundle(checkout, join(dir, out)), join(dir, checkout));
    assert.deepEqual(await run('a', 'out-a'), { from: 'a' });
    assert.deepEqual(
      await run('b', 'out-b'),
      { from: 'b' },
      "the same key in another checkout is not the first one's entry",
    );
    assert.deepEqual(await run('a', 'again-a'), { from: 'a' });
    assert.deepEqual(await run('b', 'again-b'), { from: 'b' });
    assert.deepEqual(made, ['a', 'b'], 'each checkout bundled once, then copied its own entry');
    assert.equal(await readFile(join(dir, 'again-b', 'main.js'), 'utf8'), 'b');
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});

test('the client bundle copied from the cache is the bundle made, and follows an edited island', async () => {
  // Inside the engine's folder, where the islands' imports (react) resolve.
  // Its real path: the bundler names its inputs so, also when node_modules is a symbolic link (a worktree's).
  const dir = await realpath(await mkdtemp(join(repoRoot, 'node_modules/.cache/docsgen-test-client-')));
  try {
    // A registry of its own (its path is part of the key), with islands this test may edit.
    await cp(join(repoRoot, 'test/fixtures/islands'), join(dir, 'islands'), { recursive: true });
    const islandRegistry = join(dir, 'islands/registry.ts');
    const first = await bundleClient({ outDir: join(dir, 'first'), islandRegistry });
    // The page's script is the entry, not one of the modules it imports on demand (esbuild names those entry points too).
    assert.match(first.js, /^assets\/main\.[A-Z0-9]+\.js$/);
    const second = await bundleClient({ outDir: join(dir, 'second'), islandRegistry });
    assert.deepEqual(second, first);
    assert.deepEqual(await filesOf(join(dir, 'second')), await filesOf(join(dir, 'first')));
    const counter = join(dir, 'islands/Counter.tsx');
    await writeFile(counter, (await readFile(counter, 'utf8')).replace('Count: ', 'Clicks: '));
    const third = await bundleClient({ outDir: join(dir, 'third'), islandRegistry });
    assert.notDeepEqual(third.files, first.files, "the island's chunk has a new name");
    const chunks = await filesOf(join(dir, 'third'));
    assert.ok(Object.values(chunks).some((content) => Buffer.from(content, 'base64').toString().includes('Clicks: ')));
    // A damaged kept file is not copied: the entry fails verification and the bundle is made anew.
    const entries = join(repoRoot, 'node_modules/.cache/docsgen/client');
    const entry = (await readdir(entries)).find(
      (name) =>
        !name.endsWith('.tmp') &&
        existsSync(join(entries, name, 'manifest.entry')) &&
        readFileSync(join(entries, name, 'manifest.entry'), 'utf8').includes(counter),
    );
    assert.ok(entry, 'the bundle was kept');
    await writeFile(join(entries, entry, 'files', third.js), 'damaged');
    const repaired = await bundleClient({ outDir: join(dir, 'repaired'), islandRegistry });
    assert.notEqual(await readFile(join(dir, 'repaired', repaired.js), 'utf8'), 'damaged');
    assert.deepEqual(await filesOf(join(dir, 'repaired')), chunks);
    assert.equal(
      existsSync(join(entries, entry, 'files', third.js)) &&
        readFileSync(join(entries, entry, 'files', third.js), 'utf8'),
      readFileSync(join(dir, 'repaired', repaired.js), 'utf8'),
      'kept again, whole',
    );
    // --no-cache bundles anew without reading the cache.
    const fresh = await bundleClient({ outDir: join(dir, 'fresh'), islandRegistry, cache: false });
    assert.deepEqual(fresh, repaired);
    assert.deepEqual(await filesOf(join(dir, 'fresh')), chunks);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
});
