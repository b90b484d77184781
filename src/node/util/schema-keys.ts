/** The field names a zod schema allows at a path: for "did you mean" on an unknown field. */
import type { z } from 'zod';
import { valueAt, type DataPath } from './data-path.ts';

/**
 * The keys a strict object allows at `path` in the schema, for "did you mean" hints. `data`, the
 * value checked, picks the variant of a union by its discriminator (a navbar item's `type`); with
 * none that matches, every variant's keys are candidates.
 */
export function keysAt(schema: z.ZodType, path: DataPath, data?: unknown): string[] | undefined {
  let current: unknown[] = [schema];
  for (let depth = 0; depth <= path.length; depth++) {
    current = current.flatMap((node) => variants(node, valueAt(data, path.slice(0, depth))));
    const segment = path[depth];
    if (depth === path.length) {
      const keys = current.flatMap((node) => keysOf(defOf(node)) ?? []);
      return keys.length > 0 ? [...new Set(keys)] : undefined;
    }
    current = current.flatMap((node) => {
      const def = defOf(node);
      if (def?.type === 'object' && def.shape && typeof segment === 'string' && segment in def.shape)
        return [def.shape[segment]];
      if (def?.type === 'array' && typeof segment === 'number') return [def.element];
      return [];
    });
  }
  return undefined;
}

/** The object schemas a value is checked against here, through wrappers, pipes and unions. */
function variants(schema: unknown, value: unknown): unknown[] {
  let current = schema;
  for (let guard = 0; guard < 10; guard++) {
    const def = defOf(current);
    if (!def) return [];
    if (['optional', 'default', 'nullable', 'prefault', 'readonly', 'catch'].includes(def.type))
      current = def.innerType;
    // z.preprocess is a pipe from a transform: the schema that checks is its output.
    else if (def.type === 'pipe') current = defOf(def.in)?.type === 'transform' ? def.out : def.in;
    else if (def.type === 'union' && def.options)
      return pickVariant(def, value).flatMap((option) => variants(option, value));
    else return [current];
  }
  return [];
}

function pickVariant(def: SchemaDef, value: unknown): unknown[] {
  const options = def.options ?? [];
  if (!def.discriminator || !value || typeof value !== 'object') return options;
  const wanted = (value as Record<string, unknown>)[def.discriminator];
  const match = options.filter((option) => defOf(defOf(option)?.shape?.[def.discriminator!])?.values?.includes(wanted));
  return match.length > 0 ? match : options;
}

function keysOf(def: SchemaDef | undefined): string[] | undefined {
  if (def?.type === 'object' && def.shape) return Object.keys(def.shape);
  const keyDef = def?.type === 'record' ? defOf(def.keyType) : undefined;
  return keyDef?.type === 'enum' && keyDef.entries ? Object.values(keyDef.entries).map(String) : undefined;
}

interface SchemaDef {
  type: string;
  innerType?: unknown;
  in?: unknown;
  out?: unknown;
  shape?: Record<string, unknown>;
  element?: unknown;
  keyType?: unknown;
  entries?: Record<string, unknown>;
  options?: unknown[];
  discriminator?: string;
  values?: unknown[];
}

function defOf(schema: unknown): SchemaDef | undefined {
  return (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;
}
