/**
 * The command line: parses arguments into typed options and calls the commands. Returns the
 * exit code; only bin/docsgen.js touches the process.
 */
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { resolve } from 'node:path';
import { runBuild } from './build.ts';
import { runCheck } from './check.ts';
import { runServe } from './serve.ts';
import { runVersion } from './version.ts';
import { runInit } from './init.ts';
import { DocsgenError, Interrupted, formatProblem } from '../errors.ts';
import type { Io } from './io.ts';
import { BASE_URL_EXPECTED, BASE_URL_FORM } from '../config/schema.ts';
import { systemErrorMessage } from './system-errors.ts';

export { Interrupted };

export type { Io } from './io.ts';

export async function main(argv: string[], io: Io): Promise<number> {
  let exitCode = 0;
  const program = new Command('docsgen')
    .description('Build, serve and check a documentation site (site.config.ts + content/).')
    .option('--verbose', 'show stack traces and debug output')
    .exitOverride()
    .configureOutput({ writeOut: io.stdout, writeErr: io.stderr });

  const verbose = () => Boolean(program.opts().verbose);
  const commands: CommandContext = {
    program,
    io,
    root: (value) => resolve(io.cwd, value ?? '.'),
    verbose,
    run:
      (command, stopped = 'docsgen: stopped.') =>
      async () => {
        exitCode = await report(command, io, verbose(), stopped);
      },
  };
  addBuildCommand(commands);
  addServeCommand(commands);
  addCheckCommand(commands);
  addInitCommand(commands);
  addVersionCommand(commands);

  try {
    await program.parseAsync(argv, { from: 'user' });
  } catch (error) {
    if (error instanceof CommanderError) return error.exitCode === 0 ? 0 : 2;
    throw error;
  }
  return exitCode;
}

/** What each command's registration needs from `main`: the program, the io and the shared helpers. */
interface CommandContext {
  program: Command;
  io: Io;
  /** The folder a `--root` or `[dir]` value names, taken from the working directory. */
  root: (value: string | undefined) => string;
  /** Whether `--verbose` was given; read when the command runs, after parsing. */
  verbose: () => boolean;
  /** Wraps a command so its exit code reaches `main`; `stopped`: what the user is told after Ctrl+C. */
  run: (command: () => Promise<number>, stopped?: string) => () => Promise<void>;
}

function addBuildCommand({ program, io, root, verbose, run }: CommandContext): void {
  program
    .command('build')
    .description('build the static site into the output folder')
    .option('--root <dir>', 'site folder holding site.config.ts and content/', '.')
    .option('--out <dir>', 'output folder (a relative path is taken from --root)', 'build')
    .addOption(
      new Option('--base-url <path>', 'serve the site under this path (overrides baseUrl)').argParser(parseBaseUrl),
    )
    .option('--no-search', 'skip the search index')
    .option('--no-cache', 'build everything anew, ignoring .docsgen/cache and the kept client bundle')
    .option('--strict', 'fail on warnings too (pages in no sidebar, links to redirects, ...)')
    .option('--no-images', 'publish images as they are, without responsive sizes')
    .action(
      (opts: {
        root: string;
        out: string;
        baseUrl?: string;
        search: boolean;
        cache: boolean;
        strict?: boolean;
        images: boolean;
      }) =>
        run(
          () =>
            runBuild(
              {
                root: root(opts.root),
                outDir: resolve(io.cwd, opts.root, opts.out),
                baseUrl: opts.baseUrl,
                search: opts.search,
                cache: opts.cache,
                strict: Boolean(opts.strict),
                images: opts.images,
              },
              io,
              verbose(),
            ),
          'docsgen: stopped. Nothing was written to the output folder.',
        )(),
    );
}

