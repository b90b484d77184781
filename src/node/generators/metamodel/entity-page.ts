/** The tree of one entity page: URN, aspects with fields and schema, relationships, types. */
import type { PhrasingContent, Root, RootContent } from 'mdast';
import { reachableTypes, type Model } from './model.ts';
import type { Aspect, Entity, Field, TypeDef } from './schema.ts';
import { relationshipsOf, type Edge } from './relationships.ts';
import { aspectSchemaJson } from './schema-json.ts';
import { entitySearchFields, searchNote, searchSection } from './search-fields.ts';
import { parseType, typePhrasing } from './type-text.ts';
import {
  blocks,
  code,
  codeBlock,
  details,
  heading,
  image,
  inline,
  joined,
  link,
  pageFromTree,
  paragraph,
  strong,
  table,
  text,
} from '../mdast.ts';

export const ENTITY_DIR = 'generated/metamodel/entities';

/** How a page points elsewhere: a named type to its section (or nowhere), an entity to its page. */
interface Links {
  type: (name: string) => string | undefined;
  entity: (name: string) => PhrasingContent;
}

export function entityTitle(entity: Entity): string {
  return entity.title ?? entity.name[0].toUpperCase() + entity.name.slice(1);
}

export function entityRoute(entity: Entity): string {
  return `/docs/${ENTITY_DIR}/${entity.name.toLowerCase()}`;
}

/** Normal aspects first, then timeseries, then deprecated (the order of the 2023 pages). */
export function orderedAspects(model: Model, entity: Entity): Aspect[] {
  const all = [entity.keyAspect, ...entity.aspects]
    .map((n) => model.aspects.get(n))
    .filter((a): a is Aspect => a !== undefined);
  const rank = (a: Aspect) => (a.deprecated ? 2 : a.timeseries ? 1 : 0);
  return all
    .map((a, i) => ({ a, i }))
    .sort((x, y) => rank(x.a) - rank(y.a) || x.i - y.i)
    .map(({ a }) => a);
}

export function urnFormat(entity: Entity, keyAspect: Aspect | undefined): string {
  const parts = (keyAspect?.urnParts ?? keyAspect?.fields.map((f) => f.name) ?? []).map((p) => `<${p}>`);
  return `urn:li:${entity.name}:${parts.length === 1 ? parts[0] : `(${parts.join(',')})`}`;
}

export function entityPage(model: Model, entity: Entity, edges: Edge[]): { tree: Root; markdown: string } {
  const aspects = orderedAspects(model, entity);
  const types = reachableTypes(
    model,
    aspects.flatMap((a) => a.fields),
  );
  const onPage = new Set(types.map((t) => t.name));
  const pages = new Map(model.entities.filter((e) => e.page !== false).map((e) => [e.name, e]));
  const links: Links = {
    type: (name) => (onPage.has(name) ? `#${typeAnchor(name)}` : undefined),
    entity: (name) => {
      const target = pages.get(name);
      return target ? link(entityRoute(target), text(entityTitle(target))) : text(`${name} (no page)`);
    },
  };
  return pageFromTree([
    ...blocks(entity.doc, []),
    ...relatedSection(entity, edges, pages, links.entity),
    ...urnSection(entity, model.aspects.get(entity.keyAspect)),
    heading(2, 'Aspects', 'aspects'),
    ...aspects.flatMap((a) => aspectSection(model, a, links)),
    ...searchSection(entitySearchFields(model, aspects)),
    ...relationshipsSection(entity, edges, links.entity),
    ...(types.length
      ? [
          heading(2, 'Types', 'types'),
          paragraph(text('Records, enums and type aliases that the aspects above use.')),
          ...types.flatMap((t) => typeSection(t, links)),
        ]
      : []),
  ]);
}

/**
 * Links to every entity this one relates to, first thing on the page: those its aspects point at,
 * those that point at it, those whose URN is part of its own (a dataset's platform) and those
 * whose URN holds its own.
 */
function relatedSection(
  entity: Entity,
  edges: Edge[],
  pages: Map<string, Entity>,
  entityLink: Links['entity'],
): RootContent[] {
  const { outgoing, incoming } = relationshipsOf(entity.name, edges);
  const inUrn = [...entity.urnExample.matchAll(/urn:li:(\w+):/g)].map((m) => m[1]);
  const holdingUrn = [...pages.values()]
    .filter((other) => other.urnExample.includes(`urn:li:${entity.name}:`))
    .map((other) => other.name);
  const names = new Set([...outgoing.map((e) => e.to), ...incoming.map((e) => e.from), ...inUrn, ...holdingUrn]);
  const related = [...names]
    .filter((name) => name !== entity.name && pages.has(name))
    .sort((a, b) => entityTitle(pages.get(a)!).localeCompare(entityTitle(pages.get(b)!)));
  if (related.length === 0) return [];
  return [
    paragraph(
      text('Related entities: '),
      ...joined(
        related.map((name) => [entityLink(name)]),
        ', ',
      ),
      text('.'),
    ),
  ];
}

