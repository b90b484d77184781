/**
 * Messages that say the cause: a YAML alias bomb in front matter or a data file is a problem
 * naming the file and the line of its first alias, not an exception from the YAML library.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { z } from 'zod';
import { parseFrontMatter } from '../../src/node/content/frontmatter.ts';
import { readDataFile } from '../../src/node/util/yaml-data.ts';
import { DocsgenError } from '../../src/node/errors.ts';

/** Nine levels, each alias repeating the one above nine times: 9^9 values from a dozen lines. */
function aliasBomb(): string {
  const lines = ['a: &a ["x","x","x","x","x","x","x","x","x"]'];
  for (let level = 1; level < 9; level++) {
    const prev = String.fromCharCode(96 + level);
    const name = String.fromCharCode(97 + level);
    lines.push(`${name}: &${name} [${Array(9).fill(`*${prev}`).join(',')}]`);
  }
  return lines.join('\n');
}

test('an alias bomb in front matter names the page and the line of its first alias', () => {
  const page = parseFrontMatter('content/docs/bomb.md', `---\ntitle: Bomb\n${aliasBomb()}\n---\n\nText.\n`);
  assert.deepEqual(
    page.problems.map((p) => [p.file, p.line, p.code, p.message]),
    [
      [
        'content/docs/bomb.md',
        4,
        'frontmatter-yaml',
        'YAML aliases (`*name`) here repeat the data they name so many times that reading it would exhaust memory (an alias bomb)',
      ],
    ],
  );
});

test('an alias bomb in a data file names the file and the line of its first alias', () => {
  const read = () =>
    readDataFile('content/redirects.yaml', `# redirects\n${aliasBomb()}\n`, z.unknown(), {
      code: 'redirects',
      hint: 'See docs/authoring.md.',
    });
  assert.throws(read, (error: unknown) => {
    assert.ok(error instanceof DocsgenError);
    assert.deepEqual(
      error.problems.map((p) => [p.file, p.line, p.code]),
      [['content/redirects.yaml', 3, 'redirects-yaml']],
    );
    return true;
  });
});
