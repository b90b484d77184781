/**
 * Headings that break the page's outline. The template prints the front matter `title` as the
 * page's only `<h1>`, so a `#` heading in the body makes a second one; and a level skipped
 * (`####` straight after `##`) leaves screen-reader users, who move through a page by its
 * headings, a gap in the outline. Both are warnings: the page still reads fine on screen.
 */
import type { Heading, Root, RootContent } from 'mdast';
import type { VFile } from 'vfile';
import { report } from './report.ts';

export default function remarkHeadingLevels() {
  return (tree: Root, file: VFile) => {
    // The title is level 1. Headings are only checked at the top of the page: those inside
    // tabs, admonitions or details belong to their block.
    let previous = 1;
    for (const node of tree.children as RootContent[]) {
      if (node.type !== 'heading') continue;
      check(node, previous, file);
      previous = node.depth;
    }
  };
}

function check(heading: Heading, previous: number, file: VFile): void {
  const hashes = '#'.repeat(heading.depth);
  if (heading.depth === 1) {
    report(
      file,
      heading,
      'heading-h1',
      'a `#` heading in the body makes a second page title',
      'The title comes from `title:` in the front matter; start sections at `##`.',
      'warning',
    );
  } else if (heading.depth > previous + 1) {
    report(
      file,
      heading,
      'heading-skip',
      `a \`${hashes}\` heading follows a level ${previous} heading, skipping a level`,
      `Use \`${'#'.repeat(previous + 1)}\` here, or add the level in between.`,
      'warning',
    );
  }
}
