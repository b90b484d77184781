import { buildSite } from '../build.ts';
import { createLogger, formatMs } from '../log.ts';
import { formatProblem } from '../errors.ts';
import { outputFolder } from '../output/safe-output.ts';
import type { Io } from './io.ts';
import { warningSummary } from './warning-summary.ts';

export interface BuildCommandOptions {
  root: string;
  outDir: string;
  baseUrl?: string;
  search: boolean;
  cache: boolean;
  strict: boolean;
  /** `false`: images are published without responsive sizes (`--no-images`). */
  images?: boolean;
}

const SHOWN_WARNINGS = new Set(['page-gone', 'cache-damaged']);

export async function runBuild(options: BuildCommandOptions, io: Io, verbose: boolean): Promise<number> {
  const log = createLogger(io.stderr, verbose, io.terminal);
  const start = performance.now();
  log.info(`docsgen build: ${options.root}`);
  const outDir = await outputFolder(options.outDir);
  // The only build of this process: esbuild's helper and garbage may go between its steps.
  const runtime = { log, signal: io.interrupted, soleBuild: true, collectGarbage: io.collectGarbage };
  const result = await buildSite({ ...options, outDir }, runtime);
  // A published page gone without a redirect, or a damaged cache, concerns this very build: shown, not only counted.
  for (const warning of result.warnings)
    (SHOWN_WARNINGS.has(warning.code) ? log.info : log.debug)(formatProblem(warning));
  if (result.warnings.length > 0) log.info(warningSummary(result.warnings));
  if (result.repositoryLinks)
    log.info(
      `${result.repositoryLinks} link${result.repositoryLinks === 1 ? ' leads' : 's lead'} to files of the repository, not of the site (source code, folders)`,
    );
  log.info(`built ${result.pages} pages into ${options.outDir} in ${formatMs(performance.now() - start)}`);
  return 0;
}
