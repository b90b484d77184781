/**
 * The local assistant's answer. It opens with the one sentence, list item, table row or code
 * line of the docs that states what is asked, then gives what surrounds it (the steps, the
 * command's explanation, the table's meaning), the section it comes from and other sections
 * worth reading. It invents nothing: when no section covers the question, there is no answer.
 */
import type { Block, Section } from './sections.ts';
import { readIntent, type Intent } from './intent.ts';
import {
  isWhereAnswered,
  scoreSections,
  scoreUnits,
  type PageSections,
  type ScoredSection,
  type ScoredUnit,
} from './score.ts';
import { fenced, sentencesOf, tableMarkdown } from './units.ts';
import { stepsOutline, subsectionListing } from './outline.ts';

export type { PageSections } from './score.ts';

export interface ComposedAnswer {
  markdown: string;
  sources: { file: { path: string; title: string }; meta?: { leadHeading: { value: string; slug: string } } }[];
}

/** Steps and code shown at most, before "see the page for the rest". */
const MAX_ITEMS = 8;
const MAX_CODE_LINES = 12;

export function composeAnswer(question: string, pages: PageSections[]): ComposedAnswer | undefined {
  const intent = readIntent(question);
  const ranked = scoreSections(intent, pages);
  const listing = subsectionListing(ranked, intent);
  if (listing) {
    const origin = { page: listing.page, section: { ...listing.page.sections[0], anchor: '' } };
    return { markdown: `${listing.markdown}\n\nFrom ${link(origin)}.`, sources: [sourceOf(origin)] };
  }
  const lead = rankUnits(intent, ranked)[0];
  // A question the docs do not cover still shares a word or two with them ("world" in "who won
  // the world cup" is in "Hello World"): the page quoted must hold more than half of its topic.
  if (
    !lead ||
    !coversTopic(
      intent,
      ranked.filter((s) => s.page === lead.at.page),
    )
  )
    return undefined;
  const url = lead.at.page.url;
  const outline = stepsOutline(lead, ranked, intent);
  const quoted = outline ? [outline] : quote(lead, intent);
  // The steps come from the whole page; anything else from its section.
  const origin = outline
    ? { page: lead.at.page, section: { ...lead.at.section, heading: lead.at.section.page, anchor: '' } }
    : lead.at;
  const parts = [...quoted.map((part) => fixLinks(part, url)), `From ${link(origin)}.`];
  // Other sections worth reading are listed with the sources, under the answer.
  const more = seeAlso(
    lead.at,
    ranked.filter((s) => s.score >= ranked[0].score * 0.25),
    intent,
  ).filter((s) => !outline || s.page !== lead.at.page);
  return {
    markdown: parts.join('\n\n'),
    sources: [origin, ...more].map(sourceOf),
  };
}

export type AnswerReference = ComposedAnswer['sources'][number];

/** A section as a source of the answer, in the references format of Markprompt's service. */
export function sourceOf({ page, section }: { page: PageSections; section: Section }): AnswerReference {
  return {
    file: { path: page.url, title: page.label ?? section.page },
    ...(section.anchor ? { meta: { leadHeading: { value: section.heading, slug: section.anchor } } } : {}),
  };
}

function coversTopic(intent: Intent, sections: ScoredSection[]): boolean {
  return intent.topic.filter((t) => sections.some((s) => s.words.has(t))).length > intent.topic.length / 2;
}

/** The units of the best sections, and of the sections where this kind of answer is written, best first. */
export function rankUnits(intent: Intent, ranked: ScoredSection[]): ScoredUnit[] {
  const best = ranked[0];
  if (!best || best.score < 0.8) return [];
  const near = ranked.filter((s) => s.score >= best.score * 0.25);
  return scoreUnits(
    intent,
    [...near.slice(0, 10), ...ranked.slice(10).filter((s) => isWhereAnswered(intent, s.section))],
    ranked,
  );
}

/** The unit that answers, first, then its context: the steps, the code, or the sentence that explains it. */
function quote({ at, unit }: ScoredUnit, intent: Intent): string[] {
  const blocks = at.section.blocks;
  const block = blocks[unit.block];
  const steps = intent.kind === 'howto' || intent.kind === 'command';
  switch (block.kind) {
    case 'list': {
      // Steps are read whole; a list of requirements whole, the one asked about first; any other item is the fact alone.
      if (block.ordered && steps) return [listMarkdown(block, unit.index)];
      if (intent.kind === 'requirements')
        return [
          listMarkdown({
            ...block,
            items: [block.items[unit.index], ...block.items.filter((_, i) => i !== unit.index)],
          }),
        ];
      return [block.items[unit.index], ...introOf(blocks, unit.block)];
    }
    case 'table':
      return [tableMarkdown(block.header, [block.rows[unit.index]]), ...explanationOf(blocks, unit.block)];
    case 'code':
      return [codeMarkdown(block, unit.index), ...explanationOf(blocks, unit.block)];
    case 'text': {
      const sentences = sentencesOf(block.text);
      const sentence = sentences[unit.index];
      // "Install the package:" is completed by the code or list that follows it.
      if (/:\s*$/.test(sentence) && blocks[unit.block + 1] && blocks[unit.block + 1].kind !== 'text')
        return [sentence, blockMarkdown(blocks[unit.block + 1])];
      const next = sentences[unit.index + 1];
      const followUp = steps ? stepsOf(blocks, unit.block) : next && next.length < 300 ? [next] : [];
      return [sentence, ...followUp];
    }
  }
}

