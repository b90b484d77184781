/**
 * The JSON Schema of a whole recipe: the source plugin's config, and the sinks and transformers
 * that `_shared.yaml` declares, each checked against its own options when its `type` is one the
 * catalog knows. A `type` written as a Python class path (`my_package.MySink`) names a custom
 * sink or transformer, whose options cannot be known: only its shape is checked.
 */
import { resolveConfig } from './config-schema.ts';
import type { JsonSchema, SharedFile } from './format.ts';

export interface PipelineSchemas {
  sinks: Record<string, JsonSchema>;
  transformers: Record<string, JsonSchema>;
  /** The recipe's `datahub_api` section: the connection options of the `datahub-client` group. */
  client?: JsonSchema;
  /** Definitions the sinks and transformers refer to. */
  definitions: Record<string, JsonSchema>;
}

/** A Python class path, as custom plugins are named: at least one dot. */
const CLASS_PATH = '\\.';
const CLIENT_GROUP = 'datahub-client';

/** The sinks and transformers of `_shared.yaml` as self-contained schemas; problems carry their path in that file. */
export function resolvePipeline(shared: SharedFile): {
  pipeline: PipelineSchemas;
  problems: { path: (string | number)[]; message: string }[];
} {
  const problems: { path: (string | number)[]; message: string }[] = [];
  const pipeline: PipelineSchemas = { sinks: {}, transformers: {}, definitions: {} };
  const resolve = (config: Parameters<typeof resolveConfig>[0], at: (string | number)[]): JsonSchema => {
    const resolved = resolveConfig(config, shared);
    for (const p of resolved.problems) problems.push({ path: [...at, ...p.path], message: p.message });
    const { definitions, ...schema } = resolved.schema;
    Object.assign(pipeline.definitions, definitions);
    return schema;
  };
  for (const kind of ['sinks', 'transformers'] as const) {
    for (const [name, part] of Object.entries(shared[kind] ?? {}))
      pipeline[kind][name] = resolve(part.config, [kind, name, 'config']);
  }
  if (shared.groups[CLIENT_GROUP]) pipeline.client = resolve({ include: [CLIENT_GROUP] }, ['groups', CLIENT_GROUP]);
  return { pipeline, problems };
}

/**
 * The whole recipe as the source plugin sees it: `source` with this plugin's type and config, and
 * the other top-level sections by their shape. The sink and transformers are checked by
 * `pipelineSchemaFor`, one schema for every plugin (compiling it into each plugin's would multiply
 * the time and the size of the validators by the number of plugins).
 */
export function recipeSchemaFor(pluginName: string, config: JsonSchema): JsonSchema {
  const { definitions, title: _title, ...configBody } = config;
  const configRequired = Array.isArray(config.required) && config.required.length > 0;
  const section = {
    type: 'object',
    properties: { type: { type: 'string' }, config: { type: ['object', 'null'] } },
    required: ['type'],
    additionalProperties: false,
  };
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      source: {
        type: 'object',
        properties: {
          type: { const: pluginName },
          config: configBody,
          extractor: { type: 'string' },
          extractor_config: { type: 'object' },
        },
        required: configRequired ? ['type', 'config'] : ['type'],
        additionalProperties: false,
      },
      sink: section,
      transformers: { type: ['array', 'null'], items: section },
      pipeline_name: { type: ['string', 'null'] },
      run_id: { type: 'string' },
      datahub_api: { type: ['object', 'null'] },
      reporting: { type: 'array' },
      failure_log: { type: 'object' },
      flags: { type: 'object' },
    },
    required: ['source'],
    additionalProperties: false,
  };
  if (definitions) schema.definitions = definitions;
  return schema;
}

/** The recipe's sink, transformers and `datahub_api` against the options `_shared.yaml` declares for them. */
export function pipelineSchemaFor(pipeline: PipelineSchemas): JsonSchema {
  const schema: JsonSchema = {
    type: 'object',
    properties: {
      sink: typedSection(pipeline.sinks),
      transformers: { type: ['array', 'null'], items: typedSection(pipeline.transformers) },
      ...(pipeline.client ? { datahub_api: whenObject(pipeline.client) } : {}),
    },
  };
  if (Object.keys(pipeline.definitions).length > 0) schema.definitions = pipeline.definitions;
  return schema;
}

/**
 * `{ type, config }`, where a known `type` checks `config` against its options and an unknown
 * one is an error unless it is a class path. With no parts declared, any `type` is accepted.
 */
function typedSection(parts: Record<string, JsonSchema>): JsonSchema {
  const known = Object.keys(parts).sort();
  const section: JsonSchema = {
    type: 'object',
    properties: { type: { type: 'string' }, config: { type: ['object', 'null'] } },
    required: ['type'],
    additionalProperties: false,
  };
  if (known.length === 0) return section;
  const branches = known.map((name) => {
    const options = parts[name];
    const needsConfig = Array.isArray(options.required) && options.required.length > 0;
    return {
      if: { required: ['type'], properties: { type: { const: name } } },
      then: { properties: { config: whenObject(options) }, ...(needsConfig ? { required: ['config'] } : {}) },
    };
  });
  section.allOf = [
    ...branches,
    {
      if: { required: ['type'], properties: { type: { type: 'string', pattern: CLASS_PATH } } },
      else: { properties: { type: { enum: known } } },
    },
  ];
  return section;
}

/** Options that may also be left empty (`config:` with nothing after it is null in YAML). */
function whenObject(schema: JsonSchema): JsonSchema {
  return { type: ['object', 'null'], if: { type: 'object' }, then: schema };
}

/** Custom plugins are named by their Python class path. */
export function isClassPath(type: string): boolean {
  return new RegExp(CLASS_PATH).test(type);
}
