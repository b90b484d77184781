/**
 * The site's own examples, checked as `docsgen check` checks them: every GraphQL block of
 * content/docs validates against the schema the site ships, every recipe against the source
 * catalog, every JSON and YAML block parses. Blocks marked `partial` are few and only parsed.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { join } from 'node:path';
import { unified } from 'unified';
import remarkParse from 'remark-parse';
import remarkGfm from 'remark-gfm';
import remarkDirective from 'remark-directive';
import { VFile } from 'vfile';
import type { Root } from 'mdast';
import { listMarkdown } from '../../src/node/content/read-doc.ts';
import { parseFrontMatter } from '../../src/node/content/frontmatter.ts';
import { loadConfig } from '../../src/node/config/load.ts';
import { formatProblem } from '../../src/node/errors.ts';
import remarkCodeExamples from '../../src/node/markdown/plugins/remark-code-examples.ts';
import { checkCodeExamples, type ExamplePage } from '../../src/node/examples/check.ts';
import { loadExampleCheckers } from '../../src/node/examples/load.ts';
import { isRecipe } from '../../src/node/examples/recipes.ts';
import { parse as parseYaml } from 'yaml';
import { repoRoot } from '../helpers/site.ts';

const parser = unified().use(remarkParse).use(remarkGfm).use(remarkDirective).use(remarkCodeExamples);

async function examplePages(): Promise<ExamplePage[]> {
  const pages: ExamplePage[] = [];
  for (const path of await listMarkdown(join(repoRoot, 'content/docs'))) {
    const file = relative(repoRoot, path);
    const { body } = parseFrontMatter(file, readFileSync(path, 'utf8'));
    const vfile = new VFile({ value: body, path: file });
    await parser.run(parser.parse(vfile) as Root, vfile);
    if (vfile.data.codeExamples?.length) pages.push({ file, examples: vfile.data.codeExamples });
  }
  return pages;
}

test('every code example of content/docs is valid: GraphQL against the schema, recipes against the catalog', async () => {
  const pages = await examplePages();
  const config = await loadConfig(repoRoot);
  const checkers = await loadExampleCheckers(repoRoot, config, pages);
  assert.ok(checkers.graphql, 'the site has a GraphQL schema');
  assert.ok(checkers.recipes, 'the site has a source catalog');
  assert.deepEqual(checkCodeExamples(pages, checkers).map(formatProblem), []);
  const examples = pages.flatMap((page) => page.examples);
  const checked = (language: string) => examples.filter((e) => e.language === language && !e.partial).length;
  const recipes = examples.filter(
    (e) => e.language === 'yaml' && !e.partial && parseYaml(e.code, { strict: false }) && isRecipe(parseYaml(e.code)),
  );
  // Most examples are checked in full: a partial block is the exception, not the way out.
  assert.ok(checked('graphql') >= 55, `${checked('graphql')} GraphQL examples checked`);
  assert.ok(recipes.length >= 35, `${recipes.length} recipes checked`);
  assert.ok(checked('json') >= 50, `${checked('json')} JSON examples checked`);
  assert.ok(examples.filter((e) => e.partial).length <= 10, 'few blocks are marked partial');
});
