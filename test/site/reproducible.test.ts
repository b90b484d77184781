/**
 * Two cold builds of the same site give the same files, byte for byte: a deploy that syncs the
 * output uploads only what changed. (Pagefind wrote its filter indexes in a hash map's order, which
 * changes from run to run: other file names and bytes for the same pages.)
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { runCli, tempSite } from '../helpers/site.ts';

/** Every file below `dir` and the hash of its bytes. */
async function tree(dir: string): Promise<Record<string, string>> {
  const entries = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
  const files = await Promise.all(entries.map(async (e) => {
    const path = join(e.parentPath, e.name);
    return [path.slice(dir.length + 1), createHash('sha1').update(await readFile(path)).digest('hex')] as const;
  }));
  return Object.fromEntries(files.sort(([a], [b]) => a.localeCompare(b)));
}

test('two cold builds of a site write the same files, search index included', async (t) => {
  // Many sections: the search index's section filter has many values whose order Pagefind does not fix.
  const sections = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot'];
  const site = await tempSite('valid');
  t.after(() => site.remove());
  for (const name of sections) await site.write(`content/docs/${name.toLowerCase()}.md`, `---\ntitle: ${name} page\ndescription: The ${name} section's page.\n---\n\nAbout ${name}.\n`);
  const sidebar = sections.map((name) => `  - type: category\n    label: ${name}\n    items:\n      - ${name.toLowerCase()}\n`).join('');
  await site.write('content/sidebars.yaml', `${await site.read('content/sidebars.yaml')}${sidebar}`);
  for (const out of ['first', 'second']) {
    const { code, stderr } = await runCli(['build', '--root', site.root, '--out', out, '--no-cache']);
    assert.equal(code, 0, stderr);
  }
  const [first, second] = [await tree(join(site.root, 'first')), await tree(join(site.root, 'second'))];
  assert.ok(Object.keys(first).some((path) => path.startsWith('pagefind/filter/')), 'the index has filters');
  assert.deepEqual(second, first);
});
