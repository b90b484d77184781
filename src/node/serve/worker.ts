/**
 * The build worker of `serve`: a child process that keeps the build caches between edits.
 * It is replaced by a fresh one when templates, engine code or the config change, because
 * ES modules cannot be re-imported in place.
 */
import { buildSite } from '../build.ts';
import { createServeSession } from '../serve-session.ts';
import { DocsgenError, problem, type Problem } from '../errors.ts';
import { silentLogger } from '../log.ts';
import { SearchRefresh } from './search-refresh.ts';

/** `changed`: the files changed since this worker's last build, when none was added or removed. */
export type WorkerRequest = { type: 'build'; root: string; outDir: string; changed?: string[] };
export type WorkerReply =
  | { type: 'built'; pages: number; rendered: number; renderedFiles: string[]; ms: number; warnings: Problem[] }
  | { type: 'failed'; problems: Problem[] };

/** What this worker keeps between its builds: it lives as long as the worker. */
const session = createServeSession();
/** The search index, then llms-full.txt and social cards, refreshed after each build (src/node/serve/search-refresh.ts). */
let refresh: SearchRefresh | undefined;

function quietWrites(): (() => Promise<void>)[] {
  const writes = [...session.quietWrites.values()];
  session.quietWrites.clear();
  return writes;
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
    refresh ??= new SearchRefresh(request.outDir, request.root, quietWrites);
    const rendered = result.files.filter((f) => f.rendered).map((f) => f.path);
    refresh.afterBuild({ rendered, edit: Boolean(request.changed), versions: result.versions });
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
