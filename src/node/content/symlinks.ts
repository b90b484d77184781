/**
 * Symbolic links in `content/`. A site publishes its own files only: a link that leads outside
 * the site folder (or into one of its hidden files: `.env`, `.git/`) would publish whatever it
 * points at, so it is an error naming the link, as is a link that leads nowhere. Links inside the
 * site are followed: a link to a file is read and copied as that file, a link to a folder as the
 * files below it. Every listing of content (pages, data, static files) goes through `siteFiles`,
 * so `build`, `check` and `serve` treat links alike.
 */
import type { Dirent } from 'node:fs';
import { readdir, readlink, realpath, stat } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { problem, type Problem } from '../errors.ts';

export interface SiteFiles {
  /** Files below the folder, `/`-separated and relative to it, links to files and folders inside the site followed. */
  files: string[];
  /** The links that lead outside the site, into a hidden file of it, or nowhere. */
  problems: Problem[];
  /** Every link met, by absolute path. */
  links: string[];
}

/** The real path of each site root, asked once per process (serve lists after every edit). */
const realRoots = new Map<string, Promise<string>>();

function realRoot(root: string): Promise<string> {
  let real = realRoots.get(root);
  if (!real) realRoots.set(root, (real = realpath(root).catch(() => root)));
  return real;
}

/** Which folders below a listed folder are entered: `relative` is `/`-separated from that folder. */
export type EnterFolder = (relative: string, path: string) => boolean;

/**
 * Every file below `dir` (a folder of the site at `root`); none when it does not exist. `enter`
 * leaves folders out unread (a docs folder that is a whole repository: its excluded folders).
 */
export async function siteFiles(root: string, dir: string, enter?: EnterFolder): Promise<SiteFiles> {
  const found: SiteFiles = { files: [], problems: [], links: [] };
  const top = await realpath(dir).catch(() => undefined);
  if (!top) return found;
  await walk({ root, seen: new Set([top]), found, enter }, dir, '');
  found.files.sort();
  return found;
}

interface Walk {
  root: string;
  /** Real paths of the folders walked: a link back up does not loop. */
  seen: Set<string>;
  found: SiteFiles;
  enter?: EnterFolder;
}

async function walk(state: Walk, dir: string, prefix: string): Promise<void> {
  const entries = (await readdir(dir, { withFileTypes: true }).catch(() => [])) as Dirent[];
  await Promise.all(
    entries.map(async (entry) => {
      const path = join(dir, entry.name);
      const name = prefix + entry.name;
      if (entry.isFile()) state.found.files.push(name);
      else if (entry.isSymbolicLink()) await followLink(state, path, name);
      else if (entry.isDirectory() && (state.enter?.(name, path) ?? true)) await walk(state, path, `${name}/`);
    }),
  );
}

async function followLink(state: Walk, link: string, name: string): Promise<void> {
  state.found.links.push(link);
  const target = await linkTarget(state.root, link);
  if ('problem' in target) return void state.found.problems.push(target.problem);
  if (target.kind === 'file') state.found.files.push(name);
  else if (!state.seen.has(target.real)) {
    state.seen.add(target.real);
    await walk(state, link, `${name}/`);
  }
}

/** Where a link of the site at `root` leads: a file or folder inside the site, or the problem with it. */
export async function linkTarget(
  root: string,
  link: string,
): Promise<{ kind: 'file' | 'folder'; real: string } | { problem: Problem }> {
  const place = { file: relative(root, link).split(sep).join('/') };
  const target = await readlink(link).catch(() => '?');
  const real = await realpath(link).catch((error: NodeJS.ErrnoException) => error);
  if (real instanceof Error) {
    const loop = real.code === 'ELOOP';
    return {
      problem: problem(
        loop ? 'symlink-loop' : 'symlink-dangling',
        place,
        loop
          ? `\`${place.file}\` is a symbolic link that leads back to itself (${target})`
          : `\`${place.file}\` is a symbolic link to \`${target}\`, which does not exist`,
        'Point the link at an existing file of the site, or remove it.',
      ),
    };
  }
  const inSite = relative(await realRoot(root), real);
  if (inSite.startsWith(`..${sep}`) || inSite === '..' || inSite.startsWith(sep) || /^[a-zA-Z]:/.test(inSite)) {
    return {
      problem: problem(
        'symlink-outside',
        place,
        `\`${place.file}\` is a symbolic link to \`${real}\`, outside the site folder: the site would publish that file`,
        'Copy the file into the site (content/static/ for files served as they are), or remove the link.',
      ),
    };
  }
  if (inSite.split(sep).some((part) => part.startsWith('.'))) {
    return {
      problem: problem(
        'symlink-hidden',
        place,
        `\`${place.file}\` is a symbolic link to \`${inSite.split(sep).join('/')}\`, a hidden file of the site (settings, secrets, history): the site would publish it`,
        'Copy what should be published into content/, or remove the link.',
      ),
    };
  }
  const info = await stat(real).catch(() => undefined);
  if (info?.isFile()) return { kind: 'file', real };
  if (info?.isDirectory()) return { kind: 'folder', real };
  return {
    problem: problem(
      'symlink-dangling',
      place,
      `\`${place.file}\` is a symbolic link to \`${target}\`, which is neither a file nor a folder`,
      'Point the link at an existing file of the site, or remove it.',
    ),
  };
}

/**
 * The problems of every link below `content/` and the site's docs and static folders (`dirs`,
 * relative to `root`, which may lie outside `content/`). serve passes the files changed since its
 * last build (`changed`, when none was added or removed): while none of them is a link, the last scan holds.
 * `enter` names, by folder, which of its folders are read (those a build reads from).
 */
export async function contentLinkProblems(
  root: string,
  dirs: string[],
  changed?: ReadonlySet<string>,
  enter?: Map<string, EnterFolder>,
): Promise<Problem[]> {
  const last = lastScans.get(root);
  if (last && changed && ![...changed].some((path) => last.links.has(path))) return last.problems;
  // Each folder once: one inside another is scanned with it; the site folder itself is not (its dependencies, its output).
  const folders = [...new Set(['content', ...dirs])].filter(
    (dir) =>
      !['', '.'].includes(dir) &&
      !['content', ...dirs].some((other) => other !== dir && !['', '.'].includes(other) && dir.startsWith(`${other}/`)),
  );
  const scans = await Promise.all(folders.map((dir) => siteFiles(root, join(root, dir), enter?.get(dir))));
  const problems = scans.flatMap((scan) => scan.problems);
  lastScans.set(root, { problems, links: new Set(scans.flatMap((scan) => scan.links)) });
  return problems;
}

const lastScans = new Map<string, { problems: Problem[]; links: Set<string> }>();
