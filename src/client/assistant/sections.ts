/**
 * A page's Markdown twin split into sections at its `##`/`###` headings (and its collapsible
 * `:::details[Title]` blocks, which read as sections of their own), with the anchor the built
 * page gives each heading (GitHub slugs, `{#id}` when written), and each section's blocks:
 * paragraphs, lists, tables and code, as the answer composer quotes them.
 */
import GithubSlugger from 'github-slugger';

export type Block =
  /** `summary`: the page's description (the quote under its title), which says what the page is about. */
  | { kind: 'text'; text: string; summary?: boolean }
  | { kind: 'list'; items: string[]; ordered: boolean }
  /** `title`: the file the code is, as the fence names it (```yaml title="values.yaml"). */
  | { kind: 'code'; lang: string; code: string; title?: string }
  | { kind: 'table'; header: string[]; rows: string[][] };

export interface Section {
  /** The page's title (from the twin's `# ` line). */
  page: string;
  heading: string;
  /** The heading this section sits under (a `##` for a `###`, the heading of a details block). */
  trail?: string;
  /** Empty for the text before the first heading. */
  anchor: string;
  blocks: Block[];
}

const EXPLICIT_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;
const DETAILS = /^\s*(:{3,})details\[(.*)\]\s*$/;
const DIRECTIVE_OPEN = /^\s*(:{3,})[a-z]/;
const DIRECTIVE_CLOSE = /^\s*(:{3,})\s*$/;

interface Parser {
  page: string;
  sections: Section[];
  current?: Section;
  paragraph: string[];
  /** The paragraph is a quote. */
  quoted?: boolean;
  list?: { items: string[]; ordered: boolean };
  table?: string[][];
  /** Open directives by colon count; `section` for a details block: the section to go back to. */
  directives: { colons: number; back?: Section }[];
}

export function splitSections(markdown: string): Section[] {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const slugger = new GithubSlugger();
  const p: Parser = { page: '', sections: [], paragraph: [], directives: [] };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)(.*)$/.exec(line);
    if (fence) {
      flush(p);
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i].trim().startsWith(fence[2]); i++)
        code.push(lines[i].slice(Math.min(fence[1].length, lines[i].length - lines[i].trimStart().length)));
      const title = /\btitle=["']([^"']+)["']/.exec(fence[4])?.[1];
      p.current!.blocks.push({
        kind: 'code',
        lang: fence[3] || '',
        code: code.join('\n'),
        ...(title ? { title } : {}),
      });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      readHeading(p, heading[1].length, heading[2], slugger);
      continue;
    }
    if (readDirective(p, line) || readTableRow(p, line)) continue;
    readLine(p, line);
  }
  flush(p);
  if (p.current) p.sections.push(p.current);
  return p.sections.filter((s) => s.blocks.length > 0);
}

function readHeading(p: Parser, level: number, raw: string, slugger: GithubSlugger): void {
  flush(p);
  const explicit = EXPLICIT_ID.exec(raw);
  const text = plainText(explicit ? raw.slice(0, explicit.index) : raw);
  if (level === 1 && !p.page) {
    p.page = text;
    p.current = { page: text, heading: text, anchor: '', blocks: [] };
    return;
  }
  const anchor = explicit ? explicit[1] : slugger.slug(text);
  if (explicit) slugger.slug(explicit[1]);
  // Deeper headings stay inside their section: answers quote whole sections.
  if (level > 3) return void p.paragraph.push(`**${text}.**`);
  const under = level === 3 ? (p.current?.trail ?? (p.current?.anchor ? p.current.heading : undefined)) : undefined;
  startSection(p, { page: p.page, heading: text, ...(under ? { trail: under } : {}), anchor, blocks: [] });
  p.directives = [];
}

/** `:::details[Title]` opens a section until its closing fence; other directives only their contents. */
function readDirective(p: Parser, line: string): boolean {
  const details = DETAILS.exec(line);
  if (details) {
    flush(p);
    const parent = p.current!;
    p.directives.push({ colons: details[1].length, back: parent });
    startSection(p, {
      page: p.page,
      heading: plainText(details[2]),
      trail: parent.heading,
      anchor: parent.anchor,
      blocks: [],
    });
    return true;
  }
  const open = DIRECTIVE_OPEN.exec(line);
  if (open) {
    flush(p);
    p.directives.push({ colons: open[1].length });
    return true;
  }
  const close = DIRECTIVE_CLOSE.exec(line);
  if (!close) return false;
  flush(p);
  const at = p.directives.map((d) => d.colons).lastIndexOf(close[1].length);
  const closed = at >= 0 ? p.directives.splice(at) : [];
  const back = closed.find((d) => d.back)?.back;
  if (back) startSection(p, { ...back, blocks: [] });
  return true;
}

function readTableRow(p: Parser, line: string): boolean {
  if (!/^\s*\|/.test(line)) {
    if (p.table) flush(p);
    return false;
  }
  if (!p.table) flush(p);
  p.table ??= [];
  const cells = splitRow(line);
  // The delimiter row (`|---|:-:|`) says only how columns align.
  if (!cells.every((c) => /^:?-+:?$/.test(c))) p.table.push(cells);
  return true;
}

function readLine(p: Parser, line: string): void {
  const item = /^\s{0,3}([-*+]|\d+[.)])\s+(.*)$/.exec(line);
  if (item) {
    if (p.paragraph.length > 0) flush(p);
    const ordered = /\d/.test(item[1]);
    if (!p.list || p.list.ordered !== ordered) {
      flush(p);
      p.list = { items: [], ordered };
    }
    p.list.items.push(item[2].trim());
    return;
  }
  if (!line.trim()) {
    if (!p.list) flush(p);
    return;
  }
  if (p.list && /^\s{2,}\S/.test(line)) {
    p.list.items[p.list.items.length - 1] += ` ${line.trim()}`;
    return;
  }
  if (p.list) flush(p);
  const quoted = /^\s*>/.test(line);
  if (p.paragraph.length === 0) p.quoted = quoted;
  p.paragraph.push(quoted ? line.replace(/^\s*>\s?/, '') : line.trim());
}

function startSection(p: Parser, section: Section): void {
  if (p.current) p.sections.push(p.current);
  p.current = section;
}

function flush(p: Parser): void {
  p.current ??= { page: p.page, heading: p.page, anchor: '', blocks: [] };
  if (p.paragraph.length > 0) {
    const summary = p.quoted && !p.current.anchor && p.current.blocks.length === 0;
    p.current.blocks.push({ kind: 'text', text: p.paragraph.join(' ').trim(), ...(summary ? { summary } : {}) });
  }
  if (p.list) p.current.blocks.push({ kind: 'list', ...p.list });
  if (p.table && p.table.length > 1)
    p.current.blocks.push({ kind: 'table', header: p.table[0], rows: p.table.slice(1) });
  p.paragraph = [];
  p.list = undefined;
  p.table = undefined;
}

/** The cells of a table row: split at pipes that are neither escaped nor inside code. */
function splitRow(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let code = false;
  const text = line
    .trim()
    .replace(/^\|/, '')
    .replace(/(?<!\\)\|$/, '');
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '`') code = !code;
    if (char === '\\' && text[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (char === '|' && !code) {
      cells.push(cell.trim());
      cell = '';
    } else cell += char;
  }
  cells.push(cell.trim());
  return cells;
}

/** Heading text as the page shows it: no code ticks, emphasis or link targets. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}
