/**
 * The eight reference pages of a GraphQL schema, laid out like the 2023 site's
 * (one `##` section per type or root field, tables of fields, arguments and values).
 */
import {
  isEnumType,
  isInputObjectType,
  isInterfaceType,
  isObjectType,
  isScalarType,
  isSpecifiedScalarType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLEnumType,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputObjectType,
  type GraphQLInterfaceType,
  type GraphQLNamedType,
  type GraphQLObjectType,
  type GraphQLScalarType,
  type GraphQLSchema,
  type GraphQLUnionType,
  astFromValue,
  print,
} from 'graphql';
import type { PhrasingContent, Root, RootContent } from 'mdast';
import {
  Anchors,
  PAGE_KINDS,
  cell,
  deprecationCell,
  deprecationNotice,
  heading,
  joinCell,
  labelledTable,
  withStop,
  type PageKind,
} from './markdown.ts';
import { blocks, code, inline, joined, paragraph, pageFromTree, strong, text } from '../mdast.ts';

/** Our own words for the scalars every GraphQL schema has (the library's texts are not ours to ship). */
const BUILT_IN_SCALARS: Record<string, string> = {
  String: 'Text, as a sequence of UTF-8 characters.',
  Int: 'A whole number that fits in 32 bits, signed.',
  Float: 'A signed double-precision floating-point number.',
  Boolean: 'Either `true` or `false`.',
  ID: 'A unique identifier, written as a string.',
};

export interface SchemaPages {
  pages: Record<PageKind, { tree: Root; markdown: string }>;
  counts: Record<PageKind, number>;
}

interface Sorted {
  queries: GraphQLField<unknown, unknown>[];
  mutations: GraphQLField<unknown, unknown>[];
  objects: GraphQLObjectType[];
  inputObjects: GraphQLInputObjectType[];
  interfaces: GraphQLInterfaceType[];
  unions: GraphQLUnionType[];
  enums: GraphQLEnumType[];
  scalars: GraphQLScalarType[];
}

export function renderSchema(schema: GraphQLSchema, intros: Record<PageKind, string>): SchemaPages {
  const sorted = sortSchema(schema);
  const anchors = new Anchors();
  for (const kind of PAGE_KINDS) for (const item of sorted[kind]) anchors.add(kind, item.name, item.name);
  const implementers = implementersOf(sorted.objects, sorted.interfaces);
  const sections: Record<PageKind, RootContent[][]> = {
    queries: sorted.queries.map((f) => rootField(anchors, 'queries', f)),
    mutations: sorted.mutations.map((f) => rootField(anchors, 'mutations', f)),
    objects: sorted.objects.map((t) => objectSection(anchors, t)),
    inputObjects: sorted.inputObjects.map((t) => inputSection(anchors, t)),
    interfaces: sorted.interfaces.map((t) => interfaceSection(anchors, t, implementers.get(t.name) ?? [])),
    unions: sorted.unions.map((t) => unionSection(anchors, t)),
    enums: sorted.enums.map((t) => enumSection(anchors, t)),
    scalars: sorted.scalars.map((t) => scalarSection(anchors, t)),
  };
  const pages = {} as SchemaPages['pages'];
  const counts = {} as Record<PageKind, number>;
  for (const kind of PAGE_KINDS) {
    counts[kind] = sections[kind].length;
    pages[kind] = pageFromTree([paragraph(...inline(intros[kind])), ...sections[kind].flat()]);
  }
  return { pages, counts };
}

function sortSchema(schema: GraphQLSchema): Sorted {
  const roots = new Set(
    [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean),
  );
  const types = Object.values(schema.getTypeMap())
    .filter((t) => !t.name.startsWith('__') && !roots.has(t as GraphQLObjectType))
    .sort(byName);
  const fieldsOf = (t: GraphQLObjectType | null | undefined) => Object.values(t?.getFields() ?? {}).sort(byName);
  return {
    queries: fieldsOf(schema.getQueryType()),
    mutations: fieldsOf(schema.getMutationType()),
    objects: types.filter(isObjectType),
    inputObjects: types.filter(isInputObjectType),
    interfaces: types.filter(isInterfaceType),
    unions: types.filter(isUnionType),
    enums: types.filter(isEnumType),
    scalars: types.filter(isScalarType),
  };
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name.localeCompare(b.name, 'en');
}

/** Interface name → the object types and interfaces that implement it. */
function implementersOf(
  objects: GraphQLObjectType[],
  interfaces: GraphQLInterfaceType[],
): Map<string, GraphQLNamedType[]> {
  const result = new Map<string, GraphQLNamedType[]>();
  for (const type of [...objects, ...interfaces]) {
    for (const parent of type.getInterfaces()) result.set(parent.name, [...(result.get(parent.name) ?? []), type]);
  }
  return result;
}

function rootField(
  anchors: Anchors,
  page: 'queries' | 'mutations',
  field: GraphQLField<unknown, unknown>,
): RootContent[] {
  return [
    heading(field.name, anchors.idOn(page, field.name)),
    ...blocks(field.description, [
      text('The '),
      code(field.name),
      text(` ${page === 'queries' ? 'query' : 'mutation'}.`),
    ]),
    ...deprecationNotice(field.deprecationReason),
    paragraph(strong(text('Type:')), text(' '), ...anchors.typeRef(field.type)),
    ...argumentsTable(anchors, field.args),
  ];
}

