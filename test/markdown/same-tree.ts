/** The check of both chunked-parse tests: a page cut at every place the splitter allows parses to the whole page's tree. */
import assert from 'node:assert/strict';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { VFile } from 'vfile';
import type { Root } from 'mdast';
import remarkGatedAutolinkLiterals from '../../src/node/markdown/plugins/remark-gated-autolink-literals.ts';
import remarkGatedGfmSyntax from '../../src/node/markdown/plugins/remark-gated-gfm-syntax.ts';
import { parseInPieces } from '../../src/node/markdown/plugins/remark-chunked-parse.ts';
import { findPieces } from '../../src/node/markdown/chunks.ts';

// The parser as the pipeline has it, without the pieces.
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkGatedAutolinkLiterals)
  .use(remarkGatedGfmSyntax)
  .use(remarkDirective)
  .freeze();
const parse = processor.parser as unknown as (text: string, file: VFile) => Root;

/** The page cut at every place the splitter allows: its tree must be the whole page's. */
export function assertSameTree(text: string, name: string): number {
  const pieces = findPieces(text, 1);
  const whole = parse(text, new VFile({ value: text }));
  const joined = parseInPieces(parse, text, new VFile({ value: text }), pieces);
  assert.ok(joined, `${name}: the pieces join`);
  assert.deepEqual(joined, whole, name);
  return pieces.length;
}
