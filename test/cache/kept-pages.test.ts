/**
 * A build into the folder of the last build keeps each doc page made of the same things: linked
 * from the output it replaces, not read, rendered or written again. What a page shows of the
 * others (a title in the sidebar) makes it again. So with the other files made of text (the
 * Markdown twins, the sitemap): a file of the same text is linked.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { buildSite } from '../../src/node/build.ts';
import { tempSite, type TempSite } from '../helpers/site.ts';

const PAGES = ['docs/quickstart.html', 'docs/features.html', 'docs/quickstart.md', 'docs/features.md', 'sitemap.xml'];

async function build(site: TempSite) {
  const result = await buildSite({ root: site.root, outDir: join(site.root, 'build'), search: false });
  const inodes = Object.fromEntries(
    await Promise.all(PAGES.map(async (page) => [page, (await stat(join(site.root, 'build', page))).ino])),
  );
  return { result, inodes, headers: await readFile(join(site.root, 'build/_headers'), 'utf8') };
}

test('an edit of one page renders that page only; the others are the last build’s files', async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const first = await build(site);
  assert.ok(first.result.rendered > 2);

  const unchanged = await build(site);
  assert.equal(unchanged.result.rendered, 0, 'nothing rendered when nothing changed');
  assert.deepEqual(unchanged.inodes, first.inodes, 'every page linked');
  assert.equal(unchanged.headers, first.headers, 'the inline scripts of kept pages still reach _headers');

  const quickstart = await site.read('content/docs/quickstart.md');
  await site.write('content/docs/quickstart.md', quickstart.replace('Run the installer', 'Run the kept installer'));
  const edited = await build(site);
  assert.equal(edited.result.rendered, 1, 'the edited page only');
  assert.notEqual(edited.inodes['docs/quickstart.html'], first.inodes['docs/quickstart.html']);
  assert.notEqual(edited.inodes['docs/quickstart.md'], first.inodes['docs/quickstart.md'], 'its twin written');
  for (const file of ['docs/features.html', 'docs/features.md', 'sitemap.xml'])
    assert.equal(edited.inodes[file], first.inodes[file], `${file} linked`);
  assert.match(await readFile(join(site.root, 'build/docs/quickstart.html'), 'utf8'), /Run the kept installer/);
  assert.match(await readFile(join(site.root, 'build/docs/quickstart.md'), 'utf8'), /Run the kept installer/);

  // A new title shows in every page's sidebar: every page is made again.
  await site.write('content/docs/quickstart.md', quickstart.replace(/^title: .*$/m, 'title: Quickstart, renamed'));
  const renamed = await build(site);
  for (const page of PAGES.filter((page) => page.endsWith('.html')))
    assert.notEqual(renamed.inodes[page], edited.inodes[page], `${page} made again`);
  assert.match(await readFile(join(site.root, 'build/docs/features.html'), 'utf8'), /Quickstart, renamed/);

  // A link added to the sidebar changes nothing else of the pages: they are made again for it alone.
  const sidebars = await site.read('content/sidebars.yaml');
  await site.write(
    'content/sidebars.yaml',
    sidebars.replace(
      'href: https://example.com/',
      'href: https://example.com/\n      - { type: link, label: Status page, href: https://status.example.com/ }',
    ),
  );
  const linked = await build(site);
  for (const page of PAGES.filter((page) => page.endsWith('.html')))
    assert.notEqual(linked.inodes[page], renamed.inodes[page], `${page} made again`);
  assert.match(await readFile(join(site.root, 'build/docs/features.html'), 'utf8'), /Status page/);
});

test("a build's search index files are linked from the output it replaces while the pages are the same; an edit goes to the edits' part", async (t) => {
  const site = await tempSite('valid');
  t.after(() => site.remove());
  const out = join(site.root, 'build');
  const indexFiles = async () => {
    const files = (await readdir(join(out, 'pagefind'), { recursive: true, withFileTypes: true })).filter((e) =>
      e.isFile(),
    );
    return new Map(
      await Promise.all(
        files.map(async (e) => {
          const path = join(e.parentPath, e.name);
          return [path.slice(out.length + 1), (await stat(path)).ino] as const;
        }),
      ),
    );
  };
  await buildSite({ root: site.root, outDir: out });
  const first = await indexFiles();
  await buildSite({ root: site.root, outDir: out });
  const second = await indexFiles();
  assert.deepEqual([...second.keys()].sort(), [...first.keys()].sort(), 'the same files');
  // Pagefind's files (parts.json, docsgen's own list of the parts, is a few bytes written each build).
  for (const [path, ino] of second)
    if (!path.endsWith('parts.json')) assert.equal(ino, first.get(path), `${path} linked`);

  const quickstart = await site.read('content/docs/quickstart.md');
  await site.write('content/docs/quickstart.md', quickstart.replace('Run the installer', 'Run the linked installer'));
  await buildSite({ root: site.root, outDir: out });
  const edited = await indexFiles();
  assert.ok(
    [...edited].some(([path, ino]) => second.get(path) !== ino),
    'some index file made anew after the edit',
  );
  const entry = JSON.parse(await readFile(join(out, 'pagefind/pagefind-entry.json'), 'utf8'));
  assert.ok(entry.version, 'the entry file is whole');
  // The part of the page stays as it was: the edited page is indexed alone, in the edits' part.
  const parts = JSON.parse(await readFile(join(out, 'pagefind/parts.json'), 'utf8')) as string[];
  assert.ok(parts.includes('_parts/edits/'), `the edits' part is listed: ${parts.join(', ')}`);
  const list = JSON.parse(await readFile(join(out, 'pagefind/_parts/edits/edited-pages.json'), 'utf8'));
  assert.deepEqual(list.pages, ['/docs/quickstart.html']);
});