function urnSection(entity: Entity, keyAspect: Aspect | undefined): RootContent[] {
  return [
    heading(2, 'URN', 'urn'),
    paragraph(
      text('An entity of this type is identified by a URN built from the fields of its key aspect '),
      link(`#${entity.keyAspect.toLowerCase()}`, text(entity.keyAspect)),
      text(', in order:'),
    ),
    codeBlock('text', urnFormat(entity, keyAspect)),
    paragraph(text('For example:')),
    codeBlock('text', entity.urnExample),
  ];
}

function aspectSection(model: Model, aspect: Aspect, links: Links): RootContent[] {
  const marks = [aspect.timeseries ? ' (Timeseries)' : '', aspect.deprecated ? ' (Deprecated)' : ''].join('');
  const notes = [
    aspect.urnParts ? 'This is the key aspect: its fields make up the URN.' : '',
    aspect.timeseries
      ? 'A timeseries aspect: each value is an event at a point in time rather than the latest state.'
      : '',
    aspect.deprecated ? 'Deprecated: kept for compatibility; new metadata should not use it.' : '',
  ].filter(Boolean);
  return [
    heading(3, `${aspect.name}${marks}`, aspect.name.toLowerCase()),
    // The notes end the doc's last paragraph rather than making short paragraphs of their own.
    ...blocks([aspect.doc, ...notes].join(' '), []),
    fieldsTable(aspect.fields, links),
    details('Schema', codeBlock('json', aspectSchemaJson(model, aspect))),
  ];
}

function fieldsTable(fields: Field[], links: Links): RootContent {
  if (fields.length === 0) return paragraph(text('This record has no fields.'));
  // Three columns keep field names readable on phones; optionality goes with the type.
  const rows = fields.map((f) => [
    [code(f.name)],
    [...typePhrasing(parseType(f.type), links.type), ...(f.optional ? [text(' (optional)')] : [])],
    fieldNotes(f, links.entity),
  ]);
  return table(['Field', 'Type', 'Description'], rows);
}

function fieldNotes(field: Field, entity: Links['entity']): PhrasingContent[] {
  const notes: PhrasingContent[][] = [inline(field.doc ?? '')];
  if (field.default !== undefined) notes.push([text('Default: '), code(JSON.stringify(field.default)), text('.')]);
  if (field.search) notes.push(searchNote(field));
  if (field.deprecated) notes.push([text('Deprecated.')]);
  for (const rel of field.relationships ?? []) {
    const where = rel.path ? [text(' (at '), code(rel.path), text(')')] : [];
    notes.push([
      text('Relationship '),
      strong(text(rel.name)),
      ...where,
      text(' to '),
      ...joined(
        rel.entityTypes.map((name) => [entity(name)]),
        ', ',
      ),
      text('.'),
    ]);
  }
  return joined(notes, ' ');
}

function relationshipsSection(entity: Entity, edges: Edge[], entityLink: Links['entity']): RootContent[] {
  const { self, outgoing, incoming } = relationshipsOf(entity.name, edges);
  const edgeTable = (list: Edge[], other: (e: Edge) => string, otherLabel: string): RootContent =>
    list.length === 0
      ? paragraph(text('None.'))
      : table(
          ['Relationship', otherLabel, 'Stored in'],
          list.map((e) => [[text(e.name)], [entityLink(other(e))], [code(`${e.aspect}.${e.field}`)]]),
        );
  return [
    heading(2, 'Relationships', 'relationships'),
    paragraph(text('Computed from the relationship annotations of every aspect in the model.')),
    paragraph(
      image(
        `/${graphPath(entity.name)}`,
        `Entities related to ${entity.name}: the entities that point at it on the left, the entities it points at on the right`,
      ),
    ),
    heading(3, 'Self', 'relationships-self'),
    edgeTable(self, (e) => e.to, 'Entity'),
    heading(3, 'Outgoing', 'relationships-outgoing'),
    paragraph(text("References stored in this entity's aspects.")),
    edgeTable(outgoing, (e) => e.to, 'Target'),
    heading(3, 'Incoming', 'relationships-incoming'),
    paragraph(text("References to this entity stored in other entities' aspects.")),
    edgeTable(incoming, (e) => e.from, 'Source'),
  ];
}

/** Where the entity's neighbourhood graph is written (site path, no leading slash). */
export function graphPath(entityName: string): string {
  return `img/generated/metamodel/${entityName.toLowerCase()}.svg`;
}

export function typeAnchor(name: string): string {
  return `type-${name.toLowerCase()}`;
}

function typeSection(type: TypeDef, links: Links): RootContent[] {
  const head = heading(3, type.name, typeAnchor(type.name));
  const doc = type.doc ? blocks(type.doc, []) : [];
  switch (type.kind) {
    case 'record':
      return [head, ...blocks(type.doc, [text('A record.')]), fieldsTable(type.fields, links)];
    case 'enum':
      return [
        head,
        ...doc,
        paragraph(
          text('Enum with the symbols '),
          ...joined(
            type.symbols.map((s) => [code(s)]),
            ', ',
          ),
          text('.'),
        ),
      ];
    case 'typeref':
      return [head, ...doc, paragraph(text('Alias of '), ...typePhrasing(parseType(type.type), links.type), text('.'))];
    case 'fixed':
      return [head, ...doc, paragraph(text(`Fixed-size bytes (${type.size}).`))];
  }
}
