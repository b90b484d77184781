/**
 * Parses a long page in pieces (src/node/markdown/chunks.ts says where and why) and joins their trees
 * into the tree of the whole page, positions included.
 *
 * Each piece is parsed with the first line of the next one after it, and the cut is kept only if
 * that line starts a new top-level block there (or, for a cut inside a top-level list, a new item
 * of it): then the parse of the whole page starts one there too, and the rest of the page cannot
 * change the blocks before it. A cut that fails this is dropped (the piece grows to the next one),
 * so the pieces always give the whole page's tree; the splitter only proposes cuts.
 *
 * A reference (`[text][label]`, `[^note]`) is parsed as one only when its definition is known, so
 * a piece whose references may be defined in another piece is parsed again with stand-ins for those
 * definitions after its text, which are then dropped. Use after the plugins that wrap the parser for
 * a page's text (the gates): each piece goes through them as a page of its own.
 */
import type { Processor } from 'unified';
import type { List, Nodes, Root } from 'mdast';
import type { VFile } from 'vfile';
import { findPieces, type Piece } from '../chunks.ts';

type Parse = (document: string, file: VFile) => Root;

export default function remarkChunkedParse(this: Processor) {
  const parse = this.parser as unknown as Parse;
  this.parser = ((document: string, file: VFile) => {
    const pieces = findPieces(document);
    return (pieces.length > 1 && parseInPieces(parse, document, file, pieces)) || parse(document, file);
  }) as never;
}

interface Parsed extends Piece {
  /** Index of the piece's cut in the proposed cuts. */
  cut: number;
  text: string;
  /** The first lines of the next piece, parsed after the text (none for the last piece). */
  next: string;
  tree: Root;
  /** What the next piece must start with, as the page parsed whole starts it: a new list when it continues this one's, else the type of block the next lines start here. */
  nextStarts?: string;
}

/** The whole page's tree from pieces cut where `cuts` propose; undefined when a piece cannot be parsed alone. */
export function parseInPieces(parse: Parse, document: string, file: VFile, cuts: Piece[]): Root | undefined {
  const parsed = parsePieces(parse, document, file, cuts);
  const labels = parsed.map(({ tree }) => definedLabels(tree));
  const all = new Set(labels.flatMap((own) => [...own]));
  for (const [i, piece] of parsed.entries()) {
    const missing = [...all].filter((label) => !labels[i].has(label));
    if (missing.length === 0 || !piece.text.includes('[')) continue;
    // Before the text, where no block left open can take them in, and closed by a paragraph (a
    // footnote's definition would take in indented lines after it).
    const standIns = `${missing.join('\n')}\n\nx\n\n`;
    const kept = withoutNext(
      withoutStandIns(parse(standIns + piece.text + piece.next, file), standIns),
      piece,
      parsed[i + 1]?.join ?? false,
    );
    if (!kept) return undefined;
    piece.tree = kept.tree;
  }
  return join(parsed);
}

/**
 * Parses the pieces. A cut is kept when the next lines start a block there (`withoutNext`) and the
 * next piece, parsed alone, starts with that same kind of block (a block's kind can depend on what
 * came before: after indented code, `3) x` is not a list). After a cut that fails, the next try
 * waits for a piece twice as long, so that a page without good cuts is not parsed again and again.
 */
function parsePieces(parse: Parse, document: string, file: VFile, cuts: Piece[]): Parsed[] {
  const parsed: Parsed[] = [];
  let from = 0;
  let minLines = 0;
  for (let end = 1; end <= cuts.length; end++) {
    if (end < cuts.length && cuts[end].line - cuts[from].line < minLines) continue;
    const piece = parsePiece(parse, document, file, cuts, from, end);
    if (!piece) {
      minLines = 2 * (cuts[end].line - cuts[from].line);
      continue;
    }
    const expected = parsed.at(-1)?.nextStarts;
    if (expected && piece.tree.children[0]?.type !== expected) {
      // The cut before this piece does not hold: the two pieces become one.
      const previous = parsed.pop()!;
      from = previous.cut;
      minLines = 2 * ((cuts[end]?.line ?? Infinity) - cuts[from].line);
      if (end === cuts.length) end--;
      continue;
    }
    parsed.push(piece);
    from = end;
    minLines = 0;
  }
  return parsed;
}

