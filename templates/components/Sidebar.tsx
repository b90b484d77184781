import type { SidebarNode } from '../../src/node/render/props.ts';

/** The docs sidebar. Categories are <details>, so they open and close without JavaScript. */
export function Sidebar({ items }: { items: SidebarNode[] }) {
  return <SidebarList items={items} level={1} />;
}

/**
 * The sidebar's frame around its pre-rendered list (the list is rendered once per sidebar). With
 * `fullHref`, the page holds only the categories it is in, and the script fetches the whole list.
 */
export function SidebarFrame({ html, name, fullHref }: { html: string; name: string; fullHref?: string }) {
  return (
    <nav
      className="doc-sidebar"
      aria-label="Docs sidebar"
      data-pagefind-ignore="all"
      data-doc-sidebar={name}
      data-full-sidebar={fullHref}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}

function SidebarList({ items, level }: { items: SidebarNode[]; level: number }) {
  return (
    <ul className={`sidebar-list sidebar-level-${level}`}>
      {items.map((item, i) => (
        <li key={`${item.label}-${i}`} className={`sidebar-item sidebar-item-${item.kind}`}>
          {item.kind === 'category' ? <SidebarCategory item={item} level={level} /> : <SidebarLink item={item} />}
        </li>
      ))}
    </ul>
  );
}

function SidebarLink({ item }: { item: SidebarNode }) {
  return (
    <a
      className="sidebar-link"
      href={item.href}
      {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {item.label}
    </a>
  );
}

/**
 * A category with a page of its own has its link beside the <summary>, not in it (a link inside
 * the summary would be a control inside a control): the summary is then only the chevron at the
 * row's end, named after the category.
 */
function SidebarCategory({ item, level }: { item: SidebarNode; level: number }) {
  const details = (
    <details className="sidebar-category" data-category={item.key} open={item.open}>
      {item.href ? (
        <summary className="sidebar-category-toggle">
          <span className="sr-only">{item.label} section</span>
        </summary>
      ) : (
        <summary>
          <span className="sidebar-category-label">{item.label}</span>
        </summary>
      )}
      {/* Markers around the children let a page leave out the lists of categories it is not in. */}
      <template data-children-start={item.key} />
      <SidebarList items={item.items ?? []} level={level + 1} />
      <template data-children-end={item.key} />
    </details>
  );
  if (!item.href) return details;
  return (
    <>
      <a className="sidebar-link sidebar-category-link" href={item.href}>
        {item.label}
      </a>
      {details}
    </>
  );
}
