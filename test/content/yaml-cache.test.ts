/**
 * The YAML the last build read (src/node/content/yaml-cache.ts): a page's front matter or the
 * sidebars file found again by what read it, its file and its text, read anew when any changed, its
 * problems reported on every build, and written only when the build read something new or no longer
 * read something.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { YamlCache } from '../../src/node/content/yaml-cache.ts';
import type { ReadFrontMatter } from '../../src/node/content/frontmatter.ts';
import { buildSite } from '../../src/node/build.ts';
import type { DocsgenError } from '../../src/node/errors.ts';
import { tempSite } from '../helpers/site.ts';

const READ: ReadFrontMatter = { data: null, problems: [] };

async function tempRoot(t: { after(fn: () => Promise<void>): void }): Promise<string> {
  const root = await mkdtemp(join(tmpdir(), 'docsgen-yaml-cache-'));
  t.after(() => rm(root, { recursive: true, force: true }));
  return root;
}

/** A reader that counts its calls and gives `result`. */
function counting(result: ReadFrontMatter) {
  const reader = () => (reader.calls++, result);
  reader.calls = 0;
  return reader;
}

test('a text read by the last build is not read again; a changed text, file name or reader is', async (t) => {
  const root = await tempRoot(t);
  const first = await YamlCache.open(root);
  const title = counting({ ...READ, data: { title: 'Install' } as ReadFrontMatter['data'] });
  first.read('front matter', 'content/docs/a.md', 'title: Install', title);
  await first.save();

  const second = await YamlCache.open(root);
  assert.deepEqual(second.read('front matter', 'content/docs/a.md', 'title: Install', title), {
    data: { title: 'Install' },
    problems: [],
  });
  assert.equal(title.calls, 1, 'the same page and text: read once');
  second.read('front matter', 'content/docs/a.md', 'title: Install it', title);
  second.read('front matter', 'content/docs/b.md', 'title: Install', title);
  assert.equal(title.calls, 3, 'another text, another file: read');
  second.read('sidebars', 'content/docs/a.md', 'title: Install', title);
  assert.equal(title.calls, 4, 'another reader: read');
});

test('the entry is written only when the build read something new or no longer read something', async (t) => {
  const root = await tempRoot(t);
  const dir = join(root, '.docsgen/cache/yaml');
  const first = await YamlCache.open(root);
  first.read('front matter', 'a.md', 'title: A', counting(READ));
  first.read('front matter', 'b.md', 'title: B', counting(READ));
  await first.save();
  const [entry] = await readdir(dir);
  // Read entries are marked used (their times change): a written one is a new file.
  const written = (await stat(join(dir, entry))).ino;

  const same = await YamlCache.open(root);
  same.read('front matter', 'a.md', 'title: A', counting(READ));
  same.read('front matter', 'b.md', 'title: B', counting(READ));
  await same.save();
  assert.equal((await stat(join(dir, entry))).ino, written, 'nothing new: not written');

  const fewer = await YamlCache.open(root);
  fewer.read('front matter', 'a.md', 'title: A', counting(READ));
  await fewer.save();
  const after = await YamlCache.open(root);
  const b = counting(READ);
  after.read('front matter', 'b.md', 'title: B', b);
  assert.equal(b.calls, 1, 'a page no longer read is no longer kept');
});

test('a result JSON would change (a date) is not kept', async (t) => {
  const root = await tempRoot(t);
  const dated = { ...READ, data: { last_update: { date: new Date(0) } } as unknown as ReadFrontMatter['data'] };
  const first = await YamlCache.open(root);
  first.read('front matter', 'a.md', 'last_update: {date: 2020-01-01}', counting(dated));
  await first.save();
  const again = counting(dated);
  (await YamlCache.open(root)).read('front matter', 'a.md', 'last_update: {date: 2020-01-01}', again);
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

test("a warm build reports the sidebars file's problems as the first did, and reads an edit", async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const sidebars = await site.read('content/sidebars.yaml');
  const build = () => buildSite({ root: site.root, outDir: join(site.root, 'build'), search: false });
  const failure = (error: unknown) =>
    (error as DocsgenError).problems
      .filter((p) => p.file === 'content/sidebars.yaml')
      .map((p) => `${p.line}: ${p.message}`);
  await site.write('content/sidebars.yaml', sidebars.replace('- quickstart', '- { type: doc }'));
  const cold = await build().then(() => [], failure);
  assert.equal(cold.length, 1, cold.join('\n'));
  assert.deepEqual(await build().then(() => [], failure), cold, 'the same problem, at the same line');

  await site.write('content/sidebars.yaml', sidebars.replace('label: Introduction', 'label: Introduction to it'));
  await build();
  assert.match(await site.read('build/docs/quickstart.html'), /Introduction to it/);
  const entries = await readdir(join(site.root, '.docsgen/cache/yaml'));
  const kept = await Promise.all(entries.map((entry) => site.read(`.docsgen/cache/yaml/${entry}`)));
  assert.ok(
    kept.some((text) => text.includes('"Introduction to it"')),
    'the sidebars kept',
  );
});

test("a warm build reports a data file's broken link at its line as the first did, and reads an edit", async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const home = await site.read('content/data/home.yaml');
  const build = () => buildSite({ root: site.root, outDir: join(site.root, 'build'), search: false });
  const failure = (error: unknown) =>
    (error as DocsgenError).problems
      .filter((p) => p.file === 'content/data/home.yaml')
      .map((p) => `${p.line}: ${p.message}`);
  const href = home.match(/href: (\/docs\/\S+)/)![1];
  await site.write('content/data/home.yaml', home.replace(`href: ${href}`, 'href: /docs/no-such-page'));
  const cold = await build().then(() => [], failure);
  assert.equal(cold.length, 1, cold.join('\n'));
  assert.match(cold[0], /^\d+: .*no-such-page/);
  assert.deepEqual(await build().then(() => [], failure), cold, 'the same problem, at the same line');

  await site.write('content/data/home.yaml', home);
  await build();
});
