/**
 * One synthetic page: its plan (id, title, headings with the ids the engine will give them) and
 * its Markdown. Pages are planned first and written second, so that a page can link to a
 * heading of any other page and every link is known to resolve.
 */
import { posix } from 'node:path';
import GithubSlugger from 'github-slugger';
import type { Rng } from './prng.ts';
import { codeSample, fence } from './code-samples.ts';
import { CONFIG_KEYS, SYSTEMS } from './prose-words.ts';
import { capitalize, description, headings, paragraph, sentence, title, type PageKind } from './prose.ts';

export interface Heading {
  depth: 2 | 3;
  text: string;
  /** The element id: the explicit `{#id}` if written, else the GitHub slug (as remark-heading-ids does). */
  id: string;
  explicit: boolean;
}

export interface PagePlan {
  id: string;
  /** Path below content/docs. */
  file: string;
  title: string;
  description: string;
  headings: Heading[];
}

export function planPage(
  rng: Rng,
  id: string,
  file: string,
  kind: PageKind,
  requiredAnchors: string[] = [],
  fixedTitle?: string,
): PagePlan {
  const pageTitle = fixedTitle ?? title(rng, kind);
  const sections = rng.int(3, 6);
  const texts = headings(rng, sections * 2);
  // Anchors that the site config or data files link to get an explicit id, as an author would
  // write; they come first so that no generated heading has taken their slug already.
  const shape: { depth: 2 | 3; text: string; explicitId?: string }[] = requiredAnchors.map((anchor) => ({
    depth: 2,
    text: capitalize(anchor.replace(/[-_]+/g, ' ')),
    explicitId: anchor,
  }));
  for (let s = 0; s < sections; s++) {
    shape.push({ depth: 2, text: texts.pop()! });
    if (rng.chance(0.5)) shape.push({ depth: 3, text: texts.pop()! });
  }
  return { id, file, title: pageTitle, description: description(rng, pageTitle), headings: assignIds(shape) };
}

/** As src/node/markdown/plugins/remark-heading-ids.ts does: explicit ids reserved, the rest slugged in order. */
function assignIds(shape: { depth: 2 | 3; text: string; explicitId?: string }[]): Heading[] {
  const slugger = new GithubSlugger();
  return shape.map(({ depth, text, explicitId }) => {
    if (explicitId) slugger.slug(explicitId);
    return { depth, text, id: explicitId ?? slugger.slug(text), explicit: Boolean(explicitId) };
  });
}

/** Chooses the pages a page links to; given by the corpus, which knows every plan. */
export type PickTarget = (rng: Rng, from: PagePlan) => PagePlan;

