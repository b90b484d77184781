/**
 * One element per id on the page. The engine's own ids start with `dg:` (src/client/engine-ids.ts),
 * which no heading can produce; a page's raw HTML that uses the prefix has it taken off (with a
 * warning). Then ids written in the page's HTML and the footnotes' keep theirs, and a heading whose
 * id is already taken gets a suffix (`-1`, `-2`…, as Docusaurus numbers equal headings), its
 * anchor link and table of contents entry with it. A second HTML element with an id already on the
 * page is numbered the same way: a link reaches the first one only.
 */
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { walk } from '../walk.ts';
import type { TocItem } from '../../content/types.ts';
import { report } from './report.ts';
import { ENGINE_ID_PREFIX } from '../../../shared/engine-ids.ts';

const HEADING = /^h[1-6]$/;
/** mdast-util-to-hast names the footnotes' heading so, whatever its clobber prefix. */
const FOOTNOTE_LABEL = 'footnote-label';

export default function rehypeUniqueIds() {
  return (tree: Root, file: VFile) => {
    const headings: Element[] = [];
    const others: Element[] = [];
    walk<Element>(tree, (node) => {
      if (node.type !== 'element') return;
      if (node.properties.dataFootnoteRef !== undefined && String(node.properties.ariaDescribedBy) === FOOTNOTE_LABEL)
        node.properties.ariaDescribedBy = [`${ENGINE_ID_PREFIX}${FOOTNOTE_LABEL}`];
      if (typeof node.properties.id !== 'string' || !node.properties.id) return;
      (HEADING.test(node.tagName) && !isFootnoteLabel(node) ? headings : others).push(node);
    });
    if (headings.length + others.length === 0) return;
    const taken = new Set<string>();
    for (const node of others) taken.add(uniqueOtherId(node, taken, file));
    // A suffixed heading must not take the id of a heading further down either.
    const headingIds = new Set(headings.map((node) => String(node.properties.id)));
    // Each heading's id before and after, in page order: the table of contents follows that order.
    const ids = headings.map((node) => {
      const id = String(node.properties.id);
      const unique = taken.has(id)
        ? withSuffix(id, (candidate) => taken.has(candidate) || headingIds.has(candidate))
        : id;
      if (unique !== id) setHeadingId(node, id, unique);
      taken.add(unique);
      return { id, unique };
    });
    if (ids.some(({ id, unique }) => id !== unique)) file.data.toc = renameEntries(file.data.toc ?? [], ids);
  };
}

/** Each entry takes the final id of the next heading, from the last one matched on, that had its id. */
function renameEntries(toc: TocItem[], ids: { id: string; unique: string }[]): TocItem[] {
  let from = 0;
  return toc.map((item) => {
    const at = ids.findIndex(({ id }, index) => index >= from && id === item.id);
    if (at < 0) return item;
    from = at + 1;
    return { ...item, id: ids[at].unique };
  });
}

/** The footnotes' heading and what points at it get the engine's prefix; other ids stay, numbered when taken. */
function uniqueOtherId(node: Element, taken: Set<string>, file: VFile): string {
  let id = String(node.properties.id);
  if (isFootnoteLabel(node)) id = node.properties.id = `${ENGINE_ID_PREFIX}${FOOTNOTE_LABEL}`;
  else if (id.startsWith(ENGINE_ID_PREFIX) && !isFootnoteId(node)) {
    const kept = id.slice(ENGINE_ID_PREFIX.length) || 'id';
    report(
      file,
      node,
      'reserved-id',
      `the id \`${id}\` starts with \`${ENGINE_ID_PREFIX}\`, which docsgen keeps for its own elements; it is \`${kept}\` on the page`,
      `Rename it (for example to \`${kept}\`) and the links to it.`,
      'warning',
    );
    id = node.properties.id = kept;
  }
  if (!taken.has(id)) return id;
  const unique = withSuffix(id, (candidate) => taken.has(candidate));
  report(
    file,
    node,
    'duplicate-id',
    `the id \`${id}\` is already on this page; this element is \`${unique}\``,
    'Give each element of the page an id of its own: a link reaches the first one only.',
    'warning',
  );
  node.properties.id = unique;
  return unique;
}

function withSuffix(id: string, isTaken: (candidate: string) => boolean): string {
  let n = 1;
  while (isTaken(`${id}-${n}`)) n++;
  return `${id}-${n}`;
}

function setHeadingId(heading: Element, from: string, to: string): void {
  heading.properties.id = to;
  for (const child of heading.children) {
    if (child.type === 'element' && child.tagName === 'a' && child.properties.href === `#${from}`)
      child.properties.href = `#${to}`;
  }
}

function isFootnoteLabel(node: Element): boolean {
  return (
    node.properties.id === FOOTNOTE_LABEL &&
    HEADING.test(node.tagName) &&
    String(node.properties.className ?? '').includes('sr-only')
  );
}

/** A footnote or a reference to one, as remark-rehype makes them with the engine's prefix. */
function isFootnoteId(node: Element): boolean {
  const id = String(node.properties.id);
  return (
    (node.tagName === 'li' && id.startsWith(`${ENGINE_ID_PREFIX}fn-`)) ||
    (node.tagName === 'a' &&
      node.properties.dataFootnoteRef !== undefined &&
      id.startsWith(`${ENGINE_ID_PREFIX}fnref-`))
  );
}
