/**
 * The local assistant's answer: the sections of the retrieved pages that best match the
 * question, quoted in short (key sentences, steps, a command) and each attributed with a link.
 * It invents nothing: when no section matches well enough, there is no answer.
 */
import type { Block, Section } from './sections.ts';

export interface PageSections {
  /** The page's URL (with base URL, no `.md`). */
  url: string;
  /** Rank of the page in the search, 0 first. */
  rank: number;
  /** How sources name the page, when its own title is too generic ("Overview" → "Snowflake › Overview"). */
  label?: string;
  sections: Section[];
}

export interface ComposedAnswer {
  markdown: string;
  sources: { file: { path: string; title: string }; meta?: { leadHeading: { value: string; slug: string } } }[];
}

const STOP = new Set(
  'a an and are as at be by can could did do does for from get got has have how i if in into is it its me my of on or our should so that the their them then there these this to up use using via was we what when where which who why will with would you your datahub data hub about tell explain show want need way ways work works working possible'.split(' '),
);

/** Phrases readers write for what the docs name with an acronym. */
const SYNONYMS: [RegExp, string[]][] = [
  [/\bsingle sign[- ]?on\b/i, ['sso']],
  [/\blog ?in with\b/i, ['sso']],
];

export function keywords(question: string): string[] {
  const text = question.toLowerCase().replace(/\bsingle sign[- ]?on\b/g, ' ');
  const words = text.match(/[a-z0-9_][a-z0-9_.-]*[a-z0-9_]|[a-z0-9]/g) ?? [];
  const extra = SYNONYMS.filter(([pattern]) => pattern.test(question)).flatMap(([, add]) => add);
  return [...new Set([...words.filter((w) => !STOP.has(w)), ...extra])];
}

/** A crude stem, enough to match "ingest", "ingesting", "ingestion" and "sources"/"source". */
export function stem(word: string): string {
  const w = word.toLowerCase();
  for (const suffix of ['ations', 'ation', 'ions', 'ion', 'ing', 'ers', 'er', 'ed', 'es', 's']) {
    if (w.length - suffix.length >= 4 && w.endsWith(suffix)) return w.slice(0, -suffix.length);
  }
  return w;
}

const HOW_TO = /\b(how|install|set ?up|configure|run|deploy|start|enable|create|add|connect|ingest|upgrade|write|use)\b/i;

interface Scored {
  page: PageSections;
  section: Section;
  score: number;
  /** Share of the question's terms the section (or its heading) contains. */
  coverage: number;
}

/**
 * BM25 over the candidate sections (long reference sections must not win by sheer size), a
 * bonus for terms in the heading, coverage of the question's terms, and the search rank as a
 * prior. How-to questions favour sections with steps or commands.
 */
export function scoreSections(question: string, pages: PageSections[]): Scored[] {
  const terms = [...new Set(keywords(question).map(stem))];
  if (terms.length === 0) return [];
  const howTo = HOW_TO.test(question);
  const candidates = pages.flatMap((page) =>
    page.sections.map((section) => {
      const counts = new Map<string, number>();
      const body = tokens(section.blocks.filter((b) => !isSchemaDump(b)).map(blockText).join(' '));
      for (const s of body) counts.set(s, (counts.get(s) ?? 0) + 1);
      return { page, section, counts, length: body.length, heading: new Set(tokens(`${section.page} ${section.heading}`)) };
    }),
  );
  const average = candidates.reduce((sum, c) => sum + c.length, 0) / Math.max(1, candidates.length);
  const documentFrequency = (term: string) => candidates.filter((c) => c.counts.has(term) || c.heading.has(term)).length;
  const idf = new Map(terms.map((t) => [t, Math.log(1 + (candidates.length - documentFrequency(t) + 0.5) / (documentFrequency(t) + 0.5))]));
  const scored = candidates.map(({ page, section, counts, length, heading }) => {
    let score = 0;
    let matched = 0;
    for (const term of terms) {
      const tf = counts.get(term) ?? 0;
      const inHeading = heading.has(term);
      if (tf > 0 || inHeading) matched++;
      score += idf.get(term)! * ((tf * 2.2) / (tf + 1.2 * (0.25 + (0.75 * length) / average)) + (inHeading ? 1.5 : 0));
    }
    score *= 0.4 + 0.6 * (matched / terms.length);
    if (howTo && section.blocks.some((b) => (b.kind === 'code' && !isSchemaDump(b)) || (b.kind === 'list' && b.ordered))) score *= 1.25;
    score += 0.8 / (page.rank + 1);
    return { page, section, score, coverage: matched / terms.length };
  });
  return scored.sort((a, b) => b.score - a.score);
}

/** A long JSON Schema (the Schema tab of source pages) is reference, not an answer. */
function isSchemaDump(block: Block): boolean {
  return block.kind === 'code' && block.lang === 'json' && block.code.split('\n').length > 30;
}

