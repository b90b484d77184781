/**
 * YAML data files (content/data/): parsed and validated against a zod schema, with every
 * problem naming `file:line` and the path inside the data, so a writer can go straight to it.
 */
import type { z } from 'zod';
import { isScalar, type Document } from 'yaml';
import { DocsgenError } from '../errors.ts';
import { issueProblems, PARSED_ONCE, type Issue, type Report } from './data-problems.ts';
import { parseYaml, yamlLocator } from '../../shared/yaml-place.ts';
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
  const yaml = parseYaml(text);
  const { doc, counter } = yaml;
  if (doc.errors.length > 0) {
    throw new DocsgenError(
      yamlSyntaxProblems(doc, counter, {
        file,
        code: `${messages.code}-yaml`,
        fallbackHint: 'Fix the YAML syntax at that line.',
      }),
    );
  }
  const locate = yamlLocator(yaml, { columns: false });
  const lineOf = (path: DataPath) => locate(path, 'value').line;
  const read = yamlData(doc, counter, { file, code: `${messages.code}-yaml` });
  if ('problem' in read) throw new DocsgenError([read.problem]);
  const result = schema.safeParse(read.data, PARSED_ONCE);
  if (!result.success)
    throw new DocsgenError(
      issueProblems(result.error.issues, {
        file,
        code: `${messages.code}-invalid`,
        locate,
        data: read.data,
        hint: messages.hint,
        word: (issue) => dataFileWording(issue, writtenAt(doc, text, issue.path)),
      }),
    );
  return { data: result.data, lineOf };
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

/** zod's own message after the field's path; a number where text is expected says how to keep it as written. */
function dataFileWording(issue: Issue, written: { text: string; kind: string } | undefined): Report {
  const path = formatPath(issue.path);
  if (issue.code === 'invalid_type' && issue.expected === 'string' && written) {
    const key = String(issue.path.at(-1));
    return {
      at: 'value',
      message: `\`${path}\` got ${written.text}, which YAML reads as ${written.kind}, expected text`,
      hint: `Write it in quotes to keep it as written: \`${key}: "${written.text}"\`.`,
    };
  }
  const what =
    issue.code === 'unrecognized_keys'
      ? `unknown field(s) ${issue.keys.map((k) => `\`${k}\``).join(', ')}`
      : issue.message;
  return { at: 'value', message: `\`${path || '(root)'}\`: ${what}` };
}
