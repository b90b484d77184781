/**
 * Every code example of the site checked at once, once all pages are compiled (as links are):
 * GraphQL against the site's schema, JSON and YAML parsed, ingestion recipes against the source
 * catalog. A pure function of the pages' recorded examples and the checkers it is given.
 */
import type { GraphQLSchema } from 'graphql';
import type { Problem } from '../errors.ts';
import type { CodeExample } from '../markdown/types.ts';
import { checkGraphqlExample } from './graphql.ts';
import { checkJsonExample, parseYamlExample } from './data.ts';
import { checkRecipe, isRecipe, type RecipeValidators } from './recipes.ts';

export interface ExamplePage {
  /** The page's file, relative to the site root. */
  file: string;
  examples: CodeExample[];
}

export interface ExampleCheckers {
  /** The schema GraphQL examples are validated against; without one they are only parsed. */
  graphql?: GraphQLSchema;
  /** Validators of recipes; without them recipes are only parsed. */
  recipes?: RecipeValidators;
}

export function checkCodeExamples(pages: Iterable<ExamplePage>, checkers: ExampleCheckers): Problem[] {
  const problems: Problem[] = [];
  for (const page of pages) {
    for (const example of page.examples) {
      const site = { file: page.file, example };
      if (example.language === 'graphql') problems.push(...checkGraphqlExample(site, checkers.graphql));
      else if (example.language === 'json') problems.push(...checkJsonExample(site));
      else problems.push(...checkYamlExample(site, checkers.recipes));
    }
  }
  return problems;
}

function checkYamlExample(
  site: { file: string; example: CodeExample },
  recipes: RecipeValidators | undefined,
): Problem[] {
  const { documents, counter, problems } = parseYamlExample(site);
  if (problems.length > 0 || site.example.partial || !recipes) return problems;
  return documents
    .filter((document) => isRecipe(document.toJS()))
    .flatMap((document) => checkRecipe(site, document, counter, recipes));
}

/** Whether any example needs the schema or the catalog (so that a site without them loads neither). */
export function examplesNeed(pages: Iterable<ExamplePage>): { graphql: boolean; recipes: boolean } {
  let graphql = false;
  let recipes = false;
  for (const page of pages) {
    for (const example of page.examples) {
      if (example.partial) continue;
      if (example.language === 'graphql') graphql = true;
      else if (example.language === 'yaml' && /^\s*source\s*:/m.test(example.code)) recipes = true;
    }
  }
  return { graphql, recipes };
}
