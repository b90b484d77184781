/**
 * Watches the site and the engine's templates and client code; batches changes and says
 * what kind of rebuild they need.
 */
import { watch, type FSWatcher } from 'chokidar';
import { relative, sep } from 'node:path';

/** `content`: rebuild in the running worker (only what changed re-renders); `restart`: new worker. */
export type ChangeKind = 'content' | 'restart';

/**
 * `contentPaths`: the folders and files of the site's content (`content/`, and the docs, static
 * and sidebars paths the config names), relative to the site folder.
 */
export function classifyChange(path: string, root: string, contentPaths: string[] = ['content']): ChangeKind {
  const inSite = relative(root, path).split(sep).join('/');
  if (inSite === 'site.config.ts') return 'restart';
  const inContent = contentPaths.some((content) => {
    const within = relative(content, inSite).split(sep).join('/');
    return within === '' || (!within.startsWith('..') && !within.startsWith('/'));
  });
  return inContent ? 'content' : 'restart';
}

/** What serve watches as content: `content/`, and the docs, static folders and sidebars file wherever the config puts them. */
export function contentPaths(layout: { docs: string; static: string[]; sidebars?: string }): string[] {
  return [...new Set(['content', layout.docs || '.', ...layout.static, ...(layout.sidebars ? [layout.sidebars] : [])])];
}

/**
 * Resolves once the initial scan is done: changes made before that would be missed. Each batch
 * says whether a file or folder was added or removed in it (`structural`), not only changed.
 */
export async function watchSite(
  paths: string[],
  onBatch: (changed: string[], structural: boolean) => void,
  debounceMs = 20,
): Promise<FSWatcher> {
  const pending = new Set<string>();
  let structural = false;
  let timer: NodeJS.Timeout | undefined;
  const watcher = watch(paths, {
    ignoreInitial: true,
    ignored: (path) => /(^|[/\\])(node_modules|\.git|build|\.docsgen)([/\\]|$)/.test(path),
    // Editors write in several steps; wait until the file has been stable for a moment.
    awaitWriteFinish: { stabilityThreshold: 20, pollInterval: 10 },
  });
  watcher.on('all', (event, path) => {
    pending.add(path);
    structural ||= event !== 'change';
    clearTimeout(timer);
    timer = setTimeout(() => {
      const batch = [...pending];
      const added = structural;
      pending.clear();
      structural = false;
      onBatch(batch, added);
    }, debounceMs);
  });
  await new Promise<void>((ready) => watcher.once('ready', () => ready()));
  return watcher;
}
