/**
 * The one problem mapper: zod issues about a file's data → located problems. The config, front
 * matter, sidebars, redirects and data files all validate with zod and report through here; each
 * brings its locator (where a path is written) and, where its messages are its own, a wording.
 */
import type { z } from 'zod';
import { problem, type Problem, type Severity } from '../errors.ts';
import { closest } from '../../shared/suggest.ts';
import { describeValue, formatPath, joinPath, valueAt, type DataPath } from './data-path.ts';
import { keysAt } from './schema-keys.ts';
import type { Locator } from '../../shared/yaml-place.ts';

export type Issue = z.core.$ZodIssue;

/** One problem, as a wording describes it: the place is the issue's path unless `path` says otherwise. */
export interface Report {
  message: string;
  hint?: string;
  path?: DataPath;
  at?: 'key' | 'value';
  code?: string;
  severity?: Severity;
}

export interface IssueMapping {
  /** The file, relative to the site root. */
  file: string;
  /** The problems' code. */
  code: string;
  locate: Locator;
  /** The data that was checked: problems quote its values. */
  data: unknown;
  /** The schema, for the fields allowed where an unknown one is written. */
  schema?: z.ZodType;
  /** The hint when nothing more precise is known. */
  hint: string;
  /** A file's own messages; undefined for an issue the default words well. */
  word?: (issue: Issue, mapping: IssueMapping) => Report | Report[] | undefined;
}

export function issueProblems(issues: readonly Issue[], mapping: IssueMapping): Problem[] {
  const seen = new Set<string>();
  const problems: Problem[] = [];
  for (const issue of issues) {
    const found = mapping.word?.(issue, mapping) ?? defaultWording(issue, mapping);
    for (const report of Array.isArray(found) ? found : [found]) {
      const place = { file: mapping.file, ...mapping.locate(report.path ?? issue.path, report.at) };
      // Two fields missing from one entry are often one mistake, reported at the entry.
      const key = `${place.line}:${place.column}:${report.message}`;
      if (seen.has(key)) continue;
      seen.add(key);
      problems.push(
        problem(report.code ?? mapping.code, place, report.message, report.hint ?? mapping.hint, report.severity),
      );
    }
  }
  return problems;
}

/** A custom issue's hint, passed in its params (`ctx.addIssue({ params: { hint } })`). */
export function hintOf(issue: Issue): string | undefined {
  const params = issue.code === 'custom' ? issue.params : undefined;
  return typeof params?.hint === 'string' ? params.hint : undefined;
}

/** Messages that name the field path, what it got and what it expects; an unknown field gets a "did you mean". */
function defaultWording(issue: Issue, mapping: IssueMapping): Report | Report[] {
  const { data, schema, hint } = mapping;
  const path = formatPath(issue.path);
  if (issue.code === 'unrecognized_keys') {
    const allowed = schema ? keysAt(schema, issue.path, data) : undefined;
    return issue.keys.map((key) => {
      const suggestion = allowed ? closest(key, allowed) : undefined;
      const known = allowed ? ` The fields allowed here are: ${allowed.join(', ')}.` : '';
      return {
        path: [...issue.path, key],
        message: `unknown field \`${joinPath(path, key)}\``,
        hint: suggestion ? `Did you mean \`${suggestion}\`?${known}` : `Remove it or correct its spelling.${known}`,
      };
    });
  }
  const value = valueAt(data, issue.path);
  const name = `\`${path || '(top level)'}\``;
  const field = String(issue.path.at(-1) ?? 'the field');
  if (value === undefined || value === null)
    return { message: `missing ${name}, expected ${expectation(issue)}`, hint: `Add \`${field}:\` here. ${hint}` };
  if (issue.code === 'too_small' && issue.origin === 'string')
    return {
      message: `${name} is empty, expected text`,
      hint: `Write some text after \`${field}:\`, or remove the field if it is optional.`,
    };
  if (issue.code === 'too_small' && issue.origin === 'array') {
    const count = Array.isArray(value) ? value.length : 0;
    return {
      message: `${name} has ${count} items, expected at least ${String(issue.minimum)}`,
      hint: `Add an item as a \`- \` line below \`${field}:\`.`,
    };
  }
  return {
    message: `${name} got ${describeValue(value)}, expected ${expectation(issue)}`,
    hint: hintOf(issue) ?? (issue.code === 'invalid_value' ? 'Use one of the listed values, spelled exactly.' : hint),
  };
}

/** What a field takes, in a writer's words. */
export function expectation(issue: Issue): string {
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
    case 'invalid_key':
      return 'one of the known keys';
    default:
      return issue.message;
  }
}

function typeName(expected: string): string {
  const names: Record<string, string> = {
    string: 'text',
    object: 'a set of `key: value` fields',
    array: 'a list of `- ` items',
    boolean: 'true or false',
    number: 'a number',
  };
  return names[expected] ?? expected;
}

/**
 * Parse options for a schema checked once or a few times a build (the config, a data file): zod
 * compiles an object schema, and each object in it, into code on its first parse (about 3 ms
 * each here), which pays only over many parses (front matter, sidebar items keep it).
 */
export const PARSED_ONCE = { jitless: true } as const;

/**
 * One entry of a file (a sidebar item, a redirect) checked on its own, with the issues' paths
 * from the file's root, so that one wrong entry does not hide the others. An entry that is
 * complete without its unknown keys and wrong optional fields is still used without them (they
 * are reported): a typo costs one field, not the entry and what it holds.
 */
export function checkEntry<T>(schema: z.ZodType<T>, value: unknown, at: DataPath): { data?: T; issues: Issue[] } {
  const result = schema.safeParse(value);
  if (result.success) return { data: result.data, issues: [] };
  const issues = result.error.issues.map((issue) => ({ ...issue, path: [...at, ...issue.path] }) as Issue);
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { issues };
  const kept: Record<string, unknown> = { ...value };
  for (const issue of result.error.issues) {
    if (issue.code === 'unrecognized_keys' && issue.path.length === 0) for (const key of issue.keys) delete kept[key];
    else if (issue.path.length === 1) delete kept[String(issue.path[0])];
    else return { issues };
  }
  const again = schema.safeParse(kept);
  return again.success ? { data: again.data, issues } : { issues };
}
