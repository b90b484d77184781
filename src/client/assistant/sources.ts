/**
 * Sources as the widget lists them: a link to the page, its title, and the section when known.
 * Servers send file paths (`docs/quickstart.md`, 2023) or objects (`{file: {path, title},
 * meta: {leadHeading: {value, slug}}}`, later versions); both become the same.
 */
export interface AnswerSource {
  href: string;
  title: string;
  section?: string;
}

export function normalizeSources(raw: unknown[], baseUrl: string): AnswerSource[] {
  const seen = new Set<string>();
  const out: AnswerSource[] = [];
  for (const item of raw) {
    const source = toSource(item, baseUrl);
    if (!source || seen.has(source.href)) continue;
    seen.add(source.href);
    out.push(source);
  }
  return out;
}

function toSource(item: unknown, baseUrl: string): AnswerSource | undefined {
  if (typeof item === 'string') {
    const href = pagePath(item, baseUrl);
    return href ? { href, title: labelOf(href, baseUrl) } : undefined;
  }
  if (!item || typeof item !== 'object') return undefined;
  const { file, meta } = item as {
    file?: { path?: unknown; title?: unknown };
    meta?: { leadHeading?: { value?: unknown; slug?: unknown; id?: unknown } };
  };
  if (typeof file?.path !== 'string') return undefined;
  const page = pagePath(file.path, baseUrl);
  if (!page) return undefined;
  const heading = meta?.leadHeading;
  const anchor =
    typeof heading?.slug === 'string' ? heading.slug : typeof heading?.id === 'string' ? heading.id : undefined;
  return {
    href: anchor ? `${page}#${anchor}` : page,
    title: typeof file.title === 'string' && file.title ? file.title : labelOf(page, baseUrl),
    section: typeof heading?.value === 'string' ? heading.value : undefined,
  };
}

/** A file path or URL path of the site as a page link: no extension, under the base URL, same origin only. */
function pagePath(path: string, baseUrl: string): string | undefined {
  if (/^[a-z][a-z0-9+.-]*:/i.test(path) || path.startsWith('//')) return undefined;
  // A folder's README or index is the folder's page (`metadata-ingestion/README.md` → /docs/metadata-ingestion).
  let clean = path
    .split('#')[0]
    .replace(/\/(?:index|readme)\.mdx?$/i, '')
    .replace(/\.mdx?$/, '')
    .replace(/^\.?\//, '');
  if (clean.startsWith(baseUrl.replace(/^\//, ''))) clean = clean.slice(baseUrl.length - 1);
  if (!clean.startsWith('docs/') && clean !== 'docs') clean = `docs/${clean}`;
  const hash = path.includes('#') ? `#${path.split('#')[1]}` : '';
  return `${baseUrl}${clean}${hash}`;
}

/** The label a path-only source gets: the page path without its `/docs/` (or `/docs/generated/`) prefix. */
function labelOf(href: string, baseUrl: string): string {
  return (
    href
      .slice(baseUrl.length)
      .split('#')[0]
      .replace(/^docs\/generated\//, '')
      .replace(/^docs\//, '') || 'docs'
  );
}
