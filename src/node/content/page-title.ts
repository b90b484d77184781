/**
 * A page's title when its front matter has none, as Docusaurus finds it: the first `#` heading of
 * the body, else the file's name. Read from the lines, without parsing the page: code blocks are
 * skipped, and the heading's Markdown (`code`, links, emphasis) is reduced to its text.
 */

/** The text of the first `#` heading outside code blocks, if any. */
export function firstHeading(markdown: string): string | undefined {
  const lines = markdown.split('\n');
  let fence: string | undefined;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    const opening = /^ {0,3}(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (opening && opening[1][0] === fence[0] && opening[1].length >= fence.length && line.trim() === opening[1])
        fence = undefined;
      continue;
    }
    if (opening) {
      fence = opening[1];
      continue;
    }
    const atx = /^ {0,3}#[ \t]+(.+?)(?:[ \t]+#+)?[ \t]*\r?$/.exec(line);
    if (atx) return plainText(atx[1]);
    // A setext heading: a paragraph line underlined with `=`.
    if (
      /^ {0,3}=+[ \t]*\r?$/.test(lines[i + 1] ?? '') &&
      line.trim() &&
      !/^ {0,3}([-*+>|<]|\d+[.)])/.test(line) &&
      (i === 0 || !lines[i - 1].trim())
    )
      return plainText(line.trim());
  }
  return undefined;
}

/** `The \`datahub\` [CLI](./cli.md) {#cli}` → `The datahub CLI`. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/\s*\{#[^}]*\}\s*$/, '')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/!?\[([^\]]*)\]\[[^\]]*\]/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/(\*\*|\*|~~|`+)(.+?)\1/g, '$2')
    .replace(/(^|\s)(__?)(\S.*?)\2(?=\s|$)/g, '$1$3')
    .replace(/\\([\\`*_{}[\]()#+\-.!])/g, '$1')
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .trim();
}

/** The title a file's name gives (`01-getting-started.md` → `getting-started`; a folder's page → the folder's name). */
export function titleFromFileName(file: string): string {
  const parts = file.replace(/\.mdx?$/i, '').split('/');
  const name = parts.pop()!;
  const base = /^(index|readme)$/i.test(name) && parts.length > 0 ? parts.at(-1)! : name;
  return base.replace(/^\d+\s*[-_.]+\s*(?=[^-_.\s])/, '');
}
