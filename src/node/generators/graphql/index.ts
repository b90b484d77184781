/**
 * The GraphQL API reference: eight pages (queries, mutations, objects, input objects, interfaces,
 * unions, enums, scalars) made from the schema files of `reference.graphqlSchema` in site.config.ts.
 * Without those files the generator adds no pages. The pages are made in ./reference.ts, loaded
 * only when they are (graphql-js is a fifth of the CLI's code; a build whose schema did not change
 * takes the pages from the generator cache).
 */
import type { DocGenerator } from '../../content/types.ts';
import { DocsgenError, problem } from '../../errors.ts';
import type { SchemaFile } from './load-schema.ts';

export const graphqlGenerator: DocGenerator = {
  name: 'graphql',
  inputs: ['content/data/graphql', 'site.config.ts'],
  async generate(context) {
    const paths = context.config.reference.graphqlSchema;
    if (paths.length === 0) return [];
    const files: SchemaFile[] = await Promise.all(
      paths.map(async (path) => ({ path, text: await readSchemaFile(context.readText, path) })),
    );
    const { generateReference } = await import('./reference.ts');
    return generateReference(files);
  },
};

async function readSchemaFile(readText: (path: string) => Promise<string>, path: string): Promise<string> {
  try {
    return await readText(path);
  } catch {
    throw new DocsgenError([
      problem(
        'graphql-schema',
        { file: 'site.config.ts' },
        `\`reference.graphqlSchema\` lists ${path}, which cannot be read`,
        'Fix the path (relative to the site folder) or remove it from the list.',
      ),
    ]);
  }
}
