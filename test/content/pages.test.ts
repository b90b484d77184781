/**
 * The content checked like code: every page of content/docs has a description, headings that do
 * not skip levels, code blocks that name their language, images with alt text; every page the
 * inventory (../shared/pages.tsv) assigns to the writing batches exists; no spelling mistakes.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { execFileSync } from 'node:child_process';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import type { Root, Heading, Code, Image } from 'mdast';
import { listMarkdown } from '../../src/node/content/read-doc.ts';
import { parseFrontMatter } from '../../src/node/content/frontmatter.ts';
import { walk } from '../../src/node/markdown/walk.ts';
import { repoRoot } from '../helpers/site.ts';

const docsDir = join(repoRoot, 'content/docs');
const files = await listMarkdown(docsDir);
const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective);

function problemsOf(file: string): string[] {
  const source = relative(repoRoot, file);
  const split = parseFrontMatter(source, readFileSync(file, 'utf8'));
  const problems = split.problems.filter((p) => p.severity === 'error').map((p) => `${source}:${p.line}: ${p.message}`);
  const tree = parser.parse(split.body) as Root;
  let previous = 1;
  walk(tree, (node) => {
    const line = node.position?.start.line;
    if (node.type === 'heading') {
      const { depth } = node as Heading;
      if (depth === 1)
        problems.push(`${source}:${line}: a # heading in the body (the title is printed by the template)`);
      if (depth > previous + 1) problems.push(`${source}:${line}: heading level ${depth} follows level ${previous}`);
      previous = depth;
    }
    if (node.type === 'code' && !(node as Code).lang) problems.push(`${source}:${line}: code block without a language`);
    if (node.type === 'image' && !(node as Image).alt?.trim())
      problems.push(`${source}:${line}: image without alt text`);
  });
  return problems;
}

test('every page has a description, ordered headings, code languages and image alt texts', () => {
  assert.ok(files.length > 0);
  assert.deepEqual(files.flatMap(problemsOf), []);
});

const inventory = join(repoRoot, '../shared/pages.tsv');

test('every route of the writing batches in the inventory exists', {
  skip: !existsSync(inventory) && 'no ../shared/pages.tsv here',
}, () => {
  const rows = readFileSync(inventory, 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t'));
  const missing = rows
    .filter((cells) => /^content-\d$/.test(cells[9] ?? '') && cells[0].startsWith('/docs/'))
    .map((cells) => cells[0])
    .filter(
      (route) =>
        !existsSync(join(docsDir, `${route.slice('/docs/'.length)}.md`)) &&
        !existsSync(join(docsDir, route.slice('/docs/'.length), 'index.md')),
    );
  assert.deepEqual(missing, []);
});

test('the spell check (cspell, with content/project-words.txt) finds no mistakes', () => {
  try {
    execFileSync(
      join(repoRoot, 'node_modules/.bin/cspell'),
      ['--no-progress', '--no-summary', 'content/docs/**/*.md'],
      { cwd: repoRoot, encoding: 'utf8' },
    );
  } catch (error) {
    assert.fail(
      `spelling mistakes (fix them, or add real names and terms to content/project-words.txt):\n${(error as { stdout?: string }).stdout}`,
    );
  }
});
