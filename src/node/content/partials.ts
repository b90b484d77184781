/**
 * MDX partials: `import Setup from './_setup.md';` and then `<Setup />` on a line of its own puts
 * that file's Markdown in the page there, as Docusaurus does. Done on the text, before the page
 * is compiled, so that the compile cache sees the whole page; the lines a partial adds are
 * recorded so that messages still name the lines of the page's own file.
 */
import { readFile } from 'node:fs/promises';
import { join, posix } from 'node:path';
import { problem, type Problem } from '../errors.ts';
import { parseFrontMatter } from './frontmatter.ts';

const IMPORT = /^import\s+([A-Za-z_$][\w$]*)\s+from\s+['"]([^'"]+\.mdx?)['"];?\s*$/gm;
const MAX_DEPTH = 5;

export interface Inlined {
  markdown: string;
  /** The partials read, relative to the site root. */
  dependencies: string[];
  /** Where lines were added: at `line` of the page (1-based), `added` more lines than the page had. */
  insertions: { line: number; added: number }[];
  problems: Problem[];
}

/** `source`: the page, relative to the site root. */
export async function inlinePartials(root: string, source: string, markdown: string, depth = 0): Promise<Inlined> {
  const result: Inlined = { markdown, dependencies: [], insertions: [], problems: [] };
  const imports = new Map<string, { path: string; line: number }>();
  for (const match of markdown.matchAll(IMPORT)) {
    imports.set(match[1], { path: match[2], line: markdown.slice(0, match.index).split('\n').length });
  }
  if (imports.size === 0) return result;
  const lines = markdown.split('\n');
  const out: string[] = [];
  for (let i = 0; i < lines.length; i++) {
    const usage = /^\s*<([A-Z][\w$]*)(\s[^>]*)?\/>\s*$/.exec(lines[i]);
    const imported = usage && imports.get(usage[1]);
    if (!imported) {
      out.push(lines[i]);
      continue;
    }
    const file = resolveImport(source, imported.path);
    const text = await readFile(join(root, file), 'utf8').catch(() => undefined);
    if (text === undefined || depth >= MAX_DEPTH) {
      const place = { file: source, line: imported.line, column: 1 };
      result.problems.push(
        text === undefined
          ? problem(
              'partial-missing',
              place,
              `imported file \`${imported.path}\` not found (${file})`,
              'Fix the path: it is relative to this file (or `@site/` for the site folder).',
            )
          : problem(
              'partial-depth',
              place,
              `partials nest deeper than ${MAX_DEPTH} files at \`${imported.path}\``,
              'A partial that imports itself, directly or through others, never ends: remove the loop.',
            ),
      );
      out.push(lines[i]);
      continue;
    }
    const nested = await inlinePartials(root, file, parseFrontMatter(file, text).body.replace(/^\n+/, ''), depth + 1);
    const inserted = nested.markdown.replace(/\n+$/, '').split('\n');
    result.dependencies.push(file, ...nested.dependencies);
    result.insertions.push({ line: i + 1, added: inserted.length - 1 });
    out.push(...inserted);
  }
  result.markdown = out.join('\n');
  return result;
}

/** `./_x.md` beside the page; `@site/docs/_x.md` from the site folder. */
function resolveImport(source: string, path: string): string {
  if (path.startsWith('@site/')) return posix.normalize(path.slice('@site/'.length));
  return posix.join(posix.dirname(source), path);
}

/** A line of the compiled Markdown → the line of the page's own file (a line inside a partial → the line that imports it). */
export function fileLine(line: number, insertions: { line: number; added: number }[] | undefined): number {
  if (!insertions) return line;
  let shift = 0;
  for (const insertion of insertions) {
    const at = insertion.line + shift;
    if (line <= at) break;
    if (line <= at + insertion.added) return insertion.line;
    shift += insertion.added;
  }
  return line - shift;
}
