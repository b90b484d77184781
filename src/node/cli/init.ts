import { writeStarter } from '../init/starter.ts';
import type { Io } from './io.ts';

/** Writes a starter site into `dir`. */
export async function runInit(options: { dir: string; title?: string; url?: string }, io: Io): Promise<number> {
  const files = await writeStarter(options);
  io.stdout(`wrote ${files.join(' and ')} in ${options.dir}\n`);
  io.stdout(`Next: cd ${options.dir} && npx docsgen serve\n`);
  return 0;
}
