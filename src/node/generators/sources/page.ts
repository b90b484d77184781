/**
 * One platform's source page, as a Markdown tree for the common pipeline (it skips parsing all
 * but the prose of the data): the module table, then per plugin the support status,
 * capabilities, description, install line, starter recipe with the recipe checker, the config
 * options and schema, usage notes and code coordinates.
 */
import type { BlockContent, Heading, PhrasingContent, Root, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { Platform, Plugin } from './catalog.ts';
import { optionBlocks } from './option-blocks.ts';
import {
  code,
  codeBlock,
  container,
  inline,
  link,
  list,
  pageBlocks,
  pageFromTree,
  paragraph,
  table,
  text,
} from '../mdast.ts';

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

export function sourcePage(platform: Platform, links: PageLinks): { tree: Root; markdown: string } {
  const several = platform.plugins.length > 1;
  return pageFromTree([
    ...(several ? moduleTable(platform) : []),
    ...pageBlocks(platform.overview),
    ...platform.plugins.flatMap((plugin) => pluginSection(plugin, several, links)),
    ...(links.slackUrl ? questions(links.slackUrl) : []),
  ]);
}

/** A heading without an explicit id: its id is the slug of its text, numbered when repeated. */
const titled = (depth: Heading['depth'], ...children: PhrasingContent[]): Heading => ({
  type: 'heading',
  depth,
  children,
});

function moduleTable(platform: Platform): RootContent[] {
  const rows = platform.plugins.map((p) => [[link(`#module-${p.name}`, code(p.name))], inline(p.summary)]);
  return [
    paragraph(text(`${platform.name} has ${platform.plugins.length} ingestion modules:`)),
    table(['Module', 'What it reads'], rows),
  ];
}

function pluginSection(plugin: Plugin, several: boolean, links: PageLinks): RootContent[] {
  // With one plugin its sections are the page's own (h2); with several they sit under the module (h3).
  const h = (title: string) => titled(several ? 3 : 2, text(title));
  const status = STATUS_LABELS[plugin.status];
  return [
    ...(several ? [titled(2, text('Module '), code(plugin.name))] : []),
    ...(status ? [container('badge', { status: plugin.status }, [paragraph(text(`Support status: ${status}`))])] : []),
    h('Important Capabilities'),
    capabilityTable(plugin),
    ...pageBlocks(plugin.description),
    ...(plugin.prerequisites ? [h('Prerequisites'), ...pageBlocks(plugin.prerequisites)] : []),
    h('Install the Plugin'),
    ...install(plugin),
    h('Starter Recipe'),
    ...starterRecipe(plugin, links.validators.get(plugin.name)),
    h('Config Details'),
    configTabs(plugin),
    ...pageBlocks(plugin.usage),
    h('Code Coordinates'),
    list([
      [text('Class name: '), code(plugin.className)],
      [
        text('Source file: '),
        link(`${UPSTREAM}${plugin.sourceFile}`, text(`${plugin.sourceFile.split('/').pop()} on GitHub`)),
      ],
    ]),
  ];
}

function starterRecipe(plugin: Plugin, validator: string | undefined): RootContent[] {
  const intro = paragraph(
    text('A recipe to start from: adjust it with the options under Config Details below, save it as '),
    code('recipe.yml'),
    text(' and run '),
    code('datahub ingest -c recipe.yml'),
    text('. '),
    link('/docs/metadata-ingestion#recipes', text('Recipes')),
    text(' explains the format.'),
  );
  const checker = paragraph(text('Check your own recipe against the options of '), code(plugin.name), text('.'));
  // The recipe's final line break ends its last line; it is not an empty line of the block.
  return [
    intro,
    codeBlock('yaml', plugin.recipe.replace(/\n$/, '')),
    ...(validator ? [container('recipe-checker', { plugin: plugin.name, validator }, [checker])] : []),
  ];
}

function capabilityTable(plugin: Plugin): RootContent {
  if (plugin.capabilities.length === 0) return paragraph(text('This source declares no capabilities.'));
  const rows = [...plugin.capabilities]
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((c) => [
      [CAPABILITY_DOCS[c.name] ? link(CAPABILITY_DOCS[c.name], text(c.name)) : text(c.name)],
      [text(c.supported ? '✓\u00a0Supported' : '✗\u00a0Not\u00a0supported')],
      inline(c.notes ?? ''),
    ]);
  return table(['Capability', 'Status', 'Notes'], rows);
}

function install(plugin: Plugin): RootContent[] {
  if (!plugin.pipExtra)
    return [
      paragraph(
        text('The '),
        code(plugin.name),
        text(' source ships with the core '),
        code('acryl-datahub'),
        text(' package: once the CLI is installed there is nothing more to add.'),
      ),
    ];
  return [
    paragraph(text("Install the DataHub CLI with this source's extra dependencies:")),
    codeBlock('shell', `pip install 'acryl-datahub[${plugin.pipExtra}]'`),
  ];
}

function configTabs(plugin: Plugin): ContainerDirective {
  const intro =
    plugin.options.length === 0
      ? [text('This source takes no options.')]
      : [
          text('A dot in a name marks a nested option: '),
          code('profiling.enabled'),
          text(' is '),
          code('enabled'),
          text(' inside '),
          code('profiling'),
          text('. Each option has its own link (the name) to share.'),
        ];
  const schema: BlockContent[] = [
    paragraph(
      text('The configuration of '),
      code(plugin.name),
      text(' as JSON Schema, as the recipe checker uses it:'),
    ),
    codeBlock('json', JSON.stringify(plugin.schema, null, 2)),
  ];
  return container('tabs', { groupId: 'config-details' }, [
    container('tab', { label: 'Options' }, [paragraph(...intro), ...optionBlocks(plugin.name, plugin.options)]),
    container('tab', { label: 'Schema' }, schema),
  ]);
}

function questions(slackUrl: string): RootContent[] {
  return [
    titled(2, text('Questions')),
    paragraph(
      text('If something on this page is unclear or does not work as described, ask in the '),
      link(slackUrl, text('DataHub Slack')),
      text('; the community answers there.'),
    ),
  ];
}