export function composeAnswer(question: string, pages: PageSections[], siteTitle?: string): ComposedAnswer | undefined {
  const ranked = scoreSections(question, pages);
  const best = ranked[0];
  const terms = keywords(question).map(stem);
  // A question the docs do not cover still shares a word or two with them ("world" in "who won
  // the world cup" is in "Hello World"): the best section must hold half of its terms.
  if (!best || best.score < 0.8 || best.coverage < 0.5 || !mentionsAny(best.section, terms)) return undefined;
  const howTo = HOW_TO.test(question);
  const parts = [`Here is what the ${siteTitle ? `${siteTitle} ` : ''}docs say. This answer is put together from the pages listed below, quoted in short; open them for the details.`];
  parts.push(`**${link(best.page, best.section)}**`, ...quote(best.section, terms, howTo, best.page.url));
  const others = ranked.slice(1).filter((s) => s.score >= best.score * 0.35 && mentionsAny(s.section, terms));
  // Other pages first: a second page says more than a second section of the same one.
  const ordered = [...others.filter((s) => s.page !== best.page), ...others.filter((s) => s.page === best.page)];
  const more: Scored[] = [];
  for (const candidate of ordered) {
    if (more.length >= 2) break;
    if (more.some((m) => m.page === candidate.page)) continue;
    more.push(candidate);
  }
  if (more.length > 0) {
    parts.push('**See also:**');
    parts.push(more.map((m) => `- ${link(m.page, m.section)}${summaryOf(m.section, terms, m.page.url)}`).join('\n'));
  }
  const used = [best, ...more];
  return {
    markdown: parts.join('\n\n'),
    sources: used.map(({ page, section }) => ({
      file: { path: page.url, title: page.label ?? section.page },
      ...(section.anchor ? { meta: { leadHeading: { value: section.heading, slug: section.anchor } } } : {}),
    })),
  };
}

function quote(section: Section, terms: string[], howTo: boolean, pageUrl: string): string[] {
  const out = keySentences(section, terms, 2, pageUrl);
  const list = section.blocks.find((b): b is Extract<Block, { kind: 'list' }> => b.kind === 'list');
  const code = section.blocks.find((b): b is Extract<Block, { kind: 'code' }> => b.kind === 'code' && b.code.trim().length > 0 && !isSchemaDump(b));
  if (list && (howTo || out.length === 0)) {
    const items = list.items.slice(0, 6).map((item, i) => `${list.ordered ? `${i + 1}.` : '-'} ${fixLinks(item, pageUrl)}`);
    if (list.items.length > 6) items.push(`${list.ordered ? `${items.length + 1}.` : '-'} …`);
    out.push(items.join('\n'));
  }
  if (code && howTo) {
    const lines = code.code.split('\n');
    const shown = lines.length > 15 ? [...lines.slice(0, 15), '# … (see the page for the rest)'] : lines;
    out.push(`\`\`\`${code.lang}\n${shown.join('\n')}\n\`\`\``);
  }
  return out;
}

/** The sentences of the section's paragraphs that mention the most query terms, in page order. */
function keySentences(section: Section, terms: string[], count: number, pageUrl: string): string[] {
  const sentences = section.blocks
    .filter((b): b is Extract<Block, { kind: 'text' }> => b.kind === 'text')
    .flatMap((b) => b.text.split(/(?<=[.!?])\s+(?=[A-Z`[*])/))
    .filter((s) => s.length > 20);
  const scored = sentences.map((sentence, index) => ({ sentence, index, hits: new Set(tokens(sentence).filter((t) => terms.includes(t))).size }));
  const chosen = scored
    .filter((s) => s.hits > 0)
    .sort((a, b) => b.hits - a.hits || a.index - b.index)
    .slice(0, count);
  const picked = chosen.length > 0 ? chosen : scored.slice(0, 1);
  return picked.sort((a, b) => a.index - b.index).map((s) => fixLinks(s.sentence, pageUrl));
}

function mentionsAny(section: Section, terms: string[]): boolean {
  const all = new Set(tokens(`${section.heading} ${section.blocks.map(blockText).join(' ')}`));
  return terms.some((t) => all.has(t));
}

/** One sentence (or the first list item) to say what a "see also" section holds. */
function summaryOf(section: Section, terms: string[], pageUrl: string): string {
  const sentence = keySentences(section, terms, 1, pageUrl)[0];
  if (sentence) return `: ${sentence}`;
  const list = section.blocks.find((b): b is Extract<Block, { kind: 'list' }> => b.kind === 'list');
  return list ? `: ${fixLinks(list.items[0], pageUrl)}` : '';
}

function link(page: PageSections, section: Section): string {
  const title = page.label ?? section.page;
  const label = section.anchor ? `${title} › ${section.heading}` : title;
  return `[${label.replace(/[[\]]/g, '')}](${page.url}${section.anchor ? `#${section.anchor}` : ''})`;
}

/**
 * Links in a twin are written as in the source: site paths (no base URL), `.md` files and
 * in-page anchors. Make them links to pages under the page's base URL.
 */
function fixLinks(text: string, pageUrl: string): string {
  const base = pageUrl.slice(0, pageUrl.indexOf('/docs/') + 1) || '/';
  return text
    .replace(/\]\((#[^)\s]+)\)/g, `](${pageUrl}$1)`)
    .replace(/\]\(\/(?!\/)([^)\s#]*?)(?:\.md)?(#[^)\s]*)?\)/g, (_m, path: string, hash = '') => `](${base}${path}${hash})`);
}

function blockText(block: Block): string {
  return block.kind === 'text' ? block.text : block.kind === 'list' ? block.items.join(' ') : block.code;
}

function tokens(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9_][a-z0-9_.-]*[a-z0-9_]|[a-z0-9]/g) ?? []).map(stem);
}
