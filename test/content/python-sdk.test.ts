/**
 * The Python SDK reference covers what upstream's Sphinx reference of `acryl-datahub` covers at
 * this release (datahub.emitter.mcp, mce_builder, mcp_builder, rest_emitter, kafka_emitter,
 * datahub.ingestion.graph.client, datahub.metadata.schema_classes), plus the patch builders its
 * examples use: each class, function and method below is named on the page a reader looks for it.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadModel } from '../../src/node/generators/metamodel/model.ts';
import { metamodelDocs } from '../../src/node/generators/metamodel/index.ts';
import type { GeneratorContext } from '../../src/node/content/types.ts';
import { repoRoot } from '../helpers/site.ts';

const page = (name: string) => readFile(join(repoRoot, 'content/docs/python-sdk', `${name}.md`), 'utf8');

/**
 * Names written as code on the page: in a code span (`name`, `name(...)`), a heading, or a `def` or
 * `class` line of a signature block; a mention in prose does not count.
 */
function missing(text: string, names: string[]): string[] {
  return names.filter(
    (name) =>
      !new RegExp(`\`[^\`\\n]*\\b${name}\\b[^\`\\n]*\`|^### \`?${name}|^\\s*(def|class) ${name}\\b`, 'm').test(text),
  );
}

const BUILDER = {
  mce_builder: [
    'set_dataset_urn_to_lower',
    'OwnerType',
    'get_sys_time',
    'make_data_platform_urn',
    'make_dataset_urn',
    'make_dataplatform_instance_urn',
    'make_dataset_urn_with_platform_instance',
    'make_schema_field_urn',
    'schema_field_urn_to_key',
    'dataset_urn_to_key',
    'dataset_key_to_urn',
    'make_container_urn',
    'container_urn_to_key',
    'datahub_guid',
    'make_assertion_urn',
    'assertion_urn_to_key',
    'make_user_urn',
    'make_group_urn',
    'make_tag_urn',
    'make_owner_urn',
    'make_term_urn',
    'make_data_flow_urn',
    'make_data_job_urn_with_flow',
    'make_data_process_instance_urn',
    'make_data_job_urn',
    'make_dashboard_urn',
    'dashboard_urn_to_key',
    'make_chart_urn',
    'chart_urn_to_key',
    'make_domain_urn',
    'make_ml_primary_key_urn',
    'make_ml_feature_urn',
    'make_ml_feature_table_urn',
    'make_ml_model_urn',
    'make_ml_model_deployment_urn',
    'make_ml_model_group_urn',
    'is_valid_ownership_type',
    'validate_ownership_type',
    'make_lineage_mce',
    'can_add_aspect',
    'assert_can_add_aspect',
    'get_aspect_if_available',
    'remove_aspect_if_available',
    'get_or_add_aspect',
    'make_global_tag_aspect_with_tag_list',
    'make_ownership_aspect_from_urn_list',
    'make_glossary_terms_aspect_from_urn_list',
    'set_aspect',
  ],
  mcp: [
    'MetadataChangeProposalWrapper',
    'construct_many',
    'make_mcp',
    'validate',
    'to_obj',
    'from_obj',
    'from_obj_require_wrapper',
    'as_workunit',
  ],
  mcp_builder: [
    'DatahubKey',
    'PlatformKey',
    'DatabaseKey',
    'SchemaKey',
    'ProjectIdKey',
    'MetastoreKey',
    'CatalogKey',
    'UnitySchemaKey',
    'BigQueryDatasetKey',
    'FolderKey',
    'BucketKey',
    'DatahubKeyJSONEncoder',
    'guid_dict',
    'guid',
    'add_domain_to_entity_wu',
    'add_owner_to_entity_wu',
    'add_tags_to_entity_wu',
    'wrap_aspect_as_workunit',
    'gen_containers',
    'add_dataset_to_container',
    'add_entity_to_container',
    'mcps_from_mce',
    'create_embed_mcp',
  ],
  patch: [
    'MetadataPatchProposal',
    'build',
    'DatasetPatchBuilder',
    'add_owner',
    'remove_owner',
    'set_owners',
    'add_upstream_lineage',
    'remove_upstream_lineage',
    'set_upstream_lineages',
    'add_tag',
    'remove_tag',
    'add_term',
    'remove_term',
    'for_field',
    'set_description',
    'set_custom_properties',
    'add_custom_property',
    'remove_custom_property',
    'FieldPatchHelper',
    'parent',
    'CustomPropertiesPatchHelper',
  ],
};