/** The piece from cut `from` to cut `end` (the page's end when there is none). */
function parsePiece(
  parse: Parse,
  document: string,
  file: VFile,
  cuts: Piece[],
  from: number,
  end: number,
): Parsed | undefined {
  const start = cuts[from];
  if (end === cuts.length) {
    const text = document.slice(start.start);
    return { ...start, cut: from, text, next: '', tree: parse(text, file) };
  }
  const text = document.slice(start.start, cuts[end].start);
  // Two lines: a table's head and a setext heading are told by their second line.
  const next = document.slice(cuts[end].start, lineEnd(document, lineEnd(document, cuts[end].start)));
  const kept = withoutNext(parse(text + next, file), { text, next }, cuts[end].join);
  return kept && { ...start, cut: from, text, next, tree: kept.tree, nextStarts: kept.nextStarts };
}

function lineEnd(text: string, start: number): number {
  const end = text.indexOf('\n', start);
  return end === -1 ? text.length : end + 1;
}

/**
 * The tree of `text` from the tree of `text`, then `next` and perhaps stand-ins, and the kind of
 * block `next` starts: undefined unless it starts a new top-level block (or, with `join`, a new
 * item of the last top-level list).
 */
function withoutNext(
  tree: Root,
  { text, next }: { text: string; next: string },
  join: boolean,
): { tree: Root; nextStarts?: string } | undefined {
  const length = text.length;
  const starts = (node: Nodes) => node.position?.start.offset ?? -1;
  const after = tree.children.findIndex((node) => starts(node) >= length);
  const kept = after === -1 ? tree.children : tree.children.slice(0, after);
  const last = kept.at(-1);
  let nextStarts: string | undefined;
  if (next && join) {
    if (after !== -1 && starts(tree.children[after]) === length) return undefined;
    const item = last?.type === 'list' ? last.children.findIndex((child) => starts(child) >= length) : -1;
    if (last?.type !== 'list' || item < 1 || starts(last.children[item]) !== length) return undefined;
    last.children.splice(item);
    if (last.position) last.position.end = { ...last.children.at(-1)!.position!.end };
    nextStarts = 'list';
  } else if (next) {
    if (after === -1 || starts(tree.children[after]) !== length) return undefined;
    nextStarts = tree.children[after].type;
  }
  // A block left open at the end (a fence never closed) took in what followed.
  if ((kept.at(-1)?.position?.end.offset ?? 0) > length) return undefined;
  tree.children = kept;
  const lines = text.split(/\r\n|\r|\n/);
  if (tree.position) tree.position.end = { line: lines.length, column: lines.at(-1)!.length + 1, offset: length };
  return { tree, nextStarts };
}

/** The tree without the stand-ins before the text, its positions the text's own. */
function withoutStandIns(tree: Root, standIns: string): Root {
  tree.children = tree.children.filter((node) => (node.position?.start.offset ?? 0) >= standIns.length);
  shift(tree, { line: -standIns.split('\n').length + 1, start: -standIns.length });
  if (tree.position) tree.position.start = { line: 1, column: 1, offset: 0 };
  return tree;
}

/** Each definition's source form (`[label]: #`, `[^label]: #`), by which a stand-in is written. */
function definedLabels(tree: Root): Set<string> {
  const found = new Set<string>();
  const visit = (node: Nodes) => {
    if (node.type === 'definition') found.add(`[${node.label ?? node.identifier}]: #`);
    else if (node.type === 'footnoteDefinition') found.add(`[^${node.label ?? node.identifier}]: #`);
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
  return found;
}

function join(pieces: Parsed[]): Root | undefined {
  const root = pieces[0].tree;
  for (const piece of pieces.slice(1)) {
    shift(piece.tree, piece);
    const children = piece.tree.children;
    if (piece.join) {
      const before = root.children.at(-1);
      const first = children[0];
      if (before?.type !== 'list' || first?.type !== 'list' || before.ordered !== first.ordered) return undefined;
      joinLists(before, first);
      children.shift();
    }
    root.children.push(...children);
  }
  const end = pieces.at(-1)!.tree.position?.end;
  if (root.position && end) root.position.end = end;
  return root;
}

function joinLists(list: List, more: List): void {
  list.children.push(...more.children);
  list.spread = Boolean(list.spread || more.spread);
  if (list.position && more.position) list.position.end = more.position.end;
}

/** Positions moved by `line` lines and `start` characters (from the piece's own to the page's). */
function shift(tree: Root, piece: Pick<Piece, 'line' | 'start'>): void {
  const visit = (node: Nodes) => {
    for (const point of node.position ? [node.position.start, node.position.end] : []) {
      point.line += piece.line;
      if (point.offset !== undefined) point.offset += piece.start;
    }
    if ('children' in node) for (const child of node.children) visit(child);
  };
  visit(tree);
}
