/**
 * Code blocks for the synthetic corpus, one generator per language the content format allows
 * (CONTENT.md). Realistic shapes matter because syntax highlighting cost grows with the number
 * of tokens, not with the number of lines.
 */
import type { Rng } from './prng.ts';
import { CONFIG_KEYS, SYSTEMS } from './prose-words.ts';

export interface CodeSample {
  lang: string;
  title?: string;
  code: string;
}

const slugOf = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_');
const table = (rng: Rng) =>
  `${rng.pick(['analytics', 'sales', 'raw', 'finance', 'events'])}.${rng.pick(['orders', 'customers', 'page_views', 'invoices', 'sessions'])}`;

const generators: Record<string, (rng: Rng) => CodeSample> = {
  bash: (rng) => ({
    lang: 'bash',
    code: [
      `python3 -m pip install --upgrade 'acryl-datahub[${slugOf(rng.pick(SYSTEMS))}]'`,
      'datahub version',
      `export DATAHUB_GMS_URL=http://localhost:${rng.pick([8080, 9002])}`,
      `datahub ingest -c ${rng.pick(['recipe.dhub.yaml', 'snowflake.yml', 'kafka_to_rest.yml'])} ${rng.pick(['--dry-run', '--preview', ''])}`.trim(),
    ].join('\n'),
  }),
  console: (rng) => ({
    lang: 'console',
    code: [
      '$ datahub check plugins',
      'Sources:',
      ...rng.sample(SYSTEMS, 4).map((s) => `${slugOf(s).padEnd(20)} (enabled)`),
      '$ datahub get --urn "urn:li:corpuser:datahub"',
      `{"corpUserInfo": {"active": true, "displayName": "DataHub", "email": "admin@example.com"}}`,
    ].join('\n'),
  }),
  yaml: (rng) => {
    const system = rng.pick(SYSTEMS);
    return {
      lang: 'yaml',
      title: 'recipe.dhub.yaml',
      code: [
        'source:',
        `  type: ${slugOf(system)}`,
        '  config:',
        `    host_port: ${slugOf(system)}.example.com:${rng.int(3000, 9999)}`,
        `    username: \${${slugOf(system).toUpperCase()}_USER}`,
        `    password: \${${slugOf(system).toUpperCase()}_PASSWORD}`,
        '    table_pattern:',
        '      allow:',
        `        - "${table(rng)}"`,
        `    profiling:\n      enabled: ${rng.pick(['true', 'false'])}`,
        'sink:',
        '  type: datahub-rest',
        '  config:',
        '    server: "http://localhost:8080"',
        `    token: \${DATAHUB_TOKEN}`,
      ].join('\n'),
    };
  },
  json: (rng) => ({
    lang: 'json',
    code: JSON.stringify(
      {
        entityType: 'dataset',
        entityUrn: `urn:li:dataset:(urn:li:dataPlatform:${slugOf(rng.pick(SYSTEMS))},${table(rng)},PROD)`,
        changeType: 'UPSERT',
        aspectName: rng.pick(['ownership', 'globalTags', 'datasetProperties']),
        aspect: {
          value: {
            description: 'Orders placed on the web store',
            customProperties: { retention: `${rng.int(7, 365)}d` },
          },
        },
      },
      null,
      2,
    ),
  }),
  python: (rng) => ({
    lang: 'python',
    title: 'emit_owner.py',
    code: [
      'from datahub.emitter.mce_builder import make_dataset_urn, make_user_urn',
      'from datahub.emitter.mcp import MetadataChangeProposalWrapper',
      'from datahub.emitter.rest_emitter import DatahubRestEmitter',
      'from datahub.metadata.schema_classes import OwnerClass, OwnershipClass, OwnershipTypeClass',
      '',
      `emitter = DatahubRestEmitter(gms_server="http://localhost:8080", timeout_sec=${rng.int(5, 60)})`,
      `urn = make_dataset_urn(platform="${slugOf(rng.pick(SYSTEMS))}", name="${table(rng)}", env="PROD")`,
      'owners = OwnershipClass(',
      `    owners=[OwnerClass(owner=make_user_urn("${rng.pick(['jdoe', 'asmith', 'data-eng'])}"), type=OwnershipTypeClass.TECHNICAL_OWNER)]`,
      ')',
      'emitter.emit(MetadataChangeProposalWrapper(entityUrn=urn, aspect=owners))',
      'print(f"Ownership written for {urn}")',
    ].join('\n'),
  }),
  java: (rng) => ({
    lang: 'java',
    code: [
      'import datahub.client.rest.RestEmitter;',
      'import datahub.event.MetadataChangeProposalWrapper;',
      'import com.linkedin.dataset.DatasetProperties;',
      '',
      'public class EmitProperties {',
      '  public static void main(String[] args) throws Exception {',
      `    RestEmitter emitter = RestEmitter.create(b -> b.server("http://localhost:8080").timeoutSec(${rng.int(5, 60)}));`,
      '    MetadataChangeProposalWrapper<DatasetProperties> mcpw = MetadataChangeProposalWrapper.builder()',
      '        .entityType("dataset")',
      `        .entityUrn("urn:li:dataset:(urn:li:dataPlatform:${slugOf(rng.pick(SYSTEMS))},${table(rng)},PROD)")`,
      '        .upsert()',
      '        .aspect(new DatasetProperties().setDescription("Curated orders"))',
      '        .build();',
      '    emitter.emit(mcpw, null).get();',
      '  }',
      '}',
    ].join('\n'),
  }),
  graphql: (rng) => ({
    lang: 'graphql',
    code: [
      'query searchDatasets {',
      `  search(input: { type: DATASET, query: "${rng.pick(['orders', 'customers', 'revenue'])}", start: 0, count: ${rng.pick([10, 20, 50])} }) {`,
      '    total',
      '    searchResults {',
      '      entity {',
      '        urn',
      '        ... on Dataset { name platform { name } ownership { owners { owner { ... on CorpUser { username } } } } }',
      '      }',
      '    }',
      '  }',
      '}',
    ].join('\n'),
  }),
  sql: (rng) => ({
    lang: 'sql',
    code: [
      `SELECT o.customer_id, COUNT(*) AS orders, SUM(o.amount) AS revenue`,
      `FROM ${table(rng)} AS o`,
      `JOIN ${table(rng)} AS c ON c.id = o.customer_id`,
      `WHERE o.created_at >= DATE '2023-0${rng.int(1, 9)}-01'`,
      'GROUP BY o.customer_id',
      `ORDER BY revenue DESC LIMIT ${rng.pick([10, 100, 1000])};`,
    ].join('\n'),
  }),
  ini: (rng) => ({
    lang: 'ini',
    title: '~/.datahubenv',
    code: [
      '[gms]',
      `server = http://localhost:${rng.pick([8080, 9002])}`,
      'token = <your-token>',
      '',
      '[ingestion]',
      `max_threads = ${rng.int(1, 16)}`,
    ].join('\n'),
  }),
  properties: (rng) => ({
    lang: 'properties',
    code: [
      'bootstrap.servers=broker:29092',
      'schema.registry.url=http://schema-registry:8081',
      `max.request.size=${rng.pick([1048576, 5242880])}`,
      'security.protocol=SASL_SSL',
      'sasl.mechanism=PLAIN',
      `${rng.pick(CONFIG_KEYS).replace(/_/g, '.')}=${rng.pick(['true', 'false', '30'])}`,
    ].join('\n'),
  }),
  dockerfile: (rng) => ({
    lang: 'dockerfile',
    code: [
      `FROM acryldata/datahub-ingestion:v0.${rng.int(10, 13)}.${rng.int(0, 5)}`,
      'USER root',
      'RUN apt-get update && apt-get install -y --no-install-recommends libsasl2-dev && rm -rf /var/lib/apt/lists/*',
      'USER datahub',
      `RUN pip install --no-cache-dir 'acryl-datahub[${slugOf(rng.pick(SYSTEMS))}]'`,
      'COPY recipe.dhub.yaml /recipes/',
      'ENTRYPOINT ["datahub", "ingest", "-c", "/recipes/recipe.dhub.yaml"]',
    ].join('\n'),
  }),
  xml: (rng) => ({
    lang: 'xml',
    title: 'pom.xml',
    code: [
      '<dependency>',
      '  <groupId>io.acryl</groupId>',
      '  <artifactId>datahub-client</artifactId>',
      `  <version>0.${rng.int(10, 13)}.${rng.int(0, 5)}</version>`,
      '</dependency>',
    ].join('\n'),
  }),
  diff: (rng) => {
    const key = rng.pick(CONFIG_KEYS);
    return {
      lang: 'diff',
      code: [
        ' source:',
        `   type: ${slugOf(rng.pick(SYSTEMS))}`,
        '   config:',
        `-    ${key}: false`,
        `+    ${key}: true`,
        `+    max_threads: ${rng.int(2, 12)}`,
      ].join('\n'),
    };
  },
  text: (rng) => ({
    lang: 'text',
    code: [
      `urn:li:dataset:(urn:li:dataPlatform:${slugOf(rng.pick(SYSTEMS))},${table(rng)},PROD)`,
      'urn:li:corpuser:jdoe',
      `urn:li:glossaryTerm:${rng.pick(['Classification.PII', 'Finance.Revenue', 'Quality.Gold'])}`,
    ].join('\n'),
  }),
};

export const CODE_LANGUAGES = Object.keys(generators);

export function codeSample(rng: Rng, lang = rng.pick(CODE_LANGUAGES)): CodeSample {
  return generators[lang](rng);
}

/** A fenced block; the title, when there is one, goes in the meta string as CONTENT.md says. */
export function fence(sample: CodeSample): string {
  const meta = sample.title ? ` title="${sample.title}"` : '';
  return `\`\`\`${sample.lang}${meta}\n${sample.code}\n\`\`\``;
}
