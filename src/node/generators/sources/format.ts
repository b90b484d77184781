/**
 * The source catalog format (content/data/sources/): one YAML file per platform, plus
 * `_shared.yaml` with the JSON Schema definitions and option groups many sources reuse.
 * Documented in docs/authoring.md, "Source catalog".
 */
import { z } from 'zod';

/** Capability names as the platform's SourceCapability enum spells them. */
export const CAPABILITIES = [
  'Asset Containers',
  'Column-level Lineage',
  'Data Profiling',
  'Dataset Usage',
  'Descriptions',
  'Detect Deleted Entities',
  'Domains',
  'Extract Ownership',
  'Extract Tags',
  'Partition Support',
  'Platform Instance',
  'Schema Metadata',
  'Table-Level Lineage',
] as const;

/** The facets of /integrations (content/data/integrations.yaml uses them too). */
export const PLATFORM_TYPES = [
  'Datastore',
  'Metadata',
  'BI Tool',
  'Identity Provider',
  'Orchestrator',
  'ETL and Processing',
  'AI+ML',
  'Messaging',
  'Observability',
] as const;
export const CONNECTION_TYPES = ['Pull', 'Push'] as const;
export const FEATURES = [
  'Stateful Ingestion',
  'Status Aspect',
  'UI Ingestion',
  'Lower Casing',
  'Column Level Lineage',
  'Patch Lineage',
  'Notifications',
  'Alerting',
] as const;
export const SUPPORT_STATUSES = ['certified', 'incubating', 'testing', 'unknown'] as const;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'lower-case letters, digits and single dashes');
const markdown = z.string().min(1);

/** A JSON Schema object (draft-07) as written in YAML; checked against the meta-schema by ajv. */
const jsonSchema = z.record(z.string(), z.unknown());

const configSchema = z.strictObject({
  /** Option groups of `_shared.yaml` whose options this source takes (its own options win). */
  include: z.array(z.string()).optional(),
  properties: z.record(z.string(), jsonSchema).optional(),
  required: z.array(z.string()).optional(),
  definitions: z.record(z.string(), jsonSchema).optional(),
});

const capabilitySchema = z.strictObject({
  name: z.enum(CAPABILITIES),
  supported: z.boolean(),
  notes: z.string().optional(),
});

const pluginSchema = z.strictObject({
  /** The recipe's `source.type`. */
  name: slug,
  /** Order among the platform's plugins (lower first), then by name. */
  docOrder: z.number().int().optional(),
  status: z.enum(SUPPORT_STATUSES),
  /** One sentence: the module table of platforms with several plugins shows it. */
  summary: z.string().min(1),
  capabilities: z.array(capabilitySchema),
  /** The pip extra (`pip install 'acryl-datahub[<extra>]'`); absent: ships with the core package. */
  pipExtra: z
    .string()
    .regex(/^[a-z0-9-]+$/)
    .optional(),
  /** What the plugin extracts and how it works (markdown). */
  description: markdown,
  /** Before the install section: what to set up first (markdown). */
  prerequisites: markdown.optional(),
  /** The starter recipe (YAML); it must validate against the config. */
  recipe: z.string().min(1),
  /** After the config details: usage notes, limitations, troubleshooting (markdown). */
  usage: markdown.optional(),
  /** Fully qualified Python class of the source. */
  className: z.string().regex(/^[A-Za-z_][\w.]*$/),
  /** The class's file in the upstream repository. */
  sourceFile: z
    .string()
    .regex(/^metadata-ingestion\/src\/.+\.py$/, 'a path like metadata-ingestion/src/datahub/ingestion/source/…/x.py'),
  /** Name of the config class: the Schema tab's title. */
  configClass: z.string().regex(/^[A-Za-z_]\w*$/),
  config: configSchema,
});

export const platformFileSchema = z.strictObject({
  id: slug,
  name: z.string().min(1),
  /** One line for the /integrations card and the page description. */
  description: z.string().min(1).max(160),
  platformType: z.enum(PLATFORM_TYPES),
  connectionType: z.enum(CONNECTION_TYPES),
  features: z.array(z.enum(FEATURES)).optional(),
  /** A simple-icons slug (https://simpleicons.org); without one a monogram is drawn. */
  logo: z
    .string()
    .regex(/^[a-z0-9]+$/)
    .optional(),
  /** false: no card on /integrations (the 2023 listing had no card for every platform). */
  listed: z.boolean().optional(),
  /** The platform overview, before the plugins (markdown). */
  overview: markdown.optional(),
  plugins: z.array(pluginSchema).min(1),
});

const groupSchema = z.strictObject({
  description: z.string().optional(),
  properties: z.record(z.string(), jsonSchema),
  required: z.array(z.string()).optional(),
});

/** A sink or transformer a recipe may name: what it does and its `config`, written as a plugin's. */
const pipelinePartSchema = z.strictObject({
  description: z.string().min(1),
  config: configSchema,
});

export const sharedFileSchema = z.strictObject({
  definitions: z.record(z.string(), jsonSchema),
  groups: z.record(z.string(), groupSchema),
  /** The recipe's `sink.type` values and their options. */
  sinks: z.record(z.string(), pipelinePartSchema).optional(),
  /** The recipe's `transformers[].type` values and their options. */
  transformers: z.record(z.string(), pipelinePartSchema).optional(),
});

export type PlatformFile = z.infer<typeof platformFileSchema>;
export type PluginEntry = z.infer<typeof pluginSchema>;
export type ConfigSection = z.infer<typeof configSchema>;
export type PipelinePart = z.infer<typeof pipelinePartSchema>;
export type SharedFile = z.infer<typeof sharedFileSchema>;
export type JsonSchema = Record<string, unknown>;
