/**
 * Ids that cannot clash: no page of the DataHub site has two elements with one id, and a page whose
 * headings are named like the engine's own elements keeps its skip link, table of contents and
 * footnotes working (the engine's ids start with `dg:`, which no heading can produce).
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { projectSiteBuild } from '../helpers/site-build.ts';
import { runCli, tempSite } from '../helpers/site.ts';

/** Every `id` attribute of the page's elements, in order (scripts' text left out). */
function idsOf(html: string): string[] {
  const markup = html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
  return [...markup.matchAll(/<[a-zA-Z][^<>]*?\sid="([^"]*)"/g)].map((match) => match[1]);
}

function repeated(ids: string[]): string[] {
  const seen = new Set<string>();
  return [...new Set(ids.filter((id) => seen.has(id) || !seen.add(id)))];
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

test('no page of the DataHub site has two elements with one id', async (t) => {
  const { dir, remove } = await projectSiteBuild();
  t.after(remove);
  const files = await htmlFiles(dir);
  assert.ok(files.length > 600, `the whole site was read (${files.length} pages)`);
  const clashes: string[] = [];
  for (const file of files) {
    const twice = repeated(idsOf(await readFile(file, 'utf8')));
    if (twice.length > 0) clashes.push(`${file.slice(dir.length + 1)}: ${twice.join(', ')}`);
  }
  assert.deepEqual(clashes, []);
});

const ENGINE_NAMED = `# Named like the engine

## Main

## Main content

## Search

## Table of contents

## Footnotes

## Footnote label

## docsgen config

## dg main

A note[^1] and an anchor <a name="search"></a> written in HTML.

## Search

[^1]: The note.
`;

test("headings named like the engine's elements get unique ids; skip link, table of contents and footnotes still lead where they should", async (t) => {
  const site = await tempSite('valid', { 'content/docs/engine-named.md': ENGINE_NAMED });
  t.after(() => site.remove());
  const { code, stderr } = await runCli(['build', '--root', site.root, '--no-search']);
  assert.equal(code, 0, stderr);
  const html = await readFile(join(site.root, 'build/docs/engine-named.html'), 'utf8');
  const ids = idsOf(html);
  assert.deepEqual(repeated(ids), []);
  const headingIds = [...html.matchAll(/<h2 id="([^"]*)"/g)].map((match) => match[1]);
  // The HTML anchor keeps \`search\`: the first "Search" heading moves to the next free suffix.
  assert.deepEqual(headingIds, [
    'main',
    'main-content',
    'search-2',
    'table-of-contents',
    'footnotes',
    'footnote-label',
    'docsgen-config',
    'dg-main',
    'search-1',
  ]);
  const toc = html.slice(html.indexOf('data-toc=""'));
  const tocTargets = [...toc.slice(0, toc.indexOf('</nav>')).matchAll(/href="#([^"]*)"/g)].map((match) => match[1]);
  assert.deepEqual(tocTargets, headingIds, 'each entry of the table of contents leads to its heading');
  const skip = /<a class="skip-link" href="#([^"]*)"/.exec(html)![1];
  assert.equal(skip, 'dg:main-content');
  assert.ok(ids.includes(skip), 'the skip link leads to the content');
  for (const engineId of ['dg:main', 'dg:main-content', 'dg:mobile-menu', 'dg:fn-1', 'dg:fnref-1', 'dg:footnote-label'])
    assert.ok(ids.includes(engineId), engineId);
  assert.match(html, /<script type="application\/json" id="dg:config">/);
});
