/**
 * What the example check needs from the site: the GraphQL schema of `reference.graphqlSchema` and
 * the source catalog's recipe validators, loaded only when some example needs them. Problems in
 * those files are the generators' to report; here they only leave the examples unchecked.
 */
import { createHash } from 'node:crypto';
import { readFile, readdir } from 'node:fs/promises';
import { join, sep } from 'node:path';
import type { GraphQLSchema } from 'graphql';
import type { ValidateFunction } from 'ajv';
import type { SiteConfig } from '../config/schema.ts';
import { DocsgenError } from '../errors.ts';
import { loadSchema } from '../generators/graphql/load-schema.ts';
import { createAjv, loadCatalog, loadPipelineSchema, type Plugin } from '../generators/sources/catalog.ts';
import { optionPaths } from '../generators/sources/options.ts';
import { SOURCE_PAGES_DIR } from '../generators/sources/page.ts';
import { isClassPath, recipeSchemaFor } from '../generators/sources/recipe-schema.ts';
import { examplesNeed, type ExampleCheckers, type ExamplePage } from './check.ts';
import type { RecipeValidator, RecipeValidators } from './recipes.ts';

export async function loadExampleCheckers(
  root: string,
  config: SiteConfig,
  pages: ExamplePage[],
): Promise<ExampleCheckers> {
  const need = examplesNeed(pages);
  const [graphql, recipes] = await Promise.all([
    need.graphql ? siteSchema(root, config.reference.graphqlSchema) : undefined,
    need.recipes ? catalogValidators(root) : undefined,
  ]);
  return { graphql, recipes };
}

/** The last schema built, by the text of its files: serve checks again after every edit. */
let lastSchema: { key: string; schema: GraphQLSchema } | undefined;

async function siteSchema(root: string, paths: string[]): Promise<GraphQLSchema | undefined> {
  if (paths.length === 0) return undefined;
  try {
    const files = await Promise.all(
      paths.map(async (path) => ({ path, text: await readFile(join(root, path), 'utf8') })),
    );
    const key = createHash('sha1').update(JSON.stringify(files)).digest('hex');
    if (lastSchema?.key !== key) lastSchema = { key, schema: loadSchema(files) };
    return lastSchema.schema;
  } catch (error) {
    if (error instanceof DocsgenError || (error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** Compiled validators by a digest of their schema: compiling one takes tens of milliseconds. */
const compiled = new Map<string, ValidateFunction>();

async function catalogValidators(root: string): Promise<RecipeValidators | undefined> {
  const context = {
    root,
    readText: (path: string) => readFile(join(root, path), 'utf8'),
    listFiles: async (dir: string) =>
      ((await readdir(join(root, dir), { recursive: true }).catch(() => [])) as string[])
        .map((f) => f.split(sep).join('/'))
        .sort(),
  };
  const platforms = await loadCatalog(context).catch((error: unknown) => {
    if (error instanceof DocsgenError) return undefined;
    throw error;
  });
  if (!platforms || platforms.length === 0) return undefined;
  const plugins = new Map<string, { plugin: Plugin; page: string }>();
  for (const platform of platforms)
    for (const plugin of platform.plugins)
      plugins.set(plugin.name, { plugin, page: `/docs/${SOURCE_PAGES_DIR}/${platform.id}` });
  const pipelineSchema = await loadPipelineSchema(context);
  const pipeline = pipelineSchema ? [compile(pipelineSchema)] : [];
  return {
    sourceTypes: [...plugins.keys()],
    validatorFor(type: string): RecipeValidator | undefined {
      const known = plugins.get(type);
      if (known)
        return {
          plugin: type,
          validators: [compile(known.plugin.recipeSchema), ...pipeline],
          optionPaths: optionPaths(known.plugin.options),
          page: known.page,
        };
      // A custom source: its options are its own, the rest of the recipe is checked.
      if (isClassPath(type))
        return {
          plugin: type,
          validators: [compile(recipeSchemaFor(type, { type: ['object', 'null'] })), ...pipeline],
          optionPaths: new Set(),
        };
      return undefined;
    },
  };
}

function compile(schema: Record<string, unknown>): ValidateFunction {
  const key = createHash('sha1').update(JSON.stringify(schema)).digest('hex');
  let validate = compiled.get(key);
  if (!validate) {
    validate = createAjv().compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}
