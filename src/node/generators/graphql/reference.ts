/** The GraphQL reference's pages from schema files already read (src/node/generators/graphql/index.ts runs it). */
import type { GeneratedDoc } from '../../content/types.ts';
import { loadSchema, type SchemaFile } from './load-schema.ts';
import { PAGE_KINDS, ROUTE_PREFIX, type PageKind } from './markdown.ts';
import { renderSchema } from './render.ts';
import { REFERENCE_SEARCH_WEIGHT } from '../reference.ts';

interface PageInfo {
  title: string;
  sidebarLabel?: string;
  description: string;
  intro: string;
}

const link = (kind: PageKind, text: string) => `[${text}](${ROUTE_PREFIX}${kind})`;

export const PAGES: Record<PageKind, PageInfo> = {
  queries: {
    title: 'Queries',
    description: 'Every query of the DataHub GraphQL API: what it returns and the arguments it takes.',
    intro: `Queries read metadata without changing it. Each section is one field of the root \`Query\` type, with the type it returns and its arguments; the names of types link to their definitions on the ${link('objects', 'Objects')} and ${link('inputObjects', 'Input objects')} pages.`,
  },
  mutations: {
    title: 'Mutations',
    description:
      'Every mutation of the DataHub GraphQL API: what it changes, what it returns and the arguments it takes.',
    intro: `Mutations create, change or remove metadata. Each section is one field of the root \`Mutation\` type; most take a single \`input\` argument whose fields are listed on the ${link('inputObjects', 'Input objects')} page.`,
  },
  objects: {
    title: 'Objects',
    description: 'The object types of the DataHub GraphQL API, with their fields and the interfaces they implement.',
    intro: `Object types are the shapes of the data that queries and mutations return. A field's type shows lists as \`[Type]\` and required values with \`!\`; entities such as datasets also implement the ${link('interfaces', 'interfaces')} named under Implements.`,
  },
  inputObjects: {
    title: 'Input objects',
    sidebarLabel: 'Inputs',
    description:
      'The input types of the DataHub GraphQL API: the arguments that queries and mutations accept, field by field.',
    intro: `Input objects are the structured arguments of ${link('queries', 'queries')} and ${link('mutations', 'mutations')}. Fields marked with \`!\` are required; a default, when there is one, follows the type.`,
  },
  interfaces: {
    title: 'Interfaces',
    description:
      'The interfaces of the DataHub GraphQL API: fields that several object types share, and the types that implement them.',
    intro: `An interface lists fields that several ${link('objects', 'object types')} have in common. A field typed with an interface can return any type listed under Implemented by; select type-specific fields with an inline fragment such as \`... on Dataset\`.`,
  },
  unions: {
    title: 'Unions',
    description: 'The union types of the DataHub GraphQL API and the object types each one can hold.',
    intro: `A union is a value that can be one of several ${link('objects', 'object types')}, with no fields in common. Ask for \`__typename\` and use inline fragments to read the fields of each possible type.`,
  },
  enums: {
    title: 'Enums',
    description: 'The enumerations of the DataHub GraphQL API and the meaning of each of their values.',
    intro:
      'Enums are fixed sets of values. Write a value without quotes in a query, and as a string in JSON variables.',
  },
  scalars: {
    title: 'Scalars',
    description: 'The scalar types of the DataHub GraphQL API: the basic values that every field ends in.',
    intro: 'Scalars are the leaf values of the schema: every field, followed far enough, ends in one of these types.',
  },
};

/** The eight pages for schema files already read; exported for tests and the benchmark. */
export function generateReference(files: SchemaFile[]): GeneratedDoc[] {
  const schema = loadSchema(files);
  const intros = Object.fromEntries(PAGE_KINDS.map((kind) => [kind, PAGES[kind].intro])) as Record<PageKind, string>;
  const { pages } = renderSchema(schema, intros);
  return PAGE_KINDS.map((kind, index) => ({
    id: `graphql/${kind}`,
    title: PAGES[kind].title,
    sidebarLabel: PAGES[kind].sidebarLabel,
    description: PAGES[kind].description,
    markdown: pages[kind].markdown,
    tree: pages[kind].tree,
    source: files[0].path,
    sidebarPosition: index + 1,
    searchWeight: REFERENCE_SEARCH_WEIGHT,
    keywords: ['graphql', 'api', 'reference'],
  }));
}
