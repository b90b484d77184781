/**
 * Folders a build makes beside others for its own use (a staging output, a held copy of a kept
 * version, a cache entry being written) are removed by that build; a build killed outright
 * (SIGKILL, a cancelled CI job, a machine stopped) leaves them. No build runs this long, so
 * older ones are removed by the next.
 */
import { readdir, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';

export const STALE_AFTER_MS = 60 * 60_000;

/** An unfinished write's name, as src/node/util/write-file.ts makes them. */
export const isPartialWrite = (name: string): boolean => name.endsWith('.tmp');

/**
 * Removes the entries of `parent` whose names start with `match` (or pass it), last changed more
 * than STALE_AFTER_MS before `now`.
 */
export async function removeStale(parent: string, match: string | ((name: string) => boolean), now = Date.now()): Promise<void> {
  const matches = typeof match === 'string' ? (name: string) => name.startsWith(match) : match;
  const names = (await readdir(parent).catch(() => [] as string[])).filter(matches);
  for (const name of names) {
    const info = await stat(join(parent, name)).catch(() => undefined);
    if (info && info.mtimeMs < now - STALE_AFTER_MS) await rm(join(parent, name), { recursive: true, force: true }).catch(() => undefined);
  }
}
