/**
 * Docusaurus writes an admonition's title after its name (`:::note Before you start`); the
 * directive syntax docsgen parses takes it in brackets (`:::note[Before you start]`). The line is
 * rewritten in place before parsing, so every line keeps its number. Code blocks are left alone.
 */
import { ADMONITIONS } from './plugins/remark-directives.ts';

const TITLED = new RegExp(String.raw`^( {0,3}:{3,})(${[...Object.keys(ADMONITIONS), 'details'].join('|')})[ \t]+(?!\[)(\S[^\n]*?)[ \t]*$`, 'gm');

export function admonitionTitles(markdown: string): string {
  if (!markdown.includes(':::')) return markdown;
  const fences = /^ {0,3}(`{3,}|~{3,})/m;
  if (!fences.test(markdown)) return markdown.replace(TITLED, (_all, colons: string, name: string, title: string) => `${colons}${name}[${title.replace(/[[\]]/g, '\\$&')}]`);
  let fence: string | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
      if (fence) {
        if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && line.trim() === opening[1]) fence = undefined;
        return line;
      }
      if (opening) {
        fence = opening[1];
        return line;
      }
      return line.replace(TITLED, (_all, colons: string, name: string, title: string) => `${colons}${name}[${title.replace(/[[\]]/g, '\\$&')}]`);
    })
    .join('\n');
}
