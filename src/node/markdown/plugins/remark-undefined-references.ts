/**
 * Reference links and footnotes whose definition is missing. Markdown shows them as they were
 * typed (`[the guide][setup]`, `[^1]`) instead of a link, without a word: a renamed or deleted
 * definition line breaks them silently. Each is a warning at the reference. So is a link or an
 * image whose target has a space (`[my page](./my page.md)`), which Markdown shows as typed too.
 *
 * Such a reference stays a text node, so the check reads text nodes, and only on pages whose
 * source has `][` or `[^` at all. Brackets the writer escaped (`\[a\]\[b\]`) are meant as text.
 */
import type { Root, RootContent, Text } from 'mdast';
import type { Node } from 'unist';
import type { VFile } from 'vfile';
import { walk } from '../walk.ts';
import { report } from './report.ts';

/** `[text][label]` or `[text][]`, not preceded by a word (`matrix[i][j]` is prose about code). */
const REFERENCE = /(^|[^\w\]\\])\[([^[\]\n]+)\]\[([^[\]\n]*)\]/g;
const FOOTNOTE = /\[\^([^[\]\s]+)\](?!:)/g;
/** `[text](a target with a space)` or `![alt](…)`: a target cannot hold a space unless written `<…>`. */
const SPACED_TARGET = /(!?)\[([^[\]\n]*)\]\(([^()\s<>"]+(?: +[^()\s<>"]+)+)\)/g;
/** The same, once over the page's source: most pages have links, few have one with a space. */
const ANY_SPACED_TARGET = new RegExp(SPACED_TARGET.source);

export default function remarkUndefinedReferences() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    if (!source.includes('][') && !source.includes('[^') && !ANY_SPACED_TARGET.test(source)) return;
    const seen = new Set<string>();
    walk<RootContent>(tree, (node) => {
      if (node.type === 'code' || node.type === 'inlineCode') return false;
      if (node.type !== 'text') return;
      const raw = rawText(node, source);
      for (const match of raw.matchAll(REFERENCE)) {
        const label = match[3] || match[2];
        if (seen.has(`ref:${label}`)) continue;
        seen.add(`ref:${label}`);
        report(
          file,
          at(node, raw, match.index + match[1].length),
          'undefined-reference',
          `link \`[${match[2]}][${match[3]}]\` names the reference \`${label}\`, which the page never defines, so it shows as plain text`,
          `Add a definition line such as \`[${label}]: https://example.com\` (or \`./page.md\`) to the page, or write the link inline: \`[${match[2]}](./page.md)\`.`,
          'warning',
        );
      }
      for (const match of raw.matchAll(SPACED_TARGET))
        spacedTarget(file, at(node, raw, match.index), match[0], Boolean(match[1]), match[3]);
      for (const match of raw.matchAll(FOOTNOTE)) {
        if (seen.has(`fn:${match[1]}`)) continue;
        seen.add(`fn:${match[1]}`);
        report(
          file,
          at(node, raw, match.index),
          'undefined-footnote',
          `footnote \`[^${match[1]}]\` has no definition, so it shows as plain text`,
          `Add \`[^${match[1]}]: The note.\` on a line of its own (usually at the end of the page), or remove the reference.`,
          'warning',
        );
      }
    });
  };
}

/** A link or image shown as typed because its target has a space: what to write instead. */
function spacedTarget(file: VFile, node: Node, written: string, image: boolean, target: string): void {
  const hint = /\.md$/i.test(target)
    ? `Rename the file without spaces (\`${target.replace(/ +/g, '-')}\`) and link that.`
    : `Write the space as %20 (\`${target.replace(/ /g, '%20')}\`), or rename the file without spaces.`;
  report(
    file,
    node,
    'link-target-space',
    `${image ? 'image' : 'link'} \`${written}\` is shown as text: ${image ? 'an image path' : 'a link target'} cannot contain a space`,
    hint,
    'warning',
  );
}

/** A node standing for the match, at its own line and column (a text node can span lines). */
function at(node: Text, raw: string, index: number): Node {
  const start = node.position?.start;
  if (!start) return node;
  const lines = raw.slice(0, index).split('\n');
  const line = start.line + lines.length - 1;
  const column = lines.length === 1 ? start.column + index : lines[lines.length - 1].length + 1;
  return { type: 'text', position: { start: { line, column }, end: { line, column } } };
}

/** The node's text as written (escapes included), so that escaped brackets do not match. */
function rawText(node: Text, source: string): string {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  return start === undefined || end === undefined ? node.value : source.slice(start, end);
}
