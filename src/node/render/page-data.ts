/**
 * The data of the pages that are not docs: reads `content/data/<name>.yaml`, validates it,
 * reports problems with file and line (collected, never thrown), records every internal link
 * for link checking, and returns the data with base-aware hrefs.
 *
 * Templates import the types from here (`import type`); they receive the data as props only.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { z } from 'zod';
import { problem, type Problem } from '../errors.ts';
import { withBase } from '../../shared/urls.ts';
import type { PageDataContext } from './page-data-types.ts';
import { yamlSyntaxProblems } from '../util/yaml-errors.ts';
import { issueProblems, PARSED_ONCE } from '../util/data-problems.ts';
import { parseYaml, yamlLocator } from '../../shared/yaml-place.ts';
import type { DataPath } from '../util/data-path.ts';
import { emptyHome, homeSchema, type HomeData } from './page-data/home.ts';
type HomeInput = import('zod').output<typeof homeSchema>;
import { docsLandingSchema, emptyDocsLanding, type DocsLandingData } from './page-data/docs-landing.ts';
import { emptyGuild, guildSchema, type GuildData } from './page-data/guild.ts';
import {
  emptyIntegrations,
  facetsOf,
  integrationsSchema,
  type IntegrationCard,
  type IntegrationsData,
  type IntegrationsInput,
} from './page-data/integrations.ts';
import { logoFile, logoIndex } from '../generators/sources/logos.ts';
import { yamlData } from '../util/yaml-aliases.ts';

export type { HomeData, HomeCode } from './page-data/home.ts';
export type { DocsLandingData, GuideList } from './page-data/docs-landing.ts';
export type { GuildData, GuildSection, GuildPerson, SocialKind } from './page-data/guild.ts';
export type { IntegrationsData, IntegrationCard } from './page-data/integrations.ts';
export type { IconName, ButtonItem, DataLinkItem } from './page-data/common.ts';

export type PageDataName = 'home' | 'docs-landing' | 'guild' | 'integrations';

interface PageDataSpec<T> {
  /** The data file's name, and its module's below src/node/render/page-data/. */
  name: PageDataName;
  schema: z.ZodType;
  /** Shown when the file is invalid, so rendering still works while problems are reported. */
  empty: T;
  /** Turns validated data into template data; `link` records an internal href and adds the base URL. */
  resolve: (data: any, link: LinkResolver, context: PageDataContext) => T | Promise<T>;
}

/** Records the internal href written at `path` (for link checking) and returns it with the base URL. */
type LinkResolver = (href: string, path: DataPath) => string;

const SPECS: { [K in PageDataName]: PageDataSpec<DataOf<K>> } = {
  home: { name: 'home', schema: homeSchema, empty: emptyHome, resolve: resolveHome },
  'docs-landing': {
    name: 'docs-landing',
    schema: docsLandingSchema,
    empty: emptyDocsLanding,
    resolve: (data, link) => resolveHrefs(data, [], link),
  },
  guild: { name: 'guild', schema: guildSchema, empty: emptyGuild, resolve: (data) => data },
  integrations: {
    name: 'integrations',
    schema: integrationsSchema,
    empty: emptyIntegrations,
    resolve: resolveIntegrations,
  },
};

type DataOf<K extends PageDataName> = K extends 'home'
  ? HomeData
  : K extends 'docs-landing'
    ? DocsLandingData
    : K extends 'guild'
      ? GuildData
      : IntegrationsData;

/** A data file parsed, or its last parse in serve when its text is the same (the parse is only read). */
function parsedData(context: PageDataContext, file: string, text: string): ReturnType<typeof parseYaml> {
  const last = context.parses?.get(file);
  if (last?.text === text) return last.yaml;
  const yaml = parseYaml(text);
  context.parses?.set(file, { text, yaml });
  return yaml;
}

