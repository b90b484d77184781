/**
 * Splits and validates a page's YAML front matter. The front matter is replaced by blank
 * lines in the returned body so that every later position is a position in the file.
 */
import { parseDocument, LineCounter } from 'yaml';
import { problem, type Problem } from '../errors.ts';
import { closest } from '../links/suggest.ts';
import { yamlSyntaxProblems } from '../util/yaml-errors.ts';
import { yamlData } from '../util/yaml-aliases.ts';

export interface FrontMatter {
  title: string;
  description: string;
  sidebar_label?: string;
  keywords: string[];
  draft: boolean;
  hide_table_of_contents: boolean;
  /** Leaves out the footer and the assistant button. */
  no_footer: boolean;
  edition?: 'cloud';
  sidebar_position?: number;
  /** The page is meant to be reached through links, not the sidebar: no warning for it. */
  not_in_sidebar: boolean;
}

export interface SplitPage {
  data: FrontMatter | null;
  body: string;
  problems: Problem[];
}

const FENCE = /^---[ \t]*\r?\n/;
const KNOWN = new Set(['title', 'description', 'sidebar_label', 'keywords', 'draft', 'hide_table_of_contents', 'no_footer', 'edition', 'sidebar_position', 'not_in_sidebar']);
export const MAX_DESCRIPTION = 160;

export function parseFrontMatter(file: string, text: string): SplitPage {
  if (!FENCE.test(text)) {
    return { data: null, body: text, problems: [problem('frontmatter-missing', { file, line: 1, column: 1 }, 'the page has no front matter', 'Start the file with a `---` line, then `title:` and `description:`, then a closing `---` line.')] };
  }
  const lines = text.split('\n');
  const end = lines.findIndex((line, index) => index > 0 && /^---[ \t]*\r?$/.test(line));
  if (end < 0) {
    return { data: null, body: text, problems: [problem('frontmatter-unclosed', { file, line: 1, column: 1 }, 'the front matter is never closed', 'Add a line with only `---` after the last front matter field.')] };
  }
  const yamlText = lines.slice(1, end).join('\n');
  const body = '\n'.repeat(end + 1) + lines.slice(end + 1).join('\n');
  const { data, problems } = readYaml(file, yamlText);
  return { data, body, problems };
}

function readYaml(file: string, yamlText: string): { data: FrontMatter | null; problems: Problem[] } {
  const counter = new LineCounter();
  const doc = parseDocument(yamlText, { lineCounter: counter, prettyErrors: false });
  // Front matter starts on line 2 of the file (line 1 is the opening fence).
  const at = (offset: number | undefined) => {
    const pos = counter.linePos(offset ?? 0);
    return { file, line: pos.line + 1, column: pos.col };
  };
  if (doc.errors.length > 0) {
    const problems = yamlSyntaxProblems(doc, counter, { file, code: 'frontmatter-yaml', what: 'invalid YAML in front matter', lineOffset: 1, fallbackHint: 'Quote values that contain a colon, e.g. title: "Kafka: configuration".' });
    return { data: null, problems };
  }
  const read = yamlData(doc, counter, { file, code: 'frontmatter-yaml', lineOffset: 1 });
  if ('problem' in read) return { data: null, problems: [read.problem] };
  const raw = read.data;
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    return { data: null, problems: [problem('frontmatter-shape', { file, line: 2, column: 1 }, 'front matter must be a set of `key: value` fields', 'Write `title: ...` and `description: ...` on their own lines.')] };
  }
  const fields = raw as Record<string, unknown>;
  const lineOf = (key: string) => {
    const node = doc.contents && 'items' in doc.contents ? (doc.contents.items as { key: { range?: number[]; value?: unknown } }[]).find((p) => p.key.value === key) : undefined;
    return node?.key.range ? at(node.key.range[0]) : { file, line: 2, column: 1 };
  };
  return validateFields(fields, lineOf);
}

