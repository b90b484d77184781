/**
 * Folders and files a build makes beside others for its own use (a staging output, a held copy of
 * a kept version, a cache entry being written) are removed by that build; a build killed outright
 * (SIGKILL, a cancelled CI job, a machine stopped) leaves them. Their names carry their owner (see
 * ownedName): the next build removes one whose owner process is gone at once, and leaves one whose
 * owner still runs. Only a name whose owner cannot be checked (made on another machine, as in a
 * restored CI cache, or by an older docsgen) falls back to its age: no build runs an hour.
 */
import { createHash, randomBytes } from 'node:crypto';
import { readdir, rm, stat } from 'node:fs/promises';
import { hostname } from 'node:os';
import { join } from 'node:path';
// The lock is the owner's process id: the one place src/ reads it (bin/ owns everything else of the process).
import { kill, pid } from 'node:process';

export const STALE_AFTER_MS = 60 * 60_000;

/** An unfinished write's name, as src/node/util/write-file.ts makes them. */
export const isPartialWrite = (name: string): boolean => name.endsWith('.tmp');

const THIS_HOST = createHash('sha1').update(hostname()).digest('hex').slice(0, 6);
/** `<host>-<pid>-<random>`, found anywhere in a name (a staging folder's `.old` twin included). */
const OWNER = /([0-9a-f]{6})-(\d+)-[0-9a-f]{8}/g;

/** A unique name part that says which process on which machine made the entry: its lock. */
export function ownedName(processId = pid): string {
  return `${THIS_HOST}-${processId}-${randomBytes(4).toString('hex')}`;
}

export type Owner = 'alive' | 'gone' | 'unknown';

/** Whether the process named in `name` still runs (`unknown`: no owner in the name, or another machine's). */
export function ownerOf(name: string, isRunning = processRuns): Owner {
  const found = [...name.matchAll(OWNER)].at(-1);
  if (!found || found[1] !== THIS_HOST) return 'unknown';
  return isRunning(Number(found[2])) ? 'alive' : 'gone';
}

function processRuns(processId: number): boolean {
  try {
    kill(processId, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Removes the entries of `parent` whose names start with `match` (or pass it) and whose owner is
 * gone; those whose owner cannot be checked once they are older than STALE_AFTER_MS before `now`.
 */
export async function removeStale(
  parent: string,
  match: string | ((name: string) => boolean),
  now = Date.now(),
): Promise<void> {
  const matches = typeof match === 'string' ? (name: string) => name.startsWith(match) : match;
  const names = (await readdir(parent).catch(() => [] as string[])).filter(matches);
  for (const name of names) {
    const owner = ownerOf(name);
    if (owner === 'alive') continue;
    if (owner === 'unknown') {
      const info = await stat(join(parent, name)).catch(() => undefined);
      if (!info || info.mtimeMs >= now - STALE_AFTER_MS) continue;
    }
    await rm(join(parent, name), { recursive: true, force: true }).catch(() => undefined);
  }
}
