/** Last update time and author of every file, read from git history in one pass; authors by the repository's `.mailmap` (`%aN`), as `git log` shows them. */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface LastUpdate {
  /** Seconds since the epoch (committer time). */
  timestamp: number;
  author: string;
}

/** Maps paths relative to `root` to their newest commit; empty when git is unavailable. */
export async function readLastUpdates(root: string, dir = 'content'): Promise<Map<string, LastUpdate>> {
  const updates = new Map<string, LastUpdate>();
  let stdout: string;
  try {
    ({ stdout } = await run(
      'git',
      ['-C', root, 'log', '--format=%x00%ct%x09%aN', '--name-only', '--relative', '--no-renames', '--', dir],
      { maxBuffer: 256 * 1024 * 1024 },
    ));
  } catch {
    return updates;
  }
  for (const block of stdout.split('\0')) {
    const [header, ...files] = block.split('\n');
    if (!header) continue;
    const [time, author] = header.split('\t');
    const update = { timestamp: Number(time), author: author ?? '' };
    for (const file of files) {
      if (file && !updates.has(file)) updates.set(file, update);
    }
  }
  return updates;
}
