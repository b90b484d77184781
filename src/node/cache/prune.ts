/**
 * The one pruning rule of every cache kind: a full build removes the entries that neither it nor
 * the full build before it used, except those written since it started (a build running beside it
 * may have written them and still need them). So a cache holds at most two builds' worth: a site
 * whose builds alternate between two base URLs (a preview under a sub-path, the root deploy) keeps
 * both builds' entries.
 *
 * An entry's time says when it was last used: writing sets it, and reading it through verified.ts
 * sets it again (`markUsed`). An entry is a file (files named by one key, such as a compiled page's
 * `<key>.json` and `<key>.html`, are one entry), or a folder holding a manifest (verified.ts) or
 * named by a cache key (40 hexadecimal characters at the end of its name); other folders only group
 * entries and are walked.
 */
import { existsSync, readdirSync, statSync, utimesSync, type Dirent } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { writeFileWhole } from '../util/write-file.ts';
import { isPartialWrite, removeStale } from '../util/stale.ts';

/** Where a cache folder records when its last pruning build started. */
const LAST_BUILD = 'last-build.json';
/** A manifest names a folder entry (verified.ts). */
const MANIFEST = 'manifest.entry';
/** Times within this much of the limit count as used: some file systems keep times to the second or two. */
const CLOCK_SLACK_MS = 2000;

/**
 * Sets the entry's time to now: it was used. Never fails (an entry removed meanwhile is simply gone).
 * At once, as entries are read (verified.ts): a warm build marks thousands.
 */
export function markUsed(path: string): void {
  const now = new Date();
  try {
    utimesSync(path, now, now);
  } catch {
    // Gone meanwhile: nothing to keep.
  }
}

/** A pruning under way: the entries found unused so far, removed by `finish`. */
export interface Pruning {
  /** Removes the entries found unused that are still unused, and records the build's start. Returns how many went. */
  finish(): Promise<number>;
}

/**
 * Applies the rule to the cache folder `dir` for a full build that started at `startedAt` (ms
 * since the epoch). The folder is walked now, while the build's last steps run (the walk stats
 * every entry: some 15 000 files at 3000 pages); an entry those steps use meanwhile is marked, and
 * `finish` looks at each one found unused again before removing it.
 */
export function startPruning(dir: string, startedAt: number): Pruning {
  const found = (async () => {
    const before = Math.min((await lastStart(dir)) ?? startedAt, startedAt) - CLOCK_SLACK_MS;
    const folders: string[] = [];
    return { before, folders, unused: unusedEntries(dir, before, folders) };
  })();
  // A build that fails before `finish` leaves its pruning: no unhandled rejection then.
  found.catch(() => undefined);
  return {
    async finish() {
      const { before, folders, unused } = await found;
      const still = unused.filter((paths) => !usedSince(paths, before));
      await Promise.all(still.flat().map((path) => rm(path, { recursive: true, force: true })));
      // Writes left unfinished by a process that is gone, in every folder that groups entries.
      await Promise.all(folders.map((folder) => removeStale(folder, isPartialWrite)));
      await writeFileWhole(join(dir, LAST_BUILD), JSON.stringify({ startedAt }));
      return still.length;
    },
  };
}

/** The rule applied at once (`startPruning` then `finish`). */
export function pruneUnused(dir: string, startedAt: number): Promise<number> {
  return startPruning(dir, startedAt).finish();
}

/** The start of the last build that pruned `dir`; none when there was none, or its record is unreadable (then only this build's entries count). */
async function lastStart(dir: string): Promise<number | undefined> {
  const text = await readFile(join(dir, LAST_BUILD), 'utf8').catch(() => undefined);
  try {
    const value = text === undefined ? undefined : (JSON.parse(text) as { startedAt?: unknown }).startedAt;
    return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The entries below `dir` last used before `before`, each as its paths; `folders` receives the
 * folders walked. Synchronous: a cache of
 * 3000 pages is some 10 000 files, and one stat at a time through the thread pool took longer.
 */
function unusedEntries(dir: string, before: number, folders: string[]): string[][] {
  const top = folders.length === 0;
  folders.push(dir);
  const files = new Map<string, string[]>();
  const unused: string[][] = [];
  for (const entry of listing(dir)) {
    const { name } = entry;
    if ((top && name === LAST_BUILD) || isPartialWrite(name)) continue;
    const path = join(dir, name);
    if (!entry.isDirectory()) files.set(entryName(name), [...(files.get(entryName(name)) ?? []), path]);
    else if (isFolderEntry(path, name)) {
      if (!usedSince([join(path, MANIFEST), path], before)) unused.push([path]);
    } else unused.push(...unusedEntries(path, before, folders));
  }
  for (const paths of files.values()) if (!usedSince(paths, before)) unused.push(paths);
  return unused;
}

function listing(dir: string): Dirent[] {
  try {
    return readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
}

/** Files named by the same key (`<key>.json` and `<key>.html`) are one entry; any other file is its own. */
function entryName(file: string): string {
  const dot = file.indexOf('.');
  const stem = dot < 0 ? file : file.slice(0, dot);
  return KEYED.test(stem) ? stem : file;
}

/** A cache key's length (key.ts) at the end of a name. */
const KEYED = /[0-9a-f]{40}$/;

function isFolderEntry(path: string, name: string): boolean {
  return KEYED.test(name) || existsSync(join(path, MANIFEST));
}

/** Whether one of an entry's paths was used since `before` (a folder entry's own time, or its manifest's: reading the manifest marks it). */
function usedSince(paths: string[], before: number): boolean {
  return paths.some((path) => (statSync(path, { throwIfNoEntry: false })?.mtimeMs ?? 0) >= before);
}
