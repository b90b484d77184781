/**
 * Where a long page can be parsed in pieces. micromark rebuilds the list of a whole document's
 * events each time a nested list or quote closes (`EditMap.consume` from its document tokenizer),
 * so a page's parse time grows with its length times its number of such closings: a 2,000-line
 * list that alternates two levels of indentation took seconds, ten times that an hour. Parsed in
 * pieces of a few hundred lines, each closing costs only its piece.
 *
 * A piece may start only where the parse of the whole page surely starts a new top-level block:
 *   - an ATX heading at the start of a line;
 *   - after a blank line, a line that starts at column 0 (no container continues past it);
 *   - a list item at column 0 whose marker continues the top-level list the previous line was in
 *     (the piece's list is then joined to the one before: `join`).
 * Never inside fenced code, a directive container or an HTML block, which may hold such lines;
 * when in doubt (a fence opened inside a list item, an HTML block without its end), no piece
 * starts until the doubt is gone. test/markdown/chunked-parse.test.ts parses every page of the
 * site both ways and compares the trees.
 */

export interface Piece {
  /** Offset of the piece's first character, at the start of a line. */
  start: number;
  /** 0-based line of `start`. */
  line: number;
  /** The piece starts with an item of the list the previous piece ends with. */
  join: boolean;
}

/** Pieces of at least this many lines (a shorter page is one piece). */
export const PIECE_LINES = 300;

