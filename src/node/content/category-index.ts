/**
 * The page of a category whose link is a generated index (Docusaurus' `generated-index`): its
 * title, its description, and a list of what the category holds, each with its description.
 */
import { slug as githubSlug } from 'github-slugger';
import type { DocEntry, GeneratedIndexLink, SidebarItem } from './types.ts';
import { escapeMarkdown } from './escape-markdown.ts';

export const CATEGORY_GENERATOR = 'category-index';

export function categoryIndexDoc(
  label: string,
  link: GeneratedIndexLink,
  items: SidebarItem[],
  docs: Map<string, DocEntry>,
  file: string,
): DocEntry {
  const slug = (link.slug ?? `/category/${githubSlug(label)}`).replace(/^\/+|\/+$/g, '');
  const title = link.title ?? label;
  const lines = items.flatMap((item) => {
    if (item.type === 'doc') {
      const doc = docs.get(item.id);
      return doc ? [entry(item.label ?? doc.sidebarLabel ?? doc.title, doc.route, doc.description)] : [];
    }
    if (item.type === 'category') {
      const target = item.link ? docs.get(item.link) : undefined;
      return [target ? entry(item.label, target.route, target.description) : `- ${escapeMarkdown(item.label)}`];
    }
    return [entry(item.label, item.href, '')];
  });
  const markdown = `${link.description ? `${escapeMarkdown(link.description)}\n\n` : ''}${lines.join('\n')}\n`;
  return {
    id: slug,
    route: `/docs/${slug}`,
    source: file,
    title,
    description: link.description ?? `The pages of ${label}.`,
    keywords: [],
    draft: false,
    hideTableOfContents: true,
    markdown,
    generator: CATEGORY_GENERATOR,
    editUrl: null,
    notInSidebar: true,
  };
}

function entry(label: string, href: string, description: string): string {
  return `- [${escapeMarkdown(label)}](${href.replace(/[()\s]/g, (c) => encodeURIComponent(c))})${description ? `: ${escapeMarkdown(description)}` : ''}`;
}