function listMarkdown(list: Extract<Block, { kind: 'list' }>, focus = 0): string {
  const start = focus < MAX_ITEMS ? 0 : focus - 2;
  const shown = list.items
    .slice(start, start + MAX_ITEMS)
    .map((item, i) => `${list.ordered ? `${start + i + 1}.` : '-'} ${item}`);
  if (list.items.length > start + MAX_ITEMS)
    shown.push(`${list.ordered ? `${start + shown.length + 1}.` : '-'} … (see the page for the rest)`);
  return shown.join('\n');
}

/** A short block whole; in a long one, the line with the comment above it and its continuation lines. */
function codeMarkdown(block: Extract<Block, { kind: 'code' }>, line: number): string {
  const lines = block.code.split('\n');
  if (lines.length <= MAX_CODE_LINES) return fenced(block.lang, lines, block.title);
  let start = line;
  while (start > 0 && line - start < 2 && /^\s*(#|\/\/)/.test(lines[start - 1])) start--;
  let end = line;
  while (end + 1 < lines.length && end - line < MAX_CODE_LINES && /\\\s*$/.test(lines[end])) end++;
  return fenced(block.lang, lines.slice(start, end + 1), block.title);
}

export function blockMarkdown(block: Block): string {
  if (block.kind === 'list') return listMarkdown(block);
  if (block.kind === 'table') return tableMarkdown(block.header, block.rows.slice(0, MAX_ITEMS));
  if (block.kind === 'code') return codeMarkdown(block, 0);
  return block.text;
}

/** The sentence that introduces a list or table (the last of the paragraph before it). */
function introOf(blocks: Block[], index: number): string[] {
  const before = blocks[index - 1];
  const sentence = before?.kind === 'text' ? sentencesOf(before.text).at(-1) : undefined;
  return sentence ? [sentence] : [];
}

/**
 * What a command or a table row means: the first sentence after it, else the one before. A
 * sentence that introduces more code ("To build only the service, use:") comes with that code.
 */
function explanationOf(blocks: Block[], index: number): string[] {
  const after = blocks[index + 1];
  const sentence = after?.kind === 'text' ? sentencesOf(after.text)[0] : undefined;
  if (!sentence) return introOf(blocks, index);
  const next = blocks[index + 2];
  return /:\s*$/.test(sentence) && sentencesOf((after as { text: string }).text).length === 1 && next?.kind === 'code'
    ? [sentence, blockMarkdown(next)]
    : [sentence];
}

/** For a task: the section's steps or first command, when the lead sentence is not already them. */
function stepsOf(blocks: Block[], from: number): string[] {
  const next = blocks.slice(from + 1).find((b) => (b.kind === 'list' && b.ordered) || b.kind === 'code');
  return next ? [blockMarkdown(next)] : [];
}

/** Up to two other sections worth reading, from other pages first. */
function seeAlso(lead: ScoredSection, near: ScoredSection[], intent: Intent): ScoredSection[] {
  const others = near.filter((s) => s !== lead && intent.subject.some((t) => s.words.has(t)));
  const ordered = [...others.filter((s) => s.page !== lead.page), ...others.filter((s) => s.page === lead.page)];
  const more: ScoredSection[] = [];
  for (const candidate of ordered) {
    if (more.length >= 2) break;
    if (
      more.some((m) => m.page === candidate.page) ||
      (candidate.page === lead.page && candidate.section.anchor === lead.section.anchor)
    )
      continue;
    more.push(candidate);
  }
  return more;
}

function link({ page, section }: { page: PageSections; section: Section }): string {
  const title = page.label ?? section.page;
  const label = section.anchor ? `${title} › ${section.heading}` : title;
  return `[${label.replace(/[[\]]/g, '')}](${page.url}${section.anchor ? `#${section.anchor}` : ''})`;
}

/**
 * Links in a twin lead to twins (`/docs/x.md#usage`, base URL included, or relative to the twin
 * as some pages write them: `../x.md`): in an answer they lead to the pages. A bare `#anchor` is
 * a heading of the quoted page.
 */
function fixLinks(text: string, pageUrl: string): string {
  return text.replace(/\]\(([^)\s]+)\)/g, (whole, href: string) => {
    if (href.startsWith('#')) return `](${pageUrl}${href})`;
    if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) return whole;
    const resolved = new URL(href, `https://site.invalid${pageUrl}.md`);
    return `](${resolved.pathname.replace(/\.md$/, '')}${resolved.hash})`;
  });
}
