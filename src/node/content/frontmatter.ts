/**
 * Splits and validates a page's YAML front matter. Front matter is optional, as in Docusaurus,
 * and every field Docusaurus reads is read here. The front matter is replaced by blank lines in
 * the returned body so that every later position is a position in the file.
 */
import { z } from 'zod';
import { problem, type Problem } from '../errors.ts';
import { issueProblems, type Issue, type Report } from '../util/data-problems.ts';
import { parseYaml, yamlLocator, type Locator } from '../../shared/yaml-place.ts';
import { closest } from '../../shared/suggest.ts';
import { yamlSyntaxProblems } from '../util/yaml-errors.ts';
import { yamlData } from '../util/yaml-aliases.ts';
import type { KnownYaml } from './yaml-cache.ts';

export const MAX_DESCRIPTION = 160;

const text = z.string().trim().min(1, 'text that is not empty');
const flag = z.boolean().default(false);
/** `sidebar_position: 3` or `"3"`, as Docusaurus accepts. */
const position = z.union([
  z.number(),
  z
    .string()
    .regex(/^-?\d+(\.\d+)?$/, 'a number')
    .transform(Number),
]);
/** A doc id, or `null` for none (pagination, edit URL). */
const orNull = <T extends z.ZodType>(inner: T) => z.union([inner, z.null()]).optional();
const tag = z.union([
  text,
  z.object({ label: text, permalink: z.string().optional(), description: z.string().optional() }).strict(),
]);

const frontMatterSchema = z.object({
  title: text.optional(),
  description: text.optional(),
  /** Replaces the file's name in the doc id (`guides/x.md` with `id: y` is `guides/y`). */
  id: z
    .string()
    .regex(/^[^/\s]+$/, 'a name without / or spaces')
    .optional(),
  /** The route: `/x` from the docs root, `x` beside the file. */
  slug: text.optional(),
  sidebar_label: text.optional(),
  sidebar_position: position.optional(),
  sidebar_class_name: z.string().optional(),
  sidebar_custom_props: z.record(z.string(), z.unknown()).optional(),
  displayed_sidebar: orNull(z.string()),
  hide_title: flag,
  hide_table_of_contents: flag,
  toc_min_heading_level: z.number().int().min(2).max(6).optional(),
  toc_max_heading_level: z.number().int().min(2).max(6).optional(),
  pagination_next: orNull(z.string()),
  pagination_prev: orNull(z.string()),
  pagination_label: z.string().optional(),
  /** An address, or `null` / `false` for no edit link. */
  custom_edit_url: z.union([z.string(), z.null(), z.literal(false).transform(() => null)]).optional(),
  keywords: z
    .union([
      z.array(z.union([z.string(), z.number()]).transform(String)),
      z.string().transform((s) =>
        s
          .split(',')
          .map((k) => k.trim())
          .filter(Boolean),
      ),
    ])
    .default([]),
  tags: z.array(tag).default([]),
  image: z.string().optional(),
  draft: flag,
  /** Built and reachable by its address, but in no sidebar, sitemap or search. */
  unlisted: flag,
  last_update: z.object({ date: z.union([z.string(), z.date()]).optional(), author: z.string().optional() }).optional(),
  // docsgen's own fields.
  /** Leaves out the footer and the assistant button. */
  no_footer: flag,
  edition: z.literal('cloud').optional(),
  /** The page is meant to be reached through links, not the sidebar: no warning for it. */
  not_in_sidebar: flag,
});

export type FrontMatter = z.output<typeof frontMatterSchema>;
const KNOWN = Object.keys(frontMatterSchema.shape);

export interface SplitPage {
  /** The fields, with defaults; `null` when the front matter is broken (the page's problems say why). */
  data: FrontMatter | null;
  body: string;
  problems: Problem[];
}

const FENCE = /^---[ \t]*\r?\n/;

/** What reading a page's front matter gives: its fields (null when broken) and its problems. */
export interface ReadFrontMatter {
  data: FrontMatter | null;
  problems: Problem[];
}

/** `known`: the front matter the last build read (a build's pages; not partials). */
export function parseFrontMatter(file: string, text: string, known?: KnownYaml): SplitPage {
  if (!FENCE.test(text)) return { data: frontMatterSchema.parse({}), body: text, problems: [] };
  const lines = text.split('\n');
  const end = lines.findIndex((line, index) => index > 0 && /^---[ \t]*\r?$/.test(line));
  if (end < 0) {
    return {
      data: null,
      body: text,
      problems: [
        problem(
          'frontmatter-unclosed',
          { file, line: 1, column: 1 },
          'the front matter is never closed',
          'Add a line with only `---` after the last front matter field.',
        ),
      ],
    };
  }
  const yamlText = lines.slice(1, end).join('\n');
  const body = '\n'.repeat(end + 1) + lines.slice(end + 1).join('\n');
  const { data, problems } = known
    ? known.read('front matter', file, yamlText, (): ReadFrontMatter => readYaml(file, yamlText))
    : readYaml(file, yamlText);
  return { data, body, problems };
}

