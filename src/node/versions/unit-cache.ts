/**
 * A frozen docs version reused as one piece. Its output (pages, Markdown twins, images, search
 * index, sidebar files) and what the link check needs of it (routes, links, anchors) are kept
 * under a key made of everything its pages depend on: its own files (names and contents), the engine and templates,
 * the site config, the list of versions and the current docs' routes (the version menu and the
 * banner point at them). While the key holds, a build neither reads, compiles nor renders the
 * version: it checks its links and copies its files.
 */
import { mkdir, readdir, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import type { HeldUnit, VersionUnit } from '../content/kept-version.ts';
import { cacheKey } from '../cache/key.ts';
import { copyFiles, filesBelow } from '../util/copy-files.ts';
import { versionFilesDigest } from './files-digest.ts';
import { copyFromFolderEntry, readFolderEntry, writeFolderEntry } from '../cache/verified.ts';
import { ownedName, removeStale } from '../util/stale.ts';

const FORMAT = 4;

export interface UnitKeyInputs {
  root: string;
  name: string;
  config: unknown;
  versions: unknown;
  currentRoutes: string[];
}

function unitDir(root: string, name: string): string {
  return join(root, '.docsgen/cache/versions', name);
}

export async function versionUnitKey(inputs: UnitKeyInputs): Promise<string> {
  return cacheKey({
    kind: `frozen-versions-${FORMAT}`,
    fingerprint: 'render',
    options: [inputs.config, inputs.versions, inputs.currentRoutes],
    inputs: [await versionFilesDigest(inputs.root, inputs.name)],
  });
}

/** A frozen version's key, and its kept unit when one is kept under that key. */
export async function findKeptUnit(inputs: UnitKeyInputs): Promise<{ key: string; unit?: HeldUnit }> {
  const key = await versionUnitKey(inputs);
  return { key, unit: await loadUnit(inputs.root, inputs.name, key) };
}

/**
 * The kept unit when its key matches. Its files are copied at once into a folder of this build
 * (`held`), so that another build replacing the kept unit meanwhile cannot take them away, and so
 * that an edit made in place in the output later (a host's post-processing) cannot change the
 * cache; if any is missing, the unit is not used.
 */
export async function loadUnit(root: string, name: string, key: string): Promise<HeldUnit | undefined> {
  const dir = unitDir(root, name);
  const cache = { label: 'frozen versions', dir: dirname(dir) };
  const manifest = await readFolderEntry<VersionUnit>(cache, dir, key);
  if (!manifest) return undefined;
  const unit = manifest.data;
  await removeStale(dirname(dir), `${basename(dir)}.held-`);
  const held = `${dir}.held-${ownedName()}`;
  if (await copyFromFolderEntry(cache, dir, manifest, held, { under: 'output', paths: unit.files }).catch(() => false))
    return { ...unit, held };
  await rm(held, { recursive: true, force: true });
  return undefined;
}

/** Keeps a version's output and analysis, replacing what was kept for it before (all at once). */
export async function saveUnit(root: string, outDir: string, unit: VersionUnit): Promise<void> {
  // When another build kept the same version at the same moment, its copy serves as well.
  await writeFolderEntry(unitDir(root, unit.docs[0]?.version ?? 'unknown'), unit.key, unit, (temp) =>
    copyFiles(outDir, join(temp, 'output'), unit.files),
  );
}

/**
 * Puts a kept version's output into this build's output folder: its own folders (pages, search
 * index) moved in whole from the held copy, which is this build's alone, and the other files
 * linked (or copied where the file system cannot link or move).
 */
export async function restoreUnit(unit: HeldUnit, outDir: string): Promise<void> {
  try {
    const name = unit.docs[0]?.version;
    const moved: string[] = [];
    for (const folder of name ? [`docs/${name}`, `pagefind/${name}`] : [])
      if (await moveFolder(join(unit.held, folder), join(outDir, folder))) moved.push(`${folder}/`);
    await copyFiles(
      unit.held,
      outDir,
      unit.files.filter((file) => !moved.some((prefix) => file.startsWith(prefix))),
      { link: true },
    );
  } finally {
    await rm(unit.held, { recursive: true, force: true });
  }
}

/** Moves a folder to a place that does not exist yet; false when it cannot (another file system, the place taken). */
async function moveFolder(from: string, to: string): Promise<boolean> {
  try {
    await mkdir(dirname(to), { recursive: true });
    await rename(from, to);
    return true;
  } catch {
    return false;
  }
}

/** The output files of a version: its pages, twins and images, its search index, its sidebar files. */
export async function unitFiles(outDir: string, name: string, sidebarFiles: string[]): Promise<string[]> {
  const under = async (sub: string) =>
    (await filesBelow(join(outDir, sub)).catch(() => [] as string[])).map((file) => `${sub}/${file}`);
  // A version's start page, when it has an index page, sits beside its folder: docs/<name>.html.
  const beside = (await readdir(join(outDir, 'docs')).catch(() => [] as string[]))
    .filter((f) => f === `${name}.html` || f === `${name}.md`)
    .map((f) => `docs/${f}`);
  return [...(await under(`docs/${name}`)), ...beside, ...(await under(`pagefind/${name}`)), ...sidebarFiles].sort();
}

/** Lets go of the held units, which will not be copied (the build failed or stopped). */
export async function releaseUnits(units: Map<string, { unit?: HeldUnit }>): Promise<void> {
  for (const { unit } of units.values()) if (unit) await rm(unit.held, { recursive: true, force: true });
}
