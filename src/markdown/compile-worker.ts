/**
 * A compile worker process: compiles batches of pages with its own pipeline and image store.
 * Like bin/, it is a program's entry point, so it talks to its parent through `process`.
 */
import { compileMarkdown } from './pipeline.ts';
import { ImageStore } from '../images/store.ts';
import type { CompileJob, PoolOptions } from './pool.ts';

type Request = { options: PoolOptions } | { start: number; batch: CompileJob[] };

let images: ImageStore | undefined;
let options: PoolOptions | undefined;

process.on('message', async (request: Request) => {
  if ('options' in request) {
    options = request.options;
    images = new ImageStore({ root: options.root, baseUrl: options.baseUrl, sizes: options.imageSizes, quality: options.imageQuality, generated: options.generatedFiles });
    return;
  }
  const pages = [];
  for (const job of request.batch) {
    pages.push(await compileMarkdown(job.markdown, { source: job.source, route: job.route, baseUrl: options!.baseUrl, toc: options!.toc, resolveImage: images!.resolve }, job.tree));
  }
  // Batches may finish out of order: the reply says which one it is.
  process.send!({ start: request.start, pages });
});
