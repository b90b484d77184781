/**
 * Frozen docs versions. `content/versions.yaml` lists them, newest first; each lives in
 * `content/versions/<name>/` with its own `docs/` and `sidebars.yaml`, as `docsgen version`
 * cut it. Its pages are served at `/docs/<name>/…`; its ids carry the name as a prefix, so one
 * site model holds the current docs and every version, and links are checked across all.
 */
import { access, readFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { z } from 'zod';
import { problem, type Problem } from '../errors.ts';
import { readDataFile } from '../util/yaml-data.ts';
import { DocsgenError } from '../errors.ts';
import { listCached, readCached, type ReadOptions } from './read-doc.ts';
import { loadSidebars, type SidebarParses } from './load-sidebars.ts';
import { CATEGORY_FILE } from './list-docs.ts';
import { mapSidebarIds } from './resolve-sidebars.ts';
import type { DocEntry, Sidebars } from './types.ts';
import type { FindKeptVersion, HeldUnit, VersionUnit } from './kept-version.ts';

export const VERSIONS_FILE = 'content/versions.yaml';
export const VERSIONS_DIR = 'content/versions';

export const versionName = z
  .string()
  .regex(/^[0-9A-Za-z][0-9A-Za-z._-]*$/, 'a version name of letters, digits, dots, dashes and underscores');

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
  return (await readVersionFile(root)).versions;
}

/** The versions listed, and the line where each is named. */
async function readVersionFile(
  root: string,
): Promise<{ versions: { name: string; label?: string }[]; lineOf: (index: number) => number | undefined }> {
  const text = await readFile(join(root, VERSIONS_FILE), 'utf8').catch(() => undefined);
  if (text === undefined) return { versions: [], lineOf: () => undefined };
  const file = readDataFile(VERSIONS_FILE, text, versionsFileSchema, {
    code: 'versions',
    hint: 'See "Versions" in docs/authoring.md.',
  });
  return { versions: file.data.versions, lineOf: (index) => file.lineOf(['versions', index, 'name']) };
}

/**
 * A version is served at `/docs/<name>/`: named like a folder or page of the current docs, its pages
 * would take their addresses (and one of the two would be lost). What is wrong, naming the current
 * pages there; none when the name is free.
 */
export function versionNameTaken(name: string, currentRoutes: string[]): string | undefined {
  const taken = currentRoutes.filter((route) => route === `/docs/${name}` || route.startsWith(`/docs/${name}/`));
  if (taken.length === 0) return undefined;
  const named = taken.length > 3 ? [...taken.slice(0, 2), `${taken.length - 2} more pages`] : taken;
  const list = named.length === 1 ? named[0] : `${named.slice(0, -1).join(', ')} and ${named.at(-1)}`;
  return `version \`${name}\` would be served at /docs/${name}/, where the current docs have ${list}`;
}

type VersionOptions = ReadOptions & {
  includeDrafts: boolean;
  findKeptVersion?: FindKeptVersion;
  sidebarParses?: SidebarParses;
};

export async function loadVersions(
  options: VersionOptions,
  problems: Problem[],
  currentRoutes: string[],
): Promise<{ list: VersionInfo[]; versions: LoadedVersion[]; units: Map<string, { key: string; unit?: HeldUnit }> }> {
  let file: Awaited<ReturnType<typeof readVersionFile>>;
  try {
    file = await readVersionFile(options.root);
  } catch (error) {
    if (!(error instanceof DocsgenError)) throw error;
    problems.push(...error.problems);
    return { list: [], versions: [], units: new Map() };
  }
  // A version named like a folder of the docs is left out: its pages would collide with the current ones.
  const list = file.versions.filter((entry, index) => {
    const taken = versionNameTaken(entry.name, currentRoutes);
    if (taken)
      problems.push(
        problem(
          'version-name-taken',
          { file: VERSIONS_FILE, line: file.lineOf(index) },
          taken,
          `Rename the version (its entry here and its folder ${VERSIONS_DIR}/${entry.name}/), or the folder content/docs/${entry.name}/.`,
        ),
      );
    return !taken;
  });
  const units = new Map<string, { key: string; unit?: HeldUnit }>();
  const versions = await Promise.all(
    list.map(async (entry) => {
      if (!options.findKeptVersion) return loadVersion(options, entry, problems);
      const { key, unit } = await options.findKeptVersion(entry.name, list, currentRoutes);
      units.set(entry.name, { key, unit });
      return unit ? fromUnit(entry, unit) : loadVersion(options, entry, problems);
    }),
  );
  return { list: versions.map((v) => v.info), versions, units };
}

/** A version kept whole: its pages are known from the cache, not read again. */
function fromUnit(entry: { name: string; label?: string }, unit: VersionUnit): LoadedVersion {
  const docs = new Map(unit.docs.map((doc) => [doc.id, { ...doc, prebuilt: true }]));
  return { info: versionInfo(entry, docs, unit.sidebars), docs, sidebars: unit.sidebars };
}

async function loadVersion(
  options: VersionOptions,
  entry: { name: string; label?: string },
  problems: Problem[],
): Promise<LoadedVersion> {
  const dir = `${VERSIONS_DIR}/${entry.name}`;
  const files = (await listCached(options, join(options.root, dir, 'docs'))).filter(
    (file) => !CATEGORY_FILE.test(basename(file)),
  );
  if (files.length === 0)
    problems.push(
      problem(
        'version-empty',
        { file: VERSIONS_FILE },
        `version \`${entry.name}\` has no pages in ${dir}/docs`,
        `Cut it with \`docsgen version ${entry.name}\`, or remove it from ${VERSIONS_FILE}.`,
      ),
    );
  // Ids inside the version, as its own sidebars name them.
  const own = new Map<string, DocEntry>();
  for (const file of files) {
    const read = await readCached(options, file, { dir: `${dir}/docs`, version: entry.name });
    problems.push(...read.problems);
    if (read.doc && (options.includeDrafts || !read.doc.draft)) own.set(read.doc.versionedId ?? '', read.doc);
  }
  const file = await firstExisting(options.root, [`${dir}/sidebars.yaml`, `${dir}/sidebars.js`, `${dir}/sidebars.ts`]);
  const { sidebars: raw } = await loadSidebars({
    root: options.root,
    docs: own,
    aliases: new Map(),
    problems,
    file,
    docsDir: `${dir}/docs`,
    categoryFiles: [],
    parses: options.sidebarParses,
  });
  const prefix = (id: string) => (id ? `${entry.name}/${id}` : entry.name);
  const sidebars: Sidebars = Object.fromEntries(
    Object.entries(raw).map(([name, items]) => [`${entry.name}/${name}`, mapSidebarIds(items, prefix)]),
  );
  const docs = new Map([...own.values()].map((doc) => [doc.id, doc]));
  return { info: versionInfo(entry, docs, sidebars), docs, sidebars };
}

function versionInfo(
  entry: { name: string; label?: string },
  docs: Map<string, DocEntry>,
  sidebars: Sidebars,
): VersionInfo {
  const first =
    Object.values(sidebars)
      .map((items) => firstDoc(items))
      .find(Boolean) ?? [...docs.keys()][0];
  return {
    name: entry.name,
    label: entry.label ?? entry.name,
    startRoute: first && docs.get(first) ? docs.get(first)!.route : `/docs/${entry.name}`,
  };
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

async function firstExisting(root: string, files: string[]): Promise<string | undefined> {
  for (const file of files)
    if (
      await access(join(root, file)).then(
        () => true,
        () => false,
      )
    )
      return file;
  return undefined;
}
