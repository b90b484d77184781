/**
 * Writes a deterministic synthetic docs site of any size for the benchmark: site.config.ts,
 * content/sidebars.yaml, content/docs/**.md following /work/shared/CONTENT.md, and copies of
 * the real site's content/data and content/static. Every internal link resolves, so a correct
 * engine builds it without problems.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { createRng, type Rng } from './prng.ts';
import { planPage, renderPage, type PagePlan } from './page.ts';
import { PAGE_KINDS } from './prose.ts';
import {
  collectDocLinks,
  configSource,
  copyMainAssets,
  generatedDocs,
  readMainData,
  sidebarsSource,
  siteConfig,
  type Section,
} from './site-files.ts';

const SECTIONS: Section[] = [
  { dir: 'getting-started', label: 'Getting started', subdirs: ['local', 'cloud'] },
  { dir: 'deploy', label: 'Deployment', subdirs: ['kubernetes', 'aws', 'gcp', 'docker'] },
  { dir: 'ingestion', label: 'Metadata ingestion', subdirs: ['sources', 'sinks', 'transformers', 'recipes'] },
  { dir: 'api', label: 'APIs and SDKs', subdirs: ['graphql', 'openapi', 'python-sdk', 'java-sdk'] },
  { dir: 'concepts', label: 'Concepts', subdirs: ['metadata-model', 'urns', 'aspects'] },
  { dir: 'features', label: 'Features', subdirs: ['lineage', 'search', 'glossary', 'domains'] },
  { dir: 'authentication', label: 'Authentication', subdirs: ['sso', 'tokens'] },
  { dir: 'authorization', label: 'Authorization', subdirs: ['policies', 'roles'] },
  { dir: 'actions', label: 'DataHub Actions', subdirs: ['events', 'sources', 'actions'] },
  { dir: 'operations', label: 'Operations', subdirs: ['monitoring', 'backups', 'upgrades'] },
  { dir: 'develop', label: 'Develop', subdirs: ['modules', 'testing'] },
];

/**
 * Writes the corpus to `dir` (emptied first). `pages` counts the Markdown pages written; pages
 * that the config or the copied data link to are among them.
 */
export async function writeCorpus(dir: string, pages: number, seed = 1): Promise<void> {
  const rng = createRng(seed);
  await rm(dir, { recursive: true, force: true });
  await mkdir(join(dir, 'content/docs'), { recursive: true });
  await copyMainAssets(dir);
  fromMainSite ??= readFromMainSite(dir);
  const { config, required: linked, generatedIds } = await fromMainSite;
  const required = new Map([...linked].map(([id, anchors]) => [id, new Set(anchors)]));
  for (const id of generatedIds) required.delete(id);
  const plans = planCorpus(rng, pages, required);
  await writeFile(join(dir, 'site.config.ts'), configSource(config));
  await writeFile(join(dir, 'content/sidebars.yaml'), sidebarsSource(SECTIONS, plans, linkedPageIds(required)));
  await writePages(dir, rng, plans);
}

/**
 * What every corpus takes from the main site: its config, and the pages its data and generated
 * reference pages link to. The same for each corpus a process writes (the copied data does not
 * change during a run), so read once: the generators take seconds.
 */
let fromMainSite: ReturnType<typeof readFromMainSite> | undefined;

async function readFromMainSite(copy: string) {
  const config = await siteConfig();
  const generated = await generatedDocs(copy);
  const required = collectDocLinks([config, ...(await readMainData()), generated.links]);
  return { config, required, generatedIds: generated.ids };
}

function planCorpus(rng: Rng, pages: number, required: Map<string, Set<string>>): PagePlan[] {
  const plans: PagePlan[] = [];
  const taken = new Set<string>();
  const add = (plan: PagePlan) => {
    plans.push(plan);
    taken.add(plan.id);
  };
  for (const id of linkedPageIds(required))
    add(planPage(rng, id, `${id}.md`, 'guide', [...required.get(id)!], titleFromId(id)));
  for (const section of SECTIONS)
    add(
      planPage(
        rng,
        section.dir,
        `${section.dir}/index.md`,
        'concept',
        [...(required.get(section.dir) ?? [])],
        section.label,
      ),
    );
  while (plans.length < pages) {
    const section = rng.pick(SECTIONS);
    const folder = rng.chance(0.75) ? `${section.dir}/${rng.pick(section.subdirs)}` : section.dir;
    const plan = planPage(rng, '', '', rng.pick(PAGE_KINDS));
    const id = uniqueId(`${folder}/${slugify(plan.title)}`, taken);
    add({ ...plan, id, file: `${id}.md` });
  }
  return plans;
}

async function writePages(dir: string, rng: Rng, plans: PagePlan[]): Promise<void> {
  const bySection = groupBySection(plans);
  // Half the links stay within the section, as in real docs; the rest go anywhere.
  const pickTarget = (r: Rng, from: PagePlan): PagePlan => {
    const pool = r.chance(0.5) ? bySection.get(sectionOf(from.id))! : plans;
    const target = r.pick(pool);
    return target === from && pool.length > 1 ? pickTarget(r, from) : target;
  };
  const files = plans.map((plan) => ({
    path: join(dir, 'content/docs', plan.file),
    text: renderPage(rng, plan, pickTarget),
  }));
  await Promise.all([...new Set(files.map((f) => dirname(f.path)))].map((d) => mkdir(d, { recursive: true })));
  // Written in batches: one promise per file for 3000 files would open too many descriptors.
  for (let i = 0; i < files.length; i += 200)
    await Promise.all(files.slice(i, i + 200).map((f) => writeFile(f.path, f.text)));
}

function groupBySection(plans: PagePlan[]): Map<string, PagePlan[]> {
  const groups = new Map<string, PagePlan[]>();
  for (const plan of plans) {
    const group = groups.get(sectionOf(plan.id)) ?? [];
    group.push(plan);
    groups.set(sectionOf(plan.id), group);
  }
  return groups;
}

/** Pages the config and data link to, less section overviews (a linked `features` is the Features overview). */
function linkedPageIds(required: Map<string, Set<string>>): string[] {
  return [...required.keys()].filter((id) => !SECTIONS.some((s) => s.dir === id));
}

const sectionOf = (id: string) => id.split('/')[0];

function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function uniqueId(base: string, taken: Set<string>): string {
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

function titleFromId(id: string): string {
  const last = id.split('/').at(-1)!.replace(/[-_]+/g, ' ');
  return last[0].toUpperCase() + last.slice(1);
}
