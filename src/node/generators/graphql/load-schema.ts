/**
 * Reads the GraphQL schema the reference pages describe: SDL files (`.graphql`, `.gql`), which
 * may split one schema over several files with `extend type`, or one introspection result
 * (`.json`, as written by a `__schema` query). Every problem is reported against its file and line.
 */
import {
  GraphQLError,
  Source,
  buildASTSchema,
  buildClientSchema,
  concatAST,
  getLocation,
  parse,
  validateSchema,
  type DocumentNode,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
// Not re-exported by the package root; the same CommonJS module instance as `graphql` itself.
import { validateSDL } from 'graphql/validation/validate.js';
import { DocsgenError, problem, type Problem } from '../../errors.ts';

export interface SchemaFile {
  /** Path relative to the site root, as listed in `reference.graphqlSchema`. */
  path: string;
  text: string;
}

const CONFIG_HINT = 'The files come from `reference.graphqlSchema` in site.config.ts.';

export function loadSchema(files: SchemaFile[]): GraphQLSchema {
  const json = files.filter((file) => file.path.endsWith('.json'));
  if (json.length > 0) {
    if (files.length > 1)
      throw new DocsgenError([
        problem(
          'graphql-schema',
          { file: json[0].path },
          'an introspection result (.json) must be the only file of `reference.graphqlSchema`',
          `List either one .json file or only SDL files. ${CONFIG_HINT}`,
        ),
      ]);
    return fromIntrospection(json[0]);
  }
  return fromSdl(files);
}

function fromSdl(files: SchemaFile[]): GraphQLSchema {
  const documents: DocumentNode[] = [];
  const problems: Problem[] = [];
  for (const file of files) {
    try {
      documents.push(parse(new Source(file.text, file.path)));
    } catch (error) {
      if (!(error instanceof GraphQLError)) throw error;
      problems.push(
        located(
          error,
          file.path,
          'fix the GraphQL syntax at this line (SDL: type, input, enum, interface, union, scalar definitions).',
        ),
      );
    }
  }
  if (problems.length > 0) throw new DocsgenError(problems);
  const document = concatAST(documents);
  // Checked here rather than by buildASTSchema, which throws one message without locations.
  const sdlErrors = validateSDL(document);
  if (sdlErrors.length > 0)
    throw new DocsgenError(
      sdlErrors.map((error) =>
        located(
          error,
          files[0]?.path ?? '',
          'define every type that a field, argument or extension names, exactly once.',
        ),
      ),
    );
  const schema = buildASTSchema(document, { assumeValidSDL: true });
  const invalid = validateSchema(schema);
  if (invalid.length > 0)
    throw new DocsgenError(
      invalid.map((error) =>
        located(
          error,
          files[0]?.path ?? '',
          'make the schema valid: every field has a type, every interface field is implemented.',
        ),
      ),
    );
  return schema;
}

function fromIntrospection(file: SchemaFile): GraphQLSchema {
  let data: unknown;
  try {
    data = JSON.parse(file.text);
  } catch (error) {
    throw new DocsgenError([
      problem(
        'graphql-schema',
        { file: file.path },
        `not valid JSON: ${(error as Error).message}`,
        'Write the result of an introspection query (`{ "data": { "__schema": ... } }`).',
      ),
    ]);
  }
  const result = (data as { data?: unknown }).data ?? data;
  if (!result || typeof result !== 'object' || !('__schema' in result)) {
    throw new DocsgenError([
      problem(
        'graphql-schema',
        { file: file.path },
        'no `__schema` object found (expected at `data.__schema` or `__schema`)',
        'Save the full response of an introspection query.',
      ),
    ]);
  }
  try {
    return buildClientSchema(result as IntrospectionQuery);
  } catch (error) {
    throw new DocsgenError([
      problem(
        'graphql-schema',
        { file: file.path },
        `the introspection result is incomplete: ${(error as Error).message}`,
        'Run the standard introspection query again and save its whole response.',
      ),
    ]);
  }
}

/** A GraphQL error as a problem: the file and line of its first location (or of its first node). */
function located(error: GraphQLError, fallbackFile: string, hint: string): Problem {
  const source = error.source ?? error.nodes?.find((node) => node.loc)?.loc?.source;
  const loc = error.nodes?.find((node) => node.loc)?.loc;
  const location = error.locations?.[0] ?? (loc ? getLocation(loc.source, loc.start) : undefined);
  const file = source?.name && source.name !== 'GraphQL request' ? source.name : fallbackFile;
  return problem(
    'graphql-schema',
    { file, line: location?.line, column: location?.column },
    error.message.replace(/^Syntax Error: /, 'syntax error: '),
    `${capitalize(hint)} ${CONFIG_HINT}`,
  );
}

function capitalize(text: string): string {
  return text[0].toUpperCase() + text.slice(1);
}
