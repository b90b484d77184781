/**
 * Where values of the config are written in site.config.ts, so that a problem with one (a broken
 * navbar link) points at its line and column. The config is code, evaluated before it is
 * validated; finding the string literals in its text is enough for the values it names.
 */
import type { Locator } from '../../shared/yaml-place.ts';

export interface SourcePosition {
  line: number;
  column: number;
}

/** Each value's string literals in `source`, in order: the nth use of a value is its nth literal. */
export function literalPositions(source: string, values: string[]): Map<string, SourcePosition[]> {
  const lineStarts = [0];
  for (let i = 0; i < source.length; i++) if (source[i] === '\n') lineStarts.push(i + 1);
  const at = (offset: number): SourcePosition => {
    let line = lineStarts.length - 1;
    while (lineStarts[line] > offset) line--;
    return { line: line + 1, column: offset - lineStarts[line] + 1 };
  };
  const positions = new Map<string, SourcePosition[]>();
  for (const value of new Set(values)) {
    const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const literal = new RegExp(`(['"\`])${escaped}\\1`, 'g');
    positions.set(
      value,
      [...source.matchAll(literal)].map((match) => at(match.index! + 1)),
    );
  }
  return positions;
}

/**
 * The line where each string literal of `source` is first written, by its text: one pass over a
 * file of hundreds of literals (a sidebars.js), where asking `literalPositions` for each would read
 * the file once per value.
 */
export function firstLiteralLines(source: string): Map<string, number> {
  const lines = new Map<string, number>();
  let line = 1;
  let counted = 0;
  for (const match of source.matchAll(/(['"`])((?:\\.|(?!\1)[^\\\n])*)\1/g)) {
    for (; counted < match.index!; counted++) if (source[counted] === '\n') line++;
    if (!lines.has(match[2])) lines.set(match[2], line);
  }
  return lines;
}

/**
 * The config's locator for the problem mapper (src/node/util/data-problems.ts): a path's line is
 * where its last named key is written (`title:` for `navbar.title`). Best effort, and lines only:
 * the config is code, so the same key may appear more than once.
 */
export function configLocator(source: string): Locator {
  const lines = source.split('\n');
  return (path) => {
    const key = [...path].reverse().find((k) => typeof k === 'string');
    if (!key || !source) return {};
    const pattern = new RegExp(`(^|[\\s{,])["']?${String(key).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']?\\s*:`);
    const index = lines.findIndex((l) => pattern.test(l));
    return index >= 0 ? { line: index + 1 } : {};
  };
}
