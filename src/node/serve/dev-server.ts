/**
 * `docsgen serve`: an HTTP server over the output folder, a build worker, a watcher, and
 * live reload. Build errors go to the terminal and to an overlay in the browser; the server
 * keeps running.
 */
import { fork, type ChildProcess, type StdioOptions } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { join, relative, sep } from 'node:path';
import { mkdir, rm } from 'node:fs/promises';
import { serveStatic } from './static.ts';
import { LiveReload, EVENTS_PATH, FEEDBACK_PATH, CLIENT_SCRIPT } from './livereload.ts';
import { printFeedback } from './feedback-sink.ts';
import { HostCheck } from './host-check.ts';
import { classifyChange, contentPaths, watchSite } from './watch.ts';
import { WarningTracker } from './fresh-warnings.ts';
import type { WorkerReply, WorkerRequest } from './worker.ts';
import { ConfigError, formatProblem, problem } from '../errors.ts';
import { formatMs, type Logger } from '../log.ts';
import { resolveSiteConfig } from '../load-site.ts';
import { engineRoot } from '../engine-root.ts';
import { engineBundle, engineSourceFingerprint } from '../util/engine-bundle.js';

export interface ServeOptions {
  root: string;
  port: number;
  host: string;
  watch: boolean;
  log: Logger;
  /** Host names besides this server's own that requests may address (src/node/serve/host-check.ts). */
  allowedHosts?: string[];
}

export interface DevServer {
  url: string;
  close(): Promise<void>;
  /** Resolves after the next build finished (tests wait on it). */
  nextBuild(): Promise<WorkerReply>;
}

export async function startDevServer(options: ServeOptions): Promise<DevServer> {
  const outDir = join(options.root, '.docsgen', 'serve');
  // The worker loads the whole site; this process needs only where to serve it and what to watch.
  const { config, baseUrl } = await resolveSiteConfig(options.root);
  const reload = new LiveReload();
  // A page asked for before the server is ready (first build done, watcher on) waits for it
  // rather than finding nothing, or an edit made right after going unseen.
  let ready!: () => void;
  const whenReady = new Promise<void>((done) => (ready = done));
  const server = createSiteServer(options, { outDir, baseUrl, reload, whenReady });
  // The port first: taken, it fails at once, before a build and before the folder of a
  // server already running there is emptied.
  await listen(server, options.port, options.host);
  const builder = new Builder(options.root, outDir, options.log, reload);
  let watcher: SiteWatcher | undefined;
  try {
    await rm(outDir, { recursive: true, force: true });
    await mkdir(outDir, { recursive: true });
    await builder.build('restart');
    watcher = options.watch ? await watchForRebuilds(options, contentPaths(config.layout), builder) : undefined;
  } catch (error) {
    builder.stop();
    server.closeAllConnections();
    server.close();
    throw error;
  } finally {
    ready();
  }
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.port;
  const url = `http://${options.host}:${port}${baseUrl}`;
  options.log.info(`serving ${url}`);
  return {
    url,
    nextBuild: () => builder.nextBuild(),
    close: () => closeDevServer({ server, reload, builder, watcher }),
  };
}

type SiteWatcher = Awaited<ReturnType<typeof watchSite>>;

/** What the HTTP server serves: the output folder once `whenReady` resolves, and the reload stream. */
interface SiteServing {
  outDir: string;
  baseUrl: string;
  reload: LiveReload;
  whenReady: Promise<void>;
}

function createSiteServer(options: ServeOptions, { outDir, baseUrl, reload, whenReady }: SiteServing): Server {
  const { log } = options;
  const hosts = new HostCheck(options.host, options.allowedHosts);
  return createServer((req, res) => {
    if (!hosts.allows(req.headers.host)) return hosts.refuse(req, res, log);
    if (req.url === EVENTS_PATH) return reload.connect(res);
    if (req.url === FEEDBACK_PATH && req.method === 'POST') return printFeedback(req, res, log);
    void whenReady.then(() =>
      serveStatic(req, res, {
        root: outDir,
        baseUrl,
        transformHtml: (html) => html.replace('</body>', `${CLIENT_SCRIPT}</body>`),
      }),
    );
  });
}

/** Watches the content, the config and the engine's own code; content-only changes skip the worker's restart. */
function watchForRebuilds(options: ServeOptions, watched: string[], builder: Builder): Promise<SiteWatcher> {
  return watchSite(
    [
      ...watched.map((path) => join(options.root, path)),
      join(options.root, 'site.config.ts'),
      join(engineRoot, 'templates'),
      join(engineRoot, 'src'),
    ],
    (changed, structural) => {
      const kind = changed.every((path) => classifyChange(path, options.root, watched) === 'content')
        ? 'content'
        : 'restart';
      options.log.info(`changed: ${changed.map((p) => p.replace(`${options.root}/`, '')).join(', ')}`);
      void builder.build(kind, { paths: changed, structural });
    },
  );
}

async function closeDevServer(running: {
  server: Server;
  reload: LiveReload;
  builder: Builder;
  watcher?: SiteWatcher;
}): Promise<void> {
  await running.watcher?.close();
  running.reload.close();
  running.builder.stop();
  // Open tabs keep connections (and the reload stream) alive; close them, or close() waits for ever.
  const closed = new Promise<void>((done) => running.server.close(() => done()));
  running.server.closeAllConnections();
  await closed;
}

