/** The field names a zod schema allows at a path: for "did you mean" on an unknown field. */
import type { z } from 'zod';
import type { DataPath } from './data-path.ts';

/** The keys a strict object allows at `path` in the schema, for "did you mean" hints. */
export function keysAt(schema: z.ZodType, path: DataPath): string[] | undefined {
  let current: unknown = schema;
  for (const segment of [...path, undefined]) {
    for (let guard = 0; guard < 10; guard++) {
      const def = defOf(current);
      if (!def) return undefined;
      if (['optional', 'default', 'nullable', 'prefault', 'readonly', 'catch'].includes(def.type)) current = def.innerType;
      else if (def.type === 'pipe') current = def.in;
      else break;
    }
    const def = defOf(current);
    if (!def) return undefined;
    if (segment === undefined) {
      if (def.type === 'object' && def.shape) return Object.keys(def.shape);
      const keyDef = def.type === 'record' ? defOf(def.keyType) : undefined;
      return keyDef?.type === 'enum' && keyDef.entries ? Object.values(keyDef.entries).map(String) : undefined;
    }
    if (def.type === 'object' && def.shape && typeof segment === 'string') current = def.shape[segment];
    else if (def.type === 'array' && typeof segment === 'number') current = def.element;
    else return undefined;
  }
  return undefined;
}

interface SchemaDef {
  type: string;
  innerType?: unknown;
  in?: unknown;
  shape?: Record<string, unknown>;
  element?: unknown;
  keyType?: unknown;
  entries?: Record<string, unknown>;
}

function defOf(schema: unknown): SchemaDef | undefined {
  return (schema as { _zod?: { def?: SchemaDef } } | undefined)?._zod?.def;
}
