import type { SidebarNode } from '../../src/render/props.ts';

/** The docs sidebar. Categories are <details>, so they open and close without JavaScript. */
export function Sidebar({ items }: { items: SidebarNode[] }) {
  return (
    <nav className="doc-sidebar" aria-label="Docs sidebar" data-pagefind-ignore="all" data-doc-sidebar="">
      <SidebarList items={items} level={1} />
    </nav>
  );
}

function SidebarList({ items, level }: { items: SidebarNode[]; level: number }) {
  return (
    <ul className={`sidebar-list sidebar-level-${level}`}>
      {items.map((item, i) => (
        <li key={`${item.label}-${i}`} className={`sidebar-item sidebar-${item.kind}`}>
          {item.kind === 'category' ? <SidebarCategory item={item} level={level} /> : <SidebarLink item={item} />}
        </li>
      ))}
    </ul>
  );
}

function SidebarLink({ item }: { item: SidebarNode }) {
  return (
    <a className={`sidebar-link${item.active ? ' active' : ''}`} href={item.href} aria-current={item.active ? 'page' : undefined} {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
      {item.label}
    </a>
  );
}

function SidebarCategory({ item, level }: { item: SidebarNode; level: number }) {
  return (
    <details className="sidebar-category" open={item.open}>
      <summary>
        {item.href ? (
          <a className={`sidebar-link${item.active ? ' active' : ''}`} href={item.href} aria-current={item.active ? 'page' : undefined}>
            {item.label}
          </a>
        ) : (
          <span className="sidebar-category-label">{item.label}</span>
        )}
      </summary>
      <SidebarList items={item.items ?? []} level={level + 1} />
    </details>
  );
}
