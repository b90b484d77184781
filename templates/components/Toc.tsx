import type { TocItem } from '../../src/node/render/props.ts';

/** The table of contents; nested by heading level. */
export function Toc({ items }: { items: TocItem[] }) {
  if (items.length === 0) return null;
  const top = Math.min(...items.map((item) => item.depth));
  return (
    <nav className="toc" aria-label="On this page" data-pagefind-ignore="all" data-toc="">
      <h2 className="toc-title">On this page</h2>
      <ul>
        {items.map((item) => (
          <li key={item.id} className={`toc-depth-${item.depth - top}`}>
            <a href={`#${item.id}`}>{item.text}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
