/**
 * Where a site's files are: the docs folder, the static folders and the sidebars file. A docsgen
 * site keeps them in `content/`; a folder shaped like a Docusaurus site (`docs/`, `static/`,
 * `sidebars.js`) is read where it is, so existing docs build without moving a file.
 */
import { access } from 'node:fs/promises';
import { join, posix } from 'node:path';

export interface SiteLayout {
  /** The docs folder, relative to the site folder, with `/` separators and no trailing slash (`content/docs`). */
  docs: string;
  /** The static folders, in order of precedence (a file of the first wins). */
  static: string[];
  /** The sidebars file, relative to the site folder; none: sidebars are made from the docs' folders. */
  sidebars?: string;
  /** Glob patterns of files of the docs folder that are not pages. */
  exclude: string[];
  /** Where the docs folder is in the repository (`''`: its root), when the site names a repository. */
  docsInRepository?: string;
}

/** The part of the config that places files (validated already). */
export interface LayoutConfig {
  docs: { path?: string; sidebarPath?: string | false; exclude: string[] };
  staticDirectories?: string[];
  repository?: { docsPath?: string };
}

const SIDEBAR_FILES = [
  'content/sidebars.yaml',
  'content/sidebars.yml',
  'sidebars.js',
  'sidebars.ts',
  'sidebars.cjs',
  'sidebars.mjs',
  'sidebars.json',
  'sidebars.yaml',
];

/** The layout the config names, without looking at the disk: docsgen's own folders where it names none. */
export function declaredLayout(config: LayoutConfig): SiteLayout {
  const docs = clean(config.docs.path ?? 'content/docs');
  return {
    docs,
    static: (config.staticDirectories ?? ['content/static']).map(clean),
    sidebars:
      typeof config.docs.sidebarPath === 'string'
        ? clean(config.docs.sidebarPath)
        : config.docs.sidebarPath === false
          ? undefined
          : 'content/sidebars.yaml',
    exclude: config.docs.exclude,
    docsInRepository: config.repository ? clean(config.repository.docsPath ?? docs) : undefined,
  };
}

/** The layout of the site folder `root`: what the config names, else what is there. */
export async function resolveLayout(root: string, config: LayoutConfig): Promise<SiteLayout> {
  const declared = declaredLayout(config);
  const docusaurusShaped =
    !config.docs.path && !(await exists(join(root, 'content/docs'))) && (await exists(join(root, 'docs')));
  const docs = docusaurusShaped ? 'docs' : declared.docs;
  const staticDirs = config.staticDirectories
    ? declared.static
    : docusaurusShaped || !(await exists(join(root, 'content/static')))
      ? await existing(root, ['content/static', 'static'], 'content/static')
      : declared.static;
  const sidebars = config.docs.sidebarPath === undefined ? await firstExisting(root, SIDEBAR_FILES) : declared.sidebars;
  return {
    ...declared,
    docs,
    static: staticDirs,
    sidebars,
    docsInRepository: config.repository ? clean(config.repository.docsPath ?? docs) : undefined,
  };
}

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

async function firstExisting(root: string, candidates: string[]): Promise<string | undefined> {
  for (const candidate of candidates) if (await exists(join(root, candidate))) return candidate;
  return undefined;
}

async function existing(root: string, candidates: string[], fallback: string): Promise<string[]> {
  const found = await firstExisting(root, candidates);
  return [found ?? fallback];
}

/** `./docs/` → `docs`; `..` stays (a monorepo's docs may sit above the site folder). */
function clean(path: string): string {
  const normalized = posix.normalize(path.split('\\').join('/')).replace(/\/+$/, '');
  return normalized === '.' ? '' : normalized.replace(/^\.\//, '');
}
