/**
 * Watches the site and the engine's templates and client code; batches changes and says
 * what kind of rebuild they need.
 */
import { watch, type FSWatcher } from 'chokidar';
import { relative, sep } from 'node:path';

/** `content`: rebuild in the running worker (only what changed re-renders); `restart`: new worker. */
export type ChangeKind = 'content' | 'restart';

export function classifyChange(path: string, root: string): ChangeKind {
  const inSite = relative(root, path).split(sep).join('/');
  if (!inSite.startsWith('..') && inSite.startsWith('content/')) return 'content';
  return 'restart';
}

/**
 * Resolves once the initial scan is done: changes made before that would be missed. Each batch
 * says whether a file or folder was added or removed in it (`structural`), not only changed.
 */
export async function watchSite(paths: string[], onBatch: (changed: string[], structural: boolean) => void, debounceMs = 20): Promise<FSWatcher> {
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
