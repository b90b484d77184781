/**
 * The docs sidebar is the same on every page but for the active link and the open
 * categories above it. It is rendered once per sidebar; each page then marks its own state
 * in that HTML, which keeps rendering linear in the number of pages.
 */
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import type { DocEntry, SidebarItem } from '../content/types.ts';
import type { LinkProps, SidebarNode } from './props.ts';
import { withBase } from '../site/urls.ts';
import { Sidebar } from '../../templates/components/Sidebar.tsx';

export interface RenderedSidebar {
  html: string;
  /** For each doc id: the keys of the categories above it, outermost first, with their labels and links. */
  trails: Map<string, { key: string; crumb: LinkProps }[]>;
  /** The keys of the categories open on every page (`collapsed: false`). */
  open: Set<string>;
}

export function renderSidebar(items: SidebarItem[], docs: Map<string, DocEntry>, baseUrl: string): RenderedSidebar {
  const trails = new Map<string, { key: string; crumb: LinkProps }[]>();
  const open = new Set<string>();
  const toNodes = (list: SidebarItem[], prefix: string, trail: { key: string; crumb: LinkProps }[]): SidebarNode[] =>
    list.map((item, index): SidebarNode => {
      if (item.type === 'link') return { kind: 'link', label: item.label, href: item.href, external: /^[a-z]+:/i.test(item.href) };
      if (item.type === 'doc') {
        const doc = docs.get(item.id)!;
        if (!trails.has(item.id)) trails.set(item.id, trail);
        return { kind: 'doc', label: item.label ?? doc.sidebarLabel ?? doc.title, href: withBase(baseUrl, doc.route) };
      }
      const key = `${prefix}${index}`;
      const linked = item.link ? docs.get(item.link) : undefined;
      const href = linked ? withBase(baseUrl, linked.route) : undefined;
      const here = [...trail, { key, crumb: { label: item.label, href: href ?? '', external: false } }];
      if (item.link && !trails.has(item.link)) trails.set(item.link, trail.concat({ key, crumb: { label: item.label, href: '', external: false } }));
      if (!item.collapsed) open.add(key);
      return { kind: 'category', key, label: item.label, href, open: !item.collapsed, items: toNodes(item.items, `${key}-`, here) };
    });
  const nodes = toNodes(items, '', []);
  return { html: renderToStaticMarkup(createElement(Sidebar, { items: nodes })), trails, open };
}

/** The sidebar HTML of one page: its link marked active, the categories above it open. */
export function markActive(sidebar: RenderedSidebar, docId: string, href: string): string {
  let html = sidebar.html;
  for (const { key } of sidebar.trails.get(docId) ?? []) {
    if (!sidebar.open.has(key)) html = html.replace(`data-category="${key}"`, `data-category="${key}" open=""`);
  }
  return html.replace(`class="sidebar-link" href="${escapeAttribute(href)}"`, `class="sidebar-link active" aria-current="page" href="${escapeAttribute(href)}"`);
}

function escapeAttribute(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
