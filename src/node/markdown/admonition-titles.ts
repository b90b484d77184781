/**
 * Docusaurus writes an admonition's title after its name (`:::note Before you start`); the
 * directive syntax docsgen parses takes it in brackets (`:::note[Before you start]`). The line is
 * rewritten in place before parsing, so every line keeps its number. Code blocks are left alone.
 */
import { ADMONITIONS } from './plugins/remark-directives.ts';

const TITLED = new RegExp(
  String.raw`^( {0,3}:{3,})(${[...Object.keys(ADMONITIONS), 'details'].join('|')})[ \t]+(?!\[)(\S[^\n]*?)[ \t]*$`,
  'gm',
);

export function admonitionTitles(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  let fence: string | undefined;
  const lines = markdown.split('\n');
  return lines
    .map((line, index) => {
      const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && line.trim() === opening[1])
          fence = undefined;
        return line;
      }
      if (opening) {
        fence = opening[1];
        return line;
      }
      // A titled line with no closing fence after it is no block in Docusaurus either: it stays text.
      return line.replace(TITLED, (all, colons: string, name: string, title: string) =>
        closedAfter(lines, index, colons.trim().length) ? `${colons}${name}[${title.replace(/[[\]]/g, '\\$&')}]` : all,
      );
    })
    .join('\n');
}

function closedAfter(lines: string[], index: number, colons: number): boolean {
  for (let i = index + 1; i < lines.length; i++) {
    const fence = /^ {0,3}(:{3,})[ \t]*$/.exec(lines[i]);
    if (fence && fence[1].length >= colons) return true;
  }
  return false;
}
