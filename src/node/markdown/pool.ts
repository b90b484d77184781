/**
 * Compiles many pages on all cores: Markdown parsing dominates a cold build, and each page
 * compiles on its own, so worker threads take batches from a shared queue. Threads, each with
 * its own V8 heap: measured as fast as worker processes, and the process tree is 80-90 MB
 * smaller without a second and third copy of Node's runtime. (On the 2-vCPU machines here two
 * workers compile only about 1.2-1.4× as fast as one: two parsers running at once slow each
 * other down through shared caches. See BENCHMARKS.md.)
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import type { Root } from 'mdast';
import type { CompiledPage } from './types.ts';
import { engineFingerprint } from '../cache/engine-fingerprint.ts';
import { engineBundle } from '../util/engine-bundle.js';
import { engineRoot } from '../engine-root.ts';

export interface CompileJob {
  markdown: string;
  /** A generated page's tree; the worker receives its own copy. */
  tree?: Root;
  source: string;
  route: string;
  /** The page's own table of contents levels (front matter), over the site's. */
  toc?: { minHeadingLevel: number; maxHeadingLevel: number };
}

export interface PoolOptions {
  root: string;
  baseUrl: string;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  imageSizes: number[];
  imageQuality: number;
  /** Site paths of generated files, which images may show. */
  generatedFiles: string[];
  /** The docs folder and the static folders (images beside pages, and from the site root). */
  docsDir: string;
  staticDirs: string[];
  codeLanguages: string[];
}

/** Below this many pages, starting workers costs more than it saves. */
export const MIN_PAGES_FOR_WORKERS = 60;
const BATCH = 12;
/**
 * Parsing allocates many short-lived objects, collected in the young generation. 48 MB (16 MB
 * semi-spaces) measured best with two workers: twice that made compiles at 3000 pages about 25 %
 * slower (two larger young generations share the CPU caches less well) and each worker 30-40 MB
 * larger; half of it collects too often. Set explicitly so that a changed V8 default does not move it.
 */
const WORKER_LIMITS = { maxYoungGenerationSizeMb: 48 };

/** The worker from its bundle, made once per engine version (src/node/util/engine-bundle.js). */
async function workerScript(): Promise<string> {
  return engineBundle({
    root: engineRoot,
    name: 'compile-worker',
    entry: 'src/node/markdown/compile-worker.ts',
    fingerprint: await engineFingerprint(),
  });
}

/** How many worker threads to start for this many pages (0: compile on this thread). */
export function workerCount(pages: number): number {
  if (pages < MIN_PAGES_FOR_WORKERS) return 0;
  return Math.max(1, Math.min(availableParallelism(), 4, Math.ceil(pages / BATCH)));
}

/** `store` receives each page as it arrives and returns what to keep of it; `signal` stops the workers (the call then fails). */
export async function compileInWorkers(
  jobs: CompileJob[],
  options: PoolOptions,
  workers: number,
  onProgress: (done: number) => void = () => {},
  store: (index: number, page: CompiledPage) => Promise<CompiledPage> = async (_i, page) => page,
  signal?: AbortSignal,
): Promise<CompiledPage[]> {
  const results: CompiledPage[] = new Array(jobs.length);
  const storing: Promise<unknown>[] = [];
  let next = 0;
  let finished = 0;
  const run = (child: Worker) =>
    new Promise<void>((done, fail) => {
      let outstanding = 0;
      const send = () => {
        if (next >= jobs.length) return outstanding === 0 && done();
        const start = next;
        next = Math.min(jobs.length, next + BATCH);
        outstanding++;
        child.postMessage({ start, batch: jobs.slice(start, next) });
      };
      child.on('message', ({ start, pages }: { start: number; pages: CompiledPage[] }) => {
        outstanding--;
        // The next batch first: the worker never waits while this thread stores what came back.
        send();
        storing.push(
          Promise.all(pages.map(async (page, i) => void (results[start + i] = await store(start + i, page)))),
        );
        finished += pages.length;
        onProgress(finished);
      });
      child.once('error', fail);
      child.once(
        'exit',
        (code) =>
          (next < jobs.length || finished < jobs.length) &&
          fail(new Error(`a compile worker exited with code ${code}`)),
      );
      child.postMessage({ options });
      // Two batches in flight per worker, so that it always has the next one at hand.
      send();
      send();
    });
  const script = await workerScript();
  signal?.throwIfAborted();
  const children = Array.from({ length: workers }, () => new Worker(script, { resourceLimits: WORKER_LIMITS }));
  const stop = () => children.forEach((child) => void child.terminate());
  signal?.addEventListener('abort', stop, { once: true });
  try {
    await Promise.all(children.map(run));
  } finally {
    signal?.removeEventListener('abort', stop);
    await Promise.all(children.map((child) => child.terminate()));
  }
  await Promise.all(storing);
  return results;
}
