/**
 * Pages for the tags docs carry (front matter `tags`), as Docusaurus makes them: `/docs/tags`
 * lists every tag with its number of pages, `/docs/tags/<tag>` the pages with that tag.
 */
import type { DocEntry } from './types.ts';
import { escapeMarkdown } from './escape-markdown.ts';

export const TAGS_GENERATOR = 'tags';

/** Where a version's (or the current docs') tag pages are. */
export function tagsRoute(version?: string): string {
  return version ? `/docs/${version}/tags` : '/docs/tags';
}

/** The tag pages of the current docs; none when no doc has a tag. */
export function tagPages(docs: Iterable<DocEntry>): DocEntry[] {
  const byTag = new Map<string, { label: string; docs: DocEntry[] }>();
  for (const doc of docs) {
    if (doc.version || doc.unlisted) continue;
    for (const tag of doc.tags ?? []) {
      const entry = byTag.get(tag.slug) ?? { label: tag.label, docs: [] };
      entry.docs.push(doc);
      byTag.set(tag.slug, entry);
    }
  }
  if (byTag.size === 0) return [];
  const sorted = [...byTag.entries()].sort(([a], [b]) => a.localeCompare(b));
  const index = page(
    'tags',
    'Tags',
    `Every tag of the docs, with the pages that carry it.`,
    sorted.map(([slug, { label, docs }]) => `- [${escapeMarkdown(label)}](${tagsRoute()}/${slug}) (${docs.length})`),
  );
  return [
    index,
    ...sorted.map(([slug, { label, docs }]) =>
      page(
        `tags/${slug}`,
        `Tagged “${label}”`,
        `The ${docs.length === 1 ? 'page' : `${docs.length} pages`} of the docs tagged ${label}.`,
        [
          ...docs
            .sort((a, b) => a.title.localeCompare(b.title))
            .map(
              (doc) =>
                `- [${escapeMarkdown(doc.title)}](${doc.route})${doc.description ? `: ${escapeMarkdown(doc.description)}` : ''}`,
            ),
          '',
          `[All tags](${tagsRoute()})`,
        ],
      ),
    ),
  ];
}

function page(id: string, title: string, description: string, lines: string[]): DocEntry {
  return {
    id,
    route: `/docs/${id}`,
    source: 'site.config.ts',
    title,
    description,
    keywords: [],
    draft: false,
    hideTableOfContents: true,
    markdown: `${lines.join('\n')}\n`,
    generator: TAGS_GENERATOR,
    editUrl: null,
    notInSidebar: true,
  };
}