/** The page's data; `undefined` when the site has no such data file (the page decides what that means). */
export async function loadPageData<K extends PageDataName>(
  context: PageDataContext,
  name: K,
): Promise<DataOf<K> | undefined>;
export async function loadPageData(context: PageDataContext, name: PageDataName): Promise<unknown> {
  const spec = SPECS[name] as PageDataSpec<unknown>;
  const file = `content/data/${name}.yaml`;
  let text: string;
  try {
    text = await readFile(join(context.root, file), 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    context.problems.push(
      problem(
        'data-unreadable',
        { file },
        `cannot read the ${name} page data: ${(error as Error).message}`,
        `Check that ${file} is a readable file.`,
      ),
    );
    return spec.empty;
  }
  const read = context.known
    ? context.known.read('page data', file, text, () => readData(context, spec, file, text))
    : readData(context, spec, file, text);
  context.problems.push(...read.problems);
  if (read.data === undefined) return spec.empty;
  const link: LinkResolver = (href, path) => {
    if (href.startsWith('/')) context.links.push({ file, line: read.lines[JSON.stringify(path)], href });
    return withBase(context.baseUrl, href);
  };
  return spec.resolve(read.data, link, context);
}

/** What a data file's text gives: its checked data (none when it is invalid), its problems, and the line of each site path in it. */
interface ReadData {
  data?: unknown;
  problems: Problem[];
  /** By the value's path (its JSON): the links the resolvers record point at these lines. */
  lines: Record<string, number | undefined>;
}

function readData(context: PageDataContext, spec: PageDataSpec<unknown>, file: string, text: string): ReadData {
  const yaml = parsedData(context, file, text);
  if (yaml.doc.errors.length > 0) {
    const fallbackHint =
      'Check the indentation and quote values that contain `: `, end with `:` or start with a special character such as `*`, `&` or `#`.';
    return {
      problems: yamlSyntaxProblems(yaml.doc, yaml.counter, { file, code: 'data-yaml', fallbackHint }),
      lines: {},
    };
  }
  const read = yamlData(yaml.doc, yaml.counter, { file, code: 'data-yaml' });
  if ('problem' in read) return { problems: [read.problem], lines: {} };
  const locate = yamlLocator(yaml, { columns: false });
  const result = spec.schema.safeParse(read.data, PARSED_ONCE);
  if (!result.success) {
    const found = issueProblems(result.error.issues, {
      file,
      code: 'data-invalid',
      locate,
      data: read.data,
      schema: spec.schema,
      hint: `See the fields of ${file} in src/node/render/page-data/${spec.name}.ts.`,
    });
    return { problems: found.sort((a, b) => (a.line ?? 0) - (b.line ?? 0)), lines: {} };
  }
  const lines: ReadData['lines'] = {};
  const walk = (value: unknown, path: DataPath) => {
    if (typeof value === 'string' && value.startsWith('/')) lines[JSON.stringify(path)] = locate(path).line;
    else if (value && typeof value === 'object')
      for (const [key, item] of Object.entries(value)) walk(item, [...path, Array.isArray(value) ? Number(key) : key]);
  };
  walk(result.data, []);
  return { data: result.data, problems: [], lines };
}

/**
 * Brand marks as image files (written once, cached by browsers, loaded lazily) rather than
 * inline SVG: the home page's strip and /integrations show dozens of them.
 */
async function logoLinks(context: PageDataContext): Promise<(slug?: string) => { src: string } | undefined> {
  const logos = await logoIndex();
  return (slug) => {
    const logo = slug ? logos.get(slug) : undefined;
    if (!slug || !logo) return undefined;
    const file = logoFile(slug, logo);
    context.files?.set(file.path, file.svg);
    return { src: withBase(context.baseUrl, `/${file.path}`) };
  };
}

/** The home page's data, and the platform logos of its strip from the source catalog. */
async function resolveHome(data: HomeInput, link: LinkResolver, context: PageDataContext): Promise<HomeData> {
  const resolved = resolveHrefs(data, [], link) as HomeData;
  if (!data.platforms || context.listings.length === 0) return resolved;
  const logoOf = await logoLinks(context);
  const platformLogos = context.listings.map((doc) => ({
    title: doc.title,
    href: withBase(context.baseUrl, doc.route),
    logo: logoOf(doc.listing.logo),
  }));
  // Brand marks first: the strip's first screen should show logos readers recognise.
  return {
    ...resolved,
    platformLogos: platformLogos.sort(
      (a, b) => Number(Boolean(b.logo)) - Number(Boolean(a.logo)) || a.title.localeCompare(b.title),
    ),
  };
}

/** Every `href` field below `value`, resolved; other fields are copied as they are. */
function resolveHrefs<T>(value: T, path: DataPath, link: LinkResolver): T {
  if (Array.isArray(value)) return value.map((item, i) => resolveHrefs(item, [...path, i], link)) as T;
  if (typeof value !== 'object' || value === null) return value;
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] =
      key === 'href' && typeof item === 'string'
        ? link(item, [...path, key])
        : resolveHrefs(item, [...path, key], link);
  }
  return out as T;
}

/**
 * The cards: the generated source pages of the catalog, and the integrations the data file lists
 * (documented elsewhere), in one alphabetical list. Hand-written doc pages are always linked;
 * generated ones only when the docs index has them.
 */
async function resolveIntegrations(
  data: IntegrationsInput,
  link: LinkResolver,
  context: PageDataContext,
): Promise<IntegrationsData> {
  const existing = new Set(context.docsIndex.map((doc) => trimSlash(doc.href)));
  const logoOf = await logoLinks(context);
  const catalogIds = new Set(context.listings.map((doc) => doc.id));
  const listed: IntegrationCard[] = data.integrations.flatMap((entry, i) => {
    if (catalogIds.has(entry.id)) {
      context.problems.push(
        problem(
          'integrations-duplicate',
          { file: 'content/data/integrations.yaml' },
          `integration \`${entry.id}\` is also a platform of the source catalog`,
          `Remove it here: its card comes from content/data/sources/${entry.id}.yaml.`,
        ),
      );
      return [];
    }
    const withBaseUrl = withBase(context.baseUrl, entry.path);
    const linked = !entry.generated || existing.has(trimSlash(withBaseUrl.split('#')[0]));
    return {
      id: entry.id,
      title: entry.title,
      description: entry.description,
      platformType: entry.platformType,
      connectionType: entry.connectionType,
      features: entry.features,
      href: linked ? link(entry.path, ['integrations', i, 'path']) : undefined,
      logo: logoOf(entry.logo),
    };
  });
  const generated: IntegrationCard[] = context.listings.map((doc) => ({
    id: doc.id,
    title: doc.title,
    description: doc.description,
    ...doc.listing,
    href: withBase(context.baseUrl, doc.route),
    logo: logoOf(doc.listing.logo),
  }));
  const cards = [...listed, ...generated].sort((a, b) => a.title.toLowerCase().localeCompare(b.title.toLowerCase()));
  return { title: data.title, subtitle: data.subtitle, filter: data.filter, cards, facets: facetsOf(cards) };
}

function trimSlash(href: string): string {
  return href.length > 1 ? href.replace(/\/$/, '') : href;
}
