/**
 * The benchmark corpus must be the same input every run (same seed → same bytes), and a valid
 * site: every link it writes resolves to a page and heading it wrote, as the build checks.
 * Links and headings are parsed back out of the written files, independently of the planner.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
import GithubSlugger from 'github-slugger';
import { parse } from 'yaml';
import { writeCorpus } from '../../bench/corpus.ts';
import { loadConfig } from '../../src/node/config/load.ts';
import { importModule } from '../../src/node/util/import-module.ts';
import { collectDocLinks, generatedIds } from '../../bench/site-files.ts';

const PAGES = 60;

async function withCorpus<T>(seed: number, use: (dir: string) => Promise<T>): Promise<T> {
  const dir = await mkdtemp(join(tmpdir(), 'docsgen-corpus-test-'));
  try {
    await writeCorpus(dir, PAGES, seed);
    return await use(dir);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function listFiles(dir: string): Promise<string[]> {
  const names = (await readdir(dir, { recursive: true, withFileTypes: true })).filter((d) => d.isFile());
  return names.map((d) => posix.relative(dir, join(d.parentPath, d.name))).sort();
}

async function hashTree(dir: string): Promise<string> {
  const hash = createHash('sha256');
  for (const file of await listFiles(dir))
    hash
      .update(file)
      .update('\0')
      .update(await readFile(join(dir, file)))
      .update('\0');
  return hash.digest('hex');
}

/** Pages by path below content/docs, with their body (front matter and code blocks removed). */
async function readPages(dir: string): Promise<Map<string, { frontMatter: Record<string, unknown>; body: string }>> {
  const docs = join(dir, 'content/docs');
  const pages = new Map<string, { frontMatter: Record<string, unknown>; body: string }>();
  for (const file of (await listFiles(docs)).filter((f) => f.endsWith('.md'))) {
    const text = await readFile(join(docs, file), 'utf8');
    const match = /^---\n([\s\S]*?)\n---\n/.exec(text);
    assert.ok(match, `${file} has front matter`);
    const body = text.slice(match[0].length).replace(/^```[^\n]*\n[\s\S]*?^```$/gm, '');
    pages.set(file, { frontMatter: parse(match[1]) as Record<string, unknown>, body });
  }
  return pages;
}

/** Heading ids as the engine assigns them: `{#id}` wins, else the GitHub slug, in order. */
function headingIds(body: string): Set<string> {
  const slugger = new GithubSlugger();
  const ids = new Set<string>();
  for (const [, text] of body.matchAll(/^#{2,6} (.+)$/gm)) {
    const explicit = /\s*\{#([\w-]+)\}\s*$/.exec(text);
    if (explicit) slugger.slug(explicit[1]);
    ids.add(explicit ? explicit[1] : slugger.slug(text));
  }
  return ids;
}

const idOf = (file: string) => file.replace(/\.md$/, '').replace(/(^|\/)index$/, '');

test('the same seed writes identical files, another seed different ones', async () => {
  const first = await withCorpus(7, hashTree);
  const again = await withCorpus(7, hashTree);
  const other = await withCorpus(8, hashTree);
  assert.equal(again, first);
  assert.notEqual(other, first);
});

test('every internal link points to a page and heading the corpus wrote', async () => {
  await withCorpus(3, async (dir) => {
    const pages = await readPages(dir);
    assert.ok(pages.size >= PAGES, `at least ${PAGES} pages, got ${pages.size}`);
    const byId = new Map([...pages].map(([file, page]) => [idOf(file), { file, anchors: headingIds(page.body) }]));
    let checked = 0;
    for (const [file, page] of pages) {
      for (const [, href] of page.body.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^https?:/.test(href)) continue;
        const [path, anchor] = href.split('#');
        const id =
          path === ''
            ? idOf(file)
            : path.startsWith('/docs/')
              ? path.slice('/docs/'.length)
              : idOf(posix.join(posix.dirname(file), path));
        const target = byId.get(id);
        assert.ok(target, `${file}: link ${href} names no page (resolved to ${id})`);
        if (anchor)
          assert.ok(target.anchors.has(anchor), `${file}: link ${href}: ${target.file} has no heading #${anchor}`);
        checked++;
      }
    }
    assert.ok(checked > pages.size * 3, `expected several links per page, found ${checked}`);
  });
});

test('pages follow the content format: title, description of at most 160 characters, 600-1500 words', async () => {
  await withCorpus(5, async (dir) => {
    for (const [file, page] of await readPages(dir)) {
      assert.equal(typeof page.frontMatter.title, 'string', `${file} title`);
      const description = page.frontMatter.description as string;
      assert.ok(
        description.length > 0 && description.length <= 160,
        `${file} description length ${description.length}`,
      );
      const text = await readFile(join(dir, 'content/docs', file), 'utf8');
      const words = text
        .replace(/^---\n[\s\S]*?\n---\n/, '')
        .split(/\s+/)
        .filter(Boolean).length;
      assert.ok(words >= 600 && words <= 1500, `${file} has ${words} words`);
    }
  });
});

test('the sidebar, the config and the copied data name only pages the corpus wrote', async () => {
  await withCorpus(9, async (dir) => {
    const pages = await readPages(dir);
    const ids = new Set([...pages.keys()].map(idOf));
    const generated = await generatedIds(dir);
    const sidebars = parse(await readFile(join(dir, 'content/sidebars.yaml'), 'utf8')) as Record<string, unknown[]>;
    const walk = (items: unknown[]): void => {
      for (const item of items) {
        if (typeof item === 'string') assert.ok(ids.has(item), `sidebar doc ${item}`);
        else {
          const entry = item as { type: string; id?: string; link?: string; dir?: string; items?: unknown[] };
          if (entry.type === 'doc') assert.ok(ids.has(entry.id!), `sidebar doc ${entry.id}`);
          if (entry.link) assert.ok(ids.has(entry.link), `category link ${entry.link}`);
          if (entry.type === 'autogenerated')
            assert.ok(
              [...ids].some((id) => id.startsWith(`${entry.dir}/`)),
              `autogenerated ${entry.dir}`,
            );
          if (entry.items) walk(entry.items);
        }
      }
    };
    walk(sidebars.overviewSidebar);
    const config = await importModule(join(dir, 'site.config.ts'));
    const dataFiles = (await listFiles(join(dir, 'content'))).filter(
      (f) => f.startsWith('data/') && /\.ya?ml$/.test(f),
    );
    const data = await Promise.all(
      dataFiles.map(async (f) => parse(await readFile(join(dir, 'content', f), 'utf8')) as unknown),
    );
    for (const [id, anchors] of collectDocLinks([config, ...data])) {
      if (generated.has(id)) continue;
      assert.ok(ids.has(id), `linked page ${id}`);
      const [, page] = [...pages].find(([file]) => idOf(file) === id)!;
      for (const anchor of anchors) assert.ok(headingIds(page.body).has(anchor), `${id}#${anchor}`);
    }
  });
});

test('the corpus config is one the engine accepts, with the costly extras off as BENCHMARKS.md says', async () => {
  await withCorpus(3, async (dir) => {
    const config = await loadConfig(dir);
    assert.equal(config.offline, false);
    assert.equal(config.socialCards, undefined);
    assert.equal(config.search.hosted, undefined);
  });
});
