import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { loadPageData, type PageDataName } from '../../src/node/render/page-data.ts';
import type { PageDataContext } from '../../src/node/render/page-data-types.ts';
import type { DocSummary } from '../../src/node/site/routes.ts';
import { formatProblem } from '../../src/node/errors.ts';
import { readFile, readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { loadConfig } from '../../src/node/config/load.ts';
import { sourcesGenerator } from '../../src/node/generators/sources/index.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../fixtures/page-data/${name}`, import.meta.url));
const siteRoot = fileURLToPath(new URL('../..', import.meta.url));

function context(root: string, baseUrl = '/', docsIndex: DocSummary[] = []): PageDataContext {
  return { root, baseUrl, docsIndex, listings: [], links: [], problems: [] };
}

/** The page's data, which the test's site has. */
async function load<K extends PageDataName>(c: PageDataContext, name: K) {
  const data = await loadPageData(c, name);
  assert.ok(data, `content/data/${name}.yaml is missing`);
  return data;
}

async function problemsOf(root: string, name: PageDataName): Promise<string> {
  const c = context(root);
  await load(c, name);
  return c.problems.map(formatProblem).join('\n');
}

test('valid home: hrefs get the base URL, internal links are recorded with their lines, code is highlighted', async () => {
  const c = context(fixture('valid'), '/sub/');
  const home = await load(c, 'home');
  assert.deepEqual(c.problems, []);
  assert.deepEqual(home.hero.buttons, [
    { label: 'Get Started →', href: '/sub/docs/', variant: 'primary' },
    { label: 'Chat', href: 'https://chat.example.org', variant: 'secondary' },
  ]);
  assert.equal(home.learn.links[0].href, '/sub/docs/introduction#why');
  assert.deepEqual(c.links, [
    { file: 'content/data/home.yaml', line: 6, href: '/docs/' },
    { file: 'content/data/home.yaml', line: 18, href: '/docs/quickstart' },
    { file: 'content/data/home.yaml', line: 23, href: '/docs/introduction#why' },
  ]);
  assert.equal(home.getStarted.html, 'pip install tool\ntool up');
  const [recipe, command] = home.approach.rows[0].code;
  assert.equal(recipe.title, 'recipe.yml');
  assert.equal(
    recipe.html,
    '<span class="hljs-attr">source:</span>\n  <span class="hljs-attr">type:</span> <span class="hljs-string">mysql</span>',
  );
  assert.equal(command.code, 'tool ingest -c recipe.yml');
  assert.equal(home.approach.rows[1].illustration, 'discovery');
  assert.deepEqual(home.adopters.groups, [{ label: 'B2B & B2C', companies: ['Acme', 'Globex'] }]);
});

test('valid docs landing and guild: defaults are filled in, social links are kept as written', async () => {
  const c = context(fixture('valid'));
  const landing = await load(c, 'docs-landing');
  const guild = await load(c, 'guild');
  assert.deepEqual(c.problems, []);
  assert.equal(landing.guides[0].more?.href, '/integrations');
  assert.equal(landing.adoption.links[0].href, '/#adopters');
  assert.deepEqual(
    c.links.map((l) => `${l.line} ${l.href}`),
    ['14 /docs/quickstart', '21 /integrations', '24 /integrations', '32 /#adopters'],
  );
  assert.deepEqual(guild.sections[0].people, [
    {
      name: 'Ada Lovelace',
      role: 'Engineer, Analytical Engines',
      social: { github: 'https://github.com/ada', web: 'https://ada.example.org' },
    },
    { name: 'Grace', social: {} },
  ]);
});

test('integrations: a generated doc page is linked only when the docs index has it', async () => {
  const snowflake: DocSummary = {
    title: 'Snowflake',
    href: '/sub/docs/generated/ingestion/sources/snowflake',
    description: 'd',
    section: 'Integrations',
  };
  const c = context(fixture('valid'), '/sub/', [snowflake]);
  const data = await load(c, 'integrations');
  assert.deepEqual(c.problems, []);
  assert.deepEqual(
    data.cards.map((card) => [card.id, card.href]),
    [
      ['airflow', '/sub/docs/lineage/airflow'],
      ['kafka', undefined],
      ['snowflake', '/sub/docs/generated/ingestion/sources/snowflake'],
    ],
  );
  // Only linked cards are checked as links.
  assert.deepEqual(c.links, [
    { file: 'content/data/integrations.yaml', line: 13, href: '/docs/lineage/airflow' },
    { file: 'content/data/integrations.yaml', line: 20, href: '/docs/generated/ingestion/sources/snowflake' },
  ]);
  assert.deepEqual(data.cards[1].features, []);
  assert.deepEqual(data.facets, {
    platformType: ['Orchestrator', 'Datastore'],
    connectionType: ['Push', 'Pull'],
    features: ['Stateful Ingestion', 'Column Level Lineage'],
  });
});

test('invalid home: every problem names the field, what it got and what it expects, at its line', async () => {
  assert.equal(
    await problemsOf(fixture('invalid'), 'home'),
    [
      'content/data/home.yaml:1: error: missing `hero.title`, expected text',
      '  hint: Add `title:` here. See the fields of content/data/home.yaml in src/node/render/page-data/home.ts.',
      'content/data/home.yaml:2: error: unknown field `hero.titel`',
      '  hint: Did you mean `title`? The fields allowed here are: title, subtitle, buttons.',
      'content/data/home.yaml:6: error: `hero.buttons[0].href` got "docs/quickstart", expected a site path starting with / or a URL starting with https://, http:// or mailto:',
      '  hint: Write internal links as site paths such as /docs/quickstart (no base URL, no .md); write external links in full, starting with https://.',
      'content/data/home.yaml:9: error: `getStarted.subtitle` is empty, expected text',
      '  hint: Write some text after `subtitle:`, or remove the field if it is optional.',
      'content/data/home.yaml:10: error: `getStarted.commands` has 0 items, expected at least 1',
      '  hint: Add an item as a `- ` line below `commands:`.',
      'content/data/home.yaml:21: error: `features.items[0].icon` got "lightning", expected one of "rocket", "ingest", "api", "bolt", "code", "compass", "cloud", "people", "hub", "shift", "open", "layers", "plug", "managed", "container", "server", "database", "chart", "domain", "book", "tag", "upload", "search", "lineage", "check", "approval", "key", "bell", "history", "question"',
      '  hint: Use one of the listed values, spelled exactly.',
      'content/data/home.yaml:22: error: `features.items[0].description` got 42, expected text',
      '  hint: See the fields of content/data/home.yaml in src/node/render/page-data/home.ts.',
      'content/data/home.yaml:31: error: missing `adopters.groups[0].companies`, expected a list of `- ` items',
      '  hint: Add `companies:` here. See the fields of content/data/home.yaml in src/node/render/page-data/home.ts.',
    ].join('\n'),
  );
});

test('invalid YAML is reported once per line, with the column', async () => {
  assert.equal(
    await problemsOf(fixture('invalid'), 'docs-landing'),
    'content/data/docs-landing.yaml:3:13: error: invalid YAML: Nested mappings are not allowed in compact mappings\n  hint: A value contains `: `: put the whole value in quotes, e.g. title: "Kafka: configuration".',
  );
});

test('invalid guild: social links must be full URLs of a known kind', async () => {
  assert.equal(
    await problemsOf(fixture('invalid'), 'guild'),
    [
      'content/data/guild.yaml:12: error: `sections[0].people[0].social.github` got "github.com/ada", expected a URL starting with https://',
      '  hint: See the fields of content/data/guild.yaml in src/node/render/page-data/guild.ts.',
      'content/data/guild.yaml:13: error: unknown field `sections[0].people[0].social.facebook`',
      '  hint: Remove it or correct its spelling. The fields allowed here are: github, linkedin, twitter, mastodon, web.',
    ].join('\n'),
  );
});

test('invalid integrations: unknown tag values, then the cross-entry rules', async () => {
  assert.equal(
    await problemsOf(fixture('invalid'), 'integrations'),
    [
      'content/data/integrations.yaml:10: error: `integrations[0].platformType` got "Scheduler", expected one of "Datastore", "Metadata", "BI Tool", "Identity Provider", "Orchestrator", "ETL and Processing", "AI+ML", "Messaging", "Observability"',
      '  hint: Use one of the listed values, spelled exactly.',
      'content/data/integrations.yaml:18: error: `integrations[1].features[1]` got "Time Travel", expected one of "Stateful Ingestion", "Status Aspect", "UI Ingestion", "Lower Casing", "Column Level Lineage", "Patch Lineage", "Notifications", "Alerting"',
      '  hint: Use one of the listed values, spelled exactly.',
    ].join('\n'),
  );
  assert.equal(
    await problemsOf(fixture('invalid-rules'), 'integrations'),
    [
      'content/data/integrations.yaml:12: error: `integrations[0].path` got "/docs/snowflake", expected a path starting with /docs/generated/ingestion/sources/ (the entry has `generated: true`)',
      '  hint: See the fields of content/data/integrations.yaml in src/node/render/page-data/integrations.ts.',
      'content/data/integrations.yaml:14: error: `integrations[1].id` got "snowflake", expected an id used by no other entry',
      '  hint: See the fields of content/data/integrations.yaml in src/node/render/page-data/integrations.ts.',
    ].join('\n'),
  );
});

test('a missing data file is no problem: the loader says so with undefined, and the page decides', async () => {
  const c = context(fixture('no-such-site'));
  assert.equal(await loadPageData(c, 'guild'), undefined);
  assert.deepEqual(c.problems, []);
});

test("the site's own data files are valid", async () => {
  const c = context(siteRoot);
  // The source catalog's pages, as the build lists them on /integrations and on the home page.
  const config = await loadConfig(siteRoot);
  const docs = await sourcesGenerator.generate({
    root: siteRoot,
    config,
    readText: (p) => readFile(join(siteRoot, p), 'utf8'),
    listFiles: async (d) => ((await readdir(join(siteRoot, d), { recursive: true })) as string[]).sort(),
  });
  c.listings = docs
    .filter((d) => d.listing)
    .map((d) => ({
      id: d.id.split('/').pop()!,
      title: d.title,
      description: d.description,
      route: `/docs/${d.id}`,
      listing: d.listing!,
    }));
  const [home, landing, guild, integrations] = await Promise.all([
    load(c, 'home'),
    load(c, 'docs-landing'),
    load(c, 'guild'),
    load(c, 'integrations'),
  ]);
  assert.deepEqual(c.problems.map(formatProblem), []);
  assert.equal(home.features.items.length, 6);
  assert.equal(
    home.adopters.groups.reduce((n, g) => n + g.companies.length, 0),
    34,
  );
  assert.equal(landing.quickLinks.items.length, 8);
  assert.equal(landing.adoption.id, 'adoption');
  assert.deepEqual(
    guild.sections.map((s) => [s.title, s.people.length]),
    [
      ['Top Code Contributor', 17],
      ['Community Supporter', 8],
      ['DataHub Champion', 20],
    ],
  );
  assert.equal(integrations.cards.length, 56, '50 platforms of the catalog and 6 integrations documented elsewhere');
  assert.ok(integrations.cards.every((card) => card.href));
  assert.equal(home.platformLogos?.length, 50);
  assert.ok(
    (home.platformLogos ?? []).filter((p) => p.logo).length >= 25,
    'brand marks for the platforms simple-icons has',
  );
});
