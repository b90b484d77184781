/**
 * The option tree of a resolved config schema: what the Options tab lists and what the
 * recipe checker links to. `$ref`s to object definitions are followed, so nested options
 * (`profiling.enabled`) get their own rows and anchors.
 */
import type { JsonSchema } from './format.ts';

export interface ConfigOption {
  /** Dotted path: `profiling.enabled`. */
  path: string;
  name: string;
  /** Human-readable type: `string`, `array of string`, `map of string to AllowDenyPattern`. */
  type: string;
  description: string;
  /** Required always (`true`), or only when its parent is set (`'parent'`). */
  required: boolean | 'parent';
  default?: unknown;
  enum?: unknown[];
  deprecated: boolean;
  children: ConfigOption[];
}

const MAX_DEPTH = 5;
/** Options that sink to the end of their group, as on the platform's pages. */
const LAST = ['env', 'profiling', 'stateful_ingestion'];

export function optionTree(schema: JsonSchema): ConfigOption[] {
  const definitions = (schema.definitions ?? {}) as Record<string, JsonSchema>;
  return children(schema, '', 0, definitions, true);
}

export function optionPaths(options: ConfigOption[]): Set<string> {
  const paths = new Set<string>();
  const visit = (list: ConfigOption[]) => list.forEach((o) => (paths.add(o.path), visit(o.children)));
  visit(options);
  return paths;
}

function children(
  schema: JsonSchema,
  prefix: string,
  depth: number,
  definitions: Record<string, JsonSchema>,
  topLevel: boolean,
): ConfigOption[] {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required ?? []) as string[]);
  const options = Object.entries(properties).map(([name, raw]): ConfigOption => {
    const target = deref(raw, definitions);
    const path = prefix ? `${prefix}.${name}` : name;
    const nested = depth < MAX_DEPTH && target.properties ? children(target, path, depth + 1, definitions, false) : [];
    return {
      path,
      name,
      type: typeName(raw, definitions),
      description: String(raw.description ?? target.description ?? ''),
      required: required.has(name) ? (topLevel ? true : 'parent') : false,
      default: 'default' in raw ? raw.default : target.default,
      enum: (target.enum as unknown[] | undefined) ?? undefined,
      deprecated: raw.deprecated === true || target.deprecated === true,
      children: nested,
    };
  });
  return options.sort(compareOptions);
}

/** Required before optional; within each, the usual suspects last, then alphabetical. */
function compareOptions(a: ConfigOption, b: ConfigOption): number {
  if (Boolean(a.required) !== Boolean(b.required)) return a.required ? -1 : 1;
  const lastA = LAST.indexOf(a.name);
  const lastB = LAST.indexOf(b.name);
  if (lastA !== lastB) return lastA - lastB;
  return a.name.localeCompare(b.name);
}

export function deref(schema: JsonSchema, definitions: Record<string, JsonSchema>): JsonSchema {
  const ref = typeof schema.$ref === 'string' ? /^#\/definitions\/(.+)$/.exec(schema.$ref) : null;
  if (ref && definitions[ref[1]]) return { ...definitions[ref[1]], ...withoutRef(schema) };
  const single = singleBranch(schema);
  return single ? deref(single, definitions) : schema;
}

function withoutRef(schema: JsonSchema): JsonSchema {
  const { $ref: _ref, ...rest } = schema;
  return rest;
}

/** `anyOf: [X, {type: null}]` (an optional X) reads as X. */
function singleBranch(schema: JsonSchema): JsonSchema | undefined {
  const list = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (!Array.isArray(list)) return undefined;
  const real = list.filter((s) => s.type !== 'null');
  return real.length === 1 ? { ...real[0], description: schema.description ?? real[0].description } : undefined;
}

export function typeName(schema: JsonSchema, definitions: Record<string, JsonSchema>): string {
  if (typeof schema.$ref === 'string') return schema.$ref.replace('#/definitions/', '');
  const list = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(list)) {
    const names = list.filter((s) => s.type !== 'null').map((s) => typeName(s, definitions));
    return [...new Set(names)].join(' or ');
  }
  if (schema.enum) return 'enum';
  const type = Array.isArray(schema.type)
    ? schema.type.filter((t) => t !== 'null').join(' or ')
    : String(schema.type ?? 'any');
  if (type === 'array' && schema.items && typeof schema.items === 'object')
    return `array of ${typeName(schema.items as JsonSchema, definitions)}`;
  if (type === 'object' && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return `map of string to ${typeName(schema.additionalProperties as JsonSchema, definitions)}`;
  }
  if (type === 'object' && !schema.properties) return 'map';
  return type;
}
