/**
 * The non-page files of the synthetic site: site.config.ts, content/sidebars.yaml, and the
 * data and static folders copied from the real site (the special pages need them).
 */
import { cp, readdir, readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { parse, stringify } from 'yaml';
import type { PagePlan } from './page.ts';
import { capitalize } from './prose.ts';
import type { DocGenerator } from '../src/content/types.ts';

/** The real site, whose config shape and data files the corpus copies. */
export const MAIN_ROOT = new URL('..', import.meta.url).pathname;

export interface Section {
  dir: string;
  label: string;
  subdirs: string[];
}

/**
 * The same shape as /work/main/site.config.ts, written as a plain object because the corpus
 * folder cannot import the engine's types. Footer links point at pages the corpus writes.
 */
export function siteConfig(): Record<string, unknown> {
  const slack = 'https://slack.datahubproject.io';
  const github = 'https://github.com/datahub-project/datahub';
  return {
    title: 'DataHub',
    tagline: 'A Metadata Platform for the Modern Data Stack',
    description: 'DataHub is an open-source metadata platform: data discovery, observability and federated governance for the modern data stack.',
    url: 'https://datahubproject.io',
    baseUrl: '/',
    favicon: 'img/favicon.svg',
    organizationName: 'datahub-project',
    projectName: 'datahub',
    announcementBar: {
      id: 'announcement',
      emphasis: 'Managed DataHub',
      content: 'Acryl Data runs DataHub for you as an enterprise-grade hosted service.',
      button: { label: 'Sign up for Managed DataHub →', href: 'https://www.acryldata.io/datahub-sign-up' },
      backgroundColor: '#070707',
      textColor: '#ffffff',
      isCloseable: false,
    },
    navbar: {
      logo: { alt: 'DataHub Logo', src: 'img/datahub-logo-light.svg', srcDark: 'img/datahub-logo-dark.svg' },
      items: [
        { to: 'docs/', label: 'Docs', activeBasePath: 'docs', position: 'right' },
        { to: '/integrations', label: 'Integrations', position: 'right' },
        { href: 'https://demo.datahubproject.io/', label: 'Demo', position: 'right' },
        { href: slack, ariaLabel: 'Slack', className: 'item__icon item__slack', position: 'right' },
        { href: github, ariaLabel: 'GitHub', className: 'item__icon item__github', position: 'right' },
        { type: 'search', position: 'right' },
      ],
    },
    footer: {
      style: 'dark',
      links: [
        { title: 'Docs', items: [{ label: 'Introduction', to: 'docs/' }, { label: 'Quickstart', to: 'docs/quickstart' }, { label: 'Features', to: 'docs/features' }] },
        { title: 'Community', items: [{ label: 'Slack', href: slack }, { label: 'Town Halls', to: 'docs/townhalls' }, { label: 'Adoption', to: 'docs/features#adoption' }] },
        { title: 'More', items: [{ label: 'Contributing', to: 'docs/contributing' }, { label: 'GitHub', href: github }] },
      ],
      copyright: 'Copyright © 2015-2023 DataHub Project Authors.',
    },
    codeLanguages: ['ini', 'java', 'graphql', 'shell-session'],
    colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: false },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    docs: { editUrl: 'https://github.com/datahub-project/datahub/blob/master/', showLastUpdateAuthor: true, showLastUpdateTime: true, breadcrumbs: true, versionPersistence: 'localStorage', currentVersionLabel: '0.10.x' },
    search: { hosted: { appId: 'RK0UG797F3', apiKey: '39d7eb90d8b31d464e309375a52d674f', indexName: 'datahubproject', contextualSearch: true } },
    assistant: { projectKey: 'IeF3CUFCUQWuouZ8MP5Np9nES52QAtaA', model: 'gpt-3.5-turbo', placeholder: 'Ask me anything about DataHub!', iDontKnowMessage: 'Sorry, I am not sure how to answer that.' },
    i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', direction: 'ltr', htmlLang: 'en', calendar: 'gregory', path: 'en' } } },
    community: { slackUrl: slack },
  };
}

export function configSource(config: Record<string, unknown>): string {
  return `// Written by bench/corpus.ts: a synthetic site with the shape of the real site.config.ts.\nexport default ${JSON.stringify(config, null, 2)};\n`;
}

