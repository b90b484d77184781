import { test, type TestContext } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readdir, rm, symlink, utimes, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { engineBundle } from '../../src/node/util/engine-bundle.js';

/** An engine folder whose entry reports the folder its bundle says it belongs to. */
async function engineFolder(root: string, nodeModules?: string): Promise<void> {
  await mkdir(join(root, 'src'), { recursive: true });
  await writeFile(
    join(root, 'src/entry.ts'),
    'declare const __DOCSGEN_ENGINE_ROOT__: string;\nexport const folder: string = __DOCSGEN_ENGINE_ROOT__;\n',
  );
  if (nodeModules) await symlink(nodeModules, join(root, 'node_modules'));
  else await mkdir(join(root, 'node_modules'));
}

/** A checkout and a worktree of it whose node_modules is a link to the checkout's. */
async function twoCheckouts(t: TestContext): Promise<{ main: string; worktree: string }> {
  const base = await mkdtemp(join(tmpdir(), 'docsgen-engine-bundle-'));
  t.after(() => rm(base, { recursive: true, force: true }));
  const main = join(base, 'main');
  const worktree = join(base, 'worktree');
  await engineFolder(main);
  await engineFolder(worktree, join(main, 'node_modules'));
  return { main, worktree };
}

async function folderOf(root: string, fingerprint = 'same code'): Promise<string> {
  const file = await engineBundle({ root, name: 'probe', entry: 'src/entry.ts', fingerprint });
  return ((await import(pathToFileURL(file).href)) as { folder: string }).folder;
}

test('checkouts sharing one node_modules (worktrees) keep their own bundles, each knowing its own folder', async (t) => {
  const { main, worktree } = await twoCheckouts(t);

  assert.equal(await folderOf(main), main);
  // Same code, same shared cache: before, the worktree loaded main's bundle and took main's folder.
  assert.equal(await folderOf(worktree), worktree);
  const bundles = (await readdir(join(main, 'node_modules/.cache/docsgen'))).filter((name) =>
    name.startsWith('probe.'),
  );
  assert.equal(bundles.length, 2, `one bundle per checkout: ${bundles.join(', ')}`);
});

test("a new version of the engine code replaces its own checkout's older bundle only, a day after a process last started from it", async (t) => {
  const { main, worktree } = await twoCheckouts(t);
  const mainBundle = await engineBundle({ root: main, name: 'probe', entry: 'src/entry.ts', fingerprint: 'v1' });
  const oldWorktreeBundle = await engineBundle({
    root: worktree,
    name: 'probe',
    entry: 'src/entry.ts',
    fingerprint: 'v1',
  });
  const v2 = { root: worktree, name: 'probe', entry: 'src/entry.ts', fingerprint: 'v2' };
  await engineBundle(v2);
  // A process started from it may still run (a serve left open while the engine is edited) and load chunks on demand.
  assert.ok(existsSync(oldWorktreeBundle), 'an older bundle started from today stays');
  const dayAndMinuteAgo = new Date(Date.now() - 24 * 60 * 60_000 - 60_000);
  for (const bundle of [mainBundle, oldWorktreeBundle]) await utimes(dirname(bundle), dayAndMinuteAgo, dayAndMinuteAgo);
  await rm(dirname(await engineBundle(v2)), { recursive: true });
  await engineBundle(v2);
  assert.ok(existsSync(mainBundle), "the other checkout's bundle is kept");
  assert.ok(!existsSync(dirname(oldWorktreeBundle)), "this checkout's older bundle is gone");
});
