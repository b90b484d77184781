/**
 * The compile cache under the one pruning rule (src/node/cache/prune.ts; its own test is
 * test/cache/prune.test.ts): a full build removes the entries it did not use (after an edit, or a
 * new engine version) and the build before did not either, sparing those another build may have
 * written just now and those of the frozen versions it copied whole.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdir, readdir, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../../src/node/build.ts';
import { runCli, tempSite, type TempSite } from '../helpers/site.ts';

/** The cache's entries, each named by its description file (its HTML, `<key>.html`, lies beside it and goes with it). */
async function entries(site: TempSite): Promise<string[]> {
  const dir = join(site.root, '.docsgen/cache/pages');
  const folders = await readdir(dir);
  const files = (
    await Promise.all(folders.map(async (f) => (await readdir(join(dir, f))).map((name) => join(dir, f, name))))
  ).flat();
  for (const file of files.filter((f) => f.endsWith('.html')))
    assert.ok(files.includes(file.replace(/\.html$/, '.json')), `${file} has its description beside it`);
  return files.filter((file) => !file.endsWith('.html')).sort();
}

/** Makes every entry look last used an hour ago, before the last build started. */
async function age(files: string[]): Promise<void> {
  const hourAgo = new Date(Date.now() - 3_600_000);
  const withHtml = files.flatMap((file) =>
    file.endsWith('.json') ? [file, file.replace(/\.json$/, '.html')] : [file],
  );
  await Promise.all(withHtml.map((file) => utimes(file, hourAgo, hourAgo).catch(() => undefined)));
}

const build = (site: TempSite) => buildSite({ root: site.root, outDir: join(site.root, 'build'), search: false });

test('a build removes the compile cache entries it did not use, but not ones written in the last minutes', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const first = await build(site);
  const before = await entries(site);
  assert.ok(before.length >= first.pages - 6, 'one entry per doc page');

  await site.write(
    'content/docs/quickstart.md',
    (await site.read('content/docs/quickstart.md')).replace('Run the installer', 'Run the new installer'),
  );
  await age(before);
  // Another build of the same site, running beside this one, has just written an entry.
  await mkdir(join(site.root, '.docsgen/cache/pages/00'), { recursive: true });
  const fresh = join(site.root, '.docsgen/cache/pages/00/00fresh.json');
  await writeFile(fresh, '{}');
  const interrupted = join(site.root, '.docsgen/cache/pages/00/00gone.json.1a2b3c4d.tmp');
  await writeFile(interrupted, '{');
  await age([interrupted]);
  await build(site);

  const after = await entries(site);
  const gone = before.filter((file) => !after.includes(file));
  assert.equal(gone.length, 1, "the edited page's old entry is removed");
  assert.equal(
    after.filter((file) => !before.includes(file)).length,
    2,
    'its new entry is written; the fresh entry stays',
  );
  assert.ok(after.includes(fresh));
  assert.ok(!after.includes(interrupted), 'an interrupted write left long ago is removed');

  // Without the cache, nothing is written or removed.
  await buildSite({
    root: site.root,
    outDir: join(site.root, 'build'),
    search: false,
    cache: false,
  });
  assert.deepEqual(await entries(site), after);
});

test('the entries of a frozen version copied whole are kept', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const config = await site.read('site.config.ts');
  await site.write('site.config.ts', config.replace('docs: {', "docs: { currentVersionLabel: '2.x',"));
  assert.equal((await runCli(['version', '1.0', '--root', site.root])).code, 0);
  const run = () => buildSite({ root: site.root, outDir: join(site.root, 'build') });
  await run();
  const kept = await entries(site);
  await age(kept);
  const second = await run();
  assert.deepEqual(second.reusedVersions, ['1.0'], 'the version is copied whole, its pages not looked up');
  assert.deepEqual(await entries(site), kept);
});

test('pages compiled by check serve a build under another base URL, and each build gets its own base URL', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  await site.write('content/docs/img/diagram.svg', '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  const features = await site.read('content/docs/features.md');
  await site.write('content/docs/features.md', `${features}\n![The fixture's diagram](./img/diagram.svg)\n`);
  assert.equal((await runCli(['check', '--root', site.root])).code, 0);
  const checked = await entries(site);
  assert.ok(checked.length >= 4, 'check fills the compile cache');
  // A CI that checks, then builds under a sub-path: no page compiles again, so none is written or removed.
  await age(checked);
  assert.equal(
    (await runCli(['build', '--root', site.root, '--out', 'sub', '--no-search', '--base-url', '/x/'])).code,
    0,
  );
  assert.deepEqual(await entries(site), checked);
  assert.equal((await runCli(['build', '--root', site.root, '--out', 'top', '--no-search'])).code, 0);
  assert.deepEqual(await entries(site), checked);

  const sub = await site.read('sub/docs/features.html');
  assert.match(sub, /href="\/x\/docs\/quickstart"/);
  assert.match(sub, /src="\/x\/docs\/img\/diagram\.svg"/);
  const top = await site.read('top/docs/features.html');
  assert.match(top, /href="\/docs\/quickstart"/);
  assert.match(top, /src="\/docs\/img\/diagram\.svg"/);
  for (const html of [sub, top]) assert.doesNotMatch(html, /__docsgen/, 'no mark is left in a page');
});

test('a fresh checkout (new file times, same bytes) keeps the entries of pages with images; a changed image does not', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const image = 'content/docs/img/diagram.svg';
  await site.write(image, '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
  await site.write(
    'content/docs/features.md',
    `${await site.read('content/docs/features.md')}\n![The fixture's diagram](./img/diagram.svg)\n`,
  );
  await build(site);
  const built = await entries(site);
  // An entry written again (a page compiled again) is a new file: entries are written whole, by renaming.
  // (Its time tells nothing: reading an entry marks it used.)
  const inodes = new Map(await Promise.all(built.map(async (file) => [file, (await stat(file)).ino] as const)));
  const writtenAgain = async () =>
    (await Promise.all(built.map(async (file) => ((await stat(file)).ino !== inodes.get(file) ? [file] : [])))).flat();
  // A CI checkout writes every file anew: the times change, the bytes do not.
  const later = new Date(Date.now() + 60_000);
  await utimes(join(site.root, image), later, later);
  await build(site);
  assert.deepEqual(await entries(site), built);
  assert.deepEqual(await writtenAgain(), [], 'no page compiled again');

  // Same size, other bytes: the page showing it compiles again.
  await site.write(image, '<svg xmlns="http://www.w3.org/2000/svg" width="12" height="12"/>');
  await build(site);
  assert.equal((await writtenAgain()).length, 1, 'the page with the image compiled again');
});
