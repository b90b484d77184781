/**
 * Lines of a code block, as Docusaurus marks them: `{1,3-5}` in the meta string and the magic
 * comments `highlight-next-line`, `highlight-start` / `highlight-end` highlight lines (the comment
 * lines themselves are removed); `showLineNumbers` (or `showLineNumbers=10`) numbers them.
 */
import type { Element, ElementContent, Text } from 'hast';

export interface CodeMeta {
  title?: string;
  /** 1-based lines to highlight, as written in the meta string. */
  highlighted: Set<number>;
  /** The first line's number, when lines are numbered. */
  firstLineNumber?: number;
}

export function parseMeta(meta: string): CodeMeta {
  const title = /title=(?:"([^"]*)"|'([^']*)'|(\S+))/.exec(meta);
  const ranges = /\{([\d,\s-]+)\}/.exec(meta)?.[1] ?? '';
  const highlighted = new Set<number>();
  for (const part of ranges
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)) {
    const [from, to] = part.split('-').map(Number);
    for (let line = from; line <= (to ?? from) && line - from < 10_000; line++) highlighted.add(line);
  }
  const numbers = /\bshowLineNumbers(?:=(\d+))?/.exec(meta);
  return {
    title: title ? (title[1] ?? title[2] ?? title[3]) : undefined,
    highlighted,
    firstLineNumber: numbers ? Number(numbers[1] ?? 1) : undefined,
  };
}

const MAGIC = /^\s*(?:\/\/|#|--|;|\/\*|<!--|\{\/\*)\s*highlight-(next-line|start|end)\s*(?:\*\/|-->|\*\/\})?\s*$/;

/** The code without its magic comment lines, and the lines (1-based, in the code left) they highlight. */
export function magicComments(code: string): { code: string; highlighted: Set<number> } {
  if (!code.includes('highlight-')) return { code, highlighted: new Set() };
  const kept: string[] = [];
  const highlighted = new Set<number>();
  let next = false;
  let open = false;
  for (const line of code.split('\n')) {
    const magic = MAGIC.exec(line)?.[1];
    if (magic === 'next-line') next = true;
    else if (magic === 'start') open = true;
    else if (magic === 'end') open = false;
    else {
      kept.push(line);
      if (next || open) highlighted.add(kept.length);
      next = false;
    }
  }
  return { code: kept.join('\n'), highlighted };
}

/** Highlighted tokens split into lines: a token that spans lines is cut into one copy per line. */
export function splitLines(nodes: ElementContent[]): ElementContent[][] {
  const lines: ElementContent[][] = [[]];
  const visit = (node: ElementContent, wrap: (child: ElementContent) => ElementContent) => {
    if (node.type === 'text') {
      node.value.split('\n').forEach((part, i) => {
        if (i > 0) lines.push([]);
        if (part) lines.at(-1)!.push(wrap({ type: 'text', value: part } as Text));
      });
    } else if (node.type === 'element') {
      for (const child of node.children) visit(child, (inner) => wrap({ ...node, children: [inner] } as Element));
    }
  };
  for (const node of nodes) visit(node, (child) => child);
  return lines;
}

/**
 * The block's lines wrapped in `span.line`, highlighted ones marked, joined by newlines; with
 * `firstNumber`, each carries its number (`data-line`, shown by the stylesheet).
 */
export function lineSpans(nodes: ElementContent[], highlighted: Set<number>, firstNumber?: number): ElementContent[] {
  const out: ElementContent[] = [];
  splitLines(nodes).forEach((children, i) => {
    if (i > 0) out.push({ type: 'text', value: '\n' });
    const properties = {
      className: highlighted.has(i + 1) ? ['line', 'line-highlighted'] : ['line'],
      dataLine: firstNumber === undefined ? undefined : String(firstNumber + i),
    };
    out.push({ type: 'element', tagName: 'span', properties, children });
  });
  return out;
}
