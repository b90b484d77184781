/**
 * Turns YAML syntax errors and schema issues into located problems: every message names the
 * field path, what it got and what it expects; the line is where the field is written.
 */
import { isMap, isScalar, isSeq, type Document, type LineCounter, type Node as YamlNode } from 'yaml';
import type { z } from 'zod';
import { problem, type Problem } from '../../errors.ts';
import { yamlSyntaxProblems } from '../../util/yaml-errors.ts';
import { closest } from '../../../shared/suggest.ts';
import { HREF_EXPECTED, HREF_HINT } from './common.ts';
import { describeValue, formatPath, joinPath, valueAt, type DataPath } from '../../util/data-path.ts';
import { keysAt } from '../../util/schema-keys.ts';

export interface YamlSource {
  /** The data file, relative to the site root. */
  file: string;
  doc: Document;
  counter: LineCounter;
  /** Where the file's fields are defined, named in hints. */
  schemaFile: string;
}

export type Path = DataPath;

export function yamlErrors(source: YamlSource): Problem[] {
  const fallbackHint =
    'Check the indentation and quote values that contain `: `, end with `:` or start with a special character such as `*`, `&` or `#`.';
  return yamlSyntaxProblems(source.doc, source.counter, { file: source.file, code: 'data-yaml', fallbackHint });
}

export function issueProblems(issue: z.core.$ZodIssue, raw: unknown, schema: z.ZodType, source: YamlSource): Problem[] {
  const at = (path: Path) => ({ file: source.file, line: lineAt(source, path) });
  const path = formatPath(issue.path);
  const hint = `See the fields of ${source.file} in ${source.schemaFile}.`;
  if (issue.code === 'unrecognized_keys') {
    const allowed = keysAt(schema, issue.path, raw);
    return issue.keys.map((key) => {
      const suggestion = allowed ? closest(key, allowed) : undefined;
      const known = allowed ? ` The fields allowed here are: ${allowed.join(', ')}.` : '';
      return problem(
        'data-invalid',
        at([...issue.path, key]),
        `unknown field \`${joinPath(path, key)}\``,
        suggestion ? `Did you mean \`${suggestion}\`?${known}` : `Remove it or correct its spelling.${known}`,
      );
    });
  }
  const value = valueAt(raw, issue.path);
  const name = `\`${path || '(top level)'}\``;
  if (value === undefined || value === null) {
    return [
      problem(
        'data-invalid',
        at(issue.path),
        `missing ${name}, expected ${expectation(issue)}`,
        `Add \`${String(issue.path.at(-1) ?? 'the field')}:\` here. ${hint}`,
      ),
    ];
  }
  if (issue.code === 'too_small' && issue.origin === 'string') {
    return [
      problem(
        'data-invalid',
        at(issue.path),
        `${name} is empty, expected text`,
        `Write some text after \`${String(issue.path.at(-1))}:\`, or remove the field if it is optional.`,
      ),
    ];
  }
  if (issue.code === 'too_small' && issue.origin === 'array') {
    return [
      problem(
        'data-invalid',
        at(issue.path),
        `${name} has ${Array.isArray(value) ? value.length : 0} items, expected at least ${String(issue.minimum)}`,
        `Add an item as a \`- \` line below \`${String(issue.path.at(-1))}:\`.`,
      ),
    ];
  }
  const expected = expectation(issue);
  const fixHint =
    expected === HREF_EXPECTED
      ? HREF_HINT
      : issue.code === 'invalid_value'
        ? 'Use one of the listed values, spelled exactly.'
        : hint;
  return [
    problem('data-invalid', at(issue.path), `${name} got ${describeValue(value)}, expected ${expected}`, fixHint),
  ];
}

function expectation(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return typeName(issue.expected);
    case 'invalid_value':
      return issue.values.length === 1
        ? JSON.stringify(issue.values[0])
        : `one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'too_small':
      return issue.origin === 'string' ? 'text' : `at least ${String(issue.minimum)}`;
    case 'too_big':
      return `at most ${String(issue.maximum)}`;
    case 'invalid_format':
      return issue.message;
    case 'invalid_key':
      return `one of the known keys`;
    default:
      return issue.message;
  }
}

function typeName(expected: string): string {
  switch (expected) {
    case 'string':
      return 'text';
    case 'object':
      return 'a set of `key: value` fields';
    case 'array':
      return 'a list of `- ` items';
    case 'boolean':
      return 'true or false';
    case 'number':
      return 'a number';
    default:
      return expected;
  }
}

/**
 * The line of the field at `path`: the line of its key (or of its `- ` item), or, when the field
 * is missing, the line of the nearest enclosing field that exists.
 */
export function lineAt(source: YamlSource, path: Path): number | undefined {
  let current: unknown = source.doc.contents;
  let anchor: YamlNode | undefined = isNode(current) ? current : undefined;
  for (const segment of path) {
    if (isMap(current)) {
      const pair = current.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) break;
      anchor = pair.key as YamlNode;
      current = pair.value;
    } else if (isSeq(current) && typeof segment === 'number') {
      const item = current.items[segment];
      if (!isNode(item)) break;
      anchor = item;
      current = item;
    } else {
      break;
    }
  }
  return anchor?.range ? source.counter.linePos(anchor.range[0]).line : undefined;
}

function isNode(value: unknown): value is YamlNode {
  return typeof value === 'object' && value !== null && 'range' in value;
}
