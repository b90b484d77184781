/**
 * The build worker of `serve`: a child process that keeps the build caches between edits.
 * It is replaced by a fresh one when templates, engine code or the config change, because
 * ES modules cannot be re-imported in place.
 */
import { buildSite, createBuildState } from '../build.ts';
import { DocsgenError, problem, type Problem } from '../errors.ts';
import { silentLogger } from '../log.ts';
import { join } from 'node:path';
import { buildSearchIndex } from '../search/pagefind.ts';

/** `changed`: the files changed since this worker's last build, when none was added or removed. */
export type WorkerRequest = { type: 'build'; root: string; outDir: string; changed?: string[] };
export type WorkerReply = { type: 'built'; pages: number; rendered: number; renderedFiles: string[]; ms: number; warnings: number } | { type: 'failed'; problems: Problem[] };

const state = createBuildState();
/**
 * The search index (and llms-full.txt) is refreshed after each reload went out, never delaying a build: while one
 * refresh runs, later builds only ask for one more when it ends.
 */
let indexing = false;
let indexAgain = false;
let pending: ReturnType<typeof setTimeout> | undefined;
/** Edits come in bursts: index once things are quiet, so indexing does not compete with rebuilds. */
const QUIET_MS = 1500;

/** The frozen docs versions of the last build: each gets its own index. */
let versions: string[] = [];

function refreshIndex(outDir: string, root: string): void {
  clearTimeout(pending);
  pending = setTimeout(() => runIndex(outDir, root), QUIET_MS);
}

function runIndex(outDir: string, root: string): void {
  if (indexing) return void (indexAgain = true);
  indexing = true;
  const quietWrites = state.quietWrites;
  state.quietWrites = undefined;
  void Promise.resolve(quietWrites?.())
    .then(() => buildSearchIndex(outDir, { versions, cacheDir: join(root, '.docsgen/cache/pagefind') }))
    .catch(() => undefined)
    .finally(() => {
      indexing = false;
      if (indexAgain) {
        indexAgain = false;
        runIndex(outDir, root);
      }
    });
}

process.on('message', async (request: WorkerRequest) => {
  const start = performance.now();
  try {
    const result = await buildSite({ root: request.root, outDir: request.outDir, includeDrafts: true, inPlace: true, search: false, log: silentLogger, state, changed: request.changed && new Set(request.changed) });
    send({ type: 'built', pages: result.pages, rendered: result.rendered, renderedFiles: result.files.filter((f) => f.rendered).map((f) => f.path).sort(), ms: performance.now() - start, warnings: result.warnings.length });
    versions = result.versions;
    refreshIndex(request.outDir, request.root);
  } catch (error) {
    const problems = error instanceof DocsgenError ? error.problems : [problem('build-crash', { file: '(build)' }, (error as Error).stack ?? String(error), 'This is a bug in docsgen if the message does not point at your content.')];
    send({ type: 'failed', problems });
  }
});

function send(reply: WorkerReply): void {
  process.send?.(reply);
}
