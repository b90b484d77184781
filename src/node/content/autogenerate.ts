/**
 * Sidebars made from folders, as Docusaurus makes them: the docs of a folder, then each subfolder
 * as a category. A folder's `_category_.json` / `_category_.yml` gives its label, position,
 * collapsed state and link; otherwise its index page (`index.md`, `README.md`, or a file named
 * like the folder) is the category's page. Items are ordered by `sidebar_position` (or the
 * number prefix of their file), then by file name.
 */
import { posix } from 'node:path';
import { numberPrefix } from './doc-paths.ts';
import type { DocEntry, GeneratedIndexLink, RawSidebarItem } from './types.ts';

/** What a folder's `_category_` file says. `link: null`: the category has no page of its own. */
export interface CategoryMeta {
  label?: string;
  position?: number;
  collapsed?: boolean;
  collapsible?: boolean;
  className?: string;
  link?: string | GeneratedIndexLink | null;
}

export interface Folder {
  /** The folder below the docs folder, as on disk (`01-guides/setup`); `''` for the docs folder. */
  path: string;
  docs: { id: string; doc: DocEntry; fileName: string }[];
  folders: Map<string, Folder>;
}

/**
 * The folders of the docs: each doc by the folder of its file (a generated doc, by its id).
 * `docs`: by the id sidebars name them by; `docsDir`: the docs folder below the site.
 */
export function folderTree(docs: Map<string, DocEntry>, docsDir: string): Folder {
  const root: Folder = { path: '', docs: [], folders: new Map() };
  for (const [id, doc] of docs) {
    if (doc.unlisted) continue;
    const file = doc.generator ? id : inDocsDir(docsDir, doc.source).replace(/\.mdx?$/i, '');
    const parts = file.split('/');
    const fileName = parts.pop()!;
    let folder = root;
    for (const part of parts) {
      let next = folder.folders.get(part);
      if (!next)
        folder.folders.set(
          part,
          (next = { path: folder.path ? `${folder.path}/${part}` : part, docs: [], folders: new Map() }),
        );
      folder = next;
    }
    folder.docs.push({ id, doc, fileName });
  }
  return root;
}

/** `source` (a path below the site) from the docs folder: the common case without `relative`, run for every doc at each edit. */
function inDocsDir(docsDir: string, source: string): string {
  const prefix = docsDir.endsWith('/') ? docsDir : `${docsDir}/`;
  return source.startsWith(prefix) && !source.includes('/../') && !docsDir.includes('.')
    ? source.slice(prefix.length)
    : posix.relative(docsDir, source);
}

/** The folder a sidebar's `dir` names: as on disk, or without number prefixes. */
export function findFolder(root: Folder, dir: string): Folder | undefined {
  if (dir === '' || dir === '.') return root;
  let folder: Folder | undefined = root;
  for (const part of dir.split('/')) {
    folder =
      folder.folders.get(part) ?? [...folder.folders.entries()].find(([name]) => numberPrefix(name).name === part)?.[1];
    if (!folder) return undefined;
  }
  return folder;
}

/** The items of a folder. `categories`: each folder's `_category_` file, by folder path. */
export function folderItems(folder: Folder, categories: Map<string, CategoryMeta>, top = true): RawSidebarItem[] {
  const index = folderPage(folder);
  const entries: { position?: number; name: string; item: RawSidebarItem }[] = [];
  for (const { id, doc, fileName } of folder.docs) {
    // Below the top, a folder's own page is its category's link, not an item of it.
    if (!top && doc === index?.doc) continue;
    entries.push({ position: doc.sidebarPosition, name: fileName, item: { type: 'doc', id } });
  }
  for (const [name, sub] of folder.folders) {
    const meta = categories.get(sub.path) ?? {};
    const page = folderPage(sub);
    const link = meta.link === null ? undefined : (meta.link ?? page?.id);
    const items = folderItems(sub, categories, false);
    if (items.length === 0 && !link) continue;
    const position = meta.position ?? page?.doc.sidebarPosition ?? numberPrefix(name).position;
    entries.push({
      position,
      name,
      item: {
        type: 'category',
        label: meta.label ?? numberPrefix(name).name,
        link,
        collapsed: meta.collapsed ?? true,
        collapsible: meta.collapsible,
        className: meta.className,
        items,
        folder: sub.path,
      },
    });
  }
  return entries.sort(byPositionThenName).map((entry) => entry.item);
}

const byName = new Intl.Collator('en', { numeric: true, sensitivity: 'base' });

function byPositionThenName(a: { position?: number; name: string }, b: { position?: number; name: string }): number {
  return (a.position ?? Infinity) - (b.position ?? Infinity) || byName.compare(a.name, b.name);
}

/** The folder's own page: `index`, `README`, or named like the folder. */
function folderPage(folder: Folder): Folder['docs'][number] | undefined {
  const folderName = folder.path.split('/').pop()!.toLowerCase();
  return folder.docs.find(({ fileName }) =>
    ['index', 'readme', folderName].includes(numberPrefix(fileName).name.toLowerCase()),
  );
}
