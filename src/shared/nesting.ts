/**
 * How deep a page's Markdown nests, found by one pass over the text: the engine refuses pages
 * past these limits before parsing them (src/node/markdown/limits.ts), and the assistant's answer
 * renderer in the browser shows such text as plain text.
 */

/** Largest page: 1 MiB of Markdown. */
export const MAX_PAGE_BYTES = 1024 * 1024;
/** Deepest nesting of block quotes and list items. */
export const MAX_NESTING = 100;

const FENCE_LINE = /^[ \t>]*(?:(?:[-*+]|\d{1,9}[.)])[ \t]+)*(`{3,}|~{3,})/;
const ONLY_MARKS = /^[ \t>*_~-]*$/;

/**
 * The first line where brackets (images inside image descriptions: micromark resolves each
 * closing bracket against all the open ones) or emphasis (marks that open and are not closed yet:
 * `*a _b *c`) nest deepest, or where a run of marks is longest, outside fenced code. Nesting
 * counts across a paragraph's lines; a blank line starts over.
 */
export function deepestInline(markdown: string): { depth: number; line: number; brackets: boolean } {
  let deepest = { depth: 0, line: 1, brackets: false };
  let fence: string | undefined;
  const open = { brackets: 0, marks: 0 };
  let line = 0;
  for (let start = 0; start <= markdown.length; start = lineEnd(markdown, start) + 1) {
    line++;
    const text = markdown.slice(start, lineEnd(markdown, start));
    const opens = FENCE_LINE.exec(text)?.[1][0];
    if (opens || fence) {
      if (opens) fence = fence ? (fence === opens ? undefined : fence) : opens;
      continue;
    }
    if (text.trim() === '') open.brackets = open.marks = 0;
    const run = ONLY_MARKS.test(text) ? 0 : longestRun(text);
    if (run > deepest.depth) deepest = { depth: run, line, brackets: false };
    const depth = nestLine(text, open);
    if (depth.brackets > deepest.depth) deepest = { depth: depth.brackets, line, brackets: true };
    if (depth.marks > deepest.depth) deepest = { depth: depth.marks, line, brackets: false };
  }
  return deepest;
}

const MARK = /[*_~]/;
const BLANK_OR_PUNCTUATION = /[\s\p{P}\p{S}]/u;

/** Counts the brackets and emphasis marks a line opens and closes into `open`; returns the deepest each reached. */
function nestLine(text: string, open: { brackets: number; marks: number }): { brackets: number; marks: number } {
  const deepest = { brackets: open.brackets, marks: open.marks };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (char === '\\') i++;
    else if (char === '[') deepest.brackets = Math.max(deepest.brackets, ++open.brackets);
    else if (char === ']') open.brackets = Math.max(0, open.brackets - 1);
    else if (MARK.test(char)) {
      let end = i;
      while (text[end + 1] === char) end++;
      const [before, after] = [text[i - 1] ?? ' ', text[end + 1] ?? ' '];
      // Opens: followed by a letter, after a space or punctuation; closes: the other way round.
      const opens = !/\s/.test(after) && BLANK_OR_PUNCTUATION.test(before);
      const closes = !/\s/.test(before) && BLANK_OR_PUNCTUATION.test(after);
      if (opens && !closes) deepest.marks = Math.max(deepest.marks, (open.marks += end - i + 1));
      else if (closes && !opens) open.marks = Math.max(0, open.marks - (end - i + 1));
      i = end;
    }
  }
  return deepest;
}

/** The longest run of emphasis marks in a line. */
function longestRun(text: string): number {
  let longest = 0;
  for (let i = 0, run = 0; i < text.length; i++) {
    run = text[i] === '*' || text[i] === '_' || text[i] === '~' ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  return longest;
}

const QUOTE = /[ \t]{0,3}>[ \t]?/y;
const LIST_MARKER = /[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]+|(?=[\r\n]|$))/y;

/**
 * The first line where the nesting of block quotes and list items is deepest (an estimate from
 * markers and indentation, in one pass: it counts every marker, so it errs towards deeper).
 */
export function deepestLine(markdown: string): { depth: number; line: number } {
  /** Columns where the content of each open list item starts. */
  const items: number[] = [];
  let deepest = { depth: 0, line: 1 };
  let line = 0;
  for (let start = 0; start <= markdown.length; ) {
    const end = lineEnd(markdown, start);
    line++;
    let at = start;
    let quotes = 0;
    for (QUOTE.lastIndex = at; QUOTE.test(markdown); QUOTE.lastIndex = at) {
      at = QUOTE.lastIndex;
      quotes++;
    }
    const content = at;
    const indent = columnOf(markdown, content, end);
    if (indent.to < end) {
      while (items.length > 0 && items.at(-1)! > indent.width) items.pop();
      for (LIST_MARKER.lastIndex = at; at < end && LIST_MARKER.test(markdown); LIST_MARKER.lastIndex = at) {
        at = LIST_MARKER.lastIndex;
        // An empty item's content would start one column after its marker.
        items.push(columnOf(markdown, content, at, false).width + (at === end ? 1 : 0));
      }
    }
    const depth = quotes + items.length;
    if (depth > deepest.depth) deepest = { depth, line };
    start = end + 1;
  }
  return deepest;
}

function lineEnd(text: string, start: number): number {
  const end = text.indexOf('\n', start);
  return end === -1 ? text.length : end;
}

/**
 * The column reached from `from`: over leading spaces and tabs only (`blanksOnly`, where they end
 * is `to`), or over everything up to `end` (a tab to the next multiple of 4, other characters one).
 */
function columnOf(text: string, from: number, end: number, blanksOnly = true): { to: number; width: number } {
  let width = 0;
  let i = from;
  for (; i < end; i++) {
    const char = text.charCodeAt(i);
    if (char === 9) width += 4 - (width % 4);
    else if (char === 32 || !blanksOnly) width++;
    else break;
  }
  return { to: i, width };
}
