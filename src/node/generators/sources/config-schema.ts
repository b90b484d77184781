/**
 * A plugin's configuration as one self-contained JSON Schema: its own options plus the option
 * groups it includes, and every definition it references (its own first, then the shared ones).
 * Objects reject unknown options unless they say otherwise, as the platform's configs do.
 */
import type { ConfigSection, JsonSchema, SharedFile } from './format.ts';

export interface ResolvedConfig {
  schema: JsonSchema;
  /** Problems with a path inside the plugin entry (relative to `config`). */
  problems: { path: (string | number)[]; message: string }[];
}

/** `config`: a plugin's (or a sink's, a transformer's) `config` section; `title`: its config class. */
export function resolveConfig(config: ConfigSection, shared: SharedFile, title?: string): ResolvedConfig {
  const problems: ResolvedConfig['problems'] = [];
  const properties: Record<string, JsonSchema> = {};
  const required = new Set<string>();
  for (const [i, name] of (config.include ?? []).entries()) {
    const group = shared.groups[name];
    if (!group) {
      problems.push({
        path: ['include', i],
        message: `unknown option group \`${name}\` (known: ${Object.keys(shared.groups).join(', ')})`,
      });
      continue;
    }
    Object.assign(properties, group.properties);
    for (const r of group.required ?? []) required.add(r);
  }
  // An option a group requires stops being required where the plugin gives it a default.
  for (const [name, own] of Object.entries(config.properties ?? {})) if ('default' in own) required.delete(name);
  Object.assign(properties, config.properties ?? {});
  for (const r of config.required ?? []) required.add(r);
  for (const r of required)
    if (!(r in properties)) problems.push({ path: ['required'], message: `\`${r}\` is required but is not an option` });

  const definitions: Record<string, JsonSchema> = {};
  const own = config.definitions ?? {};
  const pending = [...refsIn(properties), ...refsIn(own)];
  while (pending.length > 0) {
    const name = pending.pop()!;
    if (name in definitions) continue;
    const found = own[name] ?? shared.definitions[name];
    if (!found) {
      problems.push({
        path: [],
        message: `\`$ref: '#/definitions/${name}'\` names no definition of the plugin or of _shared.yaml`,
      });
      continue;
    }
    definitions[name] = closeObjects(found);
    pending.push(...refsIn(found));
  }
  for (const [name, schema] of Object.entries(properties)) properties[name] = closeObjects(schema);
  missingDescriptions(config.properties ?? {}, [], ['properties'], problems);

  const schema: JsonSchema = {
    ...(title ? { title } : {}),
    type: 'object',
    properties,
    additionalProperties: false,
  };
  if (required.size > 0) schema.required = [...required];
  if (Object.keys(definitions).length > 0) schema.definitions = sortKeys(definitions);
  return { schema, problems };
}

/** Names of the definitions a schema references. */
export function refsIn(value: unknown): string[] {
  const found: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object') return;
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') {
        const match = /^#\/definitions\/(.+)$/.exec(child);
        if (match) found.push(match[1]);
      } else visit(child);
    }
  };
  visit(value);
  return found;
}

/** Object schemas with options reject unknown keys unless they set additionalProperties. */
function closeObjects(schema: JsonSchema): JsonSchema {
  const copy: JsonSchema = { ...schema };
  if (copy.properties && typeof copy.properties === 'object') {
    copy.properties = Object.fromEntries(
      Object.entries(copy.properties as Record<string, JsonSchema>).map(([k, v]) => [k, closeObjects(v)]),
    );
    if (!('additionalProperties' in copy)) copy.additionalProperties = false;
  }
  for (const key of ['items', 'additionalProperties'] as const) {
    const child = copy[key];
    if (child && typeof child === 'object' && !Array.isArray(child)) copy[key] = closeObjects(child as JsonSchema);
  }
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) {
    const list = copy[key];
    if (Array.isArray(list)) copy[key] = list.map((s) => closeObjects(s as JsonSchema));
  }
  return copy;
}

/** Every option a reader sees needs a description (a `$ref` may rely on its definition's). */
function missingDescriptions(
  properties: Record<string, JsonSchema>,
  path: string[],
  dataPath: string[],
  problems: ResolvedConfig['problems'],
): void {
  for (const [name, schema] of Object.entries(properties)) {
    if (typeof schema.description !== 'string' && !schema.$ref) {
      problems.push({
        path: [...dataPath, name],
        message: `option \`${[...path, name].join('.')}\` has no description`,
      });
    }
    if (schema.properties)
      missingDescriptions(
        schema.properties as Record<string, JsonSchema>,
        [...path, name],
        [...dataPath, name, 'properties'],
        problems,
      );
  }
}

function sortKeys<T>(record: Record<string, T>): Record<string, T> {
  return Object.fromEntries(Object.entries(record).sort(([a], [b]) => a.localeCompare(b)));
}
