/**
 * The rated set of the local assistant: direct questions whose answer is one fact the DataHub
 * docs state (a port, a variable, a command, a package, a file, a definition, a step, a
 * requirement), each with the fact as the docs write it and the pages that hold it. An answer
 * counts as stating the fact when its opening (the text before the steps and sources) holds one
 * of `facts` and one of `pages` is among its sources. Questions with no pages are off-topic: the
 * answer must say the docs do not cover them and list no sources.
 */
export interface FactQuestion {
  question: string;
  kind: 'port' | 'variable' | 'command' | 'package' | 'file' | 'what' | 'how' | 'requirements' | 'off-topic';
  /** Any one of these, as the page writes it (compared without Markdown marks, case and extra spaces). */
  facts: string[];
  /** Pages (paths without the base URL) that state the fact; empty for an off-topic question. */
  pages: string[];
}

const QUICKSTART = ['/docs/quickstart', '/docs/troubleshooting/quickstart'];

export const FACT_QUESTIONS: FactQuestion[] = [
  {
    kind: 'port',
    question: 'Which port does the DataHub web app run on?',
    facts: ['9002'],
    pages: [...QUICKSTART, '/docs/deploy/kubernetes'],
  },
  {
    kind: 'port',
    question: 'What port does GMS listen on by default?',
    facts: ['8080'],
    pages: [...QUICKSTART, '/docs/cli', '/docs/what/gms'],
  },
  {
    kind: 'port',
    question: 'Which port does Elasticsearch use in the quickstart?',
    facts: ['9200'],
    pages: QUICKSTART,
  },
  {
    kind: 'port',
    question: 'Port 3306 is already taken on my machine, how do I move MySQL for the quickstart?',
    facts: ['--mysql-port'],
    pages: QUICKSTART,
  },
  {
    kind: 'variable',
    question: 'Which environment variable turns off telemetry?',
    facts: ['DATAHUB_TELEMETRY_ENABLED'],
    pages: ['/docs/deploy/telemetry', '/docs/cli'],
  },
  {
    kind: 'variable',
    question: 'Which setting enables Metadata Service authentication?',
    facts: ['METADATA_SERVICE_AUTH_ENABLED'],
    pages: [
      '/docs/authentication',
      '/docs/authentication/introducing-metadata-service-authentication',
      '/docs/authentication/personal-access-tokens',
      '/docs/metadata-service',
    ],
  },
  {
    kind: 'variable',
    question: 'What environment variable holds the access token for the CLI?',
    facts: ['DATAHUB_GMS_TOKEN'],
    pages: ['/docs/cli', '/docs/authentication/personal-access-tokens'],
  },
  {
    kind: 'variable',
    question: 'Which variable tells DataHub where the Kafka brokers are?',
    facts: ['KAFKA_BOOTSTRAP_SERVER'],
    pages: ['/docs/how/kafka-config'],
  },
  {
    kind: 'variable',
    question: 'Which environment variable changes the GMS port that the quickstart publishes?',
    facts: ['DATAHUB_MAPPED_GMS_PORT'],
    pages: QUICKSTART,
  },
  {
    kind: 'variable',
    question: 'Which variable chooses the image tag used by datahub docker quickstart?',
    facts: ['DATAHUB_VERSION'],
    pages: ['/docs/cli'],
  },
  {
    kind: 'command',
    question: 'How do I stop the quickstart?',
    facts: ['datahub docker quickstart --stop'],
    pages: QUICKSTART,
  },
  {
    kind: 'command',
    question: 'What command loads the sample data?',
    facts: ['datahub docker ingest-sample-data'],
    pages: QUICKSTART,
  },
  {
    kind: 'command',
    question: 'How do I remove all quickstart containers and their data?',
    facts: ['datahub docker nuke'],
    pages: QUICKSTART,
  },
  {
    kind: 'command',
    question: 'How do I back up the quickstart database?',
    facts: ['datahub docker quickstart --backup'],
    pages: QUICKSTART,
  },
  {
    kind: 'command',
    question: 'What command runs an ingestion recipe?',
    facts: ['datahub ingest -c'],
    pages: ['/docs/cli', '/docs/metadata-ingestion'],
  },
  {
    kind: 'command',
    question: 'How do I hard delete a dataset?',
    facts: ['--hard'],
    pages: ['/docs/how/delete-metadata', '/docs/cli'],
  },
  {
    kind: 'command',
    question: 'How can I undo an ingestion run?',
    facts: ['datahub ingest rollback'],
    pages: ['/docs/how/delete-metadata', '/docs/cli'],
  },
  {
    kind: 'command',
    question: 'Which command rebuilds the search indices from the database?',
    facts: ['RestoreIndices', '--restore-indices'],
    pages: ['/docs/how/restore-indices', '/docs/quickstart', '/docs/api/restli/restore-indices'],
  },
  {
    kind: 'command',
    question: 'How do I build GMS from source?',
    facts: ['./gradlew :metadata-service:war:build', './gradlew build'],
    pages: ['/docs/developers', '/docs/metadata-service'],
  },
  {
    kind: 'command',
    question: 'How do I add the DataHub Helm repository?',
    facts: ['helm repo add datahub https://helm.datahubproject.io/'],
    pages: ['/docs/deploy/kubernetes'],
  },
  {
    kind: 'command',
    question: 'How do I disable telemetry in the CLI?',
    facts: ['datahub telemetry disable'],
    pages: ['/docs/deploy/telemetry', '/docs/cli'],
  },
  {
    kind: 'package',
    question: 'Which Python package provides the datahub CLI?',
    facts: ['acryl-datahub'],
    pages: ['/docs/quickstart', '/docs/cli'],
  },
  {
    kind: 'package',
    question: 'What package do I install for the Airflow plugin?',
    facts: ['acryl-datahub-airflow-plugin'],
    pages: ['/docs/lineage/airflow', '/docs/metadata-ingestion-modules/airflow-plugin'],
  },
  {
    kind: 'package',
    question: 'Which pip package do I need to ingest from Snowflake?',
    facts: ['acryl-datahub[snowflake]'],
    pages: ['/docs/generated/ingestion/sources/snowflake', '/docs/quick-ingestion-guides/snowflake/setup'],
  },
  {
    kind: 'package',
    question: 'Which jar contains the Spark lineage agent?',
    facts: ['io.acryl:datahub-spark-lineage'],
    pages: ['/docs/metadata-integration/java/spark-lineage'],
  },
  {
    kind: 'package',
    question: 'What do I pip install to ingest Looker dashboards?',
    facts: ['acryl-datahub[looker]'],
    pages: ['/docs/generated/ingestion/sources/looker'],
  },
  {
    kind: 'file',
    question: 'Where does datahub init store its settings?',
    facts: ['~/.datahubenv'],
    pages: ['/docs/cli'],
  },
  {
    kind: 'file',
    question: 'Where is the quickstart backup written?',
    facts: ['~/.datahub/quickstart/backup.sql'],
    pages: ['/docs/quickstart'],
  },
  {
    kind: 'file',
    question: 'Where does the quickstart put its Docker Compose file?',
    facts: ['~/.datahub/quickstart'],
    pages: ['/docs/quickstart'],
  },
  {
    kind: 'file',
    question: 'In which Airflow file do I turn off lazy plugin loading?',
    facts: ['airflow.cfg'],
    pages: ['/docs/lineage/airflow'],
  },
  { kind: 'what', question: 'What is a URN?', facts: ['unique identifier of an entity'], pages: ['/docs/what/urn'] },
  {
    kind: 'what',
    question: 'What is a personal access token?',
    facts: ['lets code act as you'],
    pages: ['/docs/authentication/personal-access-tokens'],
  },
  {
    kind: 'what',
    question: 'What is a platform instance?',
    facts: ['identifies one particular deployment of a data platform'],
    pages: ['/docs/platform-instances'],
  },
  {
    kind: 'what',
    question: 'What is a domain?',
    facts: ['curated, top-level collection of data assets'],
    pages: ['/docs/domains'],
  },
  {
    kind: 'what',
    question: 'What is an aspect?',
    facts: ['one named piece of metadata about an'],
    pages: ['/docs/what/aspect'],
  },
  {
    kind: 'what',
    question: 'What is an ingestion recipe?',
    facts: ['YAML file', 'YAML document'],
    pages: ['/docs/metadata-ingestion', '/docs/ui-ingestion'],
  },
  {
    kind: 'what',
    question: 'What is a glossary term?',
    facts: ['agreed business definition'],
    pages: ['/docs/glossary/business-glossary'],
  },
  {
    kind: 'what',
    question: 'What roles does DataHub have?',
    facts: ['Admin, Editor and Reader'],
    pages: ['/docs/authorization/roles'],
  },
  {
    kind: 'what',
    question: 'Which Kafka topic receives metadata change proposals?',
    facts: ['MetadataChangeProposal_v1'],
    pages: ['/docs/how/kafka-config'],
  },
  {
    kind: 'how',
    question: 'How do I create a personal access token?',
    facts: ['Generate new token'],
    pages: ['/docs/authentication/personal-access-tokens'],
  },
  { kind: 'how', question: 'How do I create a domain?', facts: ['New Domain'], pages: ['/docs/domains'] },
  {
    kind: 'how',
    question: 'How do I install DataHub on Kubernetes?',
    facts: ['helm install', 'helm repo add'],
    pages: ['/docs/deploy/kubernetes'],
  },
  {
    kind: 'how',
    question: 'What redirect URL do I give my identity provider for OIDC single sign-on?',
    facts: ['/callback/oidc'],
    pages: ['/docs/authentication/guides/sso/configure-oidc-react'],
  },
  {
    kind: 'how',
    question: 'How do I attach the DataHub listener to a Spark job?',
    facts: ['spark.extraListeners'],
    pages: ['/docs/metadata-integration/java/spark-lineage'],
  },
  {
    kind: 'requirements',
    question: 'What are the hardware requirements for the quickstart?',
    facts: ['8 GB of memory'],
    pages: QUICKSTART,
  },
  {
    kind: 'requirements',
    question: 'Which Java version do I need to build DataHub?',
    facts: ['JDK 11', 'Java 11'],
    pages: ['/docs/developers'],
  },
  {
    kind: 'requirements',
    question: 'Which Python version does the DataHub CLI need?',
    facts: ['Python 3.7'],
    pages: ['/docs/quickstart', '/docs/cli'],
  },
  {
    kind: 'requirements',
    question: 'What Airflow version does the DataHub plugin require?',
    facts: ['2.0.2'],
    pages: ['/docs/lineage/airflow', '/docs/metadata-ingestion-modules/airflow-plugin'],
  },
  {
    kind: 'requirements',
    question: 'What do I need before deploying DataHub on Kubernetes?',
    facts: ['Helm 3'],
    pages: ['/docs/deploy/kubernetes'],
  },
  {
    kind: 'requirements',
    question: 'How much memory does Minikube need for DataHub?',
    facts: ['7 GB'],
    pages: ['/docs/deploy/kubernetes'],
  },
  { kind: 'off-topic', question: 'What is the weather in Paris today?', facts: [], pages: [] },
  { kind: 'off-topic', question: 'Who won the football world cup?', facts: [], pages: [] },
  { kind: 'off-topic', question: 'Can you recommend a good movie?', facts: [], pages: [] },
  { kind: 'off-topic', question: 'How do I bake sourdough bread?', facts: [], pages: [] },
  { kind: 'off-topic', question: 'What is the capital of Australia?', facts: [], pages: [] },
  { kind: 'off-topic', question: 'How do I change the oil in my car?', facts: [], pages: [] },
];

/** Text compared without Markdown marks and link targets, case and runs of spaces. */
export function plainForMatch(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\\([[\]])/g, '$1')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}
