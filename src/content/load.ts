/**
 * The content stage: walks `content/docs`, reads front matter, runs the generators and reads
 * the sidebars. Returns plain data and every problem found, never throwing for content.
 */
import { loadRedirects, type Redirect } from './redirects.ts';
import { readFile, stat } from 'node:fs/promises';
import { basename, join, relative, sep } from 'node:path';
import { DocsgenError, problem, type Problem } from '../errors.ts';
import type { SiteConfig } from '../config/schema.ts';
import { parseFrontMatter, type FrontMatter } from './frontmatter.ts';
import { parseSidebars, SIDEBARS_FILE } from './sidebars.ts';
import { resolveSidebars } from './resolve-sidebars.ts';
import type { DocEntry, DocGenerator, GeneratedDoc, GeneratorContext, Sidebars } from './types.ts';
import { loadVersions, type VersionInfo } from './versions.ts';
import type { HeldUnit } from '../versions/unit-cache.ts';
import { mapLimited } from '../util/map-limited.ts';
import { inputFiles, type GeneratorDiskCache } from '../cache/generator-cache.ts';
import { contentLinkProblems, siteFiles } from './symlinks.ts';
import { readPageSource } from './read-source.ts';

export interface ContentOptions {
  root: string;
  config: SiteConfig;
  includeDrafts: boolean;
  generators: DocGenerator[];
  /** Files read by an earlier build (serve): reused while their size and modification time are the same. */
  readCache?: Map<string, { stamp: string; result: ReadResult }>;
  /** Generated docs of an earlier build (serve): reused while the generator's inputs are unchanged. */
  generatorCache?: Map<string, { stamp: string; docs: GeneratedDoc[] }>;
  /** Reuse frozen versions kept whole in the cache (`docsgen build`); `config` is part of their key. */
  reuseVersions?: { config: unknown };
  /**
   * serve: the files the watcher saw change since the last load with these caches, when no file
   * was added or removed. Every other cached file, listing and generator output is then reused
   * without even a stat: on a large site that is most of an edit's rebuild.
   */
  changed?: ReadonlySet<string>;
  /** serve: the folder listings of the last load. */
  listCache?: Map<string, string[]>;
  /** Generated pages kept on disk between builds. */
  generatorDiskCache?: GeneratorDiskCache;
}

type ReadResult = { doc?: DocEntry; problems: Problem[] };

export interface ContentModel {
  docs: Map<string, DocEntry>;
  sidebars: Sidebars;
  problems: Problem[];
  /** Files that generators emitted with their pages, by site path (no leading slash). */
  generatedFiles: Map<string, string>;
  /** The frozen docs versions, newest first (content/versions.yaml); empty without versions. */
  versions: VersionInfo[];
  /** Per frozen version: its cache key, and the kept unit when it was reused whole. */
  units: Map<string, { key: string; unit?: HeldUnit }>;
  /** Old paths and where they lead now (content/redirects.yaml), as written. */
  redirects: Redirect[];
  /** The drafts a build leaves out, by id: sidebars skip them, and a link to one is told apart from a typo. */
  drafts: Map<string, DocEntry>;
}

export const DOCS_DIR = 'content/docs';

export async function loadContent(options: ContentOptions): Promise<ContentModel> {
  // Links in content/ that lead outside the site or nowhere.
  const problems: Problem[] = [...(await contentLinkProblems(options.root, options.changed))];
  const files = await listCached(options, join(options.root, DOCS_DIR));
  const entries = await mapLimited(files, 64, (file) => readCached(options, file));
  const docs = new Map<string, DocEntry>();
  const add = (doc: DocEntry) => {
    const existing = docs.get(doc.id);
    if (existing) {
      problems.push(problem('duplicate-route', { file: doc.source, line: 1 }, `route ${doc.route} is also produced by ${existing.source}`, 'Rename or remove one of the two files.'));
      return;
    }
    docs.set(doc.id, doc);
  };
  const drafts = new Map<string, DocEntry>();
  for (const entry of entries) {
    problems.push(...entry.problems);
    if (entry.doc && (options.includeDrafts || !entry.doc.draft)) add(entry.doc);
    else if (entry.doc) drafts.set(entry.doc.id, entry.doc);
  }
  const generatedFiles = new Map<string, string>();
  for (const doc of await runGenerators(options, problems, generatedFiles)) add(doc);
  const sidebars = await loadSidebars(options.root, docs, problems, SIDEBARS_FILE, new Set(drafts.keys()));
  const versions = await loadVersions(options, problems, [...docs.values()].map((doc) => doc.route).sort());
  for (const version of versions.versions) {
    for (const doc of version.docs.values()) add(doc);
    Object.assign(sidebars, version.sidebars);
  }
  const redirects = await loadRedirects(options.root, problems);
  return { docs, sidebars, problems, generatedFiles, versions: versions.list, units: versions.units, redirects, drafts };
}

