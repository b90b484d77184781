/**
 * A compile worker thread: compiles batches of pages with its own pipeline and image store,
 * and talks to the build through its port.
 */
import { parentPort } from 'node:worker_threads';
import { compileMarkdown } from './pipeline.ts';
import { ImageStore } from '../images/store.ts';
import type { CompileJob, PoolOptions } from './pool.ts';

type Request = { options: PoolOptions } | { start: number; batch: CompileJob[] };

let images: ImageStore | undefined;
let options: PoolOptions | undefined;

parentPort!.on('message', async (request: Request) => {
  if ('options' in request) {
    options = request.options;
    images = new ImageStore({
      root: options.root,
      baseUrl: options.baseUrl,
      sizes: options.imageSizes,
      quality: options.imageQuality,
      generated: options.generatedFiles,
      docsDir: options.docsDir,
      staticDirs: options.staticDirs,
    });
    return;
  }
  const pages = [];
  for (const job of request.batch) {
    pages.push(
      await compileMarkdown(
        job.markdown,
        {
          source: job.source,
          route: job.route,
          baseUrl: options!.baseUrl,
          toc: job.toc ?? options!.toc,
          codeLanguages: options!.codeLanguages,
          resolveImage: images!.resolve,
          suggestImage: images!.suggest,
        },
        job.tree,
      ),
    );
  }
  // Batches may finish out of order: the reply says which one it is.
  parentPort!.postMessage({ start: request.start, pages });
});
