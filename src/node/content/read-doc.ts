/**
 * Reading one doc file: its bytes checked (UTF-8, symlinks inside the site), front matter, route
 * and id, partials inlined. serve keeps what it read and reads a file again only when it changed.
 */
import { stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { problem, type Problem } from '../errors.ts';
import { parseFrontMatter, type FrontMatter } from './frontmatter.ts';
import { docPath } from './doc-paths.ts';
import { firstHeading, titleFromFileName } from './page-title.ts';
import { inlinePartials } from './partials.ts';
import { listPageFiles } from './list-docs.ts';
import type { DocEntry } from './types.ts';
import { readPageSource } from './read-source.ts';
import type { KnownYaml, YamlCache } from './yaml-cache.ts';

/** What reading docs needs; serve passes the caches of its last build. */
export interface ReadOptions {
  root: string;
  /** Files read by an earlier build (serve): reused while their size and modification time are the same. */
  readCache?: Map<string, { stamp: string; result: ReadResult }>;
  /**
   * serve: the files the watcher saw change since the last load with these caches, when no file
   * was added or removed. Every other cached file, listing and generator output is then reused
   * without even a stat: on a large site that is most of an edit's rebuild.
   */
  changed?: ReadonlySet<string>;
  /** serve: the folder listings of the last load. */
  listCache?: Map<string, string[]>;
  /** A one-off build: the YAML the last build read (the pages' front matter, the sidebars file). */
  knownYaml?: YamlCache;
}

export type ReadResult = { doc?: DocEntry; problems: Problem[] };

/** The page files of `dir`; links inside the site (`root`, default `dir`) followed (src/node/content/symlinks.ts). */
export async function listMarkdown(
  dir: string,
  exclude: string[] = [],
  ignoreDirs: string[] = [],
  root = dir,
): Promise<string[]> {
  return listPageFiles(dir, exclude, ignoreDirs, root);
}

/** The page files of a folder; serve reuses the last listing while the watcher saw none added or removed. */
export async function listCached(
  options: Pick<ReadOptions, 'root' | 'changed' | 'listCache'>,
  dir: string,
  exclude: string[] = [],
  ignoreDirs: string[] = [],
): Promise<string[]> {
  const cached = options.changed ? options.listCache?.get(dir) : undefined;
  if (cached) return cached;
  const files = await listMarkdown(dir, exclude, ignoreDirs, options.root);
  options.listCache?.set(dir, files);
  return files;
}

export async function readCached(
  options: Pick<ReadOptions, 'root' | 'readCache' | 'changed' | 'knownYaml'>,
  file: string,
  tree: DocsTree,
): Promise<ReadResult> {
  if (!options.readCache) return readDoc(options.root, file, tree, options.knownYaml);
  const dependencies = (result: ReadResult) => result.doc?.dependencies?.map((path) => join(options.root, path)) ?? [];
  const known = options.changed && !options.changed.has(file) ? options.readCache.get(file) : undefined;
  if (known && !dependencies(known.result).some((path) => options.changed!.has(path))) return known.result;
  const stamp = await stampOf(options.root, file, options.readCache.get(file)?.result);
  const cached = options.readCache.get(file);
  if (cached?.stamp === stamp) return cached.result;
  const result = await readDoc(options.root, file, tree);
  options.readCache.set(file, { stamp: await stampOf(options.root, file, result), result });
  return result;
}

/** Size and modification time of a page's file and of the partials it read. */
async function stampOf(root: string, file: string, result: ReadResult | undefined): Promise<string> {
  const files = [file, ...(result?.doc?.dependencies ?? []).map((path) => join(root, path))];
  const stamps = await Promise.all(
    files.map((f) =>
      stat(f).then(
        (info) => `${info.size}:${info.mtimeMs}`,
        () => 'gone',
      ),
    ),
  );
  return stamps.join('|');
}

/** Where a doc file lives: the current docs, or a frozen version's (its ids and routes get the version's name). */
export interface DocsTree {
  dir: string;
  version?: string;
}

export async function readDoc(
  root: string,
  absolute: string,
  tree: DocsTree,
  knownYaml?: KnownYaml,
): Promise<ReadResult> {
  const source = relative(root, absolute).split(sep).join('/');
  // UTF-8 only, without a byte order mark (src/node/content/read-source.ts).
  const read = await readPageSource(absolute, source);
  if ('problem' in read) return { problems: [read.problem] };
  const text = read.text;
  const split = parseFrontMatter(source, text, knownYaml);
  // A page whose front matter is wrong still has its route and body: links to it and its own
  // links are checked as usual, so its one error is not followed by false ones (the build fails anyway).
  const fm = split.data ?? parseFrontMatter(source, '').data!;
  const inDocs = relative(join(root, tree.dir), absolute).split(sep).join('/');
  const path = docPath(inDocs, fm, tree.version ? `/docs/${tree.version}` : '/docs');
  const unsafe = unsafeFileName(source, path.route.replace(/^\/docs\/?/, ''));
  if (unsafe) return { problems: [...split.problems, unsafe] };
  const id = tree.version ? (path.id ? `${tree.version}/${path.id}` : tree.version) : path.id;
  const partials = await inlinePartials(root, source, split.body);
  return {
    problems: [...split.problems, ...partials.problems],
    doc: {
      id,
      ...(path.aliases.length > 0
        ? {
            aliases: path.aliases.map((alias) =>
              tree.version ? `${tree.version}/${alias}`.replace(/\/$/, '') : alias,
            ),
          }
        : {}),
      ...(tree.version ? { version: tree.version, versionedId: path.id } : {}),
      route: path.route,
      source,
      ...frontMatterFields(fm, split.body, inDocs),
      markdown: partials.markdown,
      ...(partials.dependencies.length > 0
        ? { dependencies: partials.dependencies, insertions: partials.insertions }
        : {}),
      sidebarPosition: fm.sidebar_position ?? path.position,
    },
  };
}

/** What the front matter says of a page, with Docusaurus' fallbacks for a title. */
function frontMatterFields(
  fm: FrontMatter,
  body: string,
  inDocs: string,
): Omit<DocEntry, 'id' | 'route' | 'source' | 'markdown'> {
  return {
    title: fm.title ?? firstHeading(body) ?? fm.id ?? titleFromFileName(inDocs),
    description: fm.description ?? '',
    sidebarLabel: fm.sidebar_label,
    keywords: fm.keywords,
    draft: fm.draft,
    hideTableOfContents: fm.hide_table_of_contents,
    noFooter: fm.no_footer || undefined,
    edition: fm.edition,
    notInSidebar: fm.not_in_sidebar || undefined,
    unlisted: fm.unlisted || undefined,
    hideTitle: fm.hide_title || undefined,
    tags: fm.tags.length > 0 ? fm.tags.map((tag) => tagOf(tag)) : undefined,
    image: fm.image,
    paginationPrev: fm.pagination_prev,
    paginationNext: fm.pagination_next,
    sidebarClassName: fm.sidebar_class_name,
    tocLevels:
      fm.toc_min_heading_level || fm.toc_max_heading_level
        ? { min: fm.toc_min_heading_level, max: fm.toc_max_heading_level }
        : undefined,
    displayedSidebar: fm.displayed_sidebar,
    lastUpdate: fm.last_update
      ? { date: fm.last_update.date && new Date(fm.last_update.date).toISOString(), author: fm.last_update.author }
      : undefined,
    editUrl: fm.custom_edit_url,
  };
}

function tagOf(tag: FrontMatter['tags'][number]): { label: string; slug: string } {
  const label = typeof tag === 'string' ? tag : tag.label;
  const slug =
    typeof tag === 'string' || !tag.permalink
      ? label
          .toLowerCase()
          .replace(/[^\p{L}\p{N}]+/gu, '-')
          .replace(/^-|-$/g, '')
      : tag.permalink.replace(/^\/+|\/+$/g, '');
  return { label, slug };
}

/**
 * A doc's route is its path: a space, `#`, `?` or `%` in it makes a route that links reach only
 * escaped (or, for `#` and `?`, not at all), so such a file name is an error with a name to use.
 */
function unsafeFileName(source: string, id: string): Problem | undefined {
  if (/^[\w.~/-]*$/.test(id)) return undefined;
  const name = source.split('/').find((part) => !/^[\w.~-]*$/.test(part))!;
  const better = name
    .replace(/[^\w.~-]+/g, '-')
    .replace(/^-|-(?=\.md$)|-$/g, '')
    .toLowerCase();
  const kind = name.endsWith('.md') ? 'file' : 'folder';
  return problem(
    'doc-file-name',
    { file: source },
    `the ${kind} name \`${name}\` would give the route \`/docs/${id}\`, which links cannot reach unescaped`,
    `Rename the ${kind} with letters, digits, \`-\`, \`_\` and \`.\` only, for example \`${better}\`.`,
  );
}
