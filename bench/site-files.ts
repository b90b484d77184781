/**
 * The non-page files of the synthetic site: site.config.ts, content/sidebars.yaml, and the
 * data and static folders copied from the real site (the special pages need them).
 */
import { cp, readdir, readFile, stat } from 'node:fs/promises';
import { join, sep } from 'node:path';
import { parse, stringify } from 'yaml';
import type { PagePlan } from './page.ts';
import { capitalize } from './prose.ts';
import { builtinGenerators } from '../src/node/generators/builtin.ts';
import { loadConfig } from '../src/node/config/load.ts';

/** The real site, whose config shape and data files the corpus copies. */
export const MAIN_ROOT = new URL('..', import.meta.url).pathname;

/** A site's config and content, without its output and caches (the engine's client bundle is shared and stays). */
export async function copySite(from: string, to: string): Promise<void> {
  await cp(join(from, 'site.config.ts'), join(to, 'site.config.ts'));
  await cp(join(from, 'content'), join(to, 'content'), { recursive: true });
}

export interface Section {
  dir: string;
  label: string;
  subdirs: string[];
}

/** The real site's config, loaded and validated by the engine; the corpus writes it as a plain object. */
export async function siteConfig(): Promise<Record<string, unknown>> {
  const { linkPositions: _derived, layout: _resolved, ...config } = await loadConfig(MAIN_ROOT);
  // The corpus measures the site's own (offline) search; a hosted service would be a measure of the network.
  // Social cards and offline reading cost build time but no per-page work of the engine: off, as documented.
  return { ...config, search: { ...config.search, hosted: undefined }, offline: false, socialCards: undefined };
}

export function configSource(config: Record<string, unknown>): string {
  return `// Written by bench/corpus.ts: the real site.config.ts, as a plain object.\nexport default ${JSON.stringify(config, null, 2)};\n`;
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
  const names = ((await readdir(dir, { recursive: true }).catch(() => [])) as string[])
    .filter((n) => /\.ya?ml$/.test(n))
    .sort();
  return Promise.all(names.map(async (name) => parse(await readFile(join(dir, name), 'utf8')) as unknown));
}

/** Copies content/data and content/static of the real site, when they exist. */
export async function copyMainAssets(dir: string): Promise<void> {
  // Left out: the source catalog, whose pages link to DataHub's own guides (which the corpus does
  // not write), and the files of the DataHub site's frozen versions.
  const skip = [join(MAIN_ROOT, 'content/data/sources'), join(MAIN_ROOT, 'content/static/versions')];
  for (const sub of ['content/data', 'content/static']) {
    const from = join(MAIN_ROOT, sub);
    if (await exists(from))
      await cp(from, join(dir, sub), {
        recursive: true,
        filter: (path) => !skip.some((s) => path === s || path.startsWith(`${s}/`)),
      });
  }
}

/**
 * The pages the engine's generators make from the copied data: their ids (the corpus must not
 * write them again: that would be a duplicate route) and the `/docs/...` paths their Markdown
 * links to (the corpus must write those pages, as the real site has them).
 */
export async function generatedDocs(dir: string): Promise<{ ids: Set<string>; links: string[] }> {
  const context = {
    root: dir,
    config: await loadConfig(MAIN_ROOT),
    readText: (path: string) => readFile(join(dir, path), 'utf8'),
    listFiles: async (sub: string) =>
      ((await readdir(join(dir, sub), { recursive: true }).catch(() => [])) as string[])
        .map((f) => f.split(sep).join('/'))
        .sort(),
  };
  const docs = (await Promise.all(builtinGenerators.map((generator) => generator.generate(context)))).flat();
  const links = docs.flatMap((doc) => [...doc.markdown.matchAll(/\]\((\/docs\/[^)\s]+)\)/g)].map((match) => match[1]));
  return { ids: new Set(docs.map((doc) => doc.id)), links };
}

/** Ids of the pages the generators make (see generatedDocs). */
export async function generatedIds(dir: string): Promise<Set<string>> {
  return (await generatedDocs(dir)).ids;
}

async function exists(path: string): Promise<boolean> {
  return stat(path).then(
    () => true,
    () => false,
  );
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
  const childrenOf = (folder: string) =>
    plans.filter(
      (p) => p.id.startsWith(`${folder}/`) && !p.id.slice(folder.length + 1).includes('/') && !listed.has(p.id),
    );
  sections.forEach((section, index) => {
    const subCategories = section.subdirs
      .filter((sub) => childrenOf(`${section.dir}/${sub}`).length > 0)
      .map((sub, i) => ({
        type: 'category',
        label: capitalize(sub.replace(/-/g, ' ')),
        items:
          (index + i) % 2 === 0
            ? [{ type: 'autogenerated', dir: `${section.dir}/${sub}` }]
            : childrenOf(`${section.dir}/${sub}`).map((p, j) =>
                j % 3 === 0 ? { type: 'doc', id: p.id, label: p.title.split(' ').slice(0, 4).join(' ') } : p.id,
              ),
      }));
    const external =
      index === 0
        ? [{ type: 'link', label: 'DataHub on GitHub', href: 'https://github.com/datahub-project/datahub' }]
        : [];
    const own = childrenOf(section.dir).map((p) => p.id);
    items.push({
      type: 'category',
      label: section.label,
      link: section.dir,
      collapsed: index > 0,
      items: [...own, ...subCategories, ...external],
    });
  });
  return stringify({ overviewSidebar: items });
}
