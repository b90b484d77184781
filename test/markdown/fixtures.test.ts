/**
 * Markdown fixtures: test/fixtures/markdown/<case>/input.md is compiled as
 * content/docs/guide/page.md and compared with output.html and problems.txt.
 * Run with UPDATE=1 to (re)write the expected files, then review the diff.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { compileMarkdown } from '../../src/node/markdown/pipeline.ts';
import { formatProblem } from '../../src/node/errors.ts';
import { repoRoot } from '../helpers/site.ts';

const dir = join(repoRoot, 'test/fixtures/markdown');
const update = Boolean(process.env.UPDATE);

for (const name of (await readdir(dir)).sort()) {
  test(`markdown fixture: ${name}`, async () => {
    const input = await readFile(join(dir, name, 'input.md'), 'utf8');
    const page = await compileMarkdown(input, {
      source: 'content/docs/guide/page.md',
      route: '/docs/guide/page',
      baseUrl: '/',
      toc: { minHeadingLevel: 2, maxHeadingLevel: 3 },
      resolveImage: async (_source, src) => (src.endsWith('flow.svg') ? { src: '/docs/guide/img/flow.svg' } : null),
    });
    const outputs = {
      'output.html': `${page.html}\n`,
      'problems.txt': `${page.problems.map(formatProblem).join('\n')}\n`,
      'data.json': `${JSON.stringify({ toc: page.toc, anchors: page.anchors, links: page.links }, null, 2)}\n`,
    };
    for (const [file, actual] of Object.entries(outputs)) {
      const path = join(dir, name, file);
      if (update) await writeFile(path, actual);
      assert.equal(actual, await readFile(path, 'utf8'), `${name}/${file}`);
    }
  });
}
