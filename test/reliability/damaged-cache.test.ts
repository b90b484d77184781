/**
 * Caches damaged outside docsgen (a truncated CI restore, a full disk, random bytes) are never
 * published: every entry is verified before use, a damaged one is removed, made again and reported
 * once, and the site is the same as a build from a sound cache.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readdir, readFile, stat, truncate, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempSite } from '../helpers/site.ts';

/**
 * Every file below `dir` and the hash of its bytes; the search index apart, since Pagefind writes its
 * filter files in another order on each run (test/site/reproducible.test.ts): it is checked whole by `searchIndexWhole`.
 */
async function tree(dir: string): Promise<Record<string, string>> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter(
    (e) => e.isFile() && !join(e.parentPath, e.name).startsWith(join(dir, 'pagefind')),
  );
  const files = await Promise.all(
    entries.map(
      async (e) =>
        [
          join(e.parentPath, e.name).slice(dir.length + 1),
          createHash('sha1')
            .update(await readFile(join(e.parentPath, e.name)))
            .digest('hex'),
        ] as const,
    ),
  );
  return Object.fromEntries(files.sort(([a], [b]) => a.localeCompare(b)));
}

/** The three ways the reports found entries damaged: cut in half, emptied, overwritten with other bytes. */
const damages = [
  ['truncated', async (file: string) => truncate(file, Math.floor((await stat(file)).size / 2))],
  ['emptied', (file: string) => truncate(file, 0)],
  ['random bytes', async (file: string) => writeFile(file, createHash('sha512').update(file).digest())],
] as const;

/** The caches of a site, by the folder below .docsgen/cache that holds them. */
const CACHES = {
  pages: 'compiled pages',
  rendered: 'rendered pages',
  generated: 'generated pages',
  pagefind: 'search index',
} as const;

/** The search index's entry parses and names a metadata file that is there, not empty. */
async function searchIndexWhole(dir: string): Promise<void> {
  const entry = JSON.parse(await readFile(join(dir, 'pagefind/pagefind-entry.json'), 'utf8')) as {
    languages: Record<string, { hash: string }>;
  };
  for (const { hash } of Object.values(entry.languages))
    assert.ok(
      (await stat(join(dir, `pagefind/pagefind.${hash}.pf_meta`))).size > 0,
      'the metadata file the entry names',
    );
}

for (const [how, damage] of damages) {
  test(`every cache entry ${how}: the site is built whole, each cache reported once`, async (t) => {
    const site = await tempSite('valid');
    t.after(() => site.remove());
    const first = await runCli(['build', '--root', site.root]);
    assert.equal(first.code, 0, first.stderr);
    assert.doesNotMatch(first.stderr, /cache-damaged|failed verification/);
    const before = await tree(join(site.root, 'build'));
    const cache = join(site.root, '.docsgen/cache');
    const entries = (await readdir(cache, { recursive: true, withFileTypes: true }))
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name));
    for (const folder of Object.keys(CACHES))
      assert.ok(
        entries.some((file) => file.startsWith(join(cache, folder))),
        `${folder} has entries`,
      );
    for (const file of entries) await damage(file);

    const second = await runCli(['build', '--root', site.root]);
    assert.equal(second.code, 0, second.stderr);
    assert.deepEqual(await tree(join(site.root, 'build')), before, 'the same site, byte for byte');
    await searchIndexWhole(join(site.root, 'build'));
    for (const [folder, label] of Object.entries(CACHES)) {
      const warnings = second.stderr
        .split('\n')
        .filter((line) => line.includes(`.docsgen/cache/${folder}: warning: the ${label} cache had`));
      assert.equal(warnings.length, 1, `${label}: one warning\n${second.stderr}`);
    }

    const third = await runCli(['build', '--root', site.root]);
    assert.equal(third.code, 0, third.stderr);
    assert.doesNotMatch(third.stderr, /failed verification/, 'the damaged entries were replaced');
    assert.deepEqual(await tree(join(site.root, 'build')), before);
  });
}

test('check reports a damaged cache too, and finds the same problems', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  assert.equal((await runCli(['check', '--root', site.root])).code, 0);
  const pages = join(site.root, '.docsgen/cache/pages');
  const entries = (await readdir(pages, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  for (const e of entries) await truncate(join(e.parentPath, e.name), 10);
  const checked = await runCli(['check', '--root', site.root]);
  assert.equal(checked.code, 0, checked.stderr);
  assert.match(
    checked.stderr,
    /\.docsgen\/cache\/pages: warning: the compiled pages cache had \d+ entries that failed verification/,
  );
  assert.match(checked.stderr, /0 errors, 1 warning/);
});
