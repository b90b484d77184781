/** Positions inside a code example turned into positions in its page's source file. */
import { problem, type Problem } from '../errors.ts';
import type { CodeExample } from '../markdown/types.ts';

/** Where to report: the page's file and the example, so that code positions become file positions. */
export interface ExampleSite {
  file: string;
  example: CodeExample;
}

/** A problem at 1-based `line` and `column` of the example's code (its first line when unknown). */
export function exampleProblem(
  site: ExampleSite,
  at: { line: number; column: number } | undefined,
  code: string,
  message: string,
  hint: string,
): Problem {
  const { example } = site;
  const line = example.line + (at ? at.line - 1 : 0);
  const column = example.column - 1 + (at?.column ?? 1);
  return problem(code, { file: site.file, line, column }, message, hint);
}

/** The 1-based line and column of a character offset in `text`. */
export function positionOf(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, Math.max(0, offset));
  const lineStart = before.lastIndexOf('\n') + 1;
  return { line: before.split('\n').length, column: offset - lineStart + 1 };
}
