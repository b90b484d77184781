/**
 * The generators that turn `content/data/` into doc pages (ingestion sources, metamodel
 * entities, GraphQL and Python SDK reference). Each runs only when its data is present.
 */
import type { DocGenerator } from '../content/types.ts';
import { metamodelGenerator } from './metamodel/index.ts';
import { graphqlGenerator } from './graphql/index.ts';
import { sourcesGenerator } from './sources/index.ts';

export const builtinGenerators: DocGenerator[] = [sourcesGenerator, metamodelGenerator, graphqlGenerator];
