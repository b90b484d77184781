/** Adds a located problem to the page being compiled. */
import type { VFile } from 'vfile';
import type { Node } from 'unist';
import { problem } from '../../errors.ts';

export function report(
  file: VFile,
  node: Node | undefined,
  code: string,
  message: string,
  hint: string,
  severity: 'error' | 'warning' = 'error',
): void {
  const start = node?.position?.start;
  const problems = (file.data.problems ??= []);
  problems.push(
    problem(
      code,
      { file: file.data.context!.source, line: start?.line, column: start?.column },
      message,
      hint,
      severity,
    ),
  );
}
