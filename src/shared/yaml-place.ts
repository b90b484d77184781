/**
 * The one way to find where a value is written: a path into the data (`['sidebars', 2, 'href']`)
 * → the line and column of its node in the parsed YAML document. Every YAML file a writer edits
 * (front matter, sidebars, redirects, data files, examples) is located through here; the config,
 * which is TypeScript, plugs in its own locator of the same shape.
 */
import { isMap, isNode, isScalar, isSeq, parseDocument, LineCounter, type Document, type Node } from 'yaml';
/** A path into the data, as zod names it: `['sidebars', 2, 'href']`. */
type DataPath = PropertyKey[];

export interface Position {
  line?: number;
  column?: number;
}

/**
 * `key`: a field is found at its key (an unknown field is pointed at where its name is written);
 * `value`: at its value (a list's first item, a wrong value). A missing field is found at the
 * deepest part of the path that exists.
 */
export type Locator = (path: DataPath, at?: 'key' | 'value') => Position;

export interface YamlText {
  doc: Document;
  counter: LineCounter;
}

export function parseYaml(text: string): YamlText {
  const counter = new LineCounter();
  return { doc: parseDocument(text, { lineCounter: counter, prettyErrors: false }), counter };
}

export interface LocatorOptions {
  /** The lines before the YAML in its file (front matter follows the opening `---`). */
  lineOffset?: number;
  /** Whether positions name a column (the messages of some files have always named lines only). */
  columns?: boolean;
}

export function yamlLocator(
  { doc, counter }: YamlText,
  { lineOffset = 0, columns = true }: LocatorOptions = {},
): Locator {
  return (path, at = 'key') => {
    const node = nodeAt(doc, path, at);
    if (!node?.range) return {};
    const { line, col } = counter.linePos(node.range[0]);
    return columns ? { line: line + lineOffset, column: col } : { line: line + lineOffset };
  };
}

function nodeAt(doc: Document, path: DataPath, at: 'key' | 'value'): Node | undefined {
  let current: unknown = doc.contents;
  let found: Node | undefined = isNode(current) ? current : undefined;
  for (const segment of path) {
    if (isMap(current)) {
      const pair = current.items.find((p) => isScalar(p.key) && String(p.key.value) === String(segment));
      if (!pair) break;
      found = at === 'value' && isNode(pair.value) ? pair.value : isNode(pair.key) ? pair.key : found;
      current = pair.value;
    } else if (isSeq(current) && typeof segment === 'number' && isNode(current.items[segment])) {
      current = current.items[segment];
      found = current as Node;
    } else {
      break;
    }
  }
  return found;
}
