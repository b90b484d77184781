/**
 * A build's warnings in one line, by kind (`735 warnings: 405 code blocks without a language, 166
 * images without alt text, ...`), so that a maintainer sees what they are without listing them.
 */
import type { Problem } from '../errors.ts';

/** What each kind of warning is about (one, several); a kind not named here is shown by its code. */
const KINDS: Record<string, [string, string]> = {
  'code-no-language': ['code block without a language', 'code blocks without a language'],
  'code-language': ['code block in a language not highlighted', 'code blocks in a language not highlighted'],
  'image-alt': ['image without alt text', 'images without alt text'],
  'heading-h1': ['second `#` heading', 'second `#` headings'],
  'heading-skip': ['skipped heading level', 'skipped heading levels'],
  'unknown-component': ['unknown component', 'unknown components'],
  'not-in-sidebar': ['page in no sidebar', 'pages in no sidebar'],
  'frontmatter-unknown': ['unknown front matter field', 'unknown front matter fields'],
  'frontmatter-description': ['long description', 'long descriptions'],
  'dropped-content': ['dropped piece of content', 'dropped pieces of content'],
  'broken-link': ['broken link', 'broken links'],
  'broken-markdown-link': ['broken link', 'broken links'],
  'broken-anchor': ['broken anchor', 'broken anchors'],
  'link-to-redirect': ['link to a redirected path', 'links to redirected paths'],
  'directive-unclosed': ['unclosed block', 'unclosed blocks'],
  'directive-in-paragraph': ['block shown as text', 'blocks shown as text'],
  'example-json': ['JSON example that does not parse', 'JSON examples that do not parse'],
  'example-yaml': ['YAML example that does not parse', 'YAML examples that do not parse'],
  'example-recipe': ['recipe example that does not fit the catalog', 'recipe examples that do not fit the catalog'],
  'example-graphql': ['GraphQL example that does not fit the schema', 'GraphQL examples that do not fit the schema'],
  'example-graphql-syntax': ['GraphQL example that does not parse', 'GraphQL examples that do not parse'],
  'link-target-space': ['link with a space in its target', 'links with a space in their target'],
  'sidebar-duplicate-doc': ['doc listed twice in a sidebar', 'docs listed twice in a sidebar'],
};

export function warningSummary(warnings: readonly Problem[]): string {
  const counts = new Map<string, number>();
  for (const warning of warnings) {
    const code = warning.code.replace(/-template$/, '');
    const kind = KINDS[code] ? KINDS[code][1] : code;
    counts.set(kind, (counts.get(kind) ?? 0) + 1);
  }
  const singular = new Map(Object.values(KINDS).map(([one, many]) => [many, one]));
  const kinds = [...counts.entries()]
    .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
    .map(([kind, count]) => `${count} ${count === 1 ? (singular.get(kind) ?? kind) : kind}`);
  return `${warnings.length} warning${warnings.length === 1 ? '' : 's'}: ${kinds.join(', ')} (docsgen check lists them)`;
}