function readYaml(file: string, yamlText: string): ReadFrontMatter {
  const yaml = parseYaml(yamlText);
  if (yaml.doc.errors.length > 0) {
    const problems = yamlSyntaxProblems(yaml.doc, yaml.counter, {
      file,
      code: 'frontmatter-yaml',
      what: 'invalid YAML in front matter',
      lineOffset: 1,
      fallbackHint: 'Quote values that contain a colon, e.g. title: "Kafka: configuration".',
    });
    return { data: null, problems };
  }
  const read = yamlData(yaml.doc, yaml.counter, { file, code: 'frontmatter-yaml', lineOffset: 1 });
  if ('problem' in read) return { data: null, problems: [read.problem] };
  const raw = read.data ?? {};
  if (typeof raw !== 'object' || Array.isArray(raw)) {
    return {
      data: null,
      problems: [
        problem(
          'frontmatter-shape',
          { file, line: 2, column: 1 },
          'front matter must be a set of `key: value` fields',
          'Write `title: ...` and `description: ...` on their own lines.',
        ),
      ],
    };
  }
  // Front matter starts on line 2 of the file (line 1 is the opening fence); a field is found at its key.
  const locator = yamlLocator(yaml, { lineOffset: 1 });
  const locate: Locator = (path) => (path.length === 1 ? locator(path) : { line: 1, column: 1 });
  return validateFields(raw as Record<string, unknown>, { file, locate });
}

function validateFields(fields: Record<string, unknown>, place: { file: string; locate: Locator }) {
  // Unknown fields are warnings (the page still builds); each wrong field is reported once.
  const unknown = Object.keys(fields).filter((key) => !KNOWN.includes(key));
  const issues: Issue[] =
    unknown.length > 0 ? [{ code: 'unrecognized_keys', keys: unknown, path: [], message: '', input: fields }] : [];
  const result = frontMatterSchema.safeParse(fields);
  const reported = new Set<string>();
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0] ?? '');
    if (!reported.has(key)) issues.push({ ...issue, path: [key] });
    reported.add(key);
  }
  const mapping = { ...place, code: 'frontmatter-invalid', data: fields, hint: 'Fix the value.' };
  const problems = issueProblems(issues, { ...mapping, word: (issue) => frontMatterWording(issue, fields) });
  if (!result.success) return { data: null, problems: problems.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)) };
  const description = result.data.description;
  if (description && description.length > MAX_DESCRIPTION) {
    problems.push(
      problem(
        'frontmatter-description',
        { file: place.file, ...place.locate(['description']) },
        `\`description\` has ${description.length} characters; search results and link previews cut it at ${MAX_DESCRIPTION}`,
        'Shorten it to one sentence.',
        'warning',
      ),
    );
  }
  return { data: result.data, problems };
}

function frontMatterWording(issue: Issue, fields: Record<string, unknown>): Report[] {
  if (issue.code === 'unrecognized_keys')
    return issue.keys.map((key) => ({
      path: [key],
      code: 'frontmatter-unknown',
      severity: 'warning',
      message: `unknown front matter field \`${key}\``,
      hint: unknownFieldHint(key),
    }));
  const key = String(issue.path[0]);
  return [
    {
      code: `frontmatter-${key}`,
      message: `\`${key}\` got ${describe(fields[key])}, expected ${expectation(key, issue)}`,
      hint: fieldHint(key, fields[key]),
    },
  ];
}

/** What a field takes, in a writer's words. */
function expectation(key: string, issue: Issue): string {
  const shape = frontMatterSchema.shape[key as keyof typeof frontMatterSchema.shape];
  if (!shape) return issue.message;
  if (['hide_title', 'hide_table_of_contents', 'draft', 'unlisted', 'no_footer', 'not_in_sidebar'].includes(key))
    return 'true or false';
  if (key === 'sidebar_position') return 'a number';
  if (key === 'edition') return '"cloud"';
  if (key === 'keywords' || key === 'tags') return 'a list of words';
  if (issue.code === 'invalid_format' || issue.code === 'too_small' || issue.code === 'too_big') return issue.message;
  return issue.code === 'invalid_type' ? issue.expected.replace('string', 'text') : 'text';
}

function fieldHint(key: string, value: unknown): string {
  if (
    (typeof value === 'number' || typeof value === 'boolean') &&
    ['title', 'description', 'sidebar_label', 'slug', 'id'].includes(key)
  )
    return `Put the value in quotes: \`${key}: "${String(value)}"\`.`;
  if (key === 'keywords' || key === 'tags') return `Write \`${key}: [kafka, schema registry]\`.`;
  if (key === 'sidebar_position') return 'Write `sidebar_position: 3`.';
  if (key === 'edition') return 'Remove the field, or write `edition: cloud` for pages about the managed edition only.';
  if (key === 'id') return 'Write a file name without folders: `id: getting-started`.';
  if (
    typeof value === 'string' &&
    ['hide_title', 'hide_table_of_contents', 'draft', 'unlisted', 'no_footer', 'not_in_sidebar'].includes(key)
  )
    return `Write \`${key}: true\`.`;
  return 'Fix the value.';
}

function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null) return 'nothing';
  if (Array.isArray(value)) return 'a list';
  if (typeof value === 'object') return 'a map';
  return String(value);
}

/** Fields other docs tools use, with what does their job here; otherwise the one most likely meant, or the list. */
const INSTEAD: Record<string, string> = {
  sidebar: 'Use `displayed_sidebar: <name>`.',
  sidebar_order: 'Use `sidebar_position: 3`.',
  order: 'Use `sidebar_position: 3`.',
  permalink: 'Use `slug: /path`.',
};

function unknownFieldHint(key: string): string {
  if (key in INSTEAD) return INSTEAD[key];
  const meant = closest(key, KNOWN);
  return meant
    ? `Did you mean \`${meant}\`? (The field is ignored.)`
    : `The field is ignored. Known fields: ${KNOWN.join(', ')}.`;
}