const CLIENTS = {
  rest_emitter: [
    'DatahubRestEmitter',
    'DataHubRestEmitter',
    'test_connection',
    'emit',
    'emit_mce',
    'emit_mcp',
    'emit_usage',
    'close',
  ],
  kafka_emitter: [
    'KafkaEmitterConfig',
    'DatahubKafkaEmitter',
    'emit_mce_async',
    'emit_mcp_async',
    'flush',
    'DEFAULT_MCE_KAFKA_TOPIC',
    'DEFAULT_MCP_KAFKA_TOPIC',
    'MCE_KEY',
    'MCP_KEY',
  ],
  graph: [
    'DatahubClientConfig',
    'DataHubGraph',
    'get_aspect',
    'get_aspect_v2',
    'get_config',
    'get_ownership',
    'get_schema_metadata',
    'get_domain_properties',
    'get_dataset_properties',
    'get_tags',
    'get_glossary_terms',
    'get_domain',
    'get_browse_path',
    'get_usage_aspects_from_urn',
    'list_all_entity_urns',
    'get_latest_timeseries_value',
    'get_entity_raw',
    'get_aspects_for_entity',
    'get_entity_semityped',
    'get_domain_urn_by_name',
    'get_container_urns_by_filter',
    'get_urns_by_filter',
    'get_latest_pipeline_checkpoint',
    'get_search_results',
    'get_aspect_counts',
    'execute_graphql',
    'get_related_entities',
    'soft_delete_urn',
    'get_default_graph',
  ],
};

const SCHEMA_CLASSES = [
  'RECORD_SCHEMA',
  'to_obj',
  'from_obj',
  'validate',
  'to_avro_writable',
  'ASPECT_NAME',
  'ASPECT_TYPE',
  'ASPECT_INFO',
  'get_aspect_name',
  'get_aspect_type',
  'get_aspect_info',
  'ASPECT_CLASSES',
  'ASPECT_NAME_MAP',
  'KEY_ASPECTS',
  'AspectBag',
  'get_schema_type',
  'ASPECT_MAP',
  'TIMESERIES_ASPECT_MAP',
  'MetadataChangeProposalClass',
  'MetadataChangeLogClass',
  'GenericAspectClass',
  'SystemMetadataClass',
  'ChangeTypeClass',
  'MetadataChangeEventClass',
  'DatasetSnapshotClass',
  'KafkaAuditHeaderClass',
];

test('the Builder page names every function and class of mce_builder, mcp and mcp_builder, and the patch builders', async () => {
  const text = await page('builder');
  for (const [module, names] of Object.entries(BUILDER)) assert.deepEqual(missing(text, names), [], module);
});

test('the Client page names every class and method of the REST and Kafka emitters and of the graph client', async () => {
  const text = await page('clients');
  for (const [module, names] of Object.entries(CLIENTS)) assert.deepEqual(missing(text, names), [], module);
});

test('the Schema Classes page names what every generated class offers, the lookup tables and the envelope classes', async () => {
  assert.deepEqual(missing(await page('schema-classes'), SCHEMA_CLASSES), []);
});

test('the generated Models page has a section for the class of every aspect of the model, and links to Schema Classes', async () => {
  const context = {
    root: repoRoot,
    readText: (path: string) => readFile(join(repoRoot, path), 'utf8'),
    listFiles: async (dir: string) => (await readdir(join(repoRoot, dir), { recursive: true })) as string[],
  } as unknown as GeneratorContext;
  const model = await loadModel(context);
  const models = metamodelDocs(model).find((doc) => doc.id === 'python-sdk/models')!.markdown;
  const absent = [...model.aspects.values()]
    .map((aspect) => `${aspect.record}Class`)
    .filter((name) => !models.includes(`### ${name} {#${name.toLowerCase()}}`));
  assert.deepEqual(absent, []);
  assert.ok(model.aspects.size > 100, `${model.aspects.size} aspects`);
  assert.match(models, /\[Schema Classes\]\(\/docs\/python-sdk\/schema-classes\)/);
});
