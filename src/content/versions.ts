/**
 * Frozen docs versions. `content/versions.yaml` lists them, newest first; each lives in
 * `content/versions/<name>/` with its own `docs/` and `sidebars.yaml`, as `docsgen version`
 * cut it. Its pages are served at `/docs/<name>/…`; its ids carry the name as a prefix, so one
 * site model holds the current docs and every version, and links are checked across all.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { problem, type Problem } from '../errors.ts';
import { readDataFile } from '../util/yaml-data.ts';
import { DocsgenError } from '../errors.ts';
import { listMarkdown, loadSidebars, readCached, type ContentOptions } from './load.ts';
import { mapSidebarIds } from './resolve-sidebars.ts';
import type { DocEntry, Sidebars } from './types.ts';

export const VERSIONS_FILE = 'content/versions.yaml';
export const VERSIONS_DIR = 'content/versions';

export const versionName = z.string().regex(/^[0-9A-Za-z][0-9A-Za-z._-]*$/, 'a version name of letters, digits, dots, dashes and underscores');

const versionsFileSchema = z.strictObject({
  versions: z.array(z.strictObject({ name: versionName, label: z.string().optional() })),
});

export interface VersionInfo {
  name: string;
  label: string;
  /** The route of the version's start page: its first doc in the sidebar. */
  startRoute: string;
}

interface LoadedVersion {
  info: VersionInfo;
  docs: Map<string, DocEntry>;
  sidebars: Sidebars;
}

export async function readVersionList(root: string): Promise<{ name: string; label?: string }[]> {
  const text = await readFile(join(root, VERSIONS_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return [];
  return readDataFile(VERSIONS_FILE, text, versionsFileSchema, { code: 'versions', hint: 'See "Versions" in docs/authoring.md.' }).data.versions;
}

export async function loadVersions(options: Pick<ContentOptions, 'root' | 'readCache' | 'includeDrafts'>, problems: Problem[]): Promise<{ list: VersionInfo[]; versions: LoadedVersion[] }> {
  let list: { name: string; label?: string }[];
  try {
    list = await readVersionList(options.root);
  } catch (error) {
    if (!(error instanceof DocsgenError)) throw error;
    problems.push(...error.problems);
    return { list: [], versions: [] };
  }
  const versions = await Promise.all(list.map((entry) => loadVersion(options, entry, problems)));
  return { list: versions.map((v) => v.info), versions };
}

async function loadVersion(options: Pick<ContentOptions, 'root' | 'readCache' | 'includeDrafts'>, entry: { name: string; label?: string }, problems: Problem[]): Promise<LoadedVersion> {
  const dir = `${VERSIONS_DIR}/${entry.name}`;
  const files = await listMarkdown(join(options.root, dir, 'docs'));
  if (files.length === 0) problems.push(problem('version-empty', { file: VERSIONS_FILE }, `version \`${entry.name}\` has no pages in ${dir}/docs`, `Cut it with \`docsgen version ${entry.name}\`, or remove it from ${VERSIONS_FILE}.`));
  // Ids inside the version, as its own sidebars name them.
  const own = new Map<string, DocEntry>();
  for (const file of files) {
    const read = await readCached(options, file, { dir: `${dir}/docs`, version: entry.name });
    problems.push(...read.problems);
    if (read.doc && (options.includeDrafts || !read.doc.draft)) own.set(read.doc.versionedId ?? '', read.doc);
  }
  const raw = await loadSidebars(options.root, own, problems, `${dir}/sidebars.yaml`);
  const prefix = (id: string) => (id ? `${entry.name}/${id}` : entry.name);
  const sidebars: Sidebars = Object.fromEntries(Object.entries(raw).map(([name, items]) => [`${entry.name}/${name}`, mapSidebarIds(items, prefix)]));
  const docs = new Map([...own.values()].map((doc) => [doc.id, doc]));
  const first = Object.values(sidebars).map((items) => firstDoc(items)).find(Boolean) ?? [...docs.keys()][0];
  const info = { name: entry.name, label: entry.label ?? entry.name, startRoute: first ? docs.get(first)!.route : `/docs/${entry.name}` };
  return { info, docs, sidebars };
}

function firstDoc(items: Sidebars[string]): string | undefined {
  for (const item of items) {
    if (item.type === 'doc') return item.id;
    if (item.type === 'category') {
      const found = item.link ?? firstDoc(item.items);
      if (found) return found;
    }
  }
  return undefined;
}
