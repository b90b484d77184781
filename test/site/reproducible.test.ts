/**
 * Two cold builds of the same site give the same files, byte for byte: a deploy that syncs the
 * output uploads only what changed. The search index is left out: Pagefind writes its filter
 * indexes (and so its metadata file and entry) in a hash map's order, which changes from run to
 * run, and docsgen uses Pagefind through its public API only, without rewriting its files. Its
 * pages' details (fragments) and word chunks are the same bytes; only the filter files, the
 * metadata file and the entry differ.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempSite } from '../helpers/site.ts';

/** Every file below `dir` and the hash of its bytes. */
async function tree(dir: string): Promise<Record<string, string>> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter(
    (e) => e.isFile() && !e.parentPath.slice(dir.length + 1).startsWith('pagefind'),
  );
  const files = await Promise.all(
    entries.map(async (e) => {
      const path = join(e.parentPath, e.name);
      return [
        path.slice(dir.length + 1),
        createHash('sha1')
          .update(await readFile(path))
          .digest('hex'),
      ] as const;
    }),
  );
  return Object.fromEntries(files.sort(([a], [b]) => a.localeCompare(b)));
}

test('two cold builds of a site write the same files, the search index aside', async (t) => {
  const sections = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
  const site = await tempSite('valid');
  t.after(() => site.remove());
  for (const name of sections)
    await site.write(
      `content/docs/${name.toLowerCase()}.md`,
      `---\ntitle: ${name} page\ndescription: The ${name} section's page.\n---\n\nAbout ${name}.\n`,
    );
  const sidebar = sections
    .map((name) => `  - type: category\n    label: ${name}\n    items:\n      - ${name.toLowerCase()}\n`)
    .join('');
  await site.write('content/sidebars.yaml', `${await site.read('content/sidebars.yaml')}${sidebar}`);
  for (const out of ['first', 'second']) {
    const { code, stderr } = await runCli(['build', '--root', site.root, '--out', out, '--no-cache']);
    assert.equal(code, 0, stderr);
  }
  const [first, second] = [await tree(join(site.root, 'first')), await tree(join(site.root, 'second'))];
  assert.ok(
    Object.keys(first).some((path) => path.startsWith('docs/')),
    'the pages are compared',
  );
  assert.deepEqual(second, first);
});
