/**
 * `docsgen version <name>`: freezes the current docs into `content/versions/<name>/` as a
 * release goes out. Written pages are copied; generated pages (sources, entities, GraphQL…)
 * are written out as the Markdown they were generated as, so the version no longer depends on
 * the data or the generators; the files generated pages show move under
 * `content/static/versions/<name>/`. Links to current pages are pointed at the version's own.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, extname, join, posix } from 'node:path';
import { stringify } from 'yaml';
import type { ContentModel } from './content/load.ts';
import { loadSite } from './load-site.ts';
import { isPageFile } from './content/list-docs.ts';
import { readVersionList, versionName, versionNameTaken, VERSIONS_DIR, VERSIONS_FILE } from './content/versions.ts';
import type { DocEntry } from './content/types.ts';
import { ConfigError, DocsgenError, problem } from './errors.ts';
import { loadCatalog } from './generators/sources/catalog.ts';
import { freezeValidators } from './generators/sources/frozen-validators.ts';
import { siteFiles } from './content/symlinks.ts';

export interface SnapshotResult {
  pages: number;
  generated: number;
  dir: string;
}

export async function snapshotVersion(root: string, name: string): Promise<SnapshotResult> {
  const existing = await checkNewVersionName(root, name);
  // The site as a build sees it (no drafts), read afresh: the version must not depend on a cache.
  const { config, content } = await loadSite(root, { cache: false });
  assertFreezable(content, name);
  const dir = `${VERSIONS_DIR}/${name}`;
  const target = join(root, dir);
  await rm(target, { recursive: true, force: true });
  // Images and other files beside the pages come along as they are.
  await cp(join(root, config.layout.docs), join(target, 'docs'), {
    recursive: true,
    filter: (path) => !isPageFile(path) && !/(^|[\\/])(node_modules|\.git)$/.test(path),
  });
  await writeGeneratedFiles(root, name, target, content);
  const current = await writePages(root, name, target, config.layout.docs, content);
  const sidebars = config.layout.sidebars;
  if (sidebars)
    await cp(
      join(root, sidebars),
      join(target, /\.ya?ml$/.test(sidebars) ? 'sidebars.yaml' : `sidebars${extname(sidebars)}`),
    ).catch(() => undefined);
  await writeFile(join(root, VERSIONS_FILE), stringify({ versions: [{ name }, ...existing] }));
  return { pages: current.length, generated: current.filter((d) => d.generator).length, dir };
}

/** The versions already frozen, once `name` is known to be a well-formed name none of them has. */
async function checkNewVersionName(root: string, name: string): Promise<{ name: string; label?: string }[]> {
  if (!versionName.safeParse(name).success) {
    throw new ConfigError([
      problem(
        'version-name',
        { file: VERSIONS_FILE },
        `\`${name}\` is not a version name`,
        'Use letters, digits, dots, dashes and underscores, e.g. `0.10.0`.',
      ),
    ]);
  }
  const existing = await readVersionList(root);
  if (existing.some((v) => v.name === name)) {
    throw new ConfigError([
      problem(
        'version-exists',
        { file: VERSIONS_FILE },
        `version \`${name}\` already exists`,
        `Pick another name, or delete content/versions/${name} and its entry first.`,
      ),
    ]);
  }
  return existing;
}

/** The current content must be free of errors, with no page or folder at the route the version will take. */
function assertFreezable(content: ContentModel, name: string): void {
  const errors = content.problems.filter((p) => p.severity === 'error');
  if (errors.length > 0) throw new DocsgenError(errors);
  const taken = versionNameTaken(
    name,
    [...content.docs.values()]
      .filter((doc) => !doc.version)
      .map((doc) => doc.route)
      .sort(),
  );
  if (taken)
    throw new ConfigError([
      problem(
        'version-name-taken',
        { file: VERSIONS_FILE },
        taken,
        'Pick a name that is no folder or page of content/docs, such as a release number: `docsgen version 1.0`.',
      ),
    ]);
}

/** The files generated pages show, under `content/static/versions/<name>/`; recipe validators stay sources. */
async function writeGeneratedFiles(root: string, name: string, target: string, content: ContentModel): Promise<void> {
  // Recipe validators are kept as what they are made from (built again by each build), not as JavaScript.
  const plugins = (
    await loadCatalog({
      root,
      readText: (path) => readFile(join(root, path), 'utf8'),
      listFiles: async (dir) => (await siteFiles(root, join(root, dir))).files,
    })
  ).flatMap((platform) => platform.plugins);
  const frozen = await freezeValidators(content.generatedFiles.keys(), plugins, target);
  for (const [path, text] of content.generatedFiles)
    if (!frozen.has(path)) await write(join(root, 'content/static/versions', name, path), text);
}

/** Writes every current page into the version, its links pointed at the version's pages; returns them. */
async function writePages(
  root: string,
  name: string,
  target: string,
  docsDir: string,
  content: ContentModel,
): Promise<DocEntry[]> {
  const moved = new Map([...content.generatedFiles.keys()].map((path) => [`/${path}`, `/versions/${name}/${path}`]));
  const current = [...content.docs.values()].filter((doc) => !doc.version);
  for (const doc of current) {
    // Written pages keep their file name (`guide/index.md` stays so); generated ones are named by id.
    const file = doc.generator
      ? join(target, 'docs', `${doc.id || 'index'}.md`)
      : join(target, 'docs', posix.relative(docsDir, doc.source));
    const text = doc.generator ? generatedPage(doc, moved) : await readFile(join(root, doc.source), 'utf8');
    await write(file, pointLinksAt(text, name));
  }
  return current;
}

async function write(file: string, text: string): Promise<void> {
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, text);
}

/** A generated page as a written one: its front matter, and its Markdown with the moved files' paths. */
function generatedPage(doc: DocEntry, moved: Map<string, string>): string {
  const front: Record<string, unknown> = { title: doc.title, description: doc.description };
  if (doc.sidebarLabel) front.sidebar_label = doc.sidebarLabel;
  if (doc.sidebarPosition !== undefined) front.sidebar_position = doc.sidebarPosition;
  if (doc.keywords.length > 0) front.keywords = doc.keywords;
  let body = doc.markdown;
  for (const [from, to] of moved) body = body.split(from).join(to);
  return `---\n${stringify(front).trimEnd()}\n---\n\n${body}`;
}

/**
 * Links to current docs pages become links to the version's pages (which the snapshot holds):
 * Markdown links and reference definitions whose target starts with `/docs/`, except the docs
 * landing page itself and links already into a version.
 */
export function pointLinksAt(markdown: string, version: string): string {
  const retarget = (target: string) =>
    /^\/docs\/?($|[#?])/.test(target) || target.startsWith(`/docs/${version}/`)
      ? target
      : target.replace(/^\/docs\//, `/docs/${version}/`);
  return markdown
    .replace(/(\]\()(\/docs\/[^)\s]*)/g, (_m, open: string, target: string) => open + retarget(target))
    .replace(
      /^(\s{0,3}\[[^\]]+\]:\s*<?)(\/docs\/\S*)/gm,
      (_m, open: string, target: string) => open + retarget(target),
    );
}
