/**
 * The site's own pages parse in pieces to the tree of the page parsed whole (chunked-parse.test.ts
 * has the pages written to trip the splitter). With the slow files: megabytes parsed twice.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { repoRoot } from '../helpers/site.ts';
import { assertSameTree } from './same-tree.ts';

/**
 * The pages to cut: every hand-written page once (a frozen version's copy of a page is read only if
 * it differs), and one in three of the generated reference pages (a few generators write them
 * alike; all of them would double this file's time for no construct more).
 */
async function pagesToCut(): Promise<[string, string][]> {
  const files = ((await readdir(join(repoRoot, 'content'), { recursive: true })) as string[])
    .filter((file) => file.endsWith('.md'))
    .sort();
  const generated = files.filter((file) => file.includes('/generated/'));
  const chosen = [...files.filter((file) => !file.includes('/generated/')), ...generated.filter((_, i) => i % 3 === 0)];
  const seen = new Set<string>();
  const pages: [string, string][] = [];
  for (const file of chosen) {
    const text = await readFile(join(repoRoot, 'content', file), 'utf8');
    if (!seen.has(text)) pages.push([file, text]);
    seen.add(text);
  }
  return pages;
}

test("the site's pages parse to the same tree in pieces (generated ones sampled)", async () => {
  const pages = await pagesToCut();
  assert.ok(pages.length > 300, `${pages.length} pages`);
  let pieces = 0;
  for (const [file, text] of pages) pieces += assertSameTree(text, file);
  assert.ok(pieces > pages.length * 5, `cut often (${pieces} pieces)`);
});
