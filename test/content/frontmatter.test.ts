import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFrontMatter } from '../../src/content/frontmatter.ts';
import { formatProblem } from '../../src/errors.ts';

const file = 'content/docs/x.md';

test('front matter is read and blanked out so positions stay those of the file', () => {
  const page = parseFrontMatter(file, '---\ntitle: X\ndescription: About X.\nkeywords: [a, b]\n---\n\nBody\n');
  assert.equal(page.data?.title, 'X');
  assert.deepEqual(page.data?.keywords, ['a', 'b']);
  assert.equal(page.body.split('\n')[6], 'Body');
  assert.deepEqual(page.problems, []);
});

test('a missing description is an error with file, line and a hint', () => {
  const page = parseFrontMatter(file, '---\ntitle: X\n---\nBody');
  assert.equal(page.data, null);
  assert.equal(formatProblem(page.problems[0]), 'content/docs/x.md:1:1: error: missing `description` in front matter\n  hint: Add `description:` with one sentence (at most 160 characters) saying what the page gives the reader.');
});

test('invalid YAML names the line in the file', () => {
  const page = parseFrontMatter(file, '---\ntitle: X\ndescription: [unclosed\n---\n');
  assert.equal(page.problems[0].line, 3);
  assert.match(page.problems[0].message, /^invalid YAML in front matter/);
});

test('wrong types and long descriptions are reported at their field', () => {
  const page = parseFrontMatter(file, `---\ntitle: X\ndescription: ${'a'.repeat(161)}\ndraft: yes please\n---\n`);
  const messages = page.problems.map(formatProblem);
  assert.ok(messages.includes('content/docs/x.md:3:1: error: `description` has 161 characters, expected at most 160\n  hint: Shorten it to one sentence.'), messages.join('\n'));
  assert.ok(messages.some((m) => m.startsWith('content/docs/x.md:4:1: error: `draft` got "yes please", expected true or false')), messages.join('\n'));
});

test('a page without front matter is told how to add it', () => {
  const page = parseFrontMatter(file, '# Title\n');
  assert.match(formatProblem(page.problems[0]), /^content\/docs\/x\.md:1:1: error: the page has no front matter/);
});

test('an unknown field says what does its job here (Docusaurus fields) or the field meant', () => {
  const page = parseFrontMatter(file, '---\ntitle: X\ndescription: A page.\nslug: /custom\ntags: [a]\nkeyword: [b]\nflavour: mint\n---\n');
  assert.deepEqual(page.problems.map(formatProblem), [
    'content/docs/x.md:4:1: warning: unknown front matter field `slug`\n  hint: The route comes from the file path: move or rename the file, and add the old path to content/redirects.yaml.',
    'content/docs/x.md:5:1: warning: unknown front matter field `tags`\n  hint: Use `keywords: [a, b]`: they are extra search terms.',
    'content/docs/x.md:6:1: warning: unknown front matter field `keyword`\n  hint: Did you mean `keywords`?',
    'content/docs/x.md:7:1: warning: unknown front matter field `flavour`\n  hint: Known fields: title, description, sidebar_label, keywords, draft, hide_table_of_contents, no_footer, edition, sidebar_position, not_in_sidebar.',
  ]);
});
