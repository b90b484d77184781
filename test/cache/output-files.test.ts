/** Files a build copies unchanged are linked from the output it replaces, never when either side changed. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, mkdir, readFile, rename, rm, stat, writeFile, copyFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutputFiles, sourceStamp } from '../../src/node/cache/output-files.ts';

/** A site folder with a source file, and one build's output written through OutputFiles, then published. */
async function setup() {
  const root = await mkdtemp(join(tmpdir(), 'docsgen-output-files-'));
  const source = join(root, 'logo.png');
  await writeFile(source, 'first');
  const cacheDir = join(root, 'cache');
  const out = join(root, 'build');
  /** One build: writes the file (copying the source unless linked) into a staging folder, then publishes it. */
  const build = async () => {
    const staging = join(root, `staging-${Math.random()}`);
    await mkdir(staging);
    const files = await OutputFiles.open(cacheDir, out, staging);
    let made = 0;
    await files.place('img/logo.png', await sourceStamp(source), (target) => (made++, copyFile(source, target)));
    await rm(out, { recursive: true, force: true });
    await rename(staging, out);
    await files.save();
    return made;
  };
  return { root, source, out, build, remove: () => rm(root, { recursive: true, force: true }) };
}

test('an unchanged file is the last build’s file, linked; a changed source is copied afresh', async (t) => {
  const site = await setup();
  t.after(site.remove);
  assert.equal(await site.build(), 1);
  const published = join(site.out, 'img/logo.png');
  const { ino } = await stat(published);
  assert.equal(await site.build(), 0);
  assert.equal((await stat(published)).ino, ino);
  await writeFile(site.source, 'second, longer');
  assert.equal(await site.build(), 1);
  assert.equal(await readFile(published, 'utf8'), 'second, longer');
});

test('a file changed in the output since the last build is made again, not linked', async (t) => {
  const site = await setup();
  t.after(site.remove);
  await site.build();
  await writeFile(join(site.out, 'img/logo.png'), 'edited by hand');
  assert.equal(await site.build(), 1);
  assert.equal(await readFile(join(site.out, 'img/logo.png'), 'utf8'), 'first');
});

test('a build into another folder links nothing: the record is the previous output’s', async (t) => {
  const site = await setup();
  t.after(site.remove);
  await site.build();
  const elsewhere = join(site.root, 'elsewhere');
  await mkdir(elsewhere);
  const files = await OutputFiles.open(join(site.root, 'cache'), join(site.root, 'other-build'), elsewhere);
  let made = 0;
  await files.place(
    'img/logo.png',
    await sourceStamp(site.source),
    (target) => (made++, copyFile(site.source, target)),
  );
  assert.equal(made, 1);
});
