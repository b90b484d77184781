/**
 * YAML data files (content/data/): parsed and validated against a zod schema, with every
 * problem naming `file:line` and the path inside the data, so a writer can go straight to it.
 */
import type { z } from 'zod';
import { parseDocument, LineCounter, isNode, isScalar, type Document } from 'yaml';
import { DocsgenError, problem, type Problem } from '../errors.ts';
import { formatPath, type DataPath } from './data-path.ts';
import { yamlSyntaxProblems } from './yaml-errors.ts';
import { yamlData } from './yaml-aliases.ts';

export interface DataFile<T> {
  data: T;
  /** The line of the deepest node that exists on the path (a missing key: its parent's line). */
  lineOf(path: DataPath): number | undefined;
}

export interface DataFileMessages {
  /** Problem code prefix, e.g. `sources` gives `sources-yaml` and `sources-invalid`. */
  code: string;
  /** Where the format is documented, for the hint. */
  hint: string;
}

export function readDataFile<T>(
  file: string,
  text: string,
  schema: z.ZodType<T>,
  messages: DataFileMessages,
): DataFile<T> {
  const counter = new LineCounter();
  const doc = parseDocument(text, { lineCounter: counter, prettyErrors: false });
  if (doc.errors.length > 0) {
    throw new DocsgenError(
      yamlSyntaxProblems(doc, counter, {
        file,
        code: `${messages.code}-yaml`,
        fallbackHint: 'Fix the YAML syntax at that line.',
      }),
    );
  }
  const lineOf = (path: DataPath) => lineIn(doc, counter, path);
  const read = yamlData(doc, counter, { file, code: `${messages.code}-yaml` });
  if ('problem' in read) throw new DocsgenError([read.problem]);
  const result = schema.safeParse(read.data);
  if (!result.success)
    throw new DocsgenError(
      result.error.issues.map((issue) =>
        issueProblem(file, issue, lineOf(issue.path), messages, writtenAt(doc, text, issue.path)),
      ),
    );
  return { data: result.data, lineOf };
}

function lineIn(doc: Document, counter: LineCounter, path: DataPath): number | undefined {
  for (let n = path.length; n >= 0; n--) {
    const node = doc.getIn(path.slice(0, n) as (string | number)[], true);
    if (isNode(node) && node.range) return counter.linePos(node.range[0]).line;
  }
  return undefined;
}

/** A number or true/false as written in the file (YAML reads `1.0` as the number 1), and what YAML made of it. */
function writtenAt(doc: Document, text: string, path: DataPath): { text: string; kind: string } | undefined {
  const node = doc.getIn(path as (string | number)[], true);
  if (!isScalar(node) || !node.range || (typeof node.value !== 'number' && typeof node.value !== 'boolean'))
    return undefined;
  return {
    text: text.slice(node.range[0], node.range[1]).trim(),
    kind: typeof node.value === 'number' ? 'a number' : 'true or false',
  };
}

function issueProblem(
  file: string,
  issue: z.core.$ZodIssue,
  line: number | undefined,
  messages: DataFileMessages,
  written: { text: string; kind: string } | undefined,
): Problem {
  const path = formatPath(issue.path);
  if (issue.code === 'invalid_type' && issue.expected === 'string' && written) {
    const key = String(issue.path.at(-1));
    return problem(
      `${messages.code}-invalid`,
      { file, line },
      `\`${path}\` got ${written.text}, which YAML reads as ${written.kind}, expected text`,
      `Write it in quotes to keep it as written: \`${key}: "${written.text}"\`.`,
    );
  }
  const what =
    issue.code === 'unrecognized_keys'
      ? `unknown field(s) ${issue.keys.map((k) => `\`${k}\``).join(', ')}`
      : issue.message;
  return problem(`${messages.code}-invalid`, { file, line }, `\`${path || '(root)'}\`: ${what}`, messages.hint);
}
