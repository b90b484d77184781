import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFrontMatter } from '../../src/node/content/frontmatter.ts';
import { formatProblem } from '../../src/node/errors.ts';

// Front matter is the YAML writers type most; the same hints serve sidebars, redirects and data files.
const problemsOf = (yaml: string) =>
  parseFrontMatter('content/docs/x.md', `---\n${yaml}---\nBody\n`).problems.map(formatProblem);

test('a YAML syntax error says what to change, without repeating the position in the message', () => {
  assert.deepEqual(problemsOf('title: Kafka: config\ndescription: x\n'), [
    'content/docs/x.md:2:8: error: invalid YAML in front matter: Nested mappings are not allowed in compact mappings\n  hint: A value contains `: `: put the whole value in quotes, e.g. title: "Kafka: configuration".',
  ]);
  assert.match(
    problemsOf('title: "Unclosed\ndescription: x\n')[0],
    /error: invalid YAML in front matter: Missing closing "quote\n {2}hint: A quoted value is not closed: end it with the same quote mark it starts with/,
  );
  assert.match(
    problemsOf('title: X\nkeywords:\n\t- a\n')[0],
    /:4:1: error: invalid YAML in front matter: Tabs are not allowed as indentation\n {2}hint: Indent with spaces/,
  );
  assert.match(
    problemsOf('title: X\ntitle: Y\n')[0],
    /:3:1: error: invalid YAML in front matter: Map keys must be unique\n {2}hint: The same key appears twice in one mapping: keep one of them\./,
  );
  assert.match(
    problemsOf('title: `X`\n')[0],
    /hint: Put the value in quotes: unquoted values cannot start with `@`, a backtick/,
  );
  assert.match(
    problemsOf('title: "C:\\data"\n')[0],
    /Invalid escape sequence \\d\n {2}hint: In double quotes a backslash starts an escape: use single quotes, or write `\\\\` for a backslash\./,
  );
});

test('an unclosed quote is reported where the quoted value starts, not where the front matter ends', () => {
  // The parser reads on to the end of the YAML looking for the closing quote.
  assert.deepEqual(problemsOf('title: "Install the CLI\ndescription: How to install.\nkeywords: [cli]\n'), [
    'content/docs/x.md:2:8: error: invalid YAML in front matter: Missing closing "quote\n  hint: A quoted value is not closed: end it with the same quote mark it starts with (a value that spans lines needs `|` or `>` instead).',
  ]);
  assert.match(
    problemsOf("title: X\nkeywords:\n  - 'kafka\n  - spark\n")[0],
    /^content\/docs\/x\.md:4:5: error: invalid YAML in front matter: Missing closing 'quote/,
  );
});

test("an unclosed [ or { is one error where it opens: the parser's errors on the lines after it are not reported", () => {
  assert.deepEqual(problemsOf('title: X\nkeywords: [a, b\ndescription: y\nsidebar_label: z\n'), [
    'content/docs/x.md:3:11: error: invalid YAML in front matter: Flow sequence in block collection must be sufficiently indented and end with a ]\n  hint: The `[` here is not closed: end it with `]` on the same line (or indent its next lines further than this one).',
  ]);
});

test('one mistake reported several times on a line is one problem', () => {
  assert.equal(problemsOf('title: X\n- a\n').length, 1);
});

test('an error the hints do not know keeps the hint of the file kind', () => {
  assert.deepEqual(problemsOf('title: *\n'), [
    'content/docs/x.md:2:8: error: invalid YAML in front matter: Alias cannot be an empty string\n  hint: Quote values that contain a colon, e.g. title: "Kafka: configuration".',
  ]);
});