function addServeCommand({ program, io, root, verbose, run }: CommandContext): void {
  program
    .command('serve')
    .description('build, serve on localhost, rebuild and reload on changes')
    .option('--root <dir>', 'site folder holding site.config.ts and content/', '.')
    .addOption(new Option('--port <port>', 'port').default(3000).argParser(parsePort))
    .option('--host <host>', 'host to listen on', '127.0.0.1')
    .option('--no-watch', 'serve without watching for changes')
    .addOption(
      new Option(
        '--allowed-hosts <names>',
        'host names besides localhost and --host that requests may address, comma-separated (.example.com: the domain and its subdomains)',
      ).argParser(parseHostNames),
    )
    .action((opts: { root: string; port: number; host: string; watch: boolean; allowedHosts?: string[] }) =>
      run(() =>
        runServe(
          {
            root: root(opts.root),
            port: opts.port,
            host: opts.host,
            watch: opts.watch,
            allowedHosts: opts.allowedHosts,
          },
          io,
          verbose(),
        ),
      )(),
    );
}

function addCheckCommand({ program, io, root, verbose, run }: CommandContext): void {
  program
    .command('check')
    .description('run every validation of the build without writing the site')
    .option('--root <dir>', 'site folder holding site.config.ts and content/', '.')
    .addOption(new Option('--format <format>', 'output format').choices(['text', 'json']).default('text'))
    .option('--external', 'list external links by host (no network needed)')
    .option('--strict', 'fail on warnings too (pages in no sidebar, links to redirects, ...)')
    .action((opts: { root: string; format: 'text' | 'json'; external?: boolean; strict?: boolean }) =>
      run(
        () =>
          runCheck(
            {
              root: root(opts.root),
              format: opts.format,
              external: Boolean(opts.external),
              strict: Boolean(opts.strict),
            },
            io,
            verbose(),
          ),
        'docsgen: stopped before the check finished.',
      )(),
    );
}

function addInitCommand({ program, io, root, run }: CommandContext): void {
  program
    .command('init [dir]')
    .description('write a starter site (site.config.ts and a first page) into a folder')
    .option('--title <title>', "the site's title (default: from the folder's name)")
    .option('--url <url>', 'the address the site will be published at', 'https://example.com')
    .action((dir: string | undefined, opts: { title?: string; url: string }) =>
      run(() => runInit({ dir: root(dir), title: opts.title, url: opts.url }, io))(),
    );
}

function addVersionCommand({ program, io, root, run }: CommandContext): void {
  program
    .command('version <name>')
    .description('freeze the current docs as a version, served at /docs/<name>/ (e.g. when a release goes out)')
    .option('--root <dir>', 'site folder holding site.config.ts and content/', '.')
    .action((name: string, opts: { root: string }) => run(() => runVersion({ root: root(opts.root), name }, io))());
}

async function report(command: () => Promise<number>, io: Io, verbose: boolean, stopped: string): Promise<number> {
  try {
    return await command();
  } catch (error) {
    if (error instanceof Interrupted) {
      io.stderr(`\n${stopped}\n`);
      return 130;
    }
    if (error instanceof DocsgenError) {
      // A failed command carries its errors only (`check` lists the warnings too).
      const count = error.problems.length;
      io.stderr(`${error.problems.map(formatProblem).join('\n')}\n\n${count} error${count === 1 ? '' : 's'}\n`);
      if (verbose) io.stderr(`${error.stack}\n`);
      return error.exitCode;
    }
    const cause = await systemErrorMessage(error);
    io.stderr(`docsgen: ${cause ?? (error as Error).message}\n`);
    if (verbose) io.stderr(`${(error as Error).stack}\n`);
    else if (cause) return 1;
    else io.stderr('Run again with --verbose for the stack trace.\n');
    return 1;
  }
}

function parsePort(value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) throw new InvalidArgumentError('expected a number from 0 to 65535.');
  return port;
}

function parseHostNames(value: string): string[] {
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const bad = names.find((name) => !/^\.?[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)*$/.test(name));
  if (bad !== undefined || names.length === 0)
    throw new InvalidArgumentError(
      `expected host names separated by commas, such as docs.example.com or .example.com${bad ? ` (not ${bad})` : ''}.`,
    );
  return names;
}

/** `docs-site` and `/docs-site` are taken as `/docs-site/`; then only BASE_URL_FORM passes. */
function parseBaseUrl(value: string): string {
  const trimmed = value.replace(/^\/*|\/*$/g, '');
  const base = trimmed ? `/${trimmed}/` : '/';
  if (!BASE_URL_FORM.test(base)) throw new InvalidArgumentError(`expected ${BASE_URL_EXPECTED}.`);
  return base;
}
