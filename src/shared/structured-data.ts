/**
 * Structured data for search engines (schema.org JSON-LD): a doc page's breadcrumbs, which
 * search results show instead of the bare URL.
 */

export interface BreadcrumbList {
  '@context': 'https://schema.org';
  '@type': 'BreadcrumbList';
  itemListElement: { '@type': 'ListItem'; position: number; name: string; item: string }[];
}

/**
 * The trail as a BreadcrumbList. Every element but the last needs a URL, so categories
 * without a page of their own are left out; the last is the page itself (its canonical URL).
 * Undefined when there is no trail to show.
 */
export function breadcrumbList(
  crumbs: { label: string; href?: string }[],
  origin: string,
  canonical: string,
): BreadcrumbList | undefined {
  if (crumbs.length < 2) return undefined;
  const linked = crumbs.slice(0, -1).filter((crumb) => crumb.href);
  const items = [
    ...linked.map((crumb) => ({ name: crumb.label, item: `${origin.replace(/\/$/, '')}${crumb.href}` })),
    { name: crumbs[crumbs.length - 1].label, item: canonical },
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, ...item })),
  };
}

/** JSON that is safe inside a <script> element: no `</script>` or `<!--` can end it early. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
