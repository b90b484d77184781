/**
 * Gives every heading an id: an explicit `{#id}` at the end of its text wins, otherwise the
 * GitHub-style slug of the text (duplicates numbered), as readers know from GitHub.
 */
import GithubSlugger from 'github-slugger';
import { toString } from 'mdast-util-to-string';
import { walk } from '../walk.ts';
import type { Heading, Root, Text } from 'mdast';

const EXPLICIT_ID = /\s*\{#([A-Za-z0-9_-]+)\}\s*$/;

export default function remarkHeadingIds() {
  return (tree: Root) => {
    const slugger = new GithubSlugger();
    walk<Heading>(tree, (heading) => {
      if (heading.type !== 'heading') return;
      const explicit = takeExplicitId(heading);
      const id = explicit ?? slugger.slug(toString(heading));
      if (explicit) slugger.slug(explicit);
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
