/**
 * Bounded work per page. A page is parsed into a tree that every later stage walks by recursion,
 * and the parser keeps a whole page in memory many times over (about 200 bytes per byte of
 * Markdown): a page thousands of levels deep overflows the stack, and one of tens of megabytes
 * exhausts memory. So a page over MAX_PAGE_BYTES, or nested deeper than MAX_NESTING, is an error
 * with its line and a hint, found by one pass over the text before it is parsed. The limits are
 * far beyond what a page needs (the DataHub docs nest 6 levels at most, and their largest page is
 * 145 KB); markdown-it, likewise, stops nesting at 100 levels.
 */
import { problem, type Problem } from '../errors.ts';
import { MAX_NESTING, MAX_PAGE_BYTES, deepestInline, deepestLine } from '../../shared/nesting.ts';

/** The page's limit problem, if it breaks one (lines of `markdown` are the file's: front matter is blanked out). */
export function pageLimitProblem(markdown: string, source: string): Problem | undefined {
  const bytes = Buffer.byteLength(markdown);
  if (bytes > MAX_PAGE_BYTES) {
    return problem(
      'page-too-large',
      { file: source, line: 1 },
      `the page is ${(bytes / 1024 / 1024).toFixed(1)} MB of Markdown, more than the ${MAX_PAGE_BYTES / 1024 / 1024} MB a page may be`,
      'Split it into several pages (a sidebar category keeps them together), or generate the content from data.',
    );
  }
  const deep = deepestLine(markdown);
  if (deep.depth > MAX_NESTING) {
    return problem(
      'page-too-deep',
      { file: source, line: deep.line },
      `block quotes and lists are nested ${deep.depth} levels deep here, more than the ${MAX_NESTING} a page may nest`,
      'Nest fewer levels: a list inside a list inside a quote rarely needs more than a few. If the text was generated, check the generator.',
    );
  }
  const inline = deepestInline(markdown);
  if (inline.depth > MAX_NESTING) {
    const what = inline.brackets
      ? `square brackets are nested ${inline.depth} deep`
      : `emphasis marks (\`*\`, \`_\`, \`~\`) are nested ${inline.depth} deep`;
    return problem(
      'page-too-deep',
      { file: source, line: inline.line },
      `${what} here, more than the ${MAX_NESTING} a page may nest`,
      'Escape the marks that are meant as text (`\\[`, `\\*`), or put the text in a code span or block.',
    );
  }
  return undefined;
}
