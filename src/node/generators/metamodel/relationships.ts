/**
 * Relationships between entities, computed from the `relationships` annotations of fields in
 * every aspect (and in the records those aspects contain).
 */
import { namedTypesIn, type Model } from './model.ts';
import type { Field } from './schema.ts';

export interface Edge {
  /** The relationship name, e.g. `DownstreamOf`. */
  name: string;
  /** The entity whose aspect holds the reference. */
  from: string;
  to: string;
  aspect: string;
  /** Dotted field path inside the aspect, e.g. `upstreams.dataset`. */
  field: string;
}

export interface EntityRelationships {
  self: Edge[];
  outgoing: Edge[];
  incoming: Edge[];
}

/** Every edge of the model, once per (relationship, from, to, aspect, field). */
export function allEdges(model: Model): Edge[] {
  const edges = new Map<string, Edge>();
  for (const entity of model.entities) {
    for (const aspectName of [entity.keyAspect, ...entity.aspects]) {
      const aspect = model.aspects.get(aspectName);
      if (!aspect) continue;
      for (const { field, path } of fieldsWhere(model, aspect.fields, (f) => Boolean(f.relationships?.length))) {
        for (const rel of field.relationships ?? []) {
          for (const to of rel.entityTypes) {
            const edge: Edge = { name: rel.name, from: entity.name, to, aspect: aspect.name, field: path };
            edges.set(`${edge.name}|${edge.from}|${edge.to}|${edge.aspect}|${edge.field}`, edge);
          }
        }
      }
    }
  }
  return [...edges.values()];
}

/**
 * The fields for which `has` holds, with their dotted path, walking into nested records (a record
 * is entered once per path).
 */
export function fieldsWhere(
  model: Model,
  fields: Field[],
  has: (field: Field) => boolean,
  prefix = '',
  visiting = new Set<string>(),
): { field: Field; path: string }[] {
  const out: { field: Field; path: string }[] = [];
  for (const field of fields) {
    const path = prefix ? `${prefix}.${field.name}` : field.name;
    if (has(field)) out.push({ field, path });
    // Walk into every record the field's type names (arrays, maps and unions included).
    for (const typeName of namedTypesIn(field.type)) {
      const type = model.types.get(typeName);
      if (type?.kind !== 'record' || visiting.has(type.name)) continue;
      visiting.add(type.name);
      out.push(...fieldsWhere(model, type.fields, has, path, visiting));
      visiting.delete(type.name);
    }
  }
  return out;
}

/** Splits the edges touching one entity into self, outgoing and incoming. */
export function relationshipsOf(entityName: string, edges: Edge[]): EntityRelationships {
  return {
    self: edges.filter((e) => e.from === entityName && e.to === entityName),
    outgoing: edges.filter((e) => e.from === entityName && e.to !== entityName),
    incoming: edges.filter((e) => e.to === entityName && e.from !== entityName),
  };
}
