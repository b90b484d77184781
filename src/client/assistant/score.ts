/**
 * Ranking for the local assistant: the sections of the retrieved pages by how well they match
 * the question (BM25, so that long reference sections do not win by sheer size, with the search
 * rank as a prior), then, within the best sections, the one sentence, list item, table row or
 * code line that states what is asked.
 */
import type { Block, Section } from './sections.ts';
import { definesSubject, EXPLICIT_KINDS, hasFactShape, type Intent } from './intent.ts';
import { keywords, stem, tokens } from './terms.ts';
import { isReferenceDump, unitsOf, withoutMarks, type Unit } from './units.ts';
import { plainText } from './sections.ts';

export interface PageSections {
  /** The page's URL (with base URL, no `.md`). */
  url: string;
  /** Rank of the page in the search, 0 first. */
  rank: number;
  /** How sources name the page, when its own title is too generic ("Overview" → "Snowflake › Overview"). */
  label?: string;
  sections: Section[];
}

export interface ScoredSection {
  page: PageSections;
  section: Section;
  score: number;
  /** Share of the question's terms the section (or its heading) contains. */
  coverage: number;
  /** The section's stemmed words, headings included. */
  words: Set<string>;
}

export interface ScoredUnit {
  at: ScoredSection;
  unit: Unit;
  score: number;
  /** idf-weighted share of the question's subject that the unit itself holds. */
  subjectHit: number;
  /** What the score is made of, by feature (for tuning and tests). */
  parts: Record<string, number>;
}

export function scoreSections(intent: Intent, pages: PageSections[]): ScoredSection[] {
  const terms = intent.terms;
  if (terms.length === 0) return [];
  const candidates = pages.flatMap((page) =>
    page.sections.map((section) => {
      const counts = new Map<string, number>();
      const text = section.blocks
        .filter((b) => !isReferenceDump(b))
        .map(blockText)
        .join(' ');
      const body = tokens(text);
      const phrases = intent.phrases.filter((phrase) => withoutMarks(text).toLowerCase().includes(phrase)).length;
      for (const s of body) counts.set(s, (counts.get(s) ?? 0) + 1);
      const heading = new Set(tokens(`${section.page} ${section.trail ?? ''} ${section.heading}`));
      return { page, section, counts, length: body.length, heading, phrases };
    }),
  );
  const average = candidates.reduce((sum, c) => sum + c.length, 0) / Math.max(1, candidates.length);
  const idf = inverseFrequencies(
    terms,
    candidates.map((c) => (t: string) => c.counts.has(t) || c.heading.has(t)),
  );
  const howTo = intent.kind === 'howto' || intent.kind === 'command';
  const scored = candidates.map(({ page, section, counts, length, heading, phrases }) => {
    let score = 0;
    let matched = 0;
    for (const term of terms) {
      const tf = counts.get(term) ?? 0;
      const inHeading = heading.has(term);
      if (tf > 0 || inHeading) matched++;
      score += idf.get(term)! * ((tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * length) / average)) + (inHeading ? 1.5 : 0));
    }
    score *= 0.4 + 0.6 * (matched / terms.length);
    // Words of the question side by side, as it wrote them ("datahub init"), say more than each alone.
    score *= 1 + 0.25 * Math.min(2, phrases);
    if (
      howTo &&
      section.blocks.some((b) => (b.kind === 'code' && !isReferenceDump(b)) || (b.kind === 'list' && b.ordered))
    )
      score *= 1.25;
    score += 0.8 / (page.rank + 1);
    return { page, section, score, coverage: matched / terms.length, words: new Set([...counts.keys(), ...heading]) };
  });
  return scored.sort((a, b) => b.score - a.score);
}

/** BM25's idf of each term over the candidates (`has(i)` tells whether candidate i holds a term). */
function inverseFrequencies(terms: string[], has: ((term: string) => boolean)[]): Map<string, number> {
  const n = has.length;
  return new Map(
    terms.map((t) => {
      const df = has.filter((holds) => holds(t)).length;
      return [t, Math.log(1 + (n - df + 0.5) / (df + 0.5))];
    }),
  );
}

const REQUIREMENT_HEADING =
  /prerequisite|requirement|what you need|before you (start|begin)|you will need|you need|dependencies|supported versions|compatib/i;

/**
 * The units of the given sections, best first: how much of the subject the unit holds (each
 * term weighted by how rare it is among all the retrieved sections), what its headings and its
 * page's title add, whether it has the shape of the fact asked for, and how good its section is.
 */
