/** Progress and timing output. Commands write to stderr through this, never to `console` directly. */

export interface Logger {
  info(message: string): void;
  warn(message: string): void;
  /** Shown with `--verbose` only. */
  debug(message: string): void;
  /** Pages done of a long step, on one self-rewriting line (terminals only). */
  progress(label: string, done: number, total: number): void;
}

export function createLogger(write: (text: string) => void, verbose = false, terminal = false): Logger {
  return {
    info: (m) => write(`${terminal ? '\r\x1b[K' : ''}${m}\n`),
    warn: (m) => write(`warning: ${m}\n`),
    debug: (m) => {
      if (verbose) write(`${m}\n`);
    },
    progress: (label, done, total) => {
      if (terminal) write(`\r\x1b[K  ${label} ${done}/${total}`);
    },
  };
}

export const silentLogger: Logger = { info() {}, warn() {}, debug() {}, progress() {} };

/**
 * Runs one named step of a pipeline and reports how long it took. With `signal`: not started,
 * or given up, once it is aborted (the user pressed Ctrl+C); the step's own work stops where it
 * listens to the signal, or with the process.
 */
export async function step<T>(log: Logger, name: string, run: () => Promise<T> | T, signal?: AbortSignal): Promise<T> {
  signal?.throwIfAborted();
  const start = performance.now();
  const result = signal ? await untilAborted(Promise.resolve(run()), signal) : await run();
  const ms = performance.now() - start;
  log.info(`  ${name.padEnd(28)} ${formatMs(ms)}`);
  return result;
}

export function formatMs(ms: number): string {
  return ms >= 1000 ? `${(ms / 1000).toFixed(2)} s` : `${Math.round(ms)} ms`;
}

function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason);
    signal.addEventListener('abort', abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}
