/** `node --import tsx bench/lighthouse-site.ts`: builds the DataHub site and prints the Lighthouse table. */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildSite } from '../src/node/build.ts';
import { MAIN_ROOT } from './site-files.ts';
import { lighthouseTable, runLighthouse } from './lighthouse.ts';

export async function lighthouseOfSite(): Promise<string> {
  const out = await mkdtemp(join(tmpdir(), 'docsgen-lighthouse-'));
  try {
    await buildSite({ root: MAIN_ROOT, outDir: join(out, 'build') });
    return lighthouseTable(await runLighthouse(join(out, 'build')));
  } finally {
    await rm(out, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await lighthouseOfSite());
