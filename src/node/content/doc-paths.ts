/**
 * A doc's id and route from its file, as Docusaurus makes them: number prefixes that order files
 * (`01-intro.md`) are not part of ids and routes; an `index.md`, a `README.md` or a file named like
 * its folder is the folder's page; front matter `id` renames the file and `slug` sets the route.
 */
import { posix } from 'node:path';

export interface DocPath {
  /** `deploy/kubernetes`; a folder's `index.md` is the folder (`deploy`). */
  id: string;
  /** `/docs/deploy/kubernetes`, without the base URL. */
  route: string;
  /** Other ids sidebars may name the doc by (Docusaurus' `deploy/index`, a README's folder). */
  aliases: string[];
  /** The number prefix of the file name, which orders it in its folder. */
  position?: number;
}

/** `01-intro` → 1 and `intro`; dates and versions (`2023-01-05-notes`, `1.0-release`) keep their numbers. */
export function numberPrefix(name: string): { position?: number; name: string } {
  if (/^\d+[-_.]\d+([-_.]\d+)?([-_.]|$)/.test(name) && !/^\d+[-_.]\D/.test(name)) return { name };
  const match = /^(\d+)\s*[-_.]+\s*([^-_.\s].*)$/.exec(name);
  return match ? { position: Number(match[1]), name: match[2] } : { name };
}

/**
 * `file`: the path below the docs folder with `/` separators; `routeRoot`: `/docs` (or a frozen
 * version's `/docs/<name>`).
 */
export function docPath(file: string, front: { id?: string; slug?: string }, routeRoot = '/docs'): DocPath {
  const parts = file.replace(/\.mdx?$/i, '').split('/');
  const fileName = parts.pop()!;
  const dirs = parts.map((part) => numberPrefix(part).name);
  const { position, name } = numberPrefix(fileName);
  const dir = dirs.join('/');
  const inDir = (last: string) => (dir ? `${dir}/${last}` : last);
  const lower = name.toLowerCase();
  const folderPage =
    lower === 'index' || lower === 'readme' || (dirs.length > 0 && lower === dirs.at(-1)!.toLowerCase());
  // docsgen has always named a folder's index.md by the folder; Docusaurus sidebars say `<folder>/index`.
  const id = front.id ? inDir(front.id) : lower === 'index' && name === 'index' ? dir : inDir(name);
  const aliases = new Set<string>();
  if (!front.id && name === 'index') aliases.add(inDir('index'));
  if (!front.id && folderPage && id !== dir) aliases.add(dir);
  aliases.delete(id);
  return {
    id,
    route: routeOf(routeRoot, dir, front.slug, front.id ? front.id : folderPage ? undefined : name),
    aliases: [...aliases],
    position,
  };
}

function routeOf(routeRoot: string, dir: string, slug: string | undefined, last: string | undefined): string {
  const path = slug ? (slug.startsWith('/') ? slug : posix.join('/', dir, slug)) : posix.join('/', dir, last ?? '');
  const normalized = posix.normalize(path).replace(/\/+$/, '');
  // The docs' root route keeps its slash (`/docs/`); a frozen version's root is `/docs/<name>`.
  return normalized ? `${routeRoot}${normalized}` : routeRoot === '/docs' ? '/docs/' : routeRoot;
}
