/**
 * A YAML document's data, read safely. Aliases (`*name`) repeat what their anchor (`&name`) holds,
 * so a few lines of nested aliases can stand for billions of values (an alias bomb). The yaml
 * library stops such a document with an exception that names no file; here it is a problem naming
 * the file and the first alias's line.
 */
import { visit, type Document, type LineCounter } from 'yaml';
import { problem, type Problem } from '../errors.ts';

export function yamlData(
  doc: Document,
  counter: LineCounter,
  place: { file: string; code: string; lineOffset?: number },
): { data: unknown } | { problem: Problem } {
  try {
    return { data: doc.toJS() };
  } catch (error) {
    if (!(error instanceof ReferenceError) || !/alias/i.test(error.message)) throw error;
    let first: number | undefined;
    visit(doc, {
      Alias(_key, node) {
        first = node.range?.[0];
        return visit.BREAK;
      },
    });
    const line = first === undefined ? undefined : counter.linePos(first).line + (place.lineOffset ?? 0);
    return {
      problem: problem(
        place.code,
        { file: place.file, line },
        'YAML aliases (`*name`) here repeat the data they name so many times that reading it would exhaust memory (an alias bomb)',
        'Write the data out, or nest fewer aliases: each `*name` repeats all that its `&name` holds.',
      ),
    };
  }
}
