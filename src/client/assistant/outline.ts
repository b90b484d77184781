/**
 * A task done in numbered steps across a page ("Step 1: Create the secrets", "Step 2: …"): asked
 * how to do the whole task, the reader gets the steps, each with its first command, rather than
 * one step picked out. Asked about one step ("how do I add the Helm repository"), they get that step.
 */
import type { Intent } from './intent.ts';
import type { ScoredSection, ScoredUnit } from './score.ts';
import type { Section } from './sections.ts';
import { keywords, stem, tokens } from './terms.ts';

const STEP = /^step\s+\d+\b/i;

/** The page's steps as a list, when the question asks for the task the page's title names. */
export function stepsOutline(lead: ScoredUnit, ranked: ScoredSection[], intent: Intent): string | undefined {
  if (intent.kind !== 'howto' || !STEP.test(lead.at.section.heading)) return undefined;
  const subject = new Set(intent.subject);
  const named = (text: string) => new Set(tokens(text).filter((t) => subject.has(t))).size;
  const byTitle = named(lead.at.section.page);
  if (byTitle === 0 || byTitle < named(lead.at.section.heading.replace(STEP, ''))) return undefined;
  const steps = ranked.filter((s) => s.page === lead.at.page && STEP.test(s.section.heading)).map((s) => s.section);
  const unique = steps.filter((s, i) => steps.findIndex((t) => t.anchor === s.anchor) === i);
  if (unique.length < 2) return undefined;
  unique.sort((a, b) => stepNumber(a) - stepNumber(b));
  return unique
    .map(
      (step, i) =>
        `${i + 1}. [${step.heading.replace(/[[\]]/g, '')}](${lead.at.page.url}#${step.anchor})${firstCommand(step)}`,
    )
    .join('\n');
}

function stepNumber(section: Section): number {
  return Number(/\d+/.exec(section.heading)?.[0] ?? 0);
}

/** The step's first command line, shown beside it. */
function firstCommand(section: Section): string {
  for (const block of section.blocks) {
    if (block.kind !== 'code' || !/^(bash|shell|sh|console|)$/.test(block.lang)) continue;
    const line = block.code.split('\n').find((l) => l.trim() && !/^\s*#/.test(l));
    if (line)
      return `: \`${line
        .trim()
        .replace(/^\$\s+/, '')
        .replace(/\s*\\$/, '')
        .replace(/`/g, '')}\``;
  }
  return '';
}

/** Subsections listed at most, before "see the page for the rest". */
const MAX_LISTED = 40;

/**
 * "What aspects does the dataset entity have?": a page the question names (Dataset) with a
 * heading the question names (Aspects) over subsections answers with their names, linked.
 */
export function subsectionListing(
  ranked: ScoredSection[],
  intent: Intent,
): { page: ScoredSection['page']; heading: string; markdown: string } | undefined {
  if (intent.kind !== 'name' && intent.kind !== 'general') return undefined;
  const groups = new Map<string, ScoredSection[]>();
  for (const s of ranked) {
    if (!s.section.trail) continue;
    const key = `${s.page.url}\n${s.section.trail}`;
    groups.set(key, [...(groups.get(key) ?? []), s]);
  }
  for (const group of groups.values()) {
    const { page, section } = group[0];
    group.sort((a, b) => page.sections.indexOf(a.section) - page.sections.indexOf(b.section));
    const named = new Set([...tokens(page.label ?? ''), ...tokens(section.page), ...tokens(section.trail!)]);
    // The heading names just what is asked ("Aspects"), not a task about it ("Assign a role").
    const heading = keywords(section.trail!).map(stem);
    if (
      group.length < 3 ||
      !intent.topic.every((t) => named.has(t)) ||
      heading.length === 0 ||
      !heading.every((t) => intent.topic.includes(t))
    )
      continue;
    const shown = group
      .slice(0, MAX_LISTED)
      .map((s) => `- [${s.section.heading.replace(/[[\]]/g, '')}](${page.url}#${s.section.anchor})`);
    if (group.length > MAX_LISTED) shown.push(`- … (${group.length - MAX_LISTED} more on the page)`);
    return { page, heading: section.trail!, markdown: shown.join('\n') };
  }
  return undefined;
}
