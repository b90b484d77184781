/**
 * A page's Markdown twin split into sections at its `##`/`###` headings, with the anchor the
 * built page gives each heading (GitHub slugs, `{#id}` when written), and each section's
 * blocks: paragraphs, lists and code, as the answer composer quotes them.
 */
import GithubSlugger from 'github-slugger';

export type Block = { kind: 'text'; text: string } | { kind: 'list'; items: string[]; ordered: boolean } | { kind: 'code'; lang: string; code: string };

export interface Section {
  /** The page's title (from the twin's `# ` line). */
  page: string;
  heading: string;
  /** Empty for the text before the first heading. */
  anchor: string;
  blocks: Block[];
}

const EXPLICIT_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;

export function splitSections(markdown: string): Section[] {
  const lines = markdown.replace(/\r\n/g, '\n').split('\n');
  const slugger = new GithubSlugger();
  let page = '';
  const sections: Section[] = [];
  let current: Section | undefined;
  let paragraph: string[] = [];
  let list: { items: string[]; ordered: boolean } | undefined;
  const flush = () => {
    if (!current) current = { page, heading: page, anchor: '', blocks: [] };
    if (paragraph.length > 0) current.blocks.push({ kind: 'text', text: paragraph.join(' ').trim() });
    if (list) current.blocks.push({ kind: 'list', ...list });
    paragraph = [];
    list = undefined;
  };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const fence = /^(\s*)(`{3,}|~{3,})\s*([\w+-]*)/.exec(line);
    if (fence) {
      flush();
      const close = fence[2];
      const code: string[] = [];
      for (i++; i < lines.length && !lines[i].trim().startsWith(close); i++) code.push(lines[i]);
      current!.blocks.push({ kind: 'code', lang: fence[3] || '', code: code.join('\n') });
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(line);
    if (heading) {
      flush();
      const level = heading[1].length;
      const explicit = EXPLICIT_ID.exec(heading[2]);
      const text = plainText(explicit ? heading[2].slice(0, explicit.index) : heading[2]);
      if (level === 1 && !page) {
        page = text;
        current = { page, heading: page, anchor: '', blocks: [] };
        continue;
      }
      const anchor = explicit ? explicit[1] : slugger.slug(text);
      if (explicit) slugger.slug(explicit[1]);
      // Deeper headings stay inside their section: answers quote whole sections.
      if (level <= 3) {
        sections.push(current!);
        current = { page, heading: text, anchor, blocks: [] };
      } else paragraph.push(`**${text}.**`);
      continue;
    }
    const item = /^\s{0,3}([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      if (paragraph.length > 0) flush();
      const ordered = /\d/.test(item[1]);
      if (!list || list.ordered !== ordered) {
        flush();
        list = { items: [], ordered };
      }
      list.items.push(item[2].trim());
      continue;
    }
    if (!line.trim()) {
      if (!list) flush();
      continue;
    }
    if (list && /^\s{2,}\S/.test(line)) {
      list.items[list.items.length - 1] += ` ${line.trim()}`;
      continue;
    }
    if (list) flush();
    if (/^\s*>/.test(line)) paragraph.push(line.replace(/^\s*>\s?/, ''));
    else if (!/^\s*(:::|\|)/.test(line)) paragraph.push(line.trim());
  }
  flush();
  if (current) sections.push(current);
  return sections.filter((s) => s.blocks.length > 0);
}

/** Heading text as the page shows it: no code ticks, emphasis or link targets. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .trim();
}
