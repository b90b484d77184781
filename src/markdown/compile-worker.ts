/** A compile worker: compiles batches of pages with its own pipeline and image store. */
import { parentPort, workerData } from 'node:worker_threads';
import { compileMarkdown } from './pipeline.ts';
import { ImageStore } from '../images/store.ts';
import type { CompileJob, PoolOptions } from './pool.ts';

const options = (workerData as { options: PoolOptions }).options;
const images = new ImageStore({ root: options.root, baseUrl: options.baseUrl, sizes: options.imageSizes, quality: options.imageQuality });

parentPort!.on('message', async (batch: CompileJob[]) => {
  const pages = [];
  for (const job of batch) {
    pages.push(await compileMarkdown(job.markdown, { source: job.source, route: job.route, baseUrl: options.baseUrl, toc: options.toc, resolveImage: images.resolve }));
  }
  parentPort!.postMessage(pages);
});
