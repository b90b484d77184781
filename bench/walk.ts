/**
 * Why the Markdown plugins walk trees with src/node/markdown/walk.ts rather than unist-util-visit:
 * both visit every node of the site's parsed pages, in interleaved rounds, beside the time to parse
 * them. The compile stage walks each tree about ten times (one walk per plugin that looks at nodes).
 *
 *   node --import tsx bench/walk.ts
 */
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import type { Node } from 'unist';
import { visit } from 'unist-util-visit';
import { walk } from '../src/node/markdown/walk.ts';
import { MAIN_ROOT } from './site-files.ts';

const WALKS_PER_COMPILE = 10;
const ROUNDS = 5;

const docs = join(MAIN_ROOT, 'content/docs');
const pages = (readdirSync(docs, { recursive: true }) as string[])
  .filter((file) => file.endsWith('.md'))
  .map((file) => readFileSync(join(docs, file), 'utf8'));
const processor = unified().use(remarkParse).use(remarkGfm);
let start = performance.now();
const trees: Node[] = pages.map((page) => processor.runSync(processor.parse(page)));
const parseMs = performance.now() - start;

let nodes = 0;
const count = () => void nodes++;
const rows: { walk: number; visit: number }[] = [];
for (let round = 0; round < ROUNDS; round++) {
  start = performance.now();
  for (let i = 0; i < WALKS_PER_COMPILE; i++) for (const tree of trees) walk(tree, count);
  const walked = performance.now() - start;
  start = performance.now();
  for (let i = 0; i < WALKS_PER_COMPILE; i++) for (const tree of trees) visit(tree, count);
  rows.push({ walk: walked, visit: performance.now() - start });
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const [walkMs, visitMs] = [median(rows.map((r) => r.walk)), median(rows.map((r) => r.visit))];
console.log(
  `${pages.length} pages, ${nodes / ROUNDS / 2 / WALKS_PER_COMPILE} nodes; parsing them: ${parseMs.toFixed(0)} ms`,
);
console.log(
  `${WALKS_PER_COMPILE} walks of every tree: walk.ts ${walkMs.toFixed(0)} ms (${((walkMs / parseMs) * 100).toFixed(1)} % of parsing), unist-util-visit ${visitMs.toFixed(0)} ms (${((visitMs / parseMs) * 100).toFixed(1)} %); ratio ${(visitMs / walkMs).toFixed(2)}`,
);
console.log(`per round: ${rows.map((r) => `${r.walk.toFixed(0)}/${r.visit.toFixed(0)}`).join(', ')}`);
