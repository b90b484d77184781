/**
 * The container directives of the content format: admonitions, details, tabs, and the
 * blocks of generated reference pages (reference-blocks.ts). Text and
 * leaf directives are not part of the format, so they are turned back into the text they
 * came from (prose such as `host:port` must survive).
 */
import { walk } from '../walk.ts';
import { toString } from 'mdast-util-to-string';
import type { Root, Paragraph, Parent, PhrasingContent, RootContent } from 'mdast';
import type { ContainerDirective } from 'mdast-util-directive';
import type { VFile } from 'vfile';
import { report } from './report.ts';
import { closest } from '../../../shared/suggest.ts';
import { REFERENCE_BLOCKS, referenceBlock } from './reference-blocks.ts';

/** The admonitions and their default titles: Docusaurus' set (`warning` and `important` came with its version 3). */
export const ADMONITIONS: Record<string, string> = {
  note: 'Note',
  tip: 'Tip',
  info: 'Info',
  caution: 'Caution',
  danger: 'Danger',
  warning: 'Warning',
  important: 'Important',
};

export default function remarkDirectives() {
  return (tree: Root, file: VFile) => {
    const source = String(file.value);
    walk<RootContent>(tree, (node, index, parent) => {
      if (node.type === 'textDirective' || node.type === 'leafDirective') {
        if (!parent || index === undefined) return;
        const start = node.position?.start.offset;
        const end = node.position?.end.offset;
        const text = start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`;
        const replacement: RootContent =
          node.type === 'textDirective'
            ? { type: 'text', value: text }
            : { type: 'paragraph', children: [{ type: 'text', value: text }] };
        parent.children.splice(index, 1, replacement as never);
        return false;
      }
      if (node.type === 'paragraph') checkFenceInParagraph(node, source, file);
      if (node.type === 'containerDirective') {
        checkFences(node, parent as Parent | undefined, source, file);
        checkAttributes(node, file);
        transformContainer(node, parent as Parent | undefined, index, source, file);
      }
      return undefined;
    });
  };
}

function transformContainer(
  node: ContainerDirective,
  parent: Parent | undefined,
  index: number | undefined,
  source: string,
  file: VFile,
): void {
  const label = takeLabel(node);
  if (node.name in ADMONITIONS) return admonition(node, label);
  if (node.name === 'details') return details(node, label);
  if (node.name === 'tabs') return tabs(node, file);
  if (REFERENCE_BLOCKS.includes(node.name)) return referenceBlock(node, file);
  if (node.name === 'tab') {
    const inTabs = parent?.type === 'containerDirective' && (parent as ContainerDirective).name === 'tabs';
    if (!inTabs && !afterThreeColonTabs(parent, index, source)) {
      report(
        file,
        node,
        'directive-tab',
        '`:::tab` outside a `::::tabs` block',
        'Wrap the tabs in `::::tabs{groupId="..."}` ... `::::` (four colons for the outer block).',
      );
    }
    return;
  }
  report(file, node, 'directive-unknown', `unknown block \`:::${node.name}\``, unknownBlockHint(node.name));
  setElement(node, 'div', {});
}

/**
 * A block whose closing fence is missing runs to the end of the page (or of the block around it)
 * and swallows everything after it: a warning, since the page still builds and looks plausible.
 * A tabs block opened with three colons is closed by its first tab's fence: an error.
 */
function checkFences(node: ContainerDirective, parent: Parent | undefined, source: string, file: VFile): void {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return;
  const text = source.slice(start, end);
  const opening = fenceLength(node, source);
  const lastLine = text.slice(text.lastIndexOf('\n') + 1).trim();
  if (isThreeColonTabs(node, source)) {
    report(
      file,
      node,
      'directive-tabs-fence',
      "`:::tabs` has three colons, like the `:::tab` blocks inside it: the first tab's closing `:::` closes it",
      'Open it with `::::tabs{groupId="..."}` and close it with `::::`.',
    );
  }
  // Its first tab is cut short by the three-colon tabs block around it: that block's error says all.
  if (parent && isThreeColonTabs(parent, source)) return;
  if (text.includes('\n') && /^:+$/.test(lastLine) && lastLine.length >= opening) return;
  const fence = ':'.repeat(opening);
  report(
    file,
    node,
    'directive-unclosed',
    `\`${fence}${node.name}\` is never closed: everything after it down to line ${node.position!.end.line} is inside it`,
    `Close it with a line of \`${fence}\` where the block ends.`,
    'warning',
  );
}

function fenceLength(node: ContainerDirective, source: string): number {
  const start = node.position?.start.offset;
  return start === undefined ? 3 : (/^:+/.exec(source.slice(start, start + 16))?.[0].length ?? 3);
}

function isThreeColonTabs(node: Parent, source: string): boolean {
  return (
    node.type === 'containerDirective' &&
    (node as ContainerDirective).name === 'tabs' &&
    fenceLength(node as ContainerDirective, source) === 3
  );
}

/**
 * The tabs after the first one of a three-colon tabs block land outside it (its fence closed it):
 * they follow it, with only other tabs between.
 */
function afterThreeColonTabs(parent: Parent | undefined, index: number | undefined, source: string): boolean {
  if (!parent || index === undefined) return false;
  for (let i = index - 1; i >= 0; i--) {
    const sibling = parent.children[i] as RootContent;
    if (sibling.type !== 'containerDirective') return false;
    if (isThreeColonTabs(sibling, source)) return true;
    if (sibling.name !== 'tab') return false;
  }
  return false;
}

/** The attributes each block reads (reference blocks check their own); any other is ignored, so it is reported. */
const ATTRIBUTES: Record<string, string[]> = {
  tabs: ['groupId'],
  tab: ['label'],
  details: [],
  ...Object.fromEntries(Object.keys(ADMONITIONS).map((name) => [name, []])),
};

function checkAttributes(node: ContainerDirective, file: VFile): void {
  const known = ATTRIBUTES[node.name];
  if (!known) return;
  for (const name of Object.keys(node.attributes ?? {})) {
    if (known.includes(name)) continue;
    const hint =
      name === 'title' && node.name !== 'tab'
        ? `Write the title in brackets: \`:::${node.name}[${node.attributes?.[name] ?? 'Title'}]\`.`
        : known.length > 0
          ? `\`:::${node.name}\` reads ${known.map((k) => `\`${k}\``).join(', ')}.`
          : `\`:::${node.name}\` has no attributes.`;
    report(file, node, 'directive-attribute', `\`${name}\` of \`:::${node.name}\` is ignored`, hint, 'warning');
  }
}

/**
 * A block's opening line right after prose (no blank line between) does not open the block: the
 * line and the block's text show as part of the paragraph.
 */
function checkFenceInParagraph(node: Paragraph, source: string, file: VFile): void {
  const start = node.position?.start.offset;
  const end = node.position?.end.offset;
  if (start === undefined || end === undefined) return;
  const text = source.slice(start, end);
  const match = /(^|\n)( {0,3}:{3,})([a-z]+)\b[^\n]*/.exec(text);
  if (!match || !(match[3] in ADMONITIONS || match[3] === 'details' || match[3] === 'tabs')) return;
  const first = match[1] === '';
  const line = node.position!.start.line + (text.slice(0, match.index + match[1].length).match(/\n/g)?.length ?? 0);
  const at = { position: { start: { line, column: 1 }, end: { line, column: 1 } } };
  const fence = `${match[2].trim()}${match[3]}`;
  const [message, hint] = first
    ? [
        `\`${shorten(match[0].trim())}\` shows as text: no \`:::\` line closes it`,
        `Close the block with a line of \`${match[2].trim()}\` where it ends.`,
      ]
    : [
        `\`${shorten(match[0].trim())}\` shows as text: the paragraph above runs into it`,
        `Leave a blank line before \`${fence}\`.`,
      ];
  report(file, at as typeof node, 'directive-in-paragraph', message, hint, 'warning');
}

function shorten(text: string): string {
  return text.length > 50 ? `${text.slice(0, 47)}...` : text;
}

/** Names other docs tools use for the same blocks. */
const OTHER_NAMES: Record<string, string> = {
  warn: 'warning',
  attention: 'caution',
  hint: 'tip',
  success: 'tip',
  error: 'danger',
  collapse: 'details',
  tabitem: 'tab',
};

function unknownBlockHint(name: string): string {
  const known = [...Object.keys(ADMONITIONS), 'details', 'tabs', 'tab', ...REFERENCE_BLOCKS];
  const meant = OTHER_NAMES[name.toLowerCase()] ?? closest(name, known);
  return meant ? `Did you mean \`:::${meant}\`?` : `Use one of: ${known.join(', ')}.`;
}

function takeLabel(node: ContainerDirective): PhrasingContent[] | undefined {
  const first = node.children[0];
  if (first?.type === 'paragraph' && (first.data as { directiveLabel?: boolean } | undefined)?.directiveLabel) {
    node.children.shift();
    return (first as Paragraph).children;
  }
  return undefined;
}

function admonition(node: ContainerDirective, label: PhrasingContent[] | undefined): void {
  const kind = node.name;
  const title: Paragraph = {
    type: 'paragraph',
    children: label ?? [{ type: 'text', value: ADMONITIONS[kind] }],
    data: { hName: 'p', hProperties: { className: ['admonition-title'] } },
  };
  node.children.unshift(title);
  setElement(node, 'aside', { className: ['admonition', `admonition-${kind}`], role: 'note' });
}

function details(node: ContainerDirective, label: PhrasingContent[] | undefined): void {
  const summary: Paragraph = {
    type: 'paragraph',
    children: label ?? [{ type: 'text', value: 'Details' }],
    data: { hName: 'summary' },
  };
  node.children.unshift(summary);
  setElement(node, 'details', { className: ['details'] });
}

function tabs(node: ContainerDirective, file: VFile): void {
  const groupId = node.attributes?.groupId ?? undefined;
  const panels = node.children.filter(
    (child): child is ContainerDirective => child.type === 'containerDirective' && child.name === 'tab',
  );
  const stray = node.children.find((child) => !panels.includes(child as ContainerDirective));
  if (stray || panels.length === 0) reportStray(stray, node, file);
  const labels = panels.map(
    (panel, i) => panel.attributes?.label ?? (takeLabel(panel) ? toString(panel) : `Tab ${i + 1}`),
  );
  panels.forEach((panel, i) => {
    if (!panel.attributes?.label)
      report(file, panel, 'directive-tab-label', 'a `:::tab` has no label', 'Write `:::tab{label="pip"}`.');
    panel.children.unshift({
      type: 'paragraph',
      children: [{ type: 'text', value: labels[i] }],
      data: { hName: 'p', hProperties: { className: ['tab-label'] } },
    });
    setElement(panel, 'div', { className: ['tab-panel'], role: 'tabpanel', dataLabel: labels[i] });
  });
  // The tab buttons are rendered on the server so the layout does not move when the script wakes them.
  const buttons = labels.map((label, i) => ({
    type: 'element' as const,
    tagName: 'button',
    properties: { type: 'button', role: 'tab', ariaSelected: i === 0 ? 'true' : 'false', dataLabel: label },
    children: [{ type: 'text' as const, value: label }],
  }));
  node.children.unshift({
    type: 'paragraph',
    children: [],
    data: { hName: 'div', hProperties: { className: ['tab-list'], role: 'tablist' }, hChildren: buttons },
  });
  setElement(node, 'div', { className: ['tabs'], dataGroupId: groupId || undefined });
}

/** What does not belong in a tabs block, reported where it is written. */
function reportStray(stray: RootContent | undefined, node: ContainerDirective, file: VFile): void {
  // `:::tab label="Docker"` is no block (attributes go in braces), so it is read as text.
  const text = stray?.type === 'paragraph' ? toString(stray) : '';
  const written = /^(:{3,}tab)[ \t]+(\S[^\n]*)/.exec(text);
  if (written) {
    const attributes = written[2].replace(/^\{|\}$/g, '');
    report(
      file,
      stray,
      'directive-tabs',
      `\`${written[1]} ${written[2]}\` is not a tab: it shows as text`,
      `Write the attributes in braces, right after the name: \`${written[1]}{${attributes}}\`.`,
    );
    return;
  }
  report(
    file,
    stray ?? node,
    'directive-tabs',
    'a `::::tabs` block may only contain `:::tab` blocks',
    'Put every part of the block inside a `:::tab{label="..."}` ... `:::` block.',
  );
}

function setElement(node: ContainerDirective, hName: string, hProperties: Record<string, unknown>): void {
  node.data = { ...node.data, hName, hProperties: hProperties as never };
}
