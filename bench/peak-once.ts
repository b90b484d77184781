/**
 * One cold build of a synthetic corpus of N pages, in a child process: wall time and the peak
 * memory of its whole process tree (issue 34's 10 000-page figure, too slow for every bench run).
 *   node --import tsx bench/peak-once.ts 10000 [folder]
 */
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { tmpdir } from 'node:os';
import { writeCorpus } from './corpus.ts';
import { runNode } from './child.ts';

const pages = Number(process.argv[2] ?? 10_000);
const dir = process.argv[3] ?? join(tmpdir(), `docsgen-peak-${pages}`);
await rm(dir, { recursive: true, force: true });
await writeCorpus(dir, pages);
const build = await runNode('bin/docsgen.js', ['build', '--root', dir, '--out', join(dir, 'build')], {
  cwd: new URL('..', import.meta.url).pathname,
  timeoutMs: 3_600_000,
});
console.log(
  JSON.stringify({
    pages,
    code: build.code,
    wallS: +(build.ms / 1000).toFixed(1),
    peakTreeMb: Math.round(build.peakTreeMb ?? 0),
    tail: build.stderr.trim().split('\n').slice(-14),
  }),
);