export function renderPage(rng: Rng, plan: PagePlan, pickTarget: PickTarget): string {
  // 600-1500 words, code included: the target leaves room for the last block to overshoot. It is
  // shared out over the sections as they are written, so a long early block shortens later ones.
  const budget = rng.int(650, 1400);
  const link = () => linkText(rng, plan, pickTarget(rng, plan));
  const intro = `${paragraph(rng, 2, 4)} ${link()}`;
  const parts: string[] = [frontMatter(rng, plan), intro];
  let used = countWords(intro);
  plan.headings.forEach((heading, index) => {
    parts.push(`${'#'.repeat(heading.depth)} ${heading.text}${heading.explicit ? ` {#${heading.id}}` : ''}`);
    const quota = (budget - used) / (plan.headings.length - index);
    let words = 0;
    do {
      // Near the end of the budget only short paragraphs, so a big table or tab block cannot overshoot.
      const block = budget - used - words < 150 ? paragraph(rng, 1, 2) : randomBlock(rng, plan, link);
      words += countWords(block);
      parts.push(block);
    } while (words < quota - 20);
    used += words;
  });
  return `${parts.join('\n\n')}\n`;
}

export function countWords(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

function frontMatter(rng: Rng, plan: PagePlan): string {
  // JSON strings are valid YAML double-quoted scalars, so titles with colons stay safe.
  const lines = ['---', `title: ${JSON.stringify(plan.title)}`, `description: ${JSON.stringify(plan.description)}`];
  // `x/x.md` would be its folder's page (/docs/x), as in Docusaurus; the real site keeps such a page's route with a slug.
  const [folder, name] = plan.id.split('/').slice(-2);
  if (folder === name) lines.push(`slug: /${plan.id}`);
  if (rng.chance(0.2)) lines.push(`sidebar_label: ${JSON.stringify(plan.title.split(' ').slice(0, 3).join(' '))}`);
  if (rng.chance(0.3))
    lines.push(
      `keywords: [${rng
        .sample(SYSTEMS, 3)
        .map((s) => JSON.stringify(s.toLowerCase()))
        .join(', ')}]`,
    );
  lines.push('---');
  return lines.join('\n');
}

/** A sentence linking onward: relative `.md` path, sometimes with an anchor, sometimes a route. */
function linkText(rng: Rng, from: PagePlan, to: PagePlan): string {
  const anchor = rng.chance(0.4) ? rng.pick(to.headings) : undefined;
  const hash = anchor ? `#${anchor.id}` : '';
  const label = anchor ? `${anchor.text} in ${to.title}` : to.title;
  if (to === from) return anchor ? `The [${anchor.text.toLowerCase()}](#${anchor.id}) section has the details.` : '';
  const href = rng.chance(0.1) ? `/docs/${to.id}${hash}` : `${relativeFile(from.file, to.file)}${hash}`;
  return rng.pick([
    `See [${label}](${href}) for the details.`,
    `For background, read [${label}](${href}).`,
    `[${label}](${href}) covers the next step.`,
  ]);
}

export function relativeFile(fromFile: string, toFile: string): string {
  const path = posix.relative(posix.dirname(fromFile), toFile);
  return path.startsWith('.') ? path : `./${path}`;
}

function randomBlock(rng: Rng, plan: PagePlan, link: () => string): string {
  const roll = rng.next();
  if (roll < 0.34) return rng.chance(0.5) ? `${paragraph(rng)} ${link()}` : paragraph(rng);
  if (roll < 0.5) return list(rng, link);
  if (roll < 0.7) return fence(codeSample(rng));
  if (roll < 0.79) return optionsTable(rng);
  if (roll < 0.88) return admonition(rng);
  if (roll < 0.95) return alternatives(rng);
  return details(rng, plan);
}

function list(rng: Rng, link: () => string): string {
  const ordered = rng.chance(0.5);
  const items = Array.from({ length: rng.int(3, 6) }, (_, i) => `${ordered ? `${i + 1}.` : '-'} ${sentence(rng)}`);
  if (rng.chance(0.3)) items.push(`${ordered ? `${items.length + 1}.` : '-'} ${link()}`);
  return items.join('\n');
}

function optionsTable(rng: Rng): string {
  const rows = rng.sample(CONFIG_KEYS, rng.int(3, 8)).map((key) => {
    const type = rng.pick(['string', 'boolean', 'integer', 'list of strings', 'map']);
    const fallback =
      type === 'boolean' ? rng.pick(['`true`', '`false`']) : type === 'integer' ? `\`${rng.int(1, 600)}\`` : '—';
    return `| \`${key}\` | ${type} | ${fallback} | ${sentence(rng)} |`;
  });
  return ['| Option | Type | Default | Description |', '|---|---|---|---|', ...rows].join('\n');
}

/** The asides all three generators of the peer bench render: Starlight has no `info` or `warning`. */
function admonition(rng: Rng): string {
  const kind = rng.pick(['note', 'tip', 'caution', 'danger']);
  const label = rng.chance(0.3)
    ? `[${rng.pick(['Before you upgrade', 'Managed DataHub', 'Large accounts', 'Breaking change'])}]`
    : '';
  return `:::${kind}${label}\n${paragraph(rng, 1, 3)}\n:::`;
}

/**
 * The same task in two or three languages, as titled code blocks one after another: tabs are
 * written differently in each generator the bench compares (a directive here, an imported
 * component in Docusaurus and Starlight), titled code blocks the same way in all three.
 */
function alternatives(rng: Rng): string {
  const options = rng.pick([
    [
      ['pip', 'bash'],
      ['Docker', 'dockerfile'],
      ['Config file', 'ini'],
    ],
    [
      ['Python', 'python'],
      ['Java', 'java'],
      ['GraphQL', 'graphql'],
    ],
    [
      ['YAML', 'yaml'],
      ['JSON', 'json'],
    ],
  ]);
  return options
    .map(([label, lang]) => `${sentence(rng)}\n\n${fence({ ...codeSample(rng, lang), title: label })}`)
    .join('\n\n');
}

/** HTML's `<details>`, which all three generators accept (the `:::details` directive is docsgen's own). */
function details(rng: Rng, plan: PagePlan): string {
  const summary = rng.pick(['Show the full output', 'Why this is needed', `Example for ${plan.title}`]);
  return `<details>\n<summary>${summary}</summary>\n\n${paragraph(rng, 1, 2)}\n\n${fence(codeSample(rng, rng.pick(['console', 'text', 'json'])))}\n\n</details>`;
}
