/** The frozen versions' step of a build: copy in the kept ones, keep the ones just built. */
import type { ContentModel } from '../content/load.ts';
import type { CompiledPage } from '../markdown/types.ts';
import { restoreUnit, saveUnit, unitFiles } from './unit-cache.ts';

export interface BuiltVersions {
  content: ContentModel;
  compiled: Map<string, CompiledPage>;
  /** Each doc's key in the compile cache, kept with its version so that pruning the cache spares them. */
  compileKeys: Map<string, string>;
}

/**
 * Frozen versions reused whole get their kept output copied in; the others, just built, are kept
 * for the next build (only with their search index, so that a kept version is complete).
 */
export async function keepVersions(
  { content, compiled, compileKeys }: BuiltVersions,
  outDir: string,
  sidebarFiles: Map<string, string>,
  root: string,
  searched: boolean,
): Promise<void> {
  for (const [name, { key, unit }] of content.units) {
    if (unit) {
      await restoreUnit(unit, outDir);
      continue;
    }
    if (!searched) continue;
    const docs = [...content.docs.values()].filter((doc) => doc.version === name);
    const sidebars = Object.fromEntries(
      Object.entries(content.sidebars).filter(([sidebar]) => sidebar.startsWith(`${name}/`)),
    );
    const ownSidebarFiles = Object.keys(sidebars).flatMap((sidebar) =>
      sidebarFiles.has(sidebar) ? [sidebarFiles.get(sidebar)!] : [],
    );
    await saveUnit(root, outDir, {
      key,
      docs: docs.map((doc) => ({ ...doc, markdown: '', tree: undefined })),
      compiled: Object.fromEntries(
        docs.map((doc) => [
          doc.id,
          {
            links: compiled.get(doc.id)!.links,
            anchors: compiled.get(doc.id)!.anchors,
            toc: compiled.get(doc.id)!.toc,
          },
        ]),
      ),
      compileKeys: docs.flatMap((doc) => (compileKeys.has(doc.id) ? [compileKeys.get(doc.id)!] : [])),
      sidebars,
      files: await unitFiles(outDir, name, ownSidebarFiles),
    });
  }
}

/** The compile cache keys kept with the frozen versions a build copied whole (their pages were not looked up). */
export function copiedVersionsCompileKeys({ content }: Pick<BuiltVersions, 'content'>): string[] {
  return [...content.units.values()].flatMap(({ unit }) => unit?.compileKeys ?? []);
}
