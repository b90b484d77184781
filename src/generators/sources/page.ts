/**
 * One platform's source page, as markdown for the common pipeline: the module table, then per
 * plugin the support status, capabilities, description, install line, starter recipe with the
 * recipe checker, the config options and schema, usage notes and code coordinates.
 */
import type { Platform, Plugin } from './catalog.ts';
import { inlineCode, optionsMarkdown } from './options-markdown.ts';

export const SOURCE_PAGES_DIR = 'generated/ingestion/sources';
const UPSTREAM = 'https://github.com/datahub-project/datahub/blob/master/';

/** Capabilities whose feature has a guide of its own. */
const CAPABILITY_DOCS: Record<string, string> = {
  'Detect Deleted Entities': '/docs/metadata-ingestion/docs/dev_guides/stateful',
  Domains: '/docs/domains',
  'Platform Instance': '/docs/platform-instances',
  'Data Profiling': '/docs/metadata-ingestion/docs/dev_guides/sql_profiles',
};

const STATUS_LABELS: Record<string, string> = { certified: 'Certified', incubating: 'Incubating', testing: 'Testing' };

export interface PageLinks {
  slackUrl?: string;
  /** Site path of each plugin's validator module. */
  validators: Map<string, string>;
}

export function sourcePageMarkdown(platform: Platform, links: PageLinks): string {
  const several = platform.plugins.length > 1;
  const parts: string[] = [];
  if (several) parts.push(moduleTable(platform));
  if (platform.overview) parts.push(platform.overview.trim());
  for (const plugin of platform.plugins) parts.push(pluginSection(plugin, several, links));
  parts.push(
    links.slackUrl
      ? `## Questions\n\nIf something on this page is unclear or does not work as described, ask in the [DataHub Slack](${links.slackUrl}); the community answers there.`
      : '',
  );
  return parts.filter(Boolean).join('\n\n') + '\n';
}

function moduleTable(platform: Platform): string {
  const rows = platform.plugins.map((p) => `| [${inlineCode(p.name)}](#module-${p.name}) | ${cell(p.summary)} |`);
  return [`${platform.name} has ${platform.plugins.length} ingestion modules:`, '', '| Module | What it reads |', '| --- | --- |', ...rows].join('\n');
}

function pluginSection(plugin: Plugin, several: boolean, links: PageLinks): string {
  // With one plugin its sections are the page's own (h2); with several they sit under the module (h3).
  const h = several ? '###' : '##';
  const parts: string[] = [];
  if (several) parts.push(`## Module ${inlineCode(plugin.name)}`);
  if (STATUS_LABELS[plugin.status]) parts.push(`:::badge{status="${plugin.status}"}\nSupport status: ${STATUS_LABELS[plugin.status]}\n:::`);
  parts.push(`${h} Important Capabilities`, capabilityTable(plugin));
  parts.push(plugin.description.trim());
  if (plugin.prerequisites) parts.push(`${h} Prerequisites`, plugin.prerequisites.trim());
  parts.push(`${h} Install the Plugin`, installText(plugin));
  parts.push(
    `${h} Starter Recipe`,
    `A recipe to start from: adjust it with the options under Config Details below, save it as \`recipe.yml\` and run \`datahub ingest -c recipe.yml\`. [Recipes](/docs/metadata-ingestion#recipes) explains the format.`,
    fenced('yaml', plugin.recipe),
  );
  const validator = links.validators.get(plugin.name);
  if (validator) parts.push(`:::recipe-checker{plugin="${plugin.name}" validator="${validator}"}\nCheck your own recipe against the options of \`${plugin.name}\`.\n:::`);
  parts.push(`${h} Config Details`, configTabs(plugin));
  if (plugin.usage) parts.push(plugin.usage.trim());
  parts.push(
    `${h} Code Coordinates`,
    `- Class name: ${inlineCode(plugin.className)}\n- Source file: [${plugin.sourceFile.split('/').pop()} on GitHub](${UPSTREAM}${plugin.sourceFile})`,
  );
  return parts.join('\n\n');
}

function capabilityTable(plugin: Plugin): string {
  if (plugin.capabilities.length === 0) return 'This source declares no capabilities.';
  const rows = [...plugin.capabilities]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => `| ${CAPABILITY_DOCS[c.name] ? `[${c.name}](${CAPABILITY_DOCS[c.name]})` : c.name} | ${c.supported ? '✓ Supported' : '✗ Not supported'} | ${cell(c.notes ?? '')} |`);
  return ['| Capability | Status | Notes |', '| --- | --- | --- |', ...rows].join('\n');
}

function installText(plugin: Plugin): string {
  if (!plugin.pipExtra) return `The \`${plugin.name}\` source ships with the core \`acryl-datahub\` package: once the CLI is installed there is nothing more to add.`;
  return `Install the DataHub CLI with this source's extra dependencies:\n\n${fenced('shell', `pip install 'acryl-datahub[${plugin.pipExtra}]'`)}`;
}

function configTabs(plugin: Plugin): string {
  const options = optionsMarkdown(plugin.name, plugin.options);
  const tab = ':'.repeat(3 + options.height);
  const tabs = ':'.repeat(4 + options.height);
  const intro = plugin.options.length === 0
    ? 'This source takes no options.'
    : 'A dot in a name marks a nested option: `profiling.enabled` is `enabled` inside `profiling`. Each option has its own link (the name) to share.';
  return [
    `${tabs}tabs{groupId="config-details"}`,
    `${tab}tab{label="Options"}`,
    intro,
    options.text,
    tab,
    `${tab}tab{label="Schema"}`,
    `The configuration of \`${plugin.name}\` as JSON Schema, as the recipe checker uses it:`,
    fenced('json', JSON.stringify(plugin.schema, null, 2)),
    tab,
    tabs,
  ].join('\n\n');
}

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n+/g, ' ');
}

function fenced(language: string, code: string): string {
  const longest = Math.max(2, ...(code.match(/`{3,}/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}${language}\n${code.replace(/\n$/, '')}\n${fence}`;
}