function validateFields(fields: Record<string, unknown>, lineOf: (key: string) => { file: string; line: number; column: number }) {
  const problems: Problem[] = [];
  const fileOnly = lineOf('');
  const needString = (key: string, required: boolean): string | undefined => {
    const value = fields[key];
    if (value === undefined || value === null || value === '') {
      if (required) problems.push(problem(`frontmatter-${key}`, { file: fileOnly.file, line: 1, column: 1 }, `missing \`${key}\` in front matter`, key === 'description' ? 'Add `description:` with one sentence (at most 160 characters) saying what the page gives the reader.' : 'Add `title:` with the page title.'));
      return undefined;
    }
    if (typeof value !== 'string') {
      problems.push(problem(`frontmatter-${key}`, lineOf(key), `\`${key}\` got ${JSON.stringify(value)}, expected text`, 'Quote the value.'));
      return undefined;
    }
    return value.trim();
  };
  const title = needString('title', true);
  const description = needString('description', true);
  if (description && description.length > MAX_DESCRIPTION) {
    problems.push(problem('frontmatter-description', lineOf('description'), `\`description\` has ${description.length} characters, expected at most ${MAX_DESCRIPTION}`, 'Shorten it to one sentence.'));
  }
  const sidebarLabel = needString('sidebar_label', false);
  const keywords = fields.keywords ?? [];
  if (!Array.isArray(keywords) || keywords.some((k) => typeof k !== 'string')) {
    problems.push(problem('frontmatter-keywords', lineOf('keywords'), '`keywords` must be a list of words', 'Write `keywords: [kafka, schema registry]`.'));
  }
  for (const key of ['draft', 'hide_table_of_contents', 'no_footer', 'not_in_sidebar']) {
    if (fields[key] !== undefined && typeof fields[key] !== 'boolean') {
      problems.push(problem(`frontmatter-${key}`, lineOf(key), `\`${key}\` got ${JSON.stringify(fields[key])}, expected true or false`, `Write \`${key}: true\`.`));
    }
  }
  if (fields.edition !== undefined && fields.edition !== 'cloud') {
    problems.push(problem('frontmatter-edition', lineOf('edition'), `\`edition\` got ${JSON.stringify(fields.edition)}, expected "cloud"`, 'Remove the field, or write `edition: cloud` for pages about the managed edition only.'));
  }
  if (fields.sidebar_position !== undefined && typeof fields.sidebar_position !== 'number') {
    problems.push(problem('frontmatter-sidebar_position', lineOf('sidebar_position'), '`sidebar_position` must be a number', 'Write `sidebar_position: 3`.'));
  }
  for (const key of Object.keys(fields)) {
    if (!KNOWN.has(key)) problems.push(problem('frontmatter-unknown', lineOf(key), `unknown front matter field \`${key}\``, unknownFieldHint(key), 'warning'));
  }
  if (problems.some((p) => p.severity === 'error') || !title || !description) return { data: null, problems };
  return {
    data: {
      title,
      description,
      sidebar_label: sidebarLabel,
      keywords: keywords as string[],
      draft: fields.draft === true,
      hide_table_of_contents: fields.hide_table_of_contents === true,
      no_footer: fields.no_footer === true,
      edition: fields.edition as 'cloud' | undefined,
      sidebar_position: fields.sidebar_position as number | undefined,
      not_in_sidebar: fields.not_in_sidebar === true,
    },
    problems,
  };
}

/**
 * Fields writers bring from Docusaurus, with what does their job here; otherwise the one most
 * likely meant, or the list.
 */
const INSTEAD: Record<string, string> = {
  slug: 'The route comes from the file path: move or rename the file, and add the old path to content/redirects.yaml.',
  id: 'The doc id is the file path below content/docs without .md: rename the file to change it.',
  tags: 'Use `keywords: [a, b]`: they are extra search terms.',
  sidebar_class_name: 'Sidebar entries have no classes here; `edition: cloud` marks a Managed DataHub page with a badge.',
  hide_title: 'The title is always shown: it is the page\'s only `#` heading.',
  pagination_next: 'Previous and next follow the sidebar order: move the page in content/sidebars.yaml.',
  pagination_prev: 'Previous and next follow the sidebar order: move the page in content/sidebars.yaml.',
};

function unknownFieldHint(key: string): string {
  if (key in INSTEAD) return INSTEAD[key];
  const meant = closest(key, [...KNOWN]);
  return meant ? `Did you mean \`${meant}\`?` : `Known fields: ${[...KNOWN].join(', ')}.`;
}
