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
import { Anchors, PAGE_KINDS, cell, deprecationCell, deprecationNotice, heading, joinCell, paragraphs, table, type PageKind } from './markdown.ts';

/** Our own words for the scalars every GraphQL schema has (the library's texts are not ours to ship). */
const BUILT_IN_SCALARS: Record<string, string> = {
  String: 'Text, as a sequence of UTF-8 characters.',
  Int: 'A whole number that fits in 32 bits, signed.',
  Float: 'A signed double-precision floating-point number.',
  Boolean: 'Either `true` or `false`.',
  ID: 'A unique identifier, written as a string.',
};

export interface SchemaPages {
  bodies: Record<PageKind, string>;
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
  const sections: Record<PageKind, string[][]> = {
    queries: sorted.queries.map((f) => rootField(anchors, 'queries', f)),
    mutations: sorted.mutations.map((f) => rootField(anchors, 'mutations', f)),
    objects: sorted.objects.map((t) => objectSection(anchors, t)),
    inputObjects: sorted.inputObjects.map((t) => inputSection(anchors, t)),
    interfaces: sorted.interfaces.map((t) => interfaceSection(anchors, t, implementers.get(t.name) ?? [])),
    unions: sorted.unions.map((t) => unionSection(anchors, t)),
    enums: sorted.enums.map((t) => enumSection(anchors, t)),
    scalars: sorted.scalars.map((t) => scalarSection(anchors, t)),
  };
  const bodies = {} as Record<PageKind, string>;
  const counts = {} as Record<PageKind, number>;
  for (const kind of PAGE_KINDS) {
    counts[kind] = sections[kind].length;
    bodies[kind] = [intros[kind], '', ...sections[kind].flat()].join('\n').trimEnd() + '\n';
  }
  return { bodies, counts };
}

function sortSchema(schema: GraphQLSchema): Sorted {
  const roots = new Set([schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()].filter(Boolean));
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
function implementersOf(objects: GraphQLObjectType[], interfaces: GraphQLInterfaceType[]): Map<string, GraphQLNamedType[]> {
  const result = new Map<string, GraphQLNamedType[]>();
  for (const type of [...objects, ...interfaces]) {
    for (const parent of type.getInterfaces()) result.set(parent.name, [...(result.get(parent.name) ?? []), type]);
  }
  return result;
}

function rootField(anchors: Anchors, page: 'queries' | 'mutations', field: GraphQLField<unknown, unknown>): string[] {
  return [
    heading(field.name, anchors.idOn(page, field.name)),
    '',
    paragraphs(field.description, `The \`${field.name}\` ${page === 'queries' ? 'query' : 'mutation'}.`),
    '',
    ...deprecationNotice(field.deprecationReason),
    `**Type:** ${anchors.typeRef(field.type)}`,
    '',
    ...argumentsTable(anchors, field.args),
  ];
}

function argumentsTable(anchors: Anchors, args: readonly GraphQLArgument[]): string[] {
  if (args.length === 0) return [];
  return ['**Arguments**', '', ...table(['Name', 'Description'], args.map((arg) => [inputName(anchors, arg), joinCell(deprecationCell(arg.deprecationReason), cell(arg.description))]))];
}

/** `**name** · [Type](...)!`, plus ` = default` for inputs that have one. */
function inputName(anchors: Anchors, input: GraphQLArgument | GraphQLInputField): string {
  const value = input.defaultValue === undefined ? null : astFromValue(input.defaultValue, input.type);
  const fallback = value ? ` = \`${print(value)}\`` : '';
  return `**${input.name}** · ${anchors.typeRef(input.type)}${fallback}`;
}

function typeHeader(anchors: Anchors, page: PageKind, type: GraphQLNamedType, kindWord: string): string[] {
  return [heading(type.name, anchors.idOn(page, type.name)), '', paragraphs(type.description, `The \`${type.name}\` ${kindWord}.`), ''];
}

function fieldsTable(anchors: Anchors, type: GraphQLObjectType | GraphQLInterfaceType): string[] {
  const rows = Object.values(type.getFields()).map((field): [string, string] => {
    const args = field.args.length > 0 ? ` Arguments: ${field.args.map((arg) => inputName(anchors, arg)).join(', ')}.` : '';
    const description = field.description ?? inheritedDescription(type, field.name);
    return [`**${field.name}** · ${anchors.typeRef(field.type)}`, joinCell(deprecationCell(field.deprecationReason), cell(description) + args)];
  });
  return ['**Fields**', '', ...table(['Name', 'Description'], rows)];
}

/** A field that implements an interface's field and has no text of its own reads the interface's. */
function inheritedDescription(type: GraphQLObjectType | GraphQLInterfaceType, name: string): string | undefined {
  for (const parent of type.getInterfaces()) {
    const text = parent.getFields()[name]?.description ?? inheritedDescription(parent, name);
    if (text) return text;
  }
  return undefined;
}

function linkList(anchors: Anchors, label: string, types: readonly GraphQLNamedType[]): string[] {
  if (types.length === 0) return [];
  return [`**${label}:** ${[...types].sort(byName).map((t) => anchors.typeLink(t.name)).join(', ')}`, ''];
}

function objectSection(anchors: Anchors, type: GraphQLObjectType): string[] {
  return [...typeHeader(anchors, 'objects', type, 'object type'), ...linkList(anchors, 'Implements', type.getInterfaces()), ...fieldsTable(anchors, type)];
}

function interfaceSection(anchors: Anchors, type: GraphQLInterfaceType, implementers: GraphQLNamedType[]): string[] {
  return [...typeHeader(anchors, 'interfaces', type, 'interface'), ...linkList(anchors, 'Implements', type.getInterfaces()), ...fieldsTable(anchors, type), ...linkList(anchors, 'Implemented by', implementers)];
}

function inputSection(anchors: Anchors, type: GraphQLInputObjectType): string[] {
  const rows = Object.values(type.getFields()).map((field): [string, string] => [inputName(anchors, field), joinCell(deprecationCell(field.deprecationReason), cell(field.description))]);
  return [...typeHeader(anchors, 'inputObjects', type, 'input type'), '**Fields**', '', ...table(['Name', 'Description'], rows)];
}

function unionSection(anchors: Anchors, type: GraphQLUnionType): string[] {
  return [...typeHeader(anchors, 'unions', type, 'union'), ...linkList(anchors, 'Possible types', type.getTypes())];
}

function enumSection(anchors: Anchors, type: GraphQLEnumType): string[] {
  const rows = type.getValues().map((value): [string, string] => [`**${value.name}**`, joinCell(deprecationCell(value.deprecationReason), cell(value.description))]);
  return [...typeHeader(anchors, 'enums', type, 'enum'), '**Values**', '', ...table(['Value', 'Description'], rows)];
}

function scalarSection(anchors: Anchors, type: GraphQLScalarType): string[] {
  const description = isSpecifiedScalarType(type) ? BUILT_IN_SCALARS[type.name] : type.description;
  return [heading(type.name, anchors.idOn('scalars', type.name)), '', paragraphs(description, `The \`${type.name}\` scalar.`), ''];
}
