import { test } from 'node:test';
import assert from 'node:assert/strict';
import { parseFrontMatter } from '../../src/node/content/frontmatter.ts';
import { formatProblem } from '../../src/node/errors.ts';

const file = 'content/docs/x.md';

test('front matter is read and blanked out so positions stay those of the file', () => {
  const page = parseFrontMatter(file, '---\ntitle: X\ndescription: About X.\nkeywords: [a, b]\n---\n\nBody\n');
  assert.equal(page.data?.title, 'X');
  assert.deepEqual(page.data?.keywords, ['a', 'b']);
  assert.equal(page.body.split('\n')[6], 'Body');
  assert.deepEqual(page.problems, []);
});

test('front matter is optional, and so are its title and description (Docusaurus finds them in the page)', () => {
  const bare = parseFrontMatter(file, '# Title\n\nBody\n');
  assert.deepEqual(bare.problems, []);
  assert.equal(bare.data?.title, undefined);
  assert.equal(bare.body, '# Title\n\nBody\n');
  const titled = parseFrontMatter(file, '---\ntitle: X\n---\nBody');
  assert.deepEqual(titled.problems, []);
  assert.equal(titled.data?.description, undefined);
});

test('the Docusaurus fields are read: ids, slugs, sidebar and pagination settings, tags, numeric strings', () => {
  const page = parseFrontMatter(
    file,
    '---\nid: setup\nslug: /start\nsidebar_position: "3"\nsidebar_class_name: red\nhide_title: true\npagination_next: null\npagination_prev: intro\ncustom_edit_url: null\ntags: [kafka, { label: Deep dive, permalink: deep }]\nkeywords: a, b\nimage: /img/card.png\nunlisted: true\n---\n',
  );
  assert.deepEqual(page.problems, []);
  const data = page.data!;
  assert.equal(data.id, 'setup');
  assert.equal(data.slug, '/start');
  assert.equal(data.sidebar_position, 3);
  assert.equal(data.pagination_next, null);
  assert.equal(data.custom_edit_url, null);
  assert.deepEqual(data.keywords, ['a', 'b']);
  assert.deepEqual(data.tags, ['kafka', { label: 'Deep dive', permalink: 'deep' }]);
  assert.equal(data.unlisted, true);
  assert.equal(data.hide_title, true);
});

test('invalid YAML names the line in the file', () => {
  const page = parseFrontMatter(file, '---\ntitle: X\ndescription: [unclosed\n---\n');
  assert.equal(page.problems[0].line, 3);
  assert.match(page.problems[0].message, /^invalid YAML in front matter/);
});

test('wrong types are errors at their field; a long description is a warning', () => {
  const long = parseFrontMatter(file, `---\ntitle: X\ndescription: ${'a'.repeat(161)}\n---\n`);
  assert.deepEqual(long.problems.map(formatProblem), [
    'content/docs/x.md:3:1: warning: `description` has 161 characters; search results and link previews cut it at 160\n  hint: Shorten it to one sentence.',
  ]);
  assert.ok(long.data);
  const wrong = parseFrontMatter(file, '---\ntitle: 42\ndraft: yes please\nsidebar_position: first\n---\n');
  assert.equal(wrong.data, null);
  assert.deepEqual(wrong.problems.map(formatProblem), [
    'content/docs/x.md:2:1: error: `title` got 42, expected text\n  hint: Put the value in quotes: `title: "42"`.',
    'content/docs/x.md:3:1: error: `draft` got "yes please", expected true or false\n  hint: Write `draft: true`.',
    'content/docs/x.md:4:1: error: `sidebar_position` got "first", expected a number\n  hint: Write `sidebar_position: 3`.',
  ]);
});

test('an unknown field is a warning naming the field meant, and is ignored', () => {
  const page = parseFrontMatter(file, '---\ntitle: X\nkeyword: [b]\norder: 2\n---\n');
  assert.deepEqual(page.problems.map(formatProblem), [
    'content/docs/x.md:3:1: warning: unknown front matter field `keyword`\n  hint: Did you mean `keywords`? (The field is ignored.)',
    'content/docs/x.md:4:1: warning: unknown front matter field `order`\n  hint: Use `sidebar_position: 3`.',
  ]);
  assert.equal(page.data?.title, 'X');
});
