/**
 * Compiles many pages on all cores: Markdown parsing dominates a cold build, and each page
 * compiles on its own, so worker threads take batches from a shared queue.
 */
import { Worker } from 'node:worker_threads';
import { availableParallelism } from 'node:os';
import { access, mkdir } from 'node:fs/promises';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import type { CompiledPage } from './types.ts';
import { engineFingerprint } from '../cache/compile-cache.ts';

export interface CompileJob {
  markdown: string;
  source: string;
  route: string;
}

export interface PoolOptions {
  root: string;
  baseUrl: string;
  toc: { minHeadingLevel: number; maxHeadingLevel: number };
  imageSizes: number[];
  imageQuality: number;
}

/** Below this many pages, starting workers costs more than it saves. */
export const MIN_PAGES_FOR_WORKERS = 60;
const BATCH = 12;

const engineRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * The worker as one plain JavaScript file, built once per engine version: workers start
 * without the TypeScript loader, and loading one bundle is much faster than transpiling
 * every module in every worker. It lives below node_modules so that packages resolve.
 */
async function workerScript(): Promise<string> {
  const file = resolve(engineRoot, 'node_modules/.cache/docsgen', `compile-worker.${(await engineFingerprint()).slice(0, 12)}.mjs`);
  try {
    await access(file);
  } catch {
    await mkdir(dirname(file), { recursive: true });
    await build({
      entryPoints: [resolve(engineRoot, 'src/markdown/compile-worker.ts')],
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      outfile: file,
      external: ['sharp'],
      // Bundled CommonJS dependencies call require(); give them one.
      banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
      logLevel: 'silent',
    });
  }
  return file;
}

export function workerCount(pages: number): number {
  if (pages < MIN_PAGES_FOR_WORKERS) return 0;
  return Math.max(1, Math.min(availableParallelism(), 4, Math.ceil(pages / BATCH)));
}

export async function compileInWorkers(jobs: CompileJob[], options: PoolOptions, threads: number, onProgress: (done: number) => void = () => {}): Promise<CompiledPage[]> {
  const results: CompiledPage[] = new Array(jobs.length);
  let next = 0;
  let finished = 0;
  const run = (worker: Worker) =>
    new Promise<void>((done, fail) => {
      let start = 0;
      const send = () => {
        if (next >= jobs.length) return done();
        start = next;
        next = Math.min(jobs.length, next + BATCH);
        worker.postMessage(jobs.slice(start, next));
      };
      worker.on('message', (pages: CompiledPage[]) => {
        pages.forEach((page, i) => (results[start + i] = page));
        finished += pages.length;
        onProgress(finished);
        send();
      });
      worker.on('error', fail);
      send();
    });
  const script = await workerScript();
  const workers = Array.from({ length: threads }, () => new Worker(script, { workerData: { options } }));
  try {
    await Promise.all(workers.map(run));
  } finally {
    await Promise.all(workers.map((w) => w.terminate()));
  }
  return results;
}
