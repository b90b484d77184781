/** Per-doc props: sidebar with the active page, breadcrumbs, previous/next, edit link, last update. */
import type { DocEntry, SidebarItem, Sidebars } from '../content/types.ts';
import type { CompiledPage } from '../markdown/types.ts';
import type { DocProps, LinkProps, SidebarNode } from './props.ts';
import { withBase } from '../site/urls.ts';
import type { LastUpdate } from '../site/git.ts';

export interface DocPropsContext {
  baseUrl: string;
  docs: Map<string, DocEntry>;
  sidebars: Sidebars;
  editUrl?: string;
  showLastUpdateTime: boolean;
  showLastUpdateAuthor: boolean;
  breadcrumbs: boolean;
  lastUpdates: Map<string, LastUpdate>;
}

const dateFormat = new Intl.DateTimeFormat('en', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });

export function buildDocProps(doc: DocEntry, page: CompiledPage, context: DocPropsContext): DocProps {
  const sidebarItems = sidebarFor(doc.id, context.sidebars);
  const trail: LinkProps[] = [];
  const sidebar = toNodes(sidebarItems, doc.id, context, trail);
  const order = flattenDocs(sidebarItems);
  const position = order.indexOf(doc.id);
  const neighbour = (id: string | undefined): LinkProps | undefined => {
    const target = id ? context.docs.get(id) : undefined;
    return target ? { label: target.sidebarLabel ?? target.title, href: withBase(context.baseUrl, target.route), external: false } : undefined;
  };
  const update = context.lastUpdates.get(doc.source);
  return {
    id: doc.id,
    title: doc.title,
    description: doc.description,
    html: page.html,
    toc: page.toc,
    hideToc: doc.hideTableOfContents,
    edition: doc.edition,
    sidebar,
    breadcrumbs: context.breadcrumbs ? [{ label: 'Docs', href: withBase(context.baseUrl, '/docs/'), external: false }, ...trail, { label: doc.sidebarLabel ?? doc.title, href: '', external: false }] : [],
    editUrl: doc.editUrl === null || !context.editUrl ? undefined : `${context.editUrl}${doc.source}`,
    lastUpdated:
      update && (context.showLastUpdateTime || context.showLastUpdateAuthor)
        ? { iso: new Date(update.timestamp * 1000).toISOString(), date: dateFormat.format(new Date(update.timestamp * 1000)), author: context.showLastUpdateAuthor ? update.author : undefined }
        : undefined,
    previous: position > 0 ? neighbour(order[position - 1]) : undefined,
    next: position >= 0 ? neighbour(order[position + 1]) : undefined,
  };
}

/** The sidebar that lists the doc, or the first sidebar for docs that none lists. */
function sidebarFor(id: string, sidebars: Sidebars): SidebarItem[] {
  const all = Object.values(sidebars);
  return all.find((items) => flattenDocs(items).includes(id)) ?? all[0] ?? [];
}

const flatCache = new WeakMap<SidebarItem[], string[]>();

export function flattenDocs(items: SidebarItem[]): string[] {
  const cached = flatCache.get(items);
  if (cached) return cached;
  const ids: string[] = [];
  const walk = (list: SidebarItem[]) => {
    for (const item of list) {
      if (item.type === 'doc') ids.push(item.id);
      if (item.type === 'category') {
        if (item.link) ids.push(item.link);
        walk(item.items);
      }
    }
  };
  walk(items);
  flatCache.set(items, ids);
  return ids;
}

/** Builds the sidebar tree, marking the active doc and recording the categories above it in `trail`. */
function toNodes(items: SidebarItem[], activeId: string, context: DocPropsContext, trail: LinkProps[]): SidebarNode[] {
  return items.map((item): SidebarNode => {
    if (item.type === 'link') return { kind: 'link', label: item.label, href: item.href, external: /^[a-z]+:/i.test(item.href) };
    if (item.type === 'doc') {
      const doc = context.docs.get(item.id)!;
      return { kind: 'doc', label: item.label ?? doc.sidebarLabel ?? doc.title, href: withBase(context.baseUrl, doc.route), active: item.id === activeId };
    }
    const below: LinkProps[] = [];
    const children = toNodes(item.items, activeId, context, below);
    const linked = item.link ? context.docs.get(item.link) : undefined;
    const active = item.link === activeId;
    const containsActive = active || below.length > 0 || children.some((child) => child.active);
    if (containsActive && !active) trail.push({ label: item.label, href: linked ? withBase(context.baseUrl, linked.route) : '', external: false }, ...below);
    return { kind: 'category', label: item.label, href: linked ? withBase(context.baseUrl, linked.route) : undefined, active, open: containsActive || !item.collapsed, items: children };
  });
}
