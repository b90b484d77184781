/**
 * The smallest pieces of a section that can state a fact: its sentences, list items, table rows
 * and code lines. Each keeps the Markdown it is quoted with and where it sits, so that the
 * answer can quote the one piece that answers and then what surrounds it.
 */
import type { Block, Section } from './sections.ts';
import { tokens } from './terms.ts';

export type UnitKind = 'sentence' | 'item' | 'row' | 'code';

export interface Unit {
  kind: UnitKind;
  /** The block of the section it comes from. */
  block: number;
  /** The sentence, item, row or line within that block. */
  index: number;
  /** The Markdown it is quoted with (a row with its table's header, a line in a code fence). */
  markdown: string;
  /** Stemmed words, for matching. */
  words: Set<string>;
  /** Its text in lower case without Markdown marks, for matching phrases. */
  plain: string;
}

/** A code block this long is reference (a JSON Schema, a full config), not an answer. */
const LONG_CODE = 30;

export function isReferenceDump(block: Block): boolean {
  return block.kind === 'code' && block.code.split('\n').length > LONG_CODE && /json|ya?ml|^$/.test(block.lang);
}

export function unitsOf(section: Section): Unit[] {
  return section.blocks.flatMap((block, b): Unit[] => {
    switch (block.kind) {
      case 'text':
        // The page's description says what the page is about, not what is so.
        if (block.summary) return [];
        return sentencesOf(block.text).map((sentence, i) => unit('sentence', b, i, sentence, sentence));
      case 'list':
        return block.items.map((item, i) => unit('item', b, i, `${block.ordered ? `${i + 1}.` : '-'} ${item}`, item));
      case 'table':
        return block.rows.map((row, i) =>
          unit(
            'row',
            b,
            i,
            tableMarkdown(block.header, [row]),
            block.header.map((h, c) => `${h} ${row[c] ?? ''}`).join(' '),
          ),
        );
      case 'code':
        return isReferenceDump(block) ? [] : codeUnits(block, b, introOf(section.blocks[b - 1]));
    }
  });
}

function unit(kind: UnitKind, block: number, index: number, markdown: string, text: string): Unit {
  const plain = withoutMarks(text).toLowerCase();
  return { kind, block, index, markdown, words: new Set(tokens(plain)), plain };
}

/** The sentence that introduces the next block ("To build only the service, use:"), if the block before ends with one. */
export function introOf(block: Block | undefined): string | undefined {
  const sentence = block?.kind === 'text' ? sentencesOf(block.text).at(-1) : undefined;
  return sentence && /:\s*$/.test(sentence) ? sentence : undefined;
}

/** Link texts without their targets, and no code ticks or bold marks (identifiers keep their underscores). */
export function withoutMarks(markdown: string): string {
  return markdown.replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1').replace(/[`*]/g, '');
}

/** The sentences of a paragraph; one that starts with a pronoun ("It stores them…") stays with the one it continues. */
export function sentencesOf(text: string): string[] {
  const sentences: string[] = [];
  for (const sentence of text.split(/(?<=[.!?:])\s+(?=[A-Z`[*(])/)) {
    if (!sentence.trim()) continue;
    if (sentences.length > 0 && /^(It|They|This|These|That|Those|Its|Their)\b/.test(sentence))
      sentences[sentences.length - 1] += ` ${sentence}`;
    else sentences.push(sentence);
  }
  return sentences;
}

/**
 * Each command line of a code block, with the comment line above it (which often says what it
 * does); the sentence that introduces the block counts as its words too.
 */
function codeUnits(block: Extract<Block, { kind: 'code' }>, b: number, intro = ''): Unit[] {
  const lines = block.code.split('\n');
  const units: Unit[] = [];
  lines.forEach((line, i) => {
    if (!line.trim() || (/^\s*(#|\/\/|--\s)/.test(line) && !/^\s*#!/.test(line))) return;
    const comment = i > 0 && /^\s*(#|\/\/)\s/.test(lines[i - 1]) ? lines[i - 1] : '';
    units.push(
      unit(
        'code',
        b,
        i,
        fenced(block.lang, [comment, line].filter(Boolean), block.title),
        `${intro} ${block.title ?? ''} ${comment} ${line}`,
      ),
    );
  });
  return units;
}

/** A code fence; code that is a named file is introduced by the name, as the page shows it. */
export function fenced(lang: string, lines: string[], title?: string): string {
  const fence = lines.some((l) => l.includes('```')) ? '~~~' : '```';
  return `${title ? `\`${title}\`:\n\n` : ''}${fence}${lang}\n${lines.join('\n')}\n${fence}`;
}

export function tableMarkdown(header: string[], rows: string[][]): string {
  const line = (cells: string[]) => `| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`;
  return [
    line(header),
    line(header.map(() => '---')),
    ...rows.map((row) => line(header.map((_, c) => row[c] ?? ''))),
  ].join('\n');
}
