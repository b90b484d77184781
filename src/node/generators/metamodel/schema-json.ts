/**
 * The full schema of an aspect as JSON, shaped like the Avro schemas DataHub generates: each named
 * type written out at its first use and referred to by name afterwards, typerefs dereferenced.
 */
import type { Model } from './model.ts';
import type { Aspect, Field, SearchSpec } from './schema.ts';
import { parseType, type TypeNode } from './type-text.ts';

export function aspectSchemaJson(model: Model, aspect: Aspect): string {
  const written = new Set<string>([aspect.record]);
  const json = {
    type: 'record',
    name: aspect.record,
    Aspect: { name: aspect.name, ...(aspect.timeseries ? { type: 'timeseries' } : {}) },
    ...(aspect.doc ? { doc: aspect.doc } : {}),
    ...(aspect.deprecated ? { Deprecated: true } : {}),
    fields: aspect.fields.map((f) => fieldJson(model, f, written)),
  };
  return JSON.stringify(json, null, 2);
}

function fieldJson(model: Model, field: Field, written: Set<string>): Record<string, unknown> {
  const type = typeJson(model, parseType(field.type), written);
  const out: Record<string, unknown> = { name: field.name, type: field.optional ? ['null', type] : type };
  if (field.optional) out.default = null;
  if (field.default !== undefined) out.default = field.default;
  if (field.doc) out.doc = field.doc;
  if (field.search) out.Searchable = searchableJson(field.search);
  if (field.deprecated) out.Deprecated = true;
  if (field.relationships?.length) out.Relationship = field.relationships;
  return out;
}

/** The search settings as the annotation writes them: one object, or one per path inside the field. */
function searchableJson(specs: SearchSpec[]): Record<string, unknown> {
  const settings = (spec: SearchSpec) => {
    const { path: _path, ...rest } = spec;
    return rest;
  };
  if (specs.length === 1 && !specs[0].path) return settings(specs[0]);
  return Object.fromEntries(specs.map((spec) => [spec.path ?? '/', settings(spec)]));
}

function typeJson(model: Model, node: TypeNode, written: Set<string>): unknown {
  switch (node.kind) {
    case 'primitive':
      return node.name;
    case 'array':
      return { type: 'array', items: typeJson(model, node.items, written) };
    case 'map':
      return { type: 'map', values: typeJson(model, node.values, written) };
    case 'union':
      return node.members.map((m) => typeJson(model, m, written));
    case 'named':
      return namedJson(model, node.name, written);
  }
}

function namedJson(model: Model, name: string, written: Set<string>): unknown {
  const type = model.types.get(name);
  if (!type) return name;
  if (type.kind === 'typeref') return typeJson(model, parseType(type.type), written);
  if (written.has(name)) return name;
  written.add(name);
  const doc = type.doc ? { doc: type.doc } : {};
  switch (type.kind) {
    case 'record':
      return { type: 'record', name, ...doc, fields: type.fields.map((f) => fieldJson(model, f, written)) };
    case 'enum':
      return { type: 'enum', name, ...doc, symbols: type.symbols };
    case 'fixed':
      return { type: 'fixed', name, ...doc, size: type.size };
  }
}