/** Runs builds in a worker process, one at a time; a change during a build queues one more. */
class Builder {
  #worker?: ChildProcess;
  #running = false;
  #queued?: 'content' | 'restart';
  #waiters: ((reply: WorkerReply) => void)[] = [];
  #stopped = false;
  /** Files changed since the worker's last build; `structural` once one was added or removed. */
  #changes = { paths: new Set<string>(), structural: false };
  /** The files the build in progress is for, relative to the site root (none: all of them). */
  #building = new Set<string>();
  readonly #warnings = new WarningTracker();

  constructor(
    readonly root: string,
    readonly outDir: string,
    readonly log: Logger,
    readonly reload: LiveReload,
  ) {}

  async build(kind: 'content' | 'restart', changes?: { paths: string[]; structural: boolean }): Promise<void> {
    for (const path of changes?.paths ?? []) this.#changes.paths.add(path);
    this.#changes.structural ||= !changes || changes.structural;
    if (this.#running) {
      this.#queued = this.#queued === 'restart' || kind === 'restart' ? 'restart' : 'content';
      return;
    }
    this.#running = true;
    if (kind === 'restart' || !this.#worker) await this.#restartWorker();
    // Stopped while the worker's code was being bundled: no worker was started.
    if (this.#stopped) return;
    const reply = await this.#request();
    this.#report(reply);
    this.#running = false;
    for (const waiter of this.#waiters.splice(0)) waiter(reply);
    const next = this.#queued;
    this.#queued = undefined;
    if (next) await this.build(next);
  }

  nextBuild(): Promise<WorkerReply> {
    return new Promise((done) => this.#waiters.push(done));
  }

  stop(): void {
    this.#stopped = true;
    this.#worker?.kill();
  }

  /**
   * A fresh worker from the bundle of the engine's code as it is now; through the TypeScript
   * loader when that cannot be bundled (code being edited that does not compile fails there
   * in the same way, and the build reports the worker's exit).
   */
  async #restartWorker(): Promise<void> {
    this.#worker?.kill();
    const stdio: StdioOptions = ['ignore', 'inherit', 'inherit', 'ipc'];
    // serve's process bundles nothing else: esbuild's helper process need not stay (`release`).
    const worker = { root: engineRoot, name: 'serve-worker', entry: 'src/node/serve/worker.ts', release: true };
    const bundle = await engineSourceFingerprint(engineRoot)
      .then((fingerprint) => engineBundle({ ...worker, fingerprint }))
      .catch((error: unknown) => error as Error);
    if (this.#stopped) return;
    // Without a bundle, the TypeScript loader runs the worker from source (a development install has it).
    this.#worker =
      typeof bundle === 'string'
        ? fork(bundle, [], { stdio })
        : fork(join(engineRoot, 'src/node/serve/worker.ts'), [], {
            execArgv: ['--import', typeScriptLoader(bundle)],
            stdio,
          });
  }

  #request(): Promise<WorkerReply> {
    const worker = this.#worker!;
    return new Promise((done) => {
      const onExit = () =>
        done({
          type: 'failed',
          problems: [
            {
              severity: 'error',
              code: 'worker-exit',
              file: '(build)',
              message: 'the build worker stopped unexpectedly',
              hint: 'Save a file to try again.',
            },
          ],
        });
      worker.once('exit', onExit);
      worker.once('message', (reply: WorkerReply) => {
        worker.off('exit', onExit);
        done(reply);
      });
      // The worker may trust its caches for every file not named here (none when files came or went).
      const changed = this.#changes.structural ? undefined : [...this.#changes.paths];
      this.#building = new Set([...this.#changes.paths].map((path) => relative(this.root, path).split(sep).join('/')));
      this.#changes = { paths: new Set(), structural: false };
      worker.send({ type: 'build', root: this.root, outDir: this.outDir, changed } satisfies WorkerRequest);
    });
  }

  #report(reply: WorkerReply): void {
    if (reply.type === 'built') {
      const fresh = this.#warnings.next(reply.warnings, this.#building);
      const count = reply.warnings.length;
      this.log.info(
        `built ${reply.pages} pages (${reply.rendered} rendered) in ${formatMs(reply.ms)}${count ? `, ${count} warning${count === 1 ? '' : 's'} (docsgen check lists them)` : ''}`,
      );
      if (fresh.length > 0) this.log.info(fresh.map(formatProblem).join('\n'));
      this.reload.reload({ rendered: reply.rendered, ms: reply.ms }, fresh);
    } else {
      this.log.info(`build failed:\n${reply.problems.map(formatProblem).join('\n')}`);
      this.reload.fail(reply.problems);
    }
  }
}

function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise((done, fail) => {
    server.once('error', (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE')
        fail(
          new ConfigError([
            problem(
              'port-in-use',
              { file: `${host}:${port}` },
              `port ${port} is already in use (another docsgen serve, or another server)`,
              'Stop the other server, or pass --port with another number (--port 0 picks a free one).',
            ),
          ]),
        );
      else if (error.code === 'EADDRNOTAVAIL' || error.code === 'ENOTFOUND')
        fail(
          new ConfigError([
            problem(
              'host-unavailable',
              { file: `${host}:${port}` },
              `--host ${host} is not an address of this machine`,
              'Use 127.0.0.1 (the default), or 0.0.0.0 to listen on every address.',
            ),
          ]),
        );
      else fail(error);
    });
    server.listen(port, host, () => done());
  });
}

/**
 * The TypeScript loader, named by its path (`--import tsx` would look for it from the folder serve
 * was started in); without it (a production install) the bundle's error is the one to show.
 */
function typeScriptLoader(bundleError: Error): string {
  try {
    return import.meta.resolve('tsx');
  } catch {
    throw bundleError;
  }
}