export async function listMarkdown(dir: string, root = dir): Promise<string[]> {
  // Files only (a folder may be named like a page, `setup.md/`); links inside the site followed.
  const names = (await siteFiles(root, dir)).files;
  return names
    .filter((name) => name.endsWith('.md') && !name.split('/').some((part) => part.startsWith('_') || part.startsWith('.')))
    .map((name) => join(dir, name))
    .sort();
}

/** The Markdown files of a folder; serve reuses the last listing while the watcher saw none added or removed. */
export async function listCached(options: Pick<ContentOptions, 'root' | 'changed' | 'listCache'>, dir: string): Promise<string[]> {
  const cached = options.changed ? options.listCache?.get(dir) : undefined;
  if (cached) return cached;
  const files = await listMarkdown(dir, options.root);
  options.listCache?.set(dir, files);
  return files;
}

export function docIdOf(relativeToDocs: string): string {
  return relativeToDocs.split(sep).join('/').replace(/\.md$/, '').replace(/(^|\/)index$/, '');
}

export async function readCached(options: Pick<ContentOptions, 'root' | 'readCache' | 'changed'>, file: string, tree?: DocsTree): Promise<ReadResult> {
  if (!options.readCache) return readDoc(options.root, file, tree);
  const known = options.changed && !options.changed.has(file) ? options.readCache.get(file) : undefined;
  if (known) return known.result;
  const info = await stat(file);
  const stamp = `${info.size}:${info.mtimeMs}`;
  const cached = options.readCache.get(file);
  if (cached?.stamp === stamp) return cached.result;
  const result = await readDoc(options.root, file, tree);
  options.readCache.set(file, { stamp, result });
  return result;
}

/** Where a doc file lives: the current docs, or a frozen version's (its ids and routes get the version's name). */
export interface DocsTree {
  dir: string;
  version?: string;
}

export async function readDoc(root: string, absolute: string, tree: DocsTree = { dir: DOCS_DIR }): Promise<ReadResult> {
  const source = relative(root, absolute).split(sep).join('/');
  // UTF-8 only, without a byte order mark (src/content/read-source.ts).
  const read = await readPageSource(absolute, source);
  if ('problem' in read) return { problems: [read.problem] };
  const text = read.text;
  const split = parseFrontMatter(source, text);
  const own = docIdOf(relative(join(root, tree.dir), absolute));
  const unsafe = unsafeFileName(source, own);
  if (unsafe) return { problems: [...split.problems, unsafe] };
  const id = tree.version ? (own ? `${tree.version}/${own}` : tree.version) : own;
  // A page whose front matter is wrong still has its route and body: links to it and its own
  // links are checked as usual, so its one error is not followed by false ones (the build fails anyway).
  const fm = split.data ?? standInFrontMatter(source);
  return {
    problems: split.problems,
    doc: {
      id,
      ...(tree.version ? { version: tree.version, versionedId: own } : {}),
      route: id ? `/docs/${id}` : '/docs/',
      source,
      title: fm.title,
      description: fm.description,
      sidebarLabel: fm.sidebar_label,
      keywords: fm.keywords,
      draft: fm.draft,
      hideTableOfContents: fm.hide_table_of_contents,
      noFooter: fm.no_footer || undefined,
      edition: fm.edition,
      notInSidebar: fm.not_in_sidebar || undefined,
      markdown: split.body,
      sidebarPosition: fm.sidebar_position,
    },
  };
}

function standInFrontMatter(source: string): FrontMatter {
  const title = basename(source, '.md');
  return { title, description: title, keywords: [], draft: false, hide_table_of_contents: false, no_footer: false, not_in_sidebar: false };
}

/**
 * A doc's route is its path: a space, `#`, `?` or `%` in it makes a route that links reach only
 * escaped (or, for `#` and `?`, not at all), so such a file name is an error with a name to use.
 */
function unsafeFileName(source: string, id: string): Problem | undefined {
  if (/^[\w.~/-]*$/.test(id)) return undefined;
  const name = source.split('/').find((part) => !/^[\w.~-]*$/.test(part))!;
  const better = name.replace(/[^\w.~-]+/g, '-').replace(/^-|-(?=\.md$)|-$/g, '').toLowerCase();
  const kind = name.endsWith('.md') ? 'file' : 'folder';
  return problem('doc-file-name', { file: source }, `the ${kind} name \`${name}\` would give the route \`/docs/${id}\`, which links cannot reach unescaped`, `Rename the ${kind} with letters, digits, \`-\`, \`_\` and \`.\` only, for example \`${better}\`.`);
}

