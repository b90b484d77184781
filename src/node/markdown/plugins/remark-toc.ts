/** Collects the table of contents: headings within the configured levels, with their ids. */
import { toString } from 'mdast-util-to-string';
import { walk } from '../walk.ts';
import type { Heading, Root } from 'mdast';
import type { VFile } from 'vfile';
import type { TocItem } from '../../content/types.ts';

export default function remarkToc() {
  return (tree: Root, file: VFile) => {
    const { minHeadingLevel, maxHeadingLevel } = file.data.context!.toc;
    const toc: TocItem[] = [];
    walk<Heading>(tree, (heading) => {
      if (heading.type !== 'heading') return;
      if (heading.depth < minHeadingLevel || heading.depth > maxHeadingLevel) return;
      const id = heading.data?.hProperties?.id;
      if (typeof id === 'string') toc.push({ depth: heading.depth, id, text: toString(heading) });
    });
    file.data.toc = toc;
  };
}
