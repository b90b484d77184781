/**
 * A build's warnings in one line, by kind (`735 warnings: 405 code blocks without a language, 166
 * images without alt text, ...`), so that a maintainer sees what they are without listing them.
 */
import type { Problem } from '../errors.ts';

/** What each kind of warning is about, in the plural; a kind not named here is shown by its code. */
const KINDS: Record<string, string> = {
  'code-no-language': 'code blocks without a language',
  'code-language': 'code blocks in a language not highlighted',
  'image-alt': 'images without alt text',
  'heading-h1': 'second `#` headings',
  'heading-skip': 'skipped heading levels',
  'unknown-component': 'unknown components',
  'not-in-sidebar': 'pages in no sidebar',
  'frontmatter-unknown': 'unknown front matter fields',
  'frontmatter-description': 'long descriptions',
  'dropped-content': 'dropped pieces of content',
  'broken-link': 'broken links',
  'broken-markdown-link': 'broken links',
  'broken-anchor': 'broken anchors',
  'link-to-redirect': 'links to redirected paths',
  'directive-unclosed': 'unclosed blocks',
  'directive-in-paragraph': 'blocks shown as text',
  'sidebar-duplicate-doc': 'docs listed twice in a sidebar',
};

export function warningSummary(warnings: readonly Problem[]): string {
  const counts = new Map<string, number>();
  for (const warning of warnings) {
    const kind = KINDS[warning.code.replace(/-template$/, '')] ?? warning.code;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const kinds = [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0])).map(([kind, count]) => `${count} ${kind}`);
  return `${warnings.length} warning${warnings.length === 1 ? '' : 's'}: ${kinds.join(', ')} (docsgen check lists them)`;
}
