/** Markdown of one entity page: URN, aspects with fields and schema, relationships, types. */
import { reachableTypes, type Model } from './model.ts';
import type { Aspect, Entity, Field, TypeDef } from './schema.ts';
import { relationshipsOf, type Edge } from './relationships.ts';
import { aspectSchemaJson } from './schema-json.ts';
import { parseType, typeMarkdown } from './type-text.ts';

export const ENTITY_DIR = 'generated/metamodel/entities';

export function entityTitle(entity: Entity): string {
  return entity.title ?? entity.name[0].toUpperCase() + entity.name.slice(1);
}

export function entityRoute(entity: Entity): string {
  return `/docs/${ENTITY_DIR}/${entity.name.toLowerCase()}`;
}

/** Normal aspects first, then timeseries, then deprecated (the order of the 2023 pages). */
export function orderedAspects(model: Model, entity: Entity): Aspect[] {
  const all = [entity.keyAspect, ...entity.aspects].map((n) => model.aspects.get(n)).filter((a): a is Aspect => a !== undefined);
  const rank = (a: Aspect) => (a.deprecated ? 2 : a.timeseries ? 1 : 0);
  return all.map((a, i) => ({ a, i })).sort((x, y) => rank(x.a) - rank(y.a) || x.i - y.i).map(({ a }) => a);
}

export function urnFormat(entity: Entity, keyAspect: Aspect | undefined): string {
  const parts = (keyAspect?.urnParts ?? keyAspect?.fields.map((f) => f.name) ?? []).map((p) => `<${p}>`);
  return `urn:li:${entity.name}:${parts.length === 1 ? parts[0] : `(${parts.join(',')})`}`;
}

export function entityPageMarkdown(model: Model, entity: Entity, edges: Edge[]): string {
  const aspects = orderedAspects(model, entity);
  const types = reachableTypes(model, aspects.flatMap((a) => a.fields));
  const onPage = new Set(types.map((t) => t.name));
  const link = (name: string) => (onPage.has(name) ? `#${typeAnchor(name)}` : undefined);
  const pages = new Map(model.entities.filter((e) => e.page !== false).map((e) => [e.name, e]));
  const entityLink = (name: string) => {
    const target = pages.get(name);
    return target ? `[${entityTitle(target)}](${entityRoute(target)})` : `${name} (no page)`;
  };
  return [
    entity.doc,
    urnSection(entity, model.aspects.get(entity.keyAspect)),
    '## Aspects {#aspects}',
    ...aspects.map((a) => aspectSection(model, a, link, entityLink)),
    relationshipsSection(entity, edges, entityLink),
    types.length ? ['## Types {#types}', 'Records, enums and type aliases that the aspects above use.', ...types.map((t) => typeSection(t, link, entityLink))].join('\n\n') : '',
  ].filter(Boolean).join('\n\n') + '\n';
}

function urnSection(entity: Entity, keyAspect: Aspect | undefined): string {
  const code = (text: string) => '```text\n' + text + '\n```';
  return ['## URN {#urn}', `An entity of this type is identified by a URN built from the fields of its key aspect [${entity.keyAspect}](#${entity.keyAspect.toLowerCase()}), in order:`, code(urnFormat(entity, keyAspect)), 'For example:', code(entity.urnExample)].join('\n\n');
}

function aspectHeading(aspect: Aspect): string {
  const marks = [aspect.timeseries ? ' (Timeseries)' : '', aspect.deprecated ? ' (Deprecated)' : ''].join('');
  return `### ${aspect.name}${marks} {#${aspect.name.toLowerCase()}}`;
}

function aspectSection(model: Model, aspect: Aspect, link: (n: string) => string | undefined, entityLink: (n: string) => string): string {
  const notes = [aspect.urnParts ? 'This is the key aspect: its fields make up the URN.' : '', aspect.timeseries ? 'A timeseries aspect: each value is an event at a point in time rather than the latest state.' : '', aspect.deprecated ? 'Deprecated: kept for compatibility; new metadata should not use it.' : ''].filter(Boolean);
  return [
    aspectHeading(aspect),
    [aspect.doc, ...notes].join(' '),
    fieldsTable(aspect.fields, link, entityLink),
    ':::details[Schema]',
    '```json\n' + aspectSchemaJson(model, aspect) + '\n```',
    ':::',
  ].join('\n\n');
}