export function scoreUnits(intent: Intent, sections: ScoredSection[], all: ScoredSection[] = sections): ScoredUnit[] {
  if (sections.length === 0) return [];
  const best = sections[0].score;
  const subject = intent.subject;
  const idf = inverseFrequencies(
    subject,
    all.map((s) => (t: string) => s.words.has(t)),
  );
  const weight = subject.reduce((sum, t) => sum + 1 + idf.get(t)!, 0);
  const share = (has: (t: string) => boolean) =>
    subject.reduce((sum, t) => sum + (has(t) ? 1 + idf.get(t)! : 0), 0) / weight;
  const shapeWeight = EXPLICIT_KINDS.has(intent.kind) ? 1.2 : 0.9;
  const units: ScoredUnit[] = [];
  for (const at of sections) {
    const { section } = at;
    const headingWords = new Set(tokens(`${section.trail ?? ''} ${section.heading}`));
    const pageWords = new Set(tokens(at.page.label ?? section.page));
    const ownHeading = section.anchor ? new Set(tokens(section.heading)) : new Set<string>();
    const prior = {
      section: 0.8 * (at.score / best),
      title:
        0.4 * share((t) => pageWords.has(t)) +
        0.6 * aboutness(section.page, at.page.label, intent) +
        0.4 * share((t) => summaryWords(at.page).has(t)),
      heading: 0.4 * share((t) => ownHeading.has(t)),
      where: intent.kind === 'requirements' && isWhereAnswered(intent, section) ? 0.5 : 0,
    };
    unitsOf(section).forEach((unit, order) => {
      // Steps are quoted whole, under their heading: what they do is said by the heading and the page's title.
      const steps = intent.kind === 'howto' && unit.kind === 'item' && isOrdered(section.blocks[unit.block]);
      const subjectHit = share((t) => unit.words.has(t) || (steps && (headingWords.has(t) || pageWords.has(t))));
      const parts: Record<string, number> = {
        ...prior,
        subject: 1.6 * subjectHit,
        context: 0.6 * share((t) => headingWords.has(t) && !unit.words.has(t) && !steps),
        order: -0.03 * Math.min(order, 20),
        phrases: 0.25 * Math.min(2, intent.phrases.filter((phrase) => unit.plain.includes(phrase)).length),
        shape: shapeScore(intent, unit, section, order, shapeWeight),
        // A list of links is a table of contents: it points to the answer rather than giving it.
        links: unit.kind === 'item' && /^(\d+\.|-)\s+\[[^\]]+\]\([^)]+\)/.test(unit.markdown) ? -0.4 : 0,
      };
      units.push({ at, unit, score: Object.values(parts).reduce((a, b) => a + b, 0), subjectHit, parts });
    });
  }
  return units.sort((a, b) => b.score - a.score);
}

/** Words of page titles that say nothing of what the page is about. */
const GENERIC_TITLE = new Set(
  'about guide overview introduction intro setup getting started start using use reference page docs documentation tutorial tutorials quick concepts'
    .split(' ')
    .map(stem),
);

/**
 * How much a page is about the question: the share of its title's words that the question
 * uses. "Tableau › Setup" is about Tableau, not about a question on DataHub's access tokens.
 */
function aboutness(title: string, label: string | undefined, intent: Intent): number {
  const named = (text: string) => [...new Set(keywords(text).map(stem))].filter((w) => !GENERIC_TITLE.has(w));
  // A title such as "Setup" says nothing alone: then its parent's name ("Tableau › Setup") does.
  const words = named(title).length > 0 ? named(title) : named(label ?? '');
  return words.length === 0 ? 0 : words.filter((w) => intent.terms.includes(w)).length / words.length;
}

const summaries = new WeakMap<PageSections, Set<string>>();

/** The words of the page's description (the quote under its title), which says what the page is for. */
function summaryWords(page: PageSections): Set<string> {
  let words = summaries.get(page);
  if (!words) {
    const summary = page.sections[0]?.blocks.find((b) => b.kind === 'text' && b.summary);
    words = new Set(summary?.kind === 'text' ? tokens(summary.text) : []);
    summaries.set(page, words);
  }
  return words;
}

/** How much the unit looks like the answer asked for: a definition of the subject, a port, a variable, steps… */
function shapeScore(intent: Intent, unit: Unit, section: Section, order: number, weight: number): number {
  if (intent.kind === 'definition' || intent.kind === 'general' || intent.kind === 'name') {
    // What a thing is, and what it consists of, is said where its page begins.
    const opening = !section.anchor && order < 3 ? 0.6 : 0;
    if (intent.kind === 'name')
      return opening + (hasFactShape('name', unit.markdown, unit.kind === 'code') ? weight : 0);
    const defines =
      intent.kind === 'definition' &&
      definesSubject(plainText(unit.markdown).replace(/^(\d+\.|-)\s+/, ''), intent.subject)
        ? 1.5
        : 0;
    return opening + defines;
  }
  const shaped = hasFactShape(intent.kind, unit.markdown, unit.kind === 'code') ? weight : 0;
  const step = intent.kind === 'howto' && unit.kind === 'item' && isOrdered(section.blocks[unit.block]) ? 0.4 : 0;
  return shaped + step;
}

/** Sections where answers of this kind are written, wherever they rank: a page's opening for a definition, a prerequisites section for requirements. */
export function isWhereAnswered(intent: Intent, section: Section): boolean {
  if (intent.kind === 'definition') return !section.anchor;
  return intent.kind === 'requirements' && REQUIREMENT_HEADING.test(`${section.heading} ${section.trail ?? ''}`);
}

function isOrdered(block: Block): boolean {
  return block.kind === 'list' && block.ordered;
}

export function blockText(block: Block): string {
  switch (block.kind) {
    case 'text':
      return block.text;
    case 'list':
      return block.items.join(' ');
    case 'table':
      return [block.header, ...block.rows].map((row) => row.join(' ')).join(' ');
    case 'code':
      return block.code;
  }
}
