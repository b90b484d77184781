/**
 * The metamodel data format (content/data/metamodel/): zod schemas, and a YAML reader whose
 * errors name the file, the line and the path inside the data.
 */
import { z } from 'zod';
import { problem, type Problem } from '../../errors.ts';
import { readDataFile } from '../../util/yaml-data.ts';

const name = z.string().regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'an identifier (letters, digits, _)');

const relationshipSchema = z.strictObject({
  name: name,
  entityTypes: z.array(name).min(1),
  /** Where inside the field the reference sits (`/*` for each array item), when not the field itself. */
  path: z.string().optional(),
});

/** How the search index stores a field (upstream's `SearchableAnnotation.FieldType`). */
export const SEARCH_FIELD_TYPES = [
  'KEYWORD',
  'TEXT',
  'TEXT_PARTIAL',
  'BROWSE_PATH',
  'URN',
  'URN_PARTIAL',
  'BOOLEAN',
  'COUNT',
  'DATETIME',
  'OBJECT',
  'CONTAINER_PATH',
] as const;

/**
 * One search index field made from a field (its `@Searchable` annotation). Left out, a setting has
 * the annotation's default: queried by default for text and URN types, not in filters, boost 1.
 */
const searchSchema = z.strictObject({
  /** Where inside the field the indexed value sits (`/*` for each item, `/time`), when not the field itself. */
  path: z.string().regex(/^\//, 'a path starting with /').optional(),
  /** The name of the field in the search index (what filters and facets name). */
  fieldName: name,
  fieldType: z.enum(SEARCH_FIELD_TYPES),
  queryByDefault: z.boolean().optional(),
  enableAutocomplete: z.boolean().optional(),
  addToFilters: z.boolean().optional(),
  /** The filter's label in the search UI, when it is not the index field name. */
  filterName: z.string().min(1).optional(),
  boostScore: z.number().positive().optional(),
  /** An extra boolean index field: whether the field has a value. */
  hasValuesFieldName: name.optional(),
  /** An extra count index field: how many values the field has. */
  numValuesFieldName: name.optional(),
  /** Score multipliers for particular values (`{ 'true': 0.5 }`). */
  weightsPerFieldValue: z.record(z.string(), z.number()).optional(),
});

const fieldSchema = z.strictObject({
  name: name,
  /** PDL-style type text: `string`, `Urn`, `array[Upstream]`, `map[string, string]`, `union[A, B]`. */
  type: z.string().min(1),
  optional: z.boolean().optional(),
  default: z.unknown().optional(),
  doc: z.string().optional(),
  /** The search index fields made from this field. */
  search: z.array(searchSchema).min(1).optional(),
  deprecated: z.boolean().optional(),
  relationships: z.array(relationshipSchema).optional(),
});

const aspectSchema = z.strictObject({
  name: name,
  /** The record's name: the Python class is this name + `Class`. */
  record: name,
  doc: z.string().min(1),
  timeseries: z.boolean().optional(),
  deprecated: z.boolean().optional(),
  /** Key aspects only: the fields that make up the URN, in order. */
  urnParts: z.array(name).optional(),
  fields: z.array(fieldSchema),
});

const typeSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('record'), name: name, doc: z.string().optional(), fields: z.array(fieldSchema) }),
  z.strictObject({
    kind: z.literal('enum'),
    name: name,
    doc: z.string().optional(),
    symbols: z.array(z.string()).min(1),
  }),
  z.strictObject({ kind: z.literal('typeref'), name: name, doc: z.string().optional(), type: z.string().min(1) }),
  z.strictObject({
    kind: z.literal('fixed'),
    name: name,
    doc: z.string().optional(),
    size: z.number().int().positive(),
  }),
]);

export const modelFileSchema = z.strictObject({
  aspects: z.array(aspectSchema).optional(),
  types: z.array(typeSchema).optional(),
});

const entitySchema = z.strictObject({
  name: name,
  category: z.enum(['core', 'internal']),
  doc: z.string().min(1),
  /** Page title when it is not the name with its first letter upper-cased. */
  title: z.string().optional(),
  keyAspect: name,
  urnExample: z.string().startsWith('urn:li:'),
  /** false for registry entries that get no page (schemaField). */
  page: z.boolean().optional(),
  aspects: z.array(name),
});

export const entitiesFileSchema = z.strictObject({ entities: z.array(entitySchema).min(1) });

export type Relationship = z.infer<typeof relationshipSchema>;
export type Field = z.infer<typeof fieldSchema>;
export type SearchSpec = z.infer<typeof searchSchema>;
export type Aspect = z.infer<typeof aspectSchema>;
export type TypeDef = z.infer<typeof typeSchema>;
export type RecordDef = Extract<TypeDef, { kind: 'record' }>;
export type Entity = z.infer<typeof entitySchema>;
export type ModelFile = z.infer<typeof modelFileSchema>;

/** Parses YAML text and validates it; every problem names `file:line` and the data path. */
export function parseDataFile<T>(file: string, text: string, schema: z.ZodType<T>): T {
  return readDataFile(file, text, schema, {
    code: 'metamodel',
    hint: 'See "Metamodel data" in docs/authoring.md for the fields each entry takes.',
  }).data;
}

/** A problem found after parsing (cross references); located by a search for the name in the file. */
export function referenceProblem(file: string, text: string, needle: string, message: string, hint: string): Problem {
  const index = text.split('\n').findIndex((l) => l.includes(needle));
  return problem('metamodel-reference', { file, line: index >= 0 ? index + 1 : undefined }, message, hint);
}
