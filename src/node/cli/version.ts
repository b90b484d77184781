import { snapshotVersion } from '../snapshot.ts';
import type { Io } from './io.ts';

/** Freezes the current docs as version `name`. */
export async function runVersion(options: { root: string; name: string }, io: Io): Promise<number> {
  const result = await snapshotVersion(options.root, options.name);
  io.stdout(
    `froze ${result.pages} pages (${result.generated} generated) as version ${options.name} in ${result.dir}\n`,
  );
  io.stdout(`The current docs stay at /docs/…; this version is served at /docs/${options.name}/….\n`);
  return 0;
}