/** A Markdown table cell: no line breaks, pipes escaped. */
export function cell(text: string): string {
  return text.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');
}

export function fieldsTable(fields: Field[], link: (n: string) => string | undefined, entityLink: (n: string) => string): string {
  if (fields.length === 0) return 'This record has no fields.';
  // Three columns keep field names readable on phones; optionality goes with the type.
  const rows = fields.map((f) => `| \`${f.name}\` | ${cell(typeMarkdown(parseType(f.type), link))}${f.optional ? ' (optional)' : ''} | ${cell(fieldNotes(f, entityLink))} |`);
  return ['| Field | Type | Description |', '| --- | --- | --- |', ...rows].join('\n');
}

function fieldNotes(field: Field, entityLink: (n: string) => string): string {
  const notes: string[] = [];
  if (field.doc) notes.push(field.doc);
  if (field.default !== undefined) notes.push(`Default: \`${JSON.stringify(field.default)}\`.`);
  if (field.searchable) notes.push('Searchable.');
  if (field.deprecated) notes.push('Deprecated.');
  for (const rel of field.relationships ?? []) {
    const where = rel.path ? ` (at \`${rel.path}\`)` : '';
    notes.push(`Relationship **${rel.name}**${where} to ${rel.entityTypes.map(entityLink).join(', ')}.`);
  }
  return notes.join(' ');
}

function relationshipsSection(entity: Entity, edges: Edge[], entityLink: (n: string) => string): string {
  const { self, outgoing, incoming } = relationshipsOf(entity.name, edges);
  const table = (list: Edge[], other: (e: Edge) => string, otherLabel: string) =>
    list.length === 0
      ? 'None.'
      : ['| Relationship | ' + otherLabel + ' | Stored in |', '| --- | --- | --- |', ...list.map((e) => `| ${e.name} | ${entityLink(other(e))} | \`${e.aspect}.${e.field}\` |`)].join('\n');
  return [
    '## Relationships {#relationships}',
    'Computed from the relationship annotations of every aspect in the model.',
    `![Entities related to ${entity.name}: the entities that point at it on the left, the entities it points at on the right](/${graphPath(entity.name)})`,
    '### Self {#relationships-self}',
    table(self, (e) => e.to, 'Entity'),
    '### Outgoing {#relationships-outgoing}',
    'References stored in this entity\'s aspects.',
    table(outgoing, (e) => e.to, 'Target'),
    '### Incoming {#relationships-incoming}',
    'References to this entity stored in other entities\' aspects.',
    table(incoming, (e) => e.from, 'Source'),
  ].join('\n\n');
}

/** Where the entity's neighbourhood graph is written (site path, no leading slash). */
export function graphPath(entityName: string): string {
  return `img/generated/metamodel/${entityName.toLowerCase()}.svg`;
}

export function typeAnchor(name: string): string {
  return `type-${name.toLowerCase()}`;
}

function typeSection(type: TypeDef, link: (n: string) => string | undefined, entityLink: (n: string) => string): string {
  const heading = `### ${type.name} {#${typeAnchor(type.name)}}`;
  const doc = type.doc ? [type.doc] : [];
  switch (type.kind) {
    case 'record':
      return [heading, type.doc ?? 'A record.', fieldsTable(type.fields, link, entityLink)].join('\n\n');
    case 'enum':
      return [heading, ...doc, `Enum with the symbols ${type.symbols.map((s) => `\`${s}\``).join(', ')}.`].join('\n\n');
    case 'typeref':
      return [heading, ...doc, `Alias of ${typeMarkdown(parseType(type.type), link)}.`].join('\n\n');
    case 'fixed':
      return [heading, ...doc, `Fixed-size bytes (${type.size}).`].join('\n\n');
  }
}
