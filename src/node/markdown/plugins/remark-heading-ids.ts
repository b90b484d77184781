/**
 * Gives every heading an id: an explicit `{#id}` at the end of its text wins, otherwise the
 * GitHub-style slug of the text (duplicates numbered), as readers know from GitHub.
 */
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { walk } from '../walk.ts';
import type { Heading, Root, Text } from 'mdast';
import type { VFile } from 'vfile';
import { report } from './report.ts';

const EXPLICIT_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;

export default function remarkHeadingIds() {
  return (tree: Root, file: VFile) => {
    const slugger = new GithubSlugger();
    // Where each id was given: an explicit id another heading has already would make two
    // elements with one id, and links to it would reach the first only.
    const lines = new Map<string, number | undefined>();
    walk<Heading>(tree, (heading) => {
      if (heading.type !== 'heading') return;
      const explicit = takeExplicitId(heading);
      const id = explicit ?? slugger.slug(toString(heading));
      if (explicit) slugger.slug(explicit);
      if (explicit && lines.has(id)) {
        const where = lines.get(id) ? `the heading on line ${lines.get(id)}` : 'another heading';
        report(
          file,
          heading,
          'heading-duplicate-id',
          `heading id \`${id}\` is already the id of ${where}`,
          'Give this heading another `{#id}`: ids must be unique on a page, or links reach the first heading only.',
        );
      }
      lines.set(id, heading.position?.start.line);
      heading.data = { ...heading.data, hProperties: { ...heading.data?.hProperties, id } };
    });
  };
}

function takeExplicitId(heading: Heading): string | undefined {
  const last = heading.children.at(-1);
  if (!last || last.type !== 'text') return undefined;
  const match = EXPLICIT_ID.exec(last.value);
  if (!match) return undefined;
  (last as Text).value = last.value.slice(0, match.index);
  return match[1];
}
