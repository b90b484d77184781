import { compileMarkdown } from '../src/markdown/pipeline.ts';
import { readFileSync, readdirSync } from 'node:fs';
const files = (readdirSync('content/docs', { recursive: true }) as string[]).filter((f) => f.endsWith('.md'));
const texts = files.map((f) => readFileSync('content/docs/' + f, 'utf8'));
const ctx = (f: string) => ({ source: 'content/docs/' + f, route: '/docs/x', baseUrl: '/', toc: { minHeadingLevel: 2, maxHeadingLevel: 3 }, resolveImage: async () => ({ src: 'x' }) });
for (let round = 0; round < 3; round++) {
  const t = performance.now();
  for (let i = 0; i < files.length; i++) await compileMarkdown(texts[i], ctx(files[i]));
  console.log(files.length, 'pages', Math.round(performance.now() - t), 'ms', texts.reduce((a, b) => a + b.length, 0) / 1e6, 'MB');
}
