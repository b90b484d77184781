/**
 * Records the page's GraphQL, JSON and YAML code blocks with where their code starts. Checking
 * them needs the whole site's schema and source catalog, so it happens once every page is
 * compiled (src/node/examples/), as links are checked; what is recorded here is small and cached with
 * the page.
 */
import type { Code, Root } from 'mdast';
import type { VFile } from 'vfile';
import { walk } from '../walk.ts';
import type { CodeExample, ExampleLanguage } from '../types.ts';

const LANGUAGES: Record<string, ExampleLanguage> = { graphql: 'graphql', json: 'json', yaml: 'yaml', yml: 'yaml' };

/** The meta word that marks a deliberately incomplete example (documented in docs/authoring.md). */
export const PARTIAL_FLAG = 'partial';

export default function remarkCodeExamples() {
  return (tree: Root, file: VFile) => {
    const examples: CodeExample[] = [];
    walk<Code>(tree, (node) => {
      if (node.type !== 'code') return;
      const language = node.lang ? LANGUAGES[node.lang.toLowerCase()] : undefined;
      const start = node.position?.start;
      if (!language || !start) return false;
      examples.push({
        language,
        code: node.value,
        partial: metaWords(node.meta).includes(PARTIAL_FLAG),
        line: start.line + 1,
        column: start.column,
      });
      return false;
    });
    file.data.codeExamples = examples;
  };
}

/** The bare words of a fence's meta string, leaving out `key="quoted value"` pairs such as a title. */
function metaWords(meta: string | null | undefined): string[] {
  if (!meta) return [];
  return meta
    .replace(/\w+=(?:"[^"]*"|'[^']*'|\S+)/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
}