/** Runs every generator; one whose data is invalid reports its problems (a DocsgenError) and adds no pages. */
async function runGenerators(options: ContentOptions, problems: Problem[], files: Map<string, string>): Promise<DocEntry[]> {
  const context: GeneratorContext = {
    root: options.root,
    config: options.config,
    readText: (path) => readFile(join(options.root, path), 'utf8'),
    listFiles: async (dir) => (await siteFiles(options.root, join(options.root, dir))).files,
  };
  const results = await Promise.all(
    options.generators.map(async (generator) => {
      try {
        const untouched = options.changed && ![...options.changed].some((path) => generator.inputs.some((input) => path.startsWith(join(options.root, input))));
        const kept = untouched ? options.generatorCache?.get(generator.name) : undefined;
        return { generator, docs: kept?.docs ?? (await generateCached(generator, context, options.generatorCache, options.generatorDiskCache)) };
      } catch (error) {
        if (!(error instanceof DocsgenError)) throw error;
        problems.push(...error.problems);
        return { generator, docs: [] };
      }
    }),
  );
  for (const { docs } of results) for (const doc of docs) for (const file of doc.files ?? []) files.set(file.path.replace(/^\//, ''), file.content);
  return results.flatMap(({ generator, docs }) =>
    docs.map((doc) => ({
      id: doc.id,
      route: `/docs/${doc.id}`,
      source: doc.source,
      title: doc.title,
      description: doc.description,
      sidebarLabel: doc.sidebarLabel,
      keywords: doc.keywords ?? [],
      draft: false,
      hideTableOfContents: false,
      markdown: doc.markdown,
      tree: doc.tree,
      generator: generator.name,
      editUrl: doc.editable ? undefined : null,
      sidebarPosition: doc.sidebarPosition,
      listing: doc.listing,
      searchWeight: doc.searchWeight,
      searchReference: doc.searchReference,
    })),
  );
}

async function generateCached(generator: DocGenerator, context: GeneratorContext, cache?: ContentOptions['generatorCache'], disk?: GeneratorDiskCache): Promise<GeneratedDoc[]> {
  const stamp = cache ? await inputsStamp(context.root, generator.inputs) : '';
  const hit = cache?.get(generator.name);
  if (hit?.stamp === stamp) return hit.docs;
  const key = disk && (await disk.key(generator.name, generator.inputs, context.config));
  const docs = (key && (await disk.get(key))) || (await generateAndKeep(generator, context, disk, key));
  cache?.set(generator.name, { stamp, docs });
  return docs;
}

async function generateAndKeep(generator: DocGenerator, context: GeneratorContext, disk: GeneratorDiskCache | undefined, key: string | undefined): Promise<GeneratedDoc[]> {
  const docs = await generator.generate(context);
  if (disk && key) await disk.set(key, generator.name, docs);
  return docs;
}

/** Size and modification time of every file below the inputs: what a generator's output depends on. */
async function inputsStamp(root: string, inputs: string[]): Promise<string> {
  const parts: string[] = [];
  for (const file of await inputFiles(root, inputs)) {
    const s = await stat(file);
    parts.push(`${file}:${s.size}:${s.mtimeMs}`);
  }
  return parts.join('|');
}

// serve rebuilds after every edit; a large sidebars.yaml takes tens of milliseconds to parse, so
// the last parse of each file is kept while its text is the same (the result is never changed).
const lastParse = new Map<string, { text: string; parsed: ReturnType<typeof parseSidebars> }>();

function parseSidebarsOnce(text: string, file: string): ReturnType<typeof parseSidebars> {
  const last = lastParse.get(file);
  if (last?.text === text) return last.parsed;
  const parsed = parseSidebars(text, file);
  lastParse.set(file, { text, parsed });
  return parsed;
}

/** `drafts`: ids of the drafts the build leaves out; sidebars skip them (serve shows them in place). */
export async function loadSidebars(root: string, docs: Map<string, DocEntry>, problems: Problem[], file = SIDEBARS_FILE, drafts?: ReadonlySet<string>): Promise<Sidebars> {
  let text: string;
  try {
    text = await readFile(join(root, file), 'utf8');
  } catch {
    return {};
  }
  const parsed = parseSidebarsOnce(text, file);
  problems.push(...parsed.problems);
  const resolved = resolveSidebars(parsed.sidebars, docs, file, drafts);
  problems.push(...resolved.problems);
  return resolved.sidebars;
}