/** Collects `/docs/<id>[#anchor]` paths from any nested strings (config `to`, data `href`). */
export function collectDocLinks(value: unknown, into = new Map<string, Set<string>>()): Map<string, Set<string>> {
  if (typeof value === 'string') {
    const match = /^\/?docs\/([a-z0-9_/-]+?)\/?(?:#([\w-]+))?$/i.exec(value);
    if (match) {
      const anchors = into.get(match[1]) ?? new Set<string>();
      if (match[2]) anchors.add(match[2]);
      into.set(match[1], anchors);
    }
  } else if (Array.isArray(value)) {
    for (const item of value) collectDocLinks(item, into);
  } else if (value && typeof value === 'object') {
    for (const item of Object.values(value)) collectDocLinks(item, into);
  }
  return into;
}

/** The real site's content/data, parsed, so the corpus can write the pages its links name. */
export async function readMainData(): Promise<unknown[]> {
  const dir = join(MAIN_ROOT, 'content/data');
  const names = ((await readdir(dir, { recursive: true }).catch(() => [])) as string[]).filter((n) => /\.ya?ml$/.test(n)).sort();
  return Promise.all(names.map(async (name) => parse(await readFile(join(dir, name), 'utf8')) as unknown));
}

/** Copies content/data and content/static of the real site, when they exist. */
export async function copyMainAssets(dir: string): Promise<void> {
  for (const sub of ['content/data', 'content/static']) {
    const from = join(MAIN_ROOT, sub);
    if (await exists(from)) await cp(from, join(dir, sub), { recursive: true });
  }
}

/**
 * Ids of the pages the engine's generators make from the copied data: the corpus must not
 * write them again (that would be a duplicate route). Empty while the engine has no generators.
 */
export async function generatedIds(dir: string): Promise<Set<string>> {
  const module = (await import(join(MAIN_ROOT, 'src/content/generators.ts')).catch(() => ({}))) as { builtinGenerators?: DocGenerator[] };
  const context = {
    root: dir,
    readText: (path: string) => readFile(join(dir, path), 'utf8'),
    listFiles: async (sub: string) => ((await readdir(join(dir, sub), { recursive: true }).catch(() => [])) as string[]).map((f) => f.split(sep).join('/')).sort(),
  };
  const docs = await Promise.all((module.builtinGenerators ?? []).map((generator) => generator.generate(context)));
  return new Set(docs.flat().map((doc) => doc.id));
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(() => true, () => false);
}

/**
 * overviewSidebar: the pages the config and data files name first, then one category per
 * section linking its overview page. Sub-folders alternate between `autogenerated` entries and
 * explicit lists (some `type: doc` with a label), so both resolution paths are exercised.
 */
export function sidebarsSource(sections: Section[], plans: PagePlan[], linked: string[]): string {
  const listed = new Set(linked);
  const nested = linked.filter((id) => id.includes('/'));
  const items: unknown[] = linked.filter((id) => !id.includes('/'));
  if (nested.length > 0) items.push({ type: 'category', label: 'Integration guides', items: nested });
  // Direct children of a folder, less the pages already listed above.
  const childrenOf = (folder: string) => plans.filter((p) => p.id.startsWith(`${folder}/`) && !p.id.slice(folder.length + 1).includes('/') && !listed.has(p.id));
  sections.forEach((section, index) => {
    const subCategories = section.subdirs
      .filter((sub) => childrenOf(`${section.dir}/${sub}`).length > 0)
      .map((sub, i) => ({
        type: 'category',
        label: capitalize(sub.replace(/-/g, ' ')),
        items: (index + i) % 2 === 0 ? [{ type: 'autogenerated', dir: `${section.dir}/${sub}` }] : childrenOf(`${section.dir}/${sub}`).map((p, j) => (j % 3 === 0 ? { type: 'doc', id: p.id, label: p.title.split(' ').slice(0, 4).join(' ') } : p.id)),
      }));
    const external = index === 0 ? [{ type: 'link', label: 'DataHub on GitHub', href: 'https://github.com/datahub-project/datahub' }] : [];
    const own = childrenOf(section.dir).map((p) => p.id);
    items.push({ type: 'category', label: section.label, link: section.dir, collapsed: index > 0, items: [...own, ...subCategories, ...external] });
  });
  return stringify({ overviewSidebar: items });
}
