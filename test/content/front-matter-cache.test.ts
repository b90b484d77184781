/**
 * The front matter the last build read (src/node/content/front-matter-cache.ts): found again by
 * the page's file and front matter text, read anew when either changed, its problems reported on
 * every build, and written only when the build read something new or no longer read something.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FrontMatterCache } from '../../src/node/content/front-matter-cache.ts';
import type { ReadFrontMatter } from '../../src/node/content/frontmatter.ts';
import { buildSite } from '../../src/node/build.ts';
import { tempSite } from '../helpers/site.ts';

const READ: ReadFrontMatter = { data: null, problems: [] };

async function tempRoot(t: { after(fn: () => Promise<void>): void }): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'docsgen-front-matter-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  return root;
}

/** A reader that counts its calls and gives `result`. */
function counting(result: ReadFrontMatter) {
  const reader = () => (reader.calls++, result);
  reader.calls = 0;
  return reader;
}

test('a page read by the last build is not read again; a changed front matter or file name is', async (t) => {
  const root = await tempRoot(t);
  const first = await FrontMatterCache.open(root);
  const title = counting({ ...READ, data: { title: 'Install' } as ReadFrontMatter['data'] });
  first.read('content/docs/a.md', 'title: Install', title);
  await first.save();

  const second = await FrontMatterCache.open(root);
  assert.deepEqual(second.read('content/docs/a.md', 'title: Install', title), {
    data: { title: 'Install' },
    problems: [],
  });
  assert.equal(title.calls, 1, 'the same page and text: read once');
  second.read('content/docs/a.md', 'title: Install it', title);
  second.read('content/docs/b.md', 'title: Install', title);
  assert.equal(title.calls, 3, 'another text, another file: read');
});

test('the entry is written only when the build read something new or no longer read something', async (t) => {
  const root = await tempRoot(t);
  const dir = join(root, '.docsgen/cache/front-matter');
  const first = await FrontMatterCache.open(root);
  first.read('a.md', 'title: A', counting(READ));
  first.read('b.md', 'title: B', counting(READ));
  await first.save();
  const [entry] = await readdir(dir);
  // Read entries are marked used (their times change): a written one is a new file.
  const written = (await stat(join(dir, entry))).ino;

  const same = await FrontMatterCache.open(root);
  same.read('a.md', 'title: A', counting(READ));
  same.read('b.md', 'title: B', counting(READ));
  await same.save();
  assert.equal((await stat(join(dir, entry))).ino, written, 'nothing new: not written');

  const fewer = await FrontMatterCache.open(root);
  fewer.read('a.md', 'title: A', counting(READ));
  await fewer.save();
  const after = await FrontMatterCache.open(root);
  const b = counting(READ);
  after.read('b.md', 'title: B', b);
  assert.equal(b.calls, 1, 'a page no longer read is no longer kept');
});

test('a result JSON would change (a date) is not kept', async (t) => {
  const root = await tempRoot(t);
  const dated = { ...READ, data: { last_update: { date: new Date(0) } } as unknown as ReadFrontMatter['data'] };
  const first = await FrontMatterCache.open(root);
  first.read('a.md', 'last_update: {date: 2020-01-01}', counting(dated));
  await first.save();
  const again = counting(dated);
  (await FrontMatterCache.open(root)).read('a.md', 'last_update: {date: 2020-01-01}', again);
  assert.equal(again.calls, 1);
});

test("a warm build reports a page's front matter problems as the first did, and reads an edit", async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const page = await site.read('content/docs/quickstart.md');
  await site.write('content/docs/quickstart.md', page.replace(/^title: .*$/m, '$&\nsidebar_colour: blue'));
  const build = () => buildSite({ root: site.root, outDir: join(site.root, 'build'), search: false });
  const unknown = (warnings: { code: string; message: string }[]) =>
    warnings.filter((w) => w.code === 'frontmatter-unknown').map((w) => w.message);
  const cold = await build();
  assert.deepEqual(unknown(cold.warnings), ['unknown front matter field `sidebar_colour`']);
  const warm = await build();
  assert.deepEqual(unknown(warm.warnings), unknown(cold.warnings));

  await site.write('content/docs/quickstart.md', page.replace(/^title: .*$/m, 'title: Quickstart, edited'));
  const edited = await build();
  assert.deepEqual(unknown(edited.warnings), []);
  assert.match(await site.read('build/docs/quickstart.html'), /Quickstart, edited/);
});
