/**
 * The build worker of `serve`: a child process that keeps the build caches between edits.
 * It is replaced by a fresh one when templates, engine code or the config change, because
 * ES modules cannot be re-imported in place.
 */
import { buildSite, createBuildState } from '../build.ts';
import { DocsgenError, problem, type Problem } from '../errors.ts';
import { silentLogger } from '../log.ts';
import { buildSearchIndex } from '../search/pagefind.ts';

export type WorkerRequest = { type: 'build'; root: string; outDir: string };
export type WorkerReply = { type: 'built'; pages: number; rendered: number; renderedFiles: string[]; ms: number; warnings: number } | { type: 'failed'; problems: Problem[] };

const state = createBuildState();
/** The search index of the last successful build, refreshed after the reload went out. */
let indexing: Promise<unknown> = Promise.resolve();

process.on('message', async (request: WorkerRequest) => {
  // The index reads the output folder: let it finish before the next build writes there.
  await indexing;
  const start = performance.now();
  try {
    const result = await buildSite({ root: request.root, outDir: request.outDir, includeDrafts: true, inPlace: true, search: false, log: silentLogger, state });
    send({ type: 'built', pages: result.pages, rendered: result.rendered, renderedFiles: result.files.filter((f) => f.rendered).map((f) => f.path).sort(), ms: performance.now() - start, warnings: result.warnings.length });
    // Search stays current without delaying the reload: the index is rebuilt after it.
    indexing = buildSearchIndex(request.outDir).catch(() => undefined);
  } catch (error) {
    const problems = error instanceof DocsgenError ? error.problems : [problem('build-crash', { file: '(build)' }, (error as Error).stack ?? String(error), 'This is a bug in docsgen if the message does not point at your content.')];
    send({ type: 'failed', problems });
  }
});

function send(reply: WorkerReply): void {
  process.send?.(reply);
}
