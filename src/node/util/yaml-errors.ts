/**
 * YAML syntax errors as problems, for every YAML file writers edit (front matter, sidebars,
 * redirects, data files). The parser's message names the rule that broke ("Nested mappings are
 * not allowed in compact mappings"); the hint says what to change. The parser's own "at line …,
 * column …" is dropped: every problem already starts with file:line:col.
 */
import { isCollection, isScalar, visit, type Document, type LineCounter, type YAMLError } from 'yaml';
import { problem, type Problem } from '../errors.ts';

export interface YamlProblemOptions {
  file: string;
  /** Problem code, e.g. `sidebar-yaml`. */
  code: string;
  /** The hint when the error is not one of those explained below. */
  fallbackHint: string;
  /** Start of the message (default `invalid YAML`). */
  what?: string;
  /** Lines before the YAML in its file (front matter follows the opening `---`). */
  lineOffset?: number;
}

/** One problem per line: the parser often reports one mistake several times on the same line. */
export function yamlSyntaxProblems(doc: Document, counter: LineCounter, options: YamlProblemOptions): Problem[] {
  const seen = new Set<number>();
  const problems: Problem[] = [];
  for (const error of doc.errors) {
    // After a `[` or `{` that is never closed the parser reads the rest as broken: those errors are not the writer's.
    if (doc.errors.some((other) => other.pos[0] < error.pos[0] && isUnclosedFlow(other))) continue;
    const pos = counter.linePos(whereItStarts(doc, error));
    if (seen.has(pos.line)) continue;
    seen.add(pos.line);
    const message = error.message.split('\n')[0].replace(/ at line \d+, column \d+:?$/, '');
    const place = { file: options.file, line: pos.line + (options.lineOffset ?? 0), column: pos.col };
    const hint = isUnclosedFlow(error) ? unclosedFlowHint(message) : hintFor(error.code, message);
    problems.push(
      problem(options.code, place, `${options.what ?? 'invalid YAML'}: ${message}`, hint ?? options.fallbackHint),
    );
  }
  return problems;
}

/**
 * The parser finds an unclosed quote where the text ends, often lines below; the writer's
 * mistake is the value whose opening quote has no match, so that is where the error points.
 */
function whereItStarts(doc: Document, error: YAMLError): number {
  const offset = error.pos[0];
  let start = offset;
  if (error.code === 'MISSING_CHAR' && /quote/i.test(error.message)) {
    visit(doc, {
      Scalar(_key, node) {
        if (!isScalar(node) || !node.range || !node.type?.startsWith('QUOTE_')) return;
        if (node.range[0] < offset && node.range[1] >= offset) start = node.range[0];
      },
    });
  }
  // Likewise a `{` or `[` list that is never closed: the mistake is where it opens.
  if (isUnclosedFlow(error)) {
    visit(doc, {
      Node(_key, node) {
        if (!isCollection(node) || !node.flow || !node.range) return;
        if (node.range[0] < offset && node.range[1] >= offset) start = node.range[0];
      },
    });
  }
  return start;
}

function unclosedFlowHint(message: string): string {
  const [open, close] = message.startsWith('Flow map') ? ['{', '}'] : ['[', ']'];
  return `The \`${open}\` here is not closed: end it with \`${close}\` on the same line (or indent its next lines further than this one).`;
}

function isUnclosedFlow(error: YAMLError): boolean {
  return /^Flow (map|sequence) .* end with an? [}\]]/.test(error.message);
}

function hintFor(code: YAMLError['code'], message: string): string | undefined {
  switch (code) {
    case 'BLOCK_AS_IMPLICIT_KEY':
      if (/nested mappings/i.test(message))
        return 'A value contains `: `: put the whole value in quotes, e.g. title: "Kafka: configuration".';
      return 'Check the indentation: the items of one list or mapping start at the same column.';
    case 'MISSING_CHAR':
      if (/quote/i.test(message))
        return 'A quoted value is not closed: end it with the same quote mark it starts with (a value that spans lines needs `|` or `>` instead).';
      return 'Something opened is not closed (`[`, `{` or a quote), or a key has no `:` after it.';
    case 'TAB_AS_INDENT':
      return 'Indent with spaces: YAML does not allow tabs for indentation.';
    case 'DUPLICATE_KEY':
      return 'The same key appears twice in one mapping: keep one of them.';
    case 'BAD_INDENT':
    case 'MULTILINE_IMPLICIT_KEY':
      return 'Check the indentation: the items of one list or mapping start at the same column, and a `[` or `{` list is closed.';
    case 'UNEXPECTED_TOKEN':
      return 'A character YAML does not expect here: if the value is text, put it in quotes.';
    case 'BAD_DQ_ESCAPE':
      return 'In double quotes a backslash starts an escape: use single quotes, or write `\\\\` for a backslash.';
    case 'BAD_SCALAR_START':
      return 'Put the value in quotes: unquoted values cannot start with `@`, a backtick, `%`, `*`, `&`, `!`, `|` or `>`.';
    default:
      return undefined;
  }
}
