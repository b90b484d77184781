/**
 * The content stage: walks `content/docs`, reads front matter, runs the generators and reads
 * the sidebars. Returns plain data and every problem found, never throwing for content.
 */
import { loadRedirects, type Redirect } from './redirects.ts';
import { readFile, stat } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { DocsgenError, problem, type Problem } from '../errors.ts';
import type { SiteConfig } from '../config/schema.ts';
import { tagPages } from './tag-pages.ts';
import { CATEGORY_FILE, docsFolders } from './list-docs.ts';
import { loadSidebars, type SidebarParses } from './load-sidebars.ts';
import type { DocEntry, DocGenerator, GeneratedDoc, GeneratorContext, Sidebars } from './types.ts';
import { loadVersions, VERSIONS_DIR, type VersionInfo } from './versions.ts';
import type { FindKeptVersion, HeldUnit } from './kept-version.ts';
import { mapLimited } from '../util/map-limited.ts';
import { inputFiles, type GeneratorDiskCache } from './generator-cache.ts';
import { contentLinkProblems, siteFiles } from './symlinks.ts';
import { listCached, readCached, type ReadOptions } from './read-doc.ts';

export interface ContentOptions extends ReadOptions {
  config: SiteConfig;
  includeDrafts: boolean;
  generators: DocGenerator[];
  /** Generated docs of an earlier build (serve): reused while the generator's inputs are unchanged. */
  generatorCache?: Map<string, { stamp: string; docs: GeneratedDoc[] }>;
  /** Reuse frozen versions kept whole in the cache (`docsgen build`). */
  findKeptVersion?: FindKeptVersion;
  /** Generated pages kept on disk between builds. */
  generatorDiskCache?: GeneratorDiskCache;
  /** serve: the last parse of each sidebars file. */
  sidebarParses?: SidebarParses;
}

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
  /** Other ids docs are named by (Docusaurus' `folder/index`, a README's folder) → their doc's id. */
  aliases: Map<string, string>;
  /** Folders (below the docs folder) whose sidebar category has a page → that page's id. */
  folderPages: Map<string, string>;
}

export async function loadContent(options: ContentOptions): Promise<ContentModel> {
  const { layout } = options.config;
  // Links in the site's folders that lead outside the site or nowhere.
  const [linkProblems, { categoryFiles, files }] = await Promise.all([
    contentLinkProblems(
      options.root,
      [layout.docs, ...layout.static],
      options.changed,
      new Map([[layout.docs, docsFolders(layout.exclude, ignoredFolders(options))]]),
    ),
    listDocFiles(options),
  ]);
  const problems: Problem[] = [...linkProblems];
  const entries = await mapLimited(files, 64, (file) => readCached(options, file, { dir: layout.docs }));
  const { docs, add } = docCollection(problems);
  const drafts = new Map<string, DocEntry>();
  for (const entry of entries) {
    problems.push(...entry.problems);
    if (entry.doc && (options.includeDrafts || !entry.doc.draft)) add(entry.doc);
    else if (entry.doc) drafts.set(entry.doc.id, entry.doc);
  }
  const generatedFiles = new Map<string, string>();
  for (const doc of await runGenerators(options, problems, generatedFiles)) add(doc);
  const {
    sidebars,
    docs: categoryPages,
    folderPages,
  } = await loadSidebars({
    root: options.root,
    docs,
    aliases: aliasesOf(docs),
    problems,
    file: layout.sidebars,
    docsDir: layout.docs,
    categoryFiles,
    drafts: new Set(drafts.keys()),
    parses: options.sidebarParses,
    known: options.knownYaml,
  });
  for (const doc of [...categoryPages, ...tagPages(docs.values())]) add(doc);
  const versions = await loadVersions(options, problems, [...docs.values()].map((doc) => doc.route).sort());
  for (const version of versions.versions) {
    for (const doc of version.docs.values()) add(doc);
    Object.assign(sidebars, version.sidebars);
  }
  await addVersionFiles(options, versions.list, generatedFiles, problems);
  const redirects = await loadRedirects(options.root, problems);
  await options.knownYaml?.save();
  return {
    docs,
    aliases: aliasesOf(docs),
    sidebars,
    folderPages,
    problems,
    generatedFiles,
    versions: versions.list,
    units: versions.units,
    redirects,
    drafts,
  };
}

/** Folders of the site that a docs folder holding it does not read pages from: its output, dependencies and other content. */
function ignoredFolders({ root, config }: ContentOptions): string[] {
  const dirs = ['build', 'node_modules', 'content/static', 'content/versions', 'content/data', ...config.layout.static];
  return dirs.map((dir) => join(root, dir));
}

/** The docs folder's files, split into category files (`_category_.yml`) and the docs themselves. */
async function listDocFiles(options: ContentOptions): Promise<{ categoryFiles: string[]; files: string[] }> {
  const { layout } = options.config;
  const listed = await listCached(options, join(options.root, layout.docs), layout.exclude, ignoredFolders(options));
  return {
    categoryFiles: listed.filter((file) => CATEGORY_FILE.test(basename(file))),
    files: listed.filter((file) => !CATEGORY_FILE.test(basename(file))),
  };
}

/**
 * The site's docs by id, and `add`, which keeps a doc unless its id or route is taken (or its route
 * differs from a kept one in case only): the later doc is then reported, never silently dropped.
 */
