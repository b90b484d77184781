/**
 * The components of Docusaurus' theme that docs use, as the HTML docsgen renders for the same
 * blocks: `<Tabs groupId>` / `<TabItem value label default>` become tabs (the choice remembered
 * under `docusaurus.tab.<groupId>`, as on the site replaced), `<Admonition type title>` an
 * admonition, `<details>` a collapsible block. Any other component renders its content, with a
 * warning naming it: its own look or behaviour is lost, its text is not.
 */
import type { Element, ElementContent, Root, RootContent } from 'hast';
import type { VFile } from 'vfile';
import { SKIP, visit } from 'unist-util-visit';
import { htmlTagNames } from 'html-tag-names';
import { ADMONITIONS } from './remark-directives.ts';
import { report } from './report.ts';

const HTML_TAGS = new Set([...htmlTagNames, 'center', 'font']);

export default function rehypeMdxComponents() {
  return (tree: Root, file: VFile) => {
    if (!file.data.rawHtml) return;
    const components = file.data.components ?? new Map<string, string>();
    const unknown = new Map<string, { node: Element; count: number }>();
    visit(tree, 'element', (node, index, parent) => {
      if (node.tagName === 'tabs') return void tabs(node, file);
      if (node.tagName === 'admonition') return void admonition(node);
      if (node.tagName === 'details' && !node.properties.className) node.properties.className = ['details'];
      if (!parent || index === undefined || HTML_TAGS.has(node.tagName)) return undefined;
      if (node.tagName === 'tabitem') return undefined;
      // A component (or an element HTML does not know): its content stays, in its place.
      const name = components.get(node.tagName) ?? node.tagName;
      const seen = unknown.get(name);
      if (seen) seen.count++;
      else unknown.set(name, { node, count: 1 });
      parent.children.splice(index, 1, ...(node.children as RootContent[]));
      return [SKIP, index] as const;
    });
    for (const [name, { node, count }] of unknown) {
      const more = count > 1 ? `; ${count - 1} more on this page` : '';
      report(
        file,
        node,
        'unknown-component',
        `component \`<${name}>\` is not known here: its content is shown without it${more}`,
        'Write what it shows in Markdown, or leave it: the text inside it is kept.',
        'warning',
      );
    }
  };
}

function tabs(node: Element, file: VFile): void {
  const items = node.children.filter(
    (child): child is Element => child.type === 'element' && child.tagName === 'tabitem',
  );
  const stray = node.children.find(
    (child) => !(child.type === 'text' && !child.value.trim()) && !items.includes(child as Element),
  );
  if (stray)
    report(
      file,
      stray,
      'tabs-content',
      'content inside `<Tabs>` outside any `<TabItem>` is shown above the tabs',
      'Put it inside a `<TabItem>`, or move it out of `<Tabs>`.',
      'warning',
    );
  const labels = items.map((item, i) => String(item.properties.label ?? item.properties.value ?? `Tab ${i + 1}`));
  const chosen = Math.max(
    0,
    items.findIndex((item) => item.properties.default !== undefined && item.properties.default !== false),
  );
  const buttons: Element[] = labels.map((label, i) => ({
    type: 'element',
    tagName: 'button',
    properties: { type: 'button', role: 'tab', ariaSelected: i === chosen ? 'true' : 'false', dataLabel: label },
    children: [{ type: 'text', value: label }],
  }));
  const panels: Element[] = items.map((item, i) => ({
    type: 'element',
    tagName: 'div',
    properties: { className: ['tab-panel'], role: 'tabpanel', dataLabel: labels[i] },
    children: [
      {
        type: 'element',
        tagName: 'p',
        properties: { className: ['tab-label'] },
        children: [{ type: 'text', value: labels[i] }],
      },
      ...item.children,
    ],
    position: item.position,
  }));
  const groupId = node.properties.groupid ?? node.properties.groupId;
  node.tagName = 'div';
  node.properties = { className: ['tabs'], dataGroupId: groupId === undefined ? undefined : String(groupId) };
  node.children = [
    ...(stray
      ? node.children.filter(
          (child) => !items.includes(child as Element) && !(child.type === 'text' && !child.value.trim()),
        )
      : []),
    { type: 'element', tagName: 'div', properties: { className: ['tab-list'], role: 'tablist' }, children: buttons },
    ...panels,
  ] as ElementContent[];
}

function admonition(node: Element): void {
  const written = String(node.properties.type ?? 'note');
  const kind = written in ADMONITIONS ? written : 'note';
  const title = node.properties.title === undefined ? ADMONITIONS[kind] : String(node.properties.title);
  node.tagName = 'aside';
  node.properties = { className: ['admonition', `admonition-${kind}`], role: 'note' };
  node.children = [
    {
      type: 'element',
      tagName: 'p',
      properties: { className: ['admonition-title'] },
      children: [{ type: 'text', value: title }],
    },
    ...node.children,
  ];
}
