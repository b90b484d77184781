/**
 * The assistant's quality set: realistic questions from every part of the site, each with the
 * pages of which at least one must be among the answer's sources.
 */
export interface AssistantQuestion {
  question: string;
  /** Empty for a question the docs do not cover: then the answer must have no sources. */
  expect: string[];
}

export const ASSISTANT_QUESTIONS: AssistantQuestion[] = [
  {
    question: 'How do I ingest metadata from Snowflake?',
    expect: [
      '/docs/generated/ingestion/sources/snowflake',
      '/docs/quick-ingestion-guides/snowflake/overview',
      '/docs/quick-ingestion-guides/snowflake/setup',
      '/docs/quick-ingestion-guides/snowflake/configuration',
    ],
  },
  { question: 'How do I run DataHub locally with Docker?', expect: ['/docs/quickstart', '/docs/docker'] },
  { question: 'How can I deploy DataHub on Kubernetes with Helm?', expect: ['/docs/deploy/kubernetes'] },
  { question: 'How do I deploy DataHub on AWS EKS?', expect: ['/docs/deploy/aws'] },
  { question: 'Can I run DataHub on Google Cloud GKE?', expect: ['/docs/deploy/gcp'] },
  {
    question: 'How do I set up single sign-on with Okta?',
    expect: [
      '/docs/authentication/guides/sso/configure-oidc-react-okta',
      '/docs/authentication/guides/sso/configure-oidc-react',
    ],
  },
  { question: 'How do I create a personal access token?', expect: ['/docs/authentication/personal-access-tokens'] },
  {
    question: 'What are access policies and how do I create one?',
    expect: ['/docs/authorization/policies', '/docs/authorization/access-policies-guide'],
  },
  { question: 'What roles does DataHub have for users?', expect: ['/docs/authorization/roles'] },
  { question: 'How do I schedule ingestion with cron?', expect: ['/docs/metadata-ingestion/schedule_docs/cron'] },
  {
    question: 'How do I send metadata to DataHub with the REST sink?',
    expect: ['/docs/metadata-ingestion/sink_docs/datahub'],
  },
  {
    question: 'How can I add tags to datasets during ingestion with a transformer?',
    expect: [
      '/docs/metadata-ingestion/docs/transformer/dataset_transformer',
      '/docs/metadata-ingestion/docs/transformer/intro',
    ],
  },
  {
    question: 'What is stateful ingestion and how does it remove stale metadata?',
    expect: ['/docs/metadata-ingestion/docs/dev_guides/stateful'],
  },
  {
    question: 'How do I enable profiling of SQL tables?',
    expect: ['/docs/metadata-ingestion/docs/dev_guides/sql_profiles'],
  },
  { question: 'What is a platform instance?', expect: ['/docs/platform-instances'] },
  {
    question: 'How do I capture lineage from Airflow DAGs?',
    expect: ['/docs/lineage/airflow', '/docs/metadata-ingestion-modules/airflow-plugin'],
  },
  { question: 'How do I get lineage from Spark jobs?', expect: ['/docs/metadata-integration/java/spark-lineage'] },
  {
    question: 'How can I send Great Expectations validation results to DataHub?',
    expect: ['/docs/metadata-ingestion/integration_docs/great-expectations'],
  },
  { question: 'How do I use the DataHub CLI to delete metadata?', expect: ['/docs/how/delete-metadata', '/docs/cli'] },
  {
    question: 'How do I emit metadata from Python code?',
    expect: ['/docs/metadata-ingestion/as-a-library', '/docs/python-sdk/clients'],
  },
  {
    question: 'How do I add an owner to a dataset with the API?',
    expect: ['/docs/api/tutorials/modifying-dataset-owners'],
  },
  {
    question: 'How do I add lineage between datasets using the API?',
    expect: ['/docs/api/tutorials/modifying-dataset-lineage'],
  },
  { question: 'How do I send Slack notifications with DataHub Actions?', expect: ['/docs/actions/actions/slack'] },
  { question: 'What is a business glossary term?', expect: ['/docs/glossary/business-glossary'] },
  { question: 'How do domains work?', expect: ['/docs/domains'] },
  {
    question: 'How do I upgrade DataHub to a new version?',
    expect: ['/docs/how/updating-datahub', '/docs/docker/datahub-upgrade'],
  },
  {
    question: 'How do I restore the search indices?',
    expect: ['/docs/how/restore-indices', '/docs/api/restli/restore-indices'],
  },
  {
    question: 'How do I configure Kafka topics and the schema registry?',
    expect: ['/docs/how/kafka-config', '/docs/deploy/confluent-cloud'],
  },
  { question: 'What is a URN?', expect: ['/docs/what/urn'] },
  { question: 'What aspects does the dataset entity have?', expect: ['/docs/generated/metamodel/entities/dataset'] },
  {
    question: 'How do I ingest Looker dashboards and LookML views?',
    expect: ['/docs/generated/ingestion/sources/looker'],
  },
  { question: 'Which dbt artifacts does the dbt source need?', expect: ['/docs/generated/ingestion/sources/dbt'] },
  {
    question: 'How do I ingest metadata from BigQuery?',
    expect: [
      '/docs/generated/ingestion/sources/bigquery',
      '/docs/quick-ingestion-guides/bigquery/overview',
      '/docs/quick-ingestion-guides/bigquery/setup',
      '/docs/quick-ingestion-guides/bigquery/configuration',
    ],
  },
  {
    question: 'How do I query DataHub with GraphQL?',
    expect: ['/docs/api/graphql/overview', '/docs/api/graphql/getting-started', '/docs/api/datahub-apis'],
  },
  {
    question: 'What does the quickstart do when ports are already in use?',
    expect: ['/docs/quickstart', '/docs/troubleshooting/quickstart'],
  },
  { question: 'How do I run ingestion from the UI?', expect: ['/docs/ui-ingestion'] },
  // Questions the docs do not cover: no sources, the "I don't know" message.
  { question: 'What is the weather in Paris today?', expect: [] },
  { question: 'Who won the football world cup?', expect: [] },
  { question: 'Can you recommend a good movie?', expect: [] },
  { question: 'How do I bake sourdough bread?', expect: [] },
];
