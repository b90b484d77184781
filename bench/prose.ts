/**
 * Prose for the synthetic corpus: titles, headings and paragraphs in the voice of the DataHub
 * docs. The text is nonsense at the level of meaning but has the vocabulary, sentence length
 * and inline markup (code spans, bold) of real pages, which is what parsing, highlighting and
 * the search index spend their time on.
 */
import type { Rng } from './prng.ts';
import {
  ADVERBS,
  ASPECTS,
  COMPONENTS,
  CONFIG_KEYS,
  ENTITIES,
  QUALITIES,
  SYSTEMS,
  TASKS,
  VERBS,
} from './prose-words.ts';

const fill: Record<string, (rng: Rng) => string> = {
  system: (rng) => rng.pick(SYSTEMS),
  entity: (rng) => rng.pick(ENTITIES),
  entities: (rng) => plural(rng.pick(ENTITIES)),
  component: (rng) => rng.pick(COMPONENTS),
  verb: (rng) => rng.pick(VERBS),
  task: (rng) => rng.pick(TASKS),
  adverb: (rng) => rng.pick(ADVERBS),
  quality: (rng) => rng.pick(QUALITIES),
  key: (rng) => `\`${rng.pick(CONFIG_KEYS)}\``,
  aspect: (rng) => `\`${rng.pick(ASPECTS)}\``,
  n: (rng) => String(rng.pick([2, 3, 5, 8, 10, 30, 60, 100, 500, 1000, 9002, 8080])),
};

const SENTENCES = [
  'DataHub {verb} every {entity} that {system} reports, {adverb}.',
  'Set {key} when you want to {task}; the default is {quality}.',
  'Each {entity} carries the {aspect} aspect, which {component} {verb} {adverb}.',
  'If {component} is unreachable, the run stops after {n} retries and reports the last error.',
  'To {task}, open the **Settings** page and choose the {system} connection.',
  'The {aspect} aspect is {quality}, so writing it twice leaves the {entity} unchanged.',
  'Most teams {task} before they connect {system}, because it keeps the first run short.',
  '{component} {verb} a change event for each {entity}, and consumers read it from Kafka.',
  'You can {task} from the UI or from the CLI; both paths call {component}.',
  'Values in {key} are regular expressions matched against the fully qualified name.',
  'Lineage between {entities} is drawn from the {aspect} aspect that {system} provides.',
  'A recipe that sets {key} to `true` also needs {key} on {system}.',
  'When the {entity} is soft deleted, {component} keeps its history for {n} days.',
  'Permissions for {entities} come from policies, so an admin must {task} first.',
  'The search page ranks {entities} by usage, freshness and the {aspect} aspect.',
  'Keep {key} small on large {system} accounts: every extra thread opens a connection.',
  'Start with a single schema, check the result in the UI, and then widen {key}.',
  'Because the write is {quality}, a failed run can be started again without cleanup.',
  '{component} listens on port {n} {adverb}; change it in the container environment.',
  'The {system} source maps each table to a {entity} and each column to a schema field.',
  'Owners, tags and glossary terms set in the UI survive the next ingestion run.',
  'Use a platform instance when two {system} accounts would otherwise produce the same URNs.',
  'Timeouts are measured in seconds; {key} applies to every request {component} sends.',
  'The CLI prints a summary at the end of the run with counts of {entities} and warnings.',
  'Errors name the recipe field at fault, so read the first one before changing anything else.',
  'Upgrading {component} does not require downtime when you {task} in a rolling fashion.',
] as const;

export function sentence(rng: Rng): string {
  const template = rng.pick(SENTENCES);
  const text = template.replace(/\{(\w+)\}/g, (_, slot: string) => fill[slot](rng));
  return text[0].toUpperCase() + text.slice(1);
}

export function paragraph(rng: Rng, min = 3, max = 6): string {
  return Array.from({ length: rng.int(min, max) }, () => sentence(rng)).join(' ');
}

export function plural(word: string): string {
  if (word.endsWith('y') && !word.endsWith('ay')) return `${word.slice(0, -1)}ies`;
  if (word.endsWith('s')) return `${word}es`;
  return `${word}s`;
}

export function capitalize(text: string): string {
  return text[0].toUpperCase() + text.slice(1);
}

const TITLE_PATTERNS = {
  concept: [
    'About {entities} in DataHub',
    'How {component} {verb} metadata',
    '{entity} lifecycle',
    'The {aspect} aspect',
    'Understanding {system} lineage',
  ],
  guide: [
    'Connect {system}',
    'Configure the {system} source',
    'Deploy DataHub with {system}',
    'Migrate {entities} from {system}',
    'Secure {component}',
  ],
  reference: [
    '{system} source reference',
    '{component} configuration',
    'CLI commands for {entities}',
    '{system} recipe options',
    'Environment variables for {component}',
  ],
  tutorial: [
    'Ingest your first {system} {entity}',
    'Build a lineage graph from {system}',
    'Tag {entities} end to end',
    'Search {entities} in five minutes',
  ],
} as const;

export type PageKind = keyof typeof TITLE_PATTERNS;
export const PAGE_KINDS = Object.keys(TITLE_PATTERNS) as PageKind[];

export function title(rng: Rng, kind: PageKind): string {
  const text = rng
    .pick(TITLE_PATTERNS[kind])
    .replace(/\{(\w+)\}/g, (_, slot: string) => fill[slot](rng).replace(/`/g, ''));
  return capitalize(text.replace(/^the /, ''));
}

export function description(rng: Rng, pageTitle: string): string {
  const tail = rng.pick([
    'with the exact settings and commands',
    'and how it relates to the rest of DataHub',
    'with a worked example',
    'including every option and its default',
  ]);
  return `${pageTitle}: what it does, when to use it, ${tail}.`.slice(0, 160);
}

/** Section headings, sentence case, by page kind; the first words vary so slugs rarely collide. */
const HEADINGS = [
  'Overview',
  'Prerequisites',
  'How it works',
  'Before you begin',
  'Install the CLI',
  'Configure the source',
  'Configure the sink',
  'Run the recipe',
  'Check the result',
  'Troubleshooting',
  'Limitations',
  'Options',
  'Examples',
  'Permissions',
  'Next steps',
  'Schedule ingestion',
  'Lineage',
  'Profiling',
  'Stateful ingestion',
  'Authentication',
  'Upgrade notes',
  'Concepts',
  'Capabilities',
  'Starter recipe',
  'Filter tables and views',
  'Set up a service account',
  'Known issues',
  'Performance tuning',
  'Environment variables',
  'Emit metadata from Python',
  'Query with GraphQL',
  'Roll back a change',
  'Monitor the consumers',
] as const;

export function headings(rng: Rng, count: number): string[] {
  return rng.sample(HEADINGS, count).map((h) => (rng.chance(0.3) ? `${h} for ${rng.pick(SYSTEMS)}` : h));
}