function docCollection(problems: Problem[]): { docs: Map<string, DocEntry>; add: (doc: DocEntry) => void } {
  const docs = new Map<string, DocEntry>();
  const routes = new Map<string, DocEntry>();
  // Routes by their lower case: two that differ in case only are one file on a case-insensitive disk or host.
  const folded = new Map<string, DocEntry>();
  const add = (doc: DocEntry) => {
    const clash = clashProblem(doc, docs.get(doc.id) ?? routes.get(doc.route), folded.get(doc.route.toLowerCase()));
    if (clash) return void problems.push(clash);
    docs.set(doc.id, doc);
    routes.set(doc.route, doc);
    folded.set(doc.route.toLowerCase(), doc);
  };
  return { docs, add };
}

/** Why `doc` cannot join the site: a kept doc with its id or route, or one whose route differs in case only. */
function clashProblem(doc: DocEntry, existing: DocEntry | undefined, twin: DocEntry | undefined): Problem | undefined {
  if (existing) {
    const same = existing.route === doc.route ? `route ${doc.route}` : `doc id \`${doc.id}\``;
    return problem(
      'duplicate-route',
      { file: doc.source, line: 1 },
      `${same} is also produced by ${existing.source}`,
      'Rename or remove one of the two files (or change the `id` or `slug` in the front matter of one).',
    );
  }
  if (twin) {
    return problem(
      'route-case-clash',
      { file: doc.source, line: 1 },
      `route ${doc.route} differs only in case from ${twin.route} of ${twin.source}: on a case-insensitive disk or host the two are one file`,
      'Rename one of the two files (or change the `slug` in the front matter of one) so that the routes differ in more than case.',
    );
  }
  return undefined;
}

/** What the generators make for the frozen versions (the recipe validators, kept there as sources). */
async function addVersionFiles(
  options: ContentOptions,
  versions: VersionInfo[],
  generatedFiles: Map<string, string>,
  problems: Problem[],
): Promise<void> {
  const names = versions.map((version) => version.name);
  for (const generator of options.generators) {
    const made = await generator.versionFiles?.(options.root, VERSIONS_DIR, names);
    for (const [path, text] of made?.files ?? []) generatedFiles.set(path, text);
    problems.push(...(made?.problems ?? []));
  }
}

/** Each alias id (`deploy/index`, a README's folder) → the id of its doc; a doc's own id always wins. */
function aliasesOf(docs: Map<string, DocEntry>): Map<string, string> {
  const aliases = new Map<string, string>();
  for (const doc of docs.values())
    for (const alias of doc.aliases ?? []) if (!docs.has(alias) && !aliases.has(alias)) aliases.set(alias, doc.id);
  return aliases;
}

/** Runs every generator; one whose data is invalid reports its problems (a DocsgenError) and adds no pages. */
async function runGenerators(
  options: ContentOptions,
  problems: Problem[],
  files: Map<string, string>,
): Promise<DocEntry[]> {
  const context: GeneratorContext = {
    root: options.root,
    config: options.config,
    readText: (path) => readFile(join(options.root, path), 'utf8'),
    listFiles: async (dir) => (await siteFiles(options.root, join(options.root, dir))).files,
  };
  const results = await Promise.all(
    options.generators.map(async (generator) => {
      try {
        const untouched =
          options.changed &&
          ![...options.changed].some((path) =>
            generator.inputs.some((input) => path.startsWith(join(options.root, input))),
          );
        const kept = untouched ? options.generatorCache?.get(generator.name) : undefined;
        return {
          generator,
          docs:
            kept?.docs ??
            (await generateCached(generator, context, options.generatorCache, options.generatorDiskCache)),
        };
      } catch (error) {
        if (!(error instanceof DocsgenError)) throw error;
        problems.push(...error.problems);
        return { generator, docs: [] };
      }
    }),
  );
  for (const { docs } of results)
    for (const doc of docs) for (const file of doc.files ?? []) files.set(file.path.replace(/^\//, ''), file.content);
  return results.flatMap(({ generator, docs }) =>
    docs.map((doc) => ({
      id: mountedId(doc.id, options.config.reference.generatedFolder),
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

/** A generated page's id below the folder the site names them by (`generated/x` → `docs/generated/x`). */
function mountedId(id: string, folder: string): string {
  return folder !== 'generated' && id.startsWith('generated/')
    ? `${folder.replace(/\/+$/, '')}${id.slice('generated'.length)}`
    : id;
}

async function generateCached(
  generator: DocGenerator,
  context: GeneratorContext,
  cache?: ContentOptions['generatorCache'],
  disk?: GeneratorDiskCache,
): Promise<GeneratedDoc[]> {
  const stamp = cache ? await inputsStamp(context.root, generator.inputs) : '';
  const hit = cache?.get(generator.name);
  if (hit?.stamp === stamp) return hit.docs;
  const key = disk && (await disk.key(generator.name, generator.inputs, context.config));
  const docs = (key && (await disk.get(key))) || (await generateAndKeep(generator, context, disk, key));
  cache?.set(generator.name, { stamp, docs });
  return docs;
}

async function generateAndKeep(
  generator: DocGenerator,
  context: GeneratorContext,
  disk: GeneratorDiskCache | undefined,
  key: string | undefined,
): Promise<GeneratedDoc[]> {
  const docs = await generator.generate(context);
  if (disk && key) await disk.set(key, docs);
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