function argumentsTable(anchors: Anchors, args: readonly GraphQLArgument[]): RootContent[] {
  if (args.length === 0) return [];
  return labelledTable(
    'Arguments',
    ['Name', 'Description'],
    args.map((arg) => [
      inputName(anchors, arg),
      joinCell(deprecationCell(arg.deprecationReason), cell(arg.description)),
    ]),
  );
}

/** `**name** · [Type](...)!`, plus ` = default` for inputs that have one. */
function inputName(anchors: Anchors, input: GraphQLArgument | GraphQLInputField): PhrasingContent[] {
  const value = input.defaultValue === undefined ? null : astFromValue(input.defaultValue, input.type);
  return [
    strong(text(input.name)),
    text(' · '),
    ...anchors.typeRef(input.type),
    ...(value ? [text(' = '), code(print(value))] : []),
  ];
}

function typeHeader(anchors: Anchors, page: PageKind, type: GraphQLNamedType, kindWord: string): RootContent[] {
  return [
    heading(type.name, anchors.idOn(page, type.name)),
    ...blocks(type.description, [text('The '), code(type.name), text(` ${kindWord}.`)]),
  ];
}

function fieldsTable(anchors: Anchors, type: GraphQLObjectType | GraphQLInterfaceType): RootContent[] {
  const rows = Object.values(type.getFields()).map((field): PhrasingContent[][] => {
    const args: PhrasingContent[] =
      field.args.length > 0
        ? [
            text(' Arguments: '),
            ...joined(
              field.args.map((arg) => argumentNote(anchors, arg)),
              ' ',
            ),
          ]
        : [];
    const description = field.description ?? inheritedDescription(type, field.name);
    return [
      [strong(text(field.name)), text(' · '), ...anchors.typeRef(field.type)],
      joinCell(deprecationCell(field.deprecationReason), [...cell(withStop(description)), ...args]),
    ];
  });
  return labelledTable('Fields', ['Name', 'Description'], rows);
}

/** An argument of an object or interface field, inside the field's row: `**first** · Int = `10` — what to pass.` */
function argumentNote(anchors: Anchors, arg: GraphQLArgument): PhrasingContent[] {
  const about = joinCell(deprecationCell(arg.deprecationReason), cell(withStop(arg.description)));
  return about.length > 0
    ? [...inputName(anchors, arg), text(' — '), ...about]
    : [...inputName(anchors, arg), text('.')];
}

/** A field that implements an interface's field and has no text of its own reads the interface's. */
function inheritedDescription(type: GraphQLObjectType | GraphQLInterfaceType, name: string): string | undefined {
  for (const parent of type.getInterfaces()) {
    const text = parent.getFields()[name]?.description ?? inheritedDescription(parent, name);
    if (text) return text;
  }
  return undefined;
}

function linkList(anchors: Anchors, label: string, types: readonly GraphQLNamedType[]): RootContent[] {
  if (types.length === 0) return [];
  return [
    paragraph(
      strong(text(`${label}:`)),
      text(' '),
      ...joined(
        [...types].sort(byName).map((t) => [anchors.typeLink(t.name)]),
        ', ',
      ),
    ),
  ];
}

function objectSection(anchors: Anchors, type: GraphQLObjectType): RootContent[] {
  return [
    ...typeHeader(anchors, 'objects', type, 'object type'),
    ...linkList(anchors, 'Implements', type.getInterfaces()),
    ...fieldsTable(anchors, type),
  ];
}

function interfaceSection(
  anchors: Anchors,
  type: GraphQLInterfaceType,
  implementers: GraphQLNamedType[],
): RootContent[] {
  return [
    ...typeHeader(anchors, 'interfaces', type, 'interface'),
    ...linkList(anchors, 'Implements', type.getInterfaces()),
    ...fieldsTable(anchors, type),
    ...linkList(anchors, 'Implemented by', implementers),
  ];
}

function inputSection(anchors: Anchors, type: GraphQLInputObjectType): RootContent[] {
  const rows = Object.values(type.getFields()).map((field): PhrasingContent[][] => [
    inputName(anchors, field),
    joinCell(deprecationCell(field.deprecationReason), cell(field.description)),
  ]);
  return [
    ...typeHeader(anchors, 'inputObjects', type, 'input type'),
    ...labelledTable('Fields', ['Name', 'Description'], rows),
  ];
}

function unionSection(anchors: Anchors, type: GraphQLUnionType): RootContent[] {
  return [...typeHeader(anchors, 'unions', type, 'union'), ...linkList(anchors, 'Possible types', type.getTypes())];
}

function enumSection(anchors: Anchors, type: GraphQLEnumType): RootContent[] {
  const rows = type
    .getValues()
    .map((value): PhrasingContent[][] => [
      [strong(text(value.name))],
      joinCell(deprecationCell(value.deprecationReason), cell(value.description)),
    ]);
  return [...typeHeader(anchors, 'enums', type, 'enum'), ...labelledTable('Values', ['Value', 'Description'], rows)];
}

function scalarSection(anchors: Anchors, type: GraphQLScalarType): RootContent[] {
  const description = isSpecifiedScalarType(type) ? BUILT_IN_SCALARS[type.name] : type.description;
  return [
    heading(type.name, anchors.idOn('scalars', type.name)),
    ...blocks(description, [text('The '), code(type.name), text(' scalar.')]),
  ];
}
