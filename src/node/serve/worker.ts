/**
 * The build worker of `serve`: a child process that keeps the build caches between edits.
 * It is replaced by a fresh one when templates, engine code or the config change, because
 * ES modules cannot be re-imported in place.
 */
import { buildSite } from '../build.ts';
import { createServeSession } from '../serve-session.ts';
import { DocsgenError, problem, type Problem } from '../errors.ts';
import { silentLogger } from '../log.ts';
import { join } from 'node:path';
import { buildSearchIndex } from '../search/pagefind.ts';
import { ReplacedIndexFiles } from '../search/replaced-index-files.ts';

/** `changed`: the files changed since this worker's last build, when none was added or removed. */
export type WorkerRequest = { type: 'build'; root: string; outDir: string; changed?: string[] };
export type WorkerReply =
  | { type: 'built'; pages: number; rendered: number; renderedFiles: string[]; ms: number; warnings: Problem[] }
  | { type: 'failed'; problems: Problem[] };

/** What this worker keeps between its builds: it lives as long as the worker. */
const session = createServeSession();
/**
 * The search index (then llms-full.txt and social cards) is refreshed after each reload went out, never delaying a build: while one
 * refresh runs, later builds only ask for one more when it ends.
 */
let indexing = false;
let indexAgain = false;
let pending: ReturnType<typeof setTimeout> | undefined;
/**
 * Edits come in bursts: index once things are quiet, so indexing does not compete with rebuilds.
 * Short: an edit re-indexes only its part of the index (src/node/search/pagefind.ts), so search follows
 * the last edit within a second.
 */
const QUIET_MS = 200;

/** The files of the indexes refreshes replaced: they stay a while, for pages that loaded them. */
const replacedFiles = new ReplacedIndexFiles();

/** The frozen docs versions of the last build: each gets its own index. */
let versions: string[] = [];

function refreshIndex(outDir: string, root: string): void {
  clearTimeout(pending);
  pending = setTimeout(() => runIndex(outDir, root), QUIET_MS);
}

function runIndex(outDir: string, root: string): void {
  if (indexing) return void (indexAgain = true);
  indexing = true;
  const quietWrites = [...session.quietWrites.values()];
  session.quietWrites.clear();
  // The index first: search is what a writer tries; the quiet writes (llms-full.txt, social cards: seconds on a first start) follow.
  void buildSearchIndex(outDir, { versions, cacheDir: join(root, '.docsgen/cache/pagefind'), replacedFiles })
    .catch(() => undefined)
    .then(() => quietWrites.reduce((done, write) => done.then(write).catch(() => undefined), Promise.resolve()))
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
    session.changed = request.changed && new Set(request.changed);
    const options = { root: request.root, outDir: request.outDir, includeDrafts: true, search: false };
    const result = await buildSite(options, { log: silentLogger }, session);
    send({
      type: 'built',
      pages: result.pages,
      rendered: result.rendered,
      renderedFiles: result.files
        .filter((f) => f.rendered)
        .map((f) => f.path)
        .sort(),
      ms: performance.now() - start,
      warnings: result.warnings,
    });
    versions = result.versions;
    refreshIndex(request.outDir, request.root);
    warmUpOnce();
  } catch (error) {
    const problems =
      error instanceof DocsgenError
        ? error.problems
        : [
            problem(
              'build-crash',
              { file: '(build)' },
              (error as Error).stack ?? String(error),
              'This is a bug in docsgen if the message does not point at your content.',
            ),
          ];
    send({ type: 'failed', problems });
  }
});

let warmed = false;

/**
 * The first build compiles in worker threads, so this one has not yet loaded the Markdown stage:
 * the writer's first edit would pay for loading it and for cold code (about 0.5 s). Compile a small
 * page once, while the writer is still reading, so that edit is as fast as the next ones.
 */
function warmUpOnce(): void {
  if (warmed) return;
  warmed = true;
  setTimeout(() => {
    void import('../markdown/pipeline.ts')
      .then(({ compileMarkdown }) =>
        compileMarkdown(WARM_UP_PAGE, {
          source: 'content/docs/warm-up.md',
          route: '/docs/warm-up',
          baseUrl: '/',
          toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
          resolveImage: async () => null,
        }),
      )
      .catch(() => undefined);
  }, 200);
}

const WARM_UP_PAGE =
  '## Install {#install}\n\nRun `pip install x` and see [the guide](./guide.md) or https://example.com.\n\n| Option | Default |\n| --- | --- |\n| `port` | 8080 |\n\n:::note\nA note.\n:::\n\n```yaml\nsource:\n  type: mysql\n```\n';

function send(reply: WorkerReply): void {
  process.send?.(reply);
}
