/**
 * The docs sidebar is the same on every page but for the active link and the open
 * categories above it. It is rendered once per sidebar; each page then marks its own state
 * in that HTML, which keeps rendering linear in the number of pages.
 *
 * A large sidebar is not copied whole into every page: a page holds the top level and the
 * categories it sits in (every other category keeps a link to its first page, so the whole
 * site stays reachable without JavaScript), and the script swaps in the full list, written
 * once as a cacheable file.
 */
import { slug as githubSlug } from 'github-slugger';
import { createElement } from 'react';
import { createHash } from 'node:crypto';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DocEntry, SidebarItem } from '../content/types.ts';
import type { LinkProps, SidebarNode } from './props.ts';
import { withBase } from '../../shared/urls.ts';
import { Sidebar } from '../../../templates/components/Sidebar.tsx';
import escapeHtml from 'escape-html';

/** From this many links on, pages hold a partial sidebar. */
export const LAZY_SIDEBAR_LINKS = 120;

type Segment = string | { key: string; children: Segment[] };

export interface RenderedSidebar {
  /** The full list, with no page marked. */
  html: string;
  /** A hash of the full list: with a page's id and address, what its marked sidebar is made of. */
  hash: string;
  /** Output path of the full list when pages hold a partial one (`assets/sidebar.<hash>.html`). */
  file?: string;
  segments: Segment[];
  /** For each doc id: the categories above it, outermost first, with their labels and links. */
  trails: Map<string, { key: string; crumb: LinkProps }[]>;
  /** Categories open on every page (`collapsed: false`). */
  open: Set<string>;
  /** For each category: the first page in it, the link a partial sidebar keeps. */
  firstLinks: Map<string, string>;
}

export function renderSidebar(items: SidebarItem[], docs: Map<string, DocEntry>, baseUrl: string): RenderedSidebar {
  const trails = new Map<string, { key: string; crumb: LinkProps }[]>();
  const open = new Set<string>();
  const firstLinks = new Map<string, string>();
  let links = 0;
  const toNodes = (list: SidebarItem[], prefix: string, trail: { key: string; crumb: LinkProps }[]): SidebarNode[] => {
    const taken = new Set<string>();
    return list.map((item, index): SidebarNode => {
      links++;
      if (item.type === 'link')
        return { kind: 'link', label: item.label, href: item.href, external: /^[a-z]+:/i.test(item.href) };
      if (item.type === 'doc') {
        const doc = docs.get(item.id)!;
        if (!trails.has(item.id)) trails.set(item.id, trail);
        return { kind: 'doc', label: item.label ?? doc.sidebarLabel ?? doc.title, href: withBase(baseUrl, doc.route) };
      }
      const key = `${prefix}${categoryName(item.label, index, taken)}`;
      const linked = item.link ? docs.get(item.link) : undefined;
      const href = linked ? withBase(baseUrl, linked.route) : undefined;
      const here = [...trail, { key, crumb: { label: item.label, href: href ?? '', external: false } }];
      if (item.link && !trails.has(item.link))
        trails.set(item.link, trail.concat({ key, crumb: { label: item.label, href: '', external: false } }));
      if (!item.collapsed) open.add(key);
      const children = toNodes(item.items, `${key}/`, here);
      const first = href ?? firstHref(children);
      if (first) firstLinks.set(key, first);
      return { kind: 'category', key, label: item.label, href, open: !item.collapsed, items: children };
    });
  };
  const nodes = toNodes(items, '', []);
  const marked = renderToStaticMarkup(createElement(Sidebar, { items: nodes }));
  const segments = parseSegments(marked);
  const html = assemble(segments, () => true, firstLinks);
  const hash = createHash('sha1').update(html).digest('hex');
  const file = links >= LAZY_SIDEBAR_LINKS ? `assets/sidebar.${hash.slice(0, 10)}.html` : undefined;
  return { html, hash, file, segments, trails, open, firstLinks };
}

/**
 * A category's name among its siblings, from its label: with its parents' names, the key a reader's
 * open categories are saved under (src/client/sidebar.ts), so that it stays the same when categories
 * are added or moved around it. A label that gives no name, or one a sibling has, adds its position.
 */
function categoryName(label: string, index: number, taken: Set<string>): string {
  const slug = githubSlug(label);
  const name = !slug ? String(index) : taken.has(slug) ? `${slug}-${index}` : slug;
  taken.add(name);
  return name;
}

/** The sidebar HTML of one page: its link marked active, the categories above it open. */
export function markActive(sidebar: RenderedSidebar, docId: string, href: string): string {
  const trail = new Set((sidebar.trails.get(docId) ?? []).map((t) => t.key));
  let html = sidebar.file
    ? assemble(sidebar.segments, (key) => trail.has(key) || sidebar.open.has(key), sidebar.firstLinks)
    : sidebar.html;
  for (const key of trail) {
    if (!sidebar.open.has(key)) html = html.replace(`data-category="${key}"`, `data-category="${key}" open=""`);
  }
  // The page's link: a doc's, or a category's own (beside its summary, templates/components/Sidebar.tsx).
  const link = new RegExp(`class="sidebar-link( sidebar-category-link)?" href="${escapeRegExp(escapeHtml(href))}"`);
  return html.replace(
    link,
    (_, category = '') => `class="sidebar-link${category} active" aria-current="page" href="${escapeHtml(href)}"`,
  );
}

function firstHref(nodes: SidebarNode[]): string | undefined {
  for (const node of nodes) {
    if (node.kind === 'doc') return node.href;
    if (node.kind === 'category') {
      const found = node.href ?? firstHref(node.items ?? []);
      if (found) return found;
    }
  }
  return undefined;
}

const MARKER = /<template data-children-(start|end)="([^"]+)"><\/template>/g;

/** Splits the marked HTML into text and nested category-children segments. */
function parseSegments(html: string): Segment[] {
  const root: Segment[] = [];
  const stack: Segment[][] = [root];
  let last = 0;
  for (const match of html.matchAll(MARKER)) {
    stack.at(-1)!.push(html.slice(last, match.index));
    last = match.index! + match[0].length;
    if (match[1] === 'start') {
      const segment = { key: match[2], children: [] as Segment[] };
      stack.at(-1)!.push(segment);
      stack.push(segment.children);
    } else {
      stack.pop();
    }
  }
  root.push(html.slice(last));
  return root;
}

/** Joins the segments, keeping the children of categories `include` accepts. */
function assemble(segments: Segment[], include: (key: string) => boolean, firstLinks: Map<string, string>): string {
  let out = '';
  for (const segment of segments) {
    if (typeof segment === 'string') out += segment;
    else if (include(segment.key)) out += assemble(segment.children, include, firstLinks);
    else out += placeholder(firstLinks.get(segment.key));
  }
  return out;
}

function placeholder(href: string | undefined): string {
  if (!href) return '<ul class="sidebar-list sidebar-partial"></ul>';
  return `<ul class="sidebar-list sidebar-partial"><li class="sidebar-item"><a class="sidebar-link sidebar-browse" href="${escapeHtml(href)}">Open this section</a></li></ul>`;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
