/**
 * The generators that turn `content/data/` into doc pages (ingestion sources, metamodel
 * entities, GraphQL and Python SDK reference). Each runs only when its data is present.
 */
import type { DocGenerator } from './types.ts';
import { metamodelGenerator } from '../generators/metamodel/index.ts';
import { graphqlGenerator } from '../generators/graphql/index.ts';
import { sourcesGenerator } from '../generators/sources/index.ts';

export const builtinGenerators: DocGenerator[] = [sourcesGenerator, metamodelGenerator, graphqlGenerator];
