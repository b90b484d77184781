import { join } from 'node:path';
import { checkSite } from '../analyze.ts';
import { loadSite } from '../load-site.ts';
import { DocsgenError, Interrupted, formatProblem, inReadingOrder, type Problem } from '../errors.ts';
import { createLogger, formatMs, silentLogger } from '../log.ts';
import type { Io } from './io.ts';
import { warningSummary } from './warning-summary.ts';

export interface CheckCommandOptions {
  root: string;
  format: 'text' | 'json';
  external: boolean;
  strict: boolean;
}

/** Every validation of the build, without writing anything: load the site, check it, report. */
export async function runCheck(options: CheckCommandOptions, io: Io, verbose: boolean): Promise<number> {
  const found = await findProblems(options, io, verbose);
  const errors = found.problems.filter((p) => p.severity === 'error');
  if (options.format === 'json') reportJson(found, options.external, io);
  else reportText(found, options.external, io);
  if (verbose && errors.length) io.stderr('(check does not write the site)\n');
  return errors.length > 0 ? found.exitCode : 0;
}

interface Found {
  problems: Problem[];
  /** External links by host (`--external`). */
  external: Record<string, number>;
  /** The exit code when there are errors. */
  exitCode: number;
}

async function findProblems(options: CheckCommandOptions, io: Io, verbose: boolean): Promise<Found> {
  try {
    // Its steps on stderr, as build's: checking a large site takes a while. JSON output is for tools.
    const log = options.format === 'text' ? createLogger(io.stderr, verbose, io.terminal) : silentLogger;
    const runtime = { log, signal: io.interrupted };
    const start = performance.now();
    log.info(`docsgen check: ${options.root}`);
    const site = await loadSite(options.root, {}, runtime);
    // The last `docsgen build` into the default folder tells which published pages are gone.
    const previousOutput = join(options.root, 'build');
    const analysis = await checkSite(site, { strict: options.strict, previousOutput }, runtime);
    log.info(`checked ${analysis.compiled.size} pages in ${formatMs(performance.now() - start)}`);
    const external = options.external
      ? externalHosts(
          [...analysis.pageLinks.values()].flatMap((links) =>
            links.filter((l) => l.kind === 'external').map((l) => l.resolvedHref ?? l.href),
          ),
        )
      : {};
    return { problems: inReadingOrder(analysis.problems.list), external, exitCode: 1 };
  } catch (error) {
    if (options.format === 'text' || error instanceof Interrupted) throw error;
    // Tools reading the JSON get a document whatever happened, and the exit code of the text output.
    const internal: Problem = {
      file: '',
      code: 'internal',
      severity: 'error',
      message: (error as Error).message,
      hint: 'This is a bug in docsgen if the message does not point at your content.',
    };
    if (error instanceof DocsgenError) return { problems: error.problems, external: {}, exitCode: error.exitCode };
    return { problems: [internal], external: {}, exitCode: 1 };
  }
}

function reportJson({ problems, external }: Found, withExternal: boolean, io: Io): void {
  const errors = problems.filter((p) => p.severity === 'error').length;
  const document = {
    ok: errors === 0,
    errors,
    warnings: problems.length - errors,
    problems,
    ...(withExternal ? { externalHosts: external } : {}),
  };
  io.stdout(`${JSON.stringify(document, null, 2)}\n`);
}

function reportText({ problems, external }: Found, withExternal: boolean, io: Io): void {
  for (const p of problems) io.stderr(`${formatProblem(p)}\n`);
  if (withExternal) {
    io.stdout('External links by host:\n');
    for (const [host, count] of Object.entries(external).sort((a, b) => b[1] - a[1]))
      io.stdout(`  ${String(count).padStart(5)}  ${host}\n`);
  }
  const errors = problems.filter((p) => p.severity === 'error').length;
  const warnings = problems.filter((p) => p.severity === 'warning');
  io.stderr(
    `${errors} error${errors === 1 ? '' : 's'}, ${warnings.length > 0 ? warningSummary(warnings).replace(/ \(docsgen check lists them\)$/, '') : '0 warnings'}\n`,
  );
}

function externalHosts(hrefs: string[]): Record<string, number> {
  const hosts: Record<string, number> = {};
  for (const href of hrefs) {
    let host: string;
    try {
      host =
        href.startsWith('mailto:') || href.startsWith('tel:')
          ? href.split(':')[0]
          : new URL(href.startsWith('//') ? `https:${href}` : href).host;
    } catch {
      host = '(invalid URL)';
    }
    hosts[host] = (hosts[host] ?? 0) + 1;
  }
  return hosts;
}
