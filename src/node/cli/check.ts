import { join } from 'node:path';
import { analyzeSite } from '../analyze.ts';
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

/** Every validation of the build, without writing anything. */
export async function runCheck(options: CheckCommandOptions, io: Io, verbose: boolean): Promise<number> {
  let problems: Problem[];
  let external: Record<string, number> = {};
  let exitCode = 1;
  try {
    // Its steps on stderr, as build's: checking a large site takes a while. JSON output is for tools.
    const log = options.format === 'text' ? createLogger(io.stderr, verbose, io.terminal) : silentLogger;
    const start = performance.now();
    log.info(`docsgen check: ${options.root}`);
    // The last `docsgen build` into the default folder tells which published pages are gone.
    const analysis = await analyzeSite({
      root: options.root,
      log,
      signal: io.interrupted,
      previousOutput: join(options.root, 'build'),
      strict: options.strict,
    });
    log.info(`checked ${analysis.compiled.size} pages in ${formatMs(performance.now() - start)}`);
    problems = inReadingOrder(analysis.problems.list);
    if (options.external)
      external = externalHosts(
        [...analysis.pageLinks.values()].flatMap((links) =>
          links.filter((l) => l.kind === 'external').map((l) => l.resolvedHref ?? l.href),
        ),
      );
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
    problems = error instanceof DocsgenError ? error.problems : [internal];
    if (error instanceof DocsgenError) exitCode = error.exitCode;
  }
  const errors = problems.filter((p) => p.severity === 'error');
  if (options.format === 'json') {
    io.stdout(
      `${JSON.stringify({ ok: errors.length === 0, errors: errors.length, warnings: problems.length - errors.length, problems, ...(options.external ? { externalHosts: external } : {}) }, null, 2)}\n`,
    );
  } else {
    for (const p of problems) io.stderr(`${formatProblem(p)}\n`);
    if (options.external) {
      io.stdout('External links by host:\n');
      for (const [host, count] of Object.entries(external).sort((a, b) => b[1] - a[1]))
        io.stdout(`  ${String(count).padStart(5)}  ${host}\n`);
    }
    const warnings = problems.filter((p) => p.severity === 'warning');
    io.stderr(
      `${errors.length} error${errors.length === 1 ? '' : 's'}, ${warnings.length > 0 ? warningSummary(warnings).replace(/ \(docsgen check lists them\)$/, '') : '0 warnings'}\n`,
    );
  }
  if (verbose && errors.length) io.stderr('(check does not write the site)\n');
  return errors.length > 0 ? exitCode : 0;
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
