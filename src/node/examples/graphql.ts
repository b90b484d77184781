/**
 * GraphQL examples: each must parse, and an operation must be valid against the site's schema
 * (the fields, arguments, types and variables it names exist and fit), as a DataHub server would
 * check it. A block of type definitions (SDL) is checked as an extension of the schema. A block
 * marked `partial` is only parsed.
 */
import {
  GraphQLError,
  Kind,
  parse,
  validate,
  type DefinitionNode,
  type DocumentNode,
  type GraphQLSchema,
} from 'graphql';
// Not re-exported by the package root; the same CommonJS module instance as `graphql` itself.
import { validateSDL } from 'graphql/validation/validate.js';
import type { Problem } from '../errors.ts';
import { exampleProblem, type ExampleSite } from './place.ts';
import { PARTIAL_FLAG } from '../markdown/plugins/remark-code-examples.ts';

const PARTIAL_HINT = `An example that is deliberately incomplete is marked \`\`\`graphql ${PARTIAL_FLAG} and only parsed.`;

export function checkGraphqlExample(site: ExampleSite, schema: GraphQLSchema | undefined): Problem[] {
  let document: DocumentNode;
  try {
    document = parse(site.example.code);
  } catch (error) {
    if (!(error instanceof GraphQLError)) throw error;
    return [located(site, error, 'example-graphql-syntax', `Fix the GraphQL syntax here. ${PARTIAL_HINT}`)];
  }
  if (site.example.partial || !schema) return [];
  const definitions = document.definitions.every(isTypeSystem);
  const errors = definitions ? validateSDL(document, schema) : validate(schema, document);
  const hint = definitions
    ? `A block of type definitions must extend the schema of \`reference.graphqlSchema\` (site.config.ts) without redefining its types: write \`extend type\` for an existing one. ${PARTIAL_HINT}`
    : `Compare the operation with the GraphQL API reference (the schema files of \`reference.graphqlSchema\` in site.config.ts). ${PARTIAL_HINT}`;
  return errors.map((error) => located(site, error, 'example-graphql', hint));
}

function isTypeSystem(definition: DefinitionNode): boolean {
  return definition.kind !== Kind.OPERATION_DEFINITION && definition.kind !== Kind.FRAGMENT_DEFINITION;
}

function located(site: ExampleSite, error: GraphQLError, code: string, hint: string): Problem {
  const location = error.locations?.[0];
  const message = error.message.replace(/^Syntax Error: /, 'syntax error: ');
  return exampleProblem(
    site,
    location && { line: location.line, column: location.column },
    code,
    `GraphQL example: ${message}`,
    hint,
  );
}