const FENCE = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*(`{3,}|~{3,})/;
const DIRECTIVE_OPEN = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*:{3,}[A-Za-z]/;
const DIRECTIVE_CLOSE = /^[ \t]*(?:>[ \t]*)*:{3,}[ \t]*$/;
const HTML_START = /^[ \t]*(?:(?:>|[-*+]|\d{1,9}[.)])[ \t]*)*</;
/** HTML blocks that end at a marker rather than at a blank line (CommonMark's kinds 1 to 5). */
const HTML_ENDS: [RegExp, RegExp][] = [
  [/^<(?:script|pre|style|textarea)(?:[\s>]|$)/i, /<\/(?:script|pre|style|textarea)>/i],
  [/^<!--/, /-->/],
  [/^<\?/, /\?>/],
  [/^<![A-Za-z]/, />/],
  [/^<!\[CDATA\[/, /\]\]>/],
];
const ATX = /^#{1,6}(?:[ \t]|$)/;
const LIST_ITEM = /^(?:([-*+])|\d{1,9}([.)]))([ \t]+)\S/;
const THEMATIC = /^ {0,3}(?:(?:-[ \t]*){3,}|(?:\*[ \t]*){3,}|(?:_[ \t]*){3,})$/;

interface Open {
  closes: (line: string) => boolean;
  /** Opened inside a list item: ends with the item. */
  inItem: boolean;
  /** Opened inside a block quote: ends with the quote, at a line without `>`. */
  quoted: boolean;
}

interface State {
  /** What keeps pieces from starting: an open fence, directive or HTML block. */
  open?: Open;
  /** The marker of the top-level list the previous line belongs to (`-`, `*`, `+`, `.`, `)`), and where its item's content starts. */
  list?: { marker: string; content: number };
  blankBefore: boolean;
}

/** The pieces of `text` (one, at 0, for a short page). */
export function findPieces(text: string, pieceLines = PIECE_LINES): Piece[] {
  const pieces: Piece[] = [{ start: 0, line: 0, join: false }];
  const state: State = { blankBefore: true };
  let line = 0;
  for (let start = 0; start < text.length; line++) {
    const newline = text.indexOf('\n', start);
    const end = newline === -1 ? text.length : newline;
    const content = text.slice(start, end).replace(/\r$/, '');
    const boundary = pieceStart(state, content);
    if (boundary && line - pieces.at(-1)!.line >= pieceLines) pieces.push({ start, line, join: boundary === 'join' });
    advance(state, content);
    start = end + 1;
  }
  return pieces;
}

/** Whether a piece may start at this line, and whether its list joins the one before. */
function pieceStart(state: State, line: string): false | 'new' | 'join' {
  if (state.open || line.trim() === '') return false;
  if (ATX.test(line)) return 'new';
  const item = LIST_ITEM.exec(line);
  if (item && !THEMATIC.test(line)) {
    if (!state.list) return state.blankBefore ? 'new' : false;
    return !state.blankBefore && state.list.marker === (item[1] ?? item[2]) ? 'join' : false;
  }
  return state.blankBefore && !/^[ \t]/.test(line) ? 'new' : false;
}

function advance(state: State, line: string): void {
  const indent = indentOf(line);
  const blank = line.trim() === '';
  if (state.open) {
    // A block opened inside a list item ends with the item (at a line less indented than the item's
    // content), one inside a block quote with the quote (at a line without `>`).
    const itemEnds = state.open.inItem && !blank && (!state.list || indent < state.list.content);
    const quoteEnds = state.open.quoted && !/^ {0,3}>/.test(line);
    if (itemEnds || quoteEnds) state.open = undefined;
    else {
      if (state.open.closes(line)) state.open = undefined;
      state.blankBefore = blank;
      return;
    }
  }
  if (blank) {
    state.blankBefore = true;
    return;
  }
  trackList(state, line, indent);
  const itemLine = indent === 0 && LIST_ITEM.test(line);
  state.open = opening(line, Boolean(state.list) && (itemLine || indent >= state.list!.content));
  state.blankBefore = false;
}

/** The top-level list a line leaves the page in: an item at column 0 opens or continues one, a line less indented than its content ends it. */
function trackList(state: State, line: string, indent: number): void {
  const item = indent === 0 && !THEMATIC.test(line) ? LIST_ITEM.exec(line) : null;
  if (item) {
    // After a paragraph line, an ordered item other than 1 continues the paragraph: not surely a list.
    const marker = item[1] ?? item[2];
    const surely = state.blankBefore || state.list || item[1] || /^1[.)]/.test(line);
    const spaces = item[3].length;
    // A tab after the marker makes the content's column a matter of tab stops: no joins then.
    state.list =
      surely && !item[3].includes('\t')
        ? { marker, content: item[0].length - 1 - spaces + (spaces > 4 ? 1 : spaces) }
        : undefined;
    return;
  }
  if (state.list && indent < state.list.content) state.list = undefined;
}

/** The block a line opens that may hold lines looking like block starts. */
function opening(line: string, inItem: boolean): Open | undefined {
  const quoted = /^ {0,3}>/.test(line);
  // At the top level, a line indented 4 spaces is code (or a paragraph's), never a block's start.
  if (!inItem && !quoted && indentOf(line) > 3) return undefined;
  const fence = FENCE.exec(line);
  if (fence && !(fence[1][0] === '`' && line.slice(fence.index + fence[0].length).includes('`'))) {
    const [char, length] = [fence[1][0], fence[1].length];
    // At the top level a closing fence is indented 3 spaces at most; inside a container, any closing-looking line ends the doubt.
    const closer = new RegExp(
      inItem || quoted ? `^[ \\t]*(?:>[ \\t]*)*\\${char}{${length},}[ \\t]*$` : `^ {0,3}\\${char}{${length},}[ \\t]*$`,
    );
    return { closes: (next) => closer.test(next), inItem, quoted };
  }
  if (DIRECTIVE_OPEN.test(line)) {
    let depth = 1;
    const closes = (next: string) => {
      if (DIRECTIVE_OPEN.test(next)) depth++;
      else if (DIRECTIVE_CLOSE.test(next)) depth--;
      return depth === 0;
    };
    return { closes, inItem, quoted };
  }
  if (HTML_START.test(line)) {
    const tag = line.slice(line.indexOf('<'));
    const end = HTML_ENDS.find(([start]) => start.test(tag))?.[1];
    if (end && end.test(tag.slice(2))) return undefined;
    return { closes: end ? (next) => end.test(next) : (next) => next.trim() === '', inItem, quoted };
  }
  return undefined;
}

/** The column of a line's first character that is not a space or tab (a tab to the next multiple of 4). */
function indentOf(line: string): number {
  let width = 0;
  for (const char of line) {
    if (char === ' ') width++;
    else if (char === '\t') width += 4 - (width % 4);
    else break;
  }
  return width;
}
